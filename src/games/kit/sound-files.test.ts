import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SOUND_BUDGET_BYTES, soundFiles } from "./sound-files";

const publicDir = path.resolve(import.meta.dirname, "../../../public");

describe("sound files", () => {
  it("each listed file ships under public/ with the bytes the list says", () => {
    for (const { url, bytes } of Object.values(soundFiles)) {
      const file = path.join(publicDir, url);
      expect(statSync(file, { throwIfNoEntry: false })?.size, url).toBe(bytes);
    }
  });

  it("all of them together stay within the sound budget (what ships + 10%)", () => {
    const total = Object.values(soundFiles).reduce((sum, f) => sum + f.bytes, 0);
    expect(total).toBeLessThanOrEqual(SOUND_BUDGET_BYTES);
  });

  it("are MP3, which every browser plays (iOS Safari plays no Ogg)", () => {
    for (const { url } of Object.values(soundFiles))
      expect(url).toMatch(/^\/sounds\/[a-z-]+\.mp3$/);
  });
});
