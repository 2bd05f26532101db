import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM helper shared with the benchmark
import { gameBytes, landingBytes } from "../../scripts/bundle-sizes.mjs";
import { catalogue } from "../../src/games/catalogue";
import { extraGames } from "../../src/games/extras";

const client = path.resolve(import.meta.dirname, "../..", process.env.DIST_DIR ?? "dist", "client");
const KB = 1024;

describe("byte budgets of the built client (gzip)", () => {
  it("the landing page loads at most 90 KB of JavaScript and CSS up front", () => {
    const { total } = landingBytes(client);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(90 * KB);
  });

  it("the landing page is prerendered HTML with inline CSS and no render-blocking stylesheet", () => {
    const html = readFileSync(path.join(client, "index.html"), "utf8");
    expect(html).toContain("Jogos de Bebida para Jogar com os Amigos");
    expect(html).toMatch(/<style>[\s\S]+<\/style>/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).not.toMatch(/fonts\.googleapis|@font-face/);
  });

  it("each game's own code and content stays under 40 KB beyond the shared app code", () => {
    const games = [...catalogue, ...extraGames].filter((g) => g.available).map((g) => g.id);
    expect(games.length).toBeGreaterThanOrEqual(4);
    const sizes: Record<string, { total: number }> = gameBytes(client, games);
    for (const id of games) {
      expect(sizes[id]?.total, id).toBeGreaterThan(0);
      expect(sizes[id]?.total, id).toBeLessThanOrEqual(40 * KB);
    }
  });

  it("every image the landing page shows has its width and height set", () => {
    const html = readFileSync(path.join(client, "index.html"), "utf8");
    const imgs = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(imgs.length).toBeGreaterThan(0);
    for (const img of imgs)
      expect(img, img).toMatch(/width="\d+"[^>]*height="\d+"|height="\d+"[^>]*width="\d+"/);
  });
});
