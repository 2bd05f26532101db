import type { CDPSession, Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupApp } from "./fixture";
import { button } from "./game-turns";

// Motion on: the pulse's speed is what one test reads.
const app = setupApp({ signedIn: true, clock: true, reducedMotion: false });

type Box = { x: number; y: number; width: number; height: number };
const surface = () => app.page.getByTestId("touch-surface");
const chosenSpot = () => app.page.locator('[data-testid="finger"][data-chosen="true"]');

async function boxOf(loc: Locator): Promise<Box> {
  const box = await loc.boundingBox();
  if (!box) throw new Error(`${loc} not visible`);
  return box;
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Puts fingers down at points of the touch area and lets the clock run to the pick. */
async function pick(cdp: CDPSession, at: [number, number][]) {
  const area = await boxOf(surface());
  const touchPoints = at.map(([dx, dy], id) => ({ id, x: area.x + dx, y: area.y + dy }));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints });
  await app.page.clock.fastForward(3_500);
  await app.page.getByTestId("countdown").waitFor();
  await app.page.clock.fastForward(3_000);
  await expect.poll(() => surface().getAttribute("data-phase")).toBe("chosen");
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

describe("Toque na Sorte's spots", () => {
  for (const [where, fingers] of [
    [
      "low",
      [
        [70, 300],
        [250, 330],
        [160, 370],
      ],
    ],
    [
      "high",
      [
        [70, 60],
        [250, 90],
        [160, 120],
      ],
    ],
  ] as [string, [number, number][]][])
    it(`the chosen spot (${where} on the screen) covers neither the hint nor 'De novo'`, async () => {
      await app.page.goto("/touch-game");
      await surface().waitFor();
      const cdp = await app.context.newCDPSession(app.page);
      await pick(cdp, fingers);
      await cdp.detach();
      const again = button(app.page, "De novo");
      await again.waitFor();
      // The spot's 500 ms growth is a CSS transition: wait for it to end, not a fixed sleep.
      const grown = chosenSpot().locator("div").first();
      await grown.evaluate((el) =>
        Promise.all(
          el
            .getAnimations()
            .filter((a) => a instanceof CSSTransition)
            .map((a) => a.finished.catch(() => {})),
        ),
      );
      const spot = await boxOf(grown);
      const label = await boxOf(chosenSpot().getByText("Bebe!"));
      const hint = await boxOf(surface().locator("p[id]"));
      for (const taken of [spot, label]) {
        expect(overlap(taken, hint), "spot over the hint").toBe(false);
        expect(overlap(taken, await boxOf(again)), "spot over 'De novo'").toBe(false);
      }
    });

  it("in team mode each team's name sits on its own spot", async () => {
    await app.page.goto("/touch-game");
    await button(app.page, "Times").click();
    const cdp = await app.context.newCDPSession(app.page);
    await pick(cdp, [
      [60, 80],
      [250, 110],
      [90, 300],
      [260, 330],
    ]);
    await cdp.detach();
    const spots = await app.page.getByTestId("finger").all();
    expect(spots).toHaveLength(4);
    for (const s of spots) {
      const circle = await boxOf(s.locator("div").first());
      const label = await boxOf(s.locator("span").last());
      const [cx, cy] = [label.x + label.width / 2, label.y + label.height / 2];
      expect(cx).toBeGreaterThan(circle.x);
      expect(cx).toBeLessThan(circle.x + circle.width);
      expect(cy).toBeGreaterThan(circle.y);
      expect(cy).toBeLessThan(circle.y + circle.height);
    }
  });

  it("the spots pulse faster as the countdown nears the pick", async () => {
    await app.page.goto("/touch-game");
    await surface().waitFor();
    const area = await boxOf(surface());
    const touchPoints = [
      { id: 0, x: area.x + 80, y: area.y + 100 },
      { id: 1, x: area.x + 250, y: area.y + 200 },
    ];
    const cdp = await app.context.newCDPSession(app.page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints });
    const pulse = () =>
      app.page
        .getByTestId("finger")
        .first()
        .locator("span")
        .first()
        .evaluate((el) => Number.parseFloat(getComputedStyle(el).animationDuration));
    const waiting = await pulse();
    await app.page.clock.fastForward(3_500);
    await app.page.getByTestId("countdown").filter({ hasText: "3" }).waitFor();
    const three = await pulse();
    await app.page.clock.fastForward(2_000);
    await app.page.getByTestId("countdown").filter({ hasText: "1" }).waitFor();
    const one = await pulse();
    await cdp.detach();
    expect(three).toBeLessThan(waiting);
    expect(one).toBeLessThan(three);
  });
});
