import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { addPlayers, button } from "./game-turns";
import { VIEWPORTS } from "./in-view";

// Motion on: the coin's toss is what one test watches.
const app = setupApp({ signedIn: true, perFile: true, reducedMotion: false });

async function boxOf(loc: Locator) {
  const box = await loc.boundingBox();
  if (!box) throw new Error(`${loc} not visible`);
  return box;
}

async function open(path: string) {
  await app.page.goto(path);
  await app.page.locator("main").first().waitFor();
  await app.networkIdle();
}

describe("the screens around the games on a phone", () => {
  for (const vp of VIEWPORTS)
    it(`no page is wider than a ${vp.width}x${vp.height} phone (the stats chart's table included)`, async () => {
      await app.page.setViewportSize(vp);
      for (const path of ["/stats", "/dashboard", "/profile", "/game-modes"]) {
        await open(path);
        const wide = await app.page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(wide, `${path} is wider than the phone`).toBeLessThanOrEqual(0);
      }
    });

  it("the profile header shows a 16-character name whole", async () => {
    await app.page.setViewportSize({ width: 360, height: 640 });
    const name = "Maria Clara Sous";
    const saved = await app.context.request.put(`${app.server.url}/api/profile`, {
      data: { displayName: name, adultConfirmed: true, drinkMode: "alcool" },
      headers: { origin: app.server.url },
    });
    expect(saved.ok()).toBe(true);
    await open("/profile");
    const title = app.page.getByRole("heading", { level: 1 });
    expect(await title.innerText()).toBe(name);
    const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut).toBe(false);
  });

  for (const path of ["/coin-flip", "/dashboard"])
    it(`offline, the badge on ${path} covers neither the title nor the header's buttons`, async () => {
      await app.page.setViewportSize({ width: 360, height: 640 });
      await open(path);
      await app.context.setOffline(true);
      try {
        const badge = await boxOf(app.page.getByTestId("offline-badge"));
        const covered = app.page.locator("main h1, main header a, main header button");
        for (const el of await covered.all()) {
          const box = await boxOf(el);
          expect(badge.y + badge.height, `badge over ${await el.innerText()}`).toBeLessThanOrEqual(
            box.y + 0.5,
          );
        }
      } finally {
        await app.context.setOffline(false);
      }
    });

  it("Cara ou Coroa's coin never flies over the page title", async () => {
    await app.page.setViewportSize({ width: 360, height: 640 });
    await open("/coin-flip");
    await addPlayers(app.page, ["Ana", "Bia"]);
    await button(app.page, "Começar").click();
    await app.page.getByTestId("coin").waitFor();
    for (const name of ["Ana", "Bia"]) await app.page.getByTestId(`call-${name}`).click();
    await app.page.locator("main[data-armed='true']").waitFor();
    // Every frame of the toss: how far the coin's top is below the title's bottom.
    const gaps = app.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const coin = document.querySelector("[data-testid=coin]") as HTMLElement;
          const title = document.querySelector("main h1") as HTMLElement;
          let least = Number.POSITIVE_INFINITY;
          const start = performance.now();
          const frame = () => {
            least = Math.min(
              least,
              coin.getBoundingClientRect().top - title.getBoundingClientRect().bottom,
            );
            if (performance.now() - start < 2_000) requestAnimationFrame(frame);
            else resolve(least);
          };
          requestAnimationFrame(frame);
        }),
    );
    await button(app.page, "Jogar a moeda").click();
    await app.page.getByTestId("flip-result").waitFor();
    expect(await gaps).toBeGreaterThanOrEqual(0);
  });
});
