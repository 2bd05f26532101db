import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { signUpViaApi } from "./harness";

const client = path.resolve("dist/client");
const app = setupApp();

describe("sharing", () => {
  it("gives / Open Graph and Twitter tags with an absolute 1200x630 PNG from PUBLIC_URL", async () => {
    const res = await app.context.request.get("/");
    const html = await res.text();
    const meta = (attr: string, key: string) =>
      html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];
    expect(meta("property", "og:title")).toBe(
      "Saideira · Jogos de bebida para jogar com os amigos",
    );
    expect(meta("property", "og:description")).toMatch(/12 jogos de festa/);
    expect(meta("name", "twitter:card")).toBe("summary_large_image");
    expect(meta("name", "twitter:title")).toBe(meta("property", "og:title"));
    // The test server's PUBLIC_URL is its own address.
    const image = meta("property", "og:image") ?? "";
    expect(image).toBe(`${app.server.url}/images/og.png`);
    expect(meta("name", "twitter:image")).toBe(image);
    const png = await app.context.request.get(image);
    expect(png.headers()["content-type"]).toBe("image/png");
    const { width, height, format } = await sharp(await png.body()).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
  });

  it("names every page in the tab: /auth, /game-modes and a game", async () => {
    await app.page.goto("/auth");
    await expect.poll(() => app.page.title()).toBe("Entrar · Saideira");
    await signUpViaApi(app.context, app.server.url);
    await app.page.goto("/game-modes");
    await expect.poll(() => app.page.title()).toBe("Jogos · Saideira");
    await app.page.getByTestId("game-classic").click();
    await expect.poll(() => app.page.title()).toBe("Modo Clássico · Saideira");
    await app.page.goto("/");
    expect(await app.page.title()).toBe("Saideira · Jogos de bebida para jogar com os amigos");
  });

  it("has a manifest id and two screenshots, narrow and wide, of the sizes it states", async () => {
    const manifest = JSON.parse(readFileSync(path.join(client, "manifest.webmanifest"), "utf8"));
    expect(manifest.id).toBe("/");
    const shots: { src: string; sizes: string; form_factor: string; label: string }[] =
      manifest.screenshots;
    expect(shots.map((s) => s.form_factor).sort()).toEqual(["narrow", "wide"]);
    for (const shot of shots) {
      const { width, height } = await sharp(path.join(client, shot.src)).metadata();
      expect(`${width}x${height}`, shot.src).toBe(shot.sizes);
      expect(shot.label.length).toBeGreaterThan(5);
      const ratio = Math.max(width ?? 0, height ?? 0) / Math.min(width ?? 1, height ?? 1);
      expect(ratio, shot.src).toBeLessThanOrEqual(2.3); // Chromium ignores longer ones
      expect(
        shot.form_factor === "wide" ? (width ?? 0) > (height ?? 0) : (height ?? 0) > (width ?? 0),
      ).toBe(true);
    }
  });
});
