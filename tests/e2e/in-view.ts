import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { findings, scannedPaths } from "./a11y-kit";
import { logCoverage } from "./coverage-log";
import { setupApp } from "./fixture";
import type { Check, Walk } from "./game-walks-turns";
import { PHONE } from "./harness";

/** The two phones every game must fit: the prompt and its buttons without scrolling. */
export const SMALL_PHONE = { width: 360, height: 640 };
export const TALL_PHONE = { width: 390, height: 844 };
export const VIEWPORTS = [SMALL_PHONE, TALL_PHONE];

/**
 * Nothing sits over the element's centre (a sticky bar, a badge); a button, nothing over its top
 * and bottom edges either: half a button under the bar is not a button in reach.
 */
const onTop = (el: Element) => {
  const r = el.getBoundingClientRect();
  const x = r.x + r.width / 2;
  const inset = Math.min(4, r.height / 4);
  const edges = el.tagName === "BUTTON" ? [r.y + inset, r.bottom - inset] : [];
  return [r.y + r.height / 2, ...edges].every((y) => {
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (el.contains(hit) || hit.contains(el));
  });
};

/** Each element `loc` matches, as "name: box" when it lies outside the viewport. */
export async function outside(page: Page, loc: Locator): Promise<string[]> {
  const size = page.viewportSize();
  if (!size) throw new Error("no viewport");
  const out: string[] = [];
  const all = await loc.all();
  if (all.length === 0) return [`${loc}: not on the page`];
  for (const el of all) {
    const box = await el.boundingBox();
    if (!box) {
      out.push(`${loc}: hidden`);
      continue;
    }
    const inside =
      box.x >= -0.5 &&
      box.y >= -0.5 &&
      box.x + box.width <= size.width + 0.5 &&
      box.y + box.height <= size.height + 0.5;
    if (!inside) {
      const [x, y, w, h] = [box.x, box.y, box.width, box.height].map(Math.round);
      out.push(`${loc}: ${w}x${h} at ${x},${y}`);
    } else if (!(await el.evaluate(onTop))) out.push(`${loc}: covered by another element`);
  }
  return out;
}

/**
 * A walk's check that asserts the step's prompt and buttons lie inside the viewport (a result
 * that scrolls itself into view has a moment to get there), and that nothing is wider than it.
 */
export function inViewCheck(page: Page, where: string): Check {
  return async (step, shown) => {
    logCoverage(`in-view ${where} ${step}: ${shown.map(String).join(" ; ")}`);
    for (const loc of shown)
      await expect
        .poll(() => outside(page, loc), { message: `${where} ${step}`, timeout: 3_000 })
        .toEqual([]);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(wide, `${where} ${step}: page wider than the phone`).toBeLessThanOrEqual(0);
  };
}

/**
 * One e2e file's tests: each game walked once at `viewport` with the in-view check at every
 * step; with `screens` (the paths these games must cover) the same walk also runs the
 * accessibility scan (axe, 44 px targets) at the screens it names, and a last test checks that
 * every one of `screens` was scanned. One walk serves both checks (decision 041-one-walk-per-game).
 */
export function describeGameWalks(
  title: string,
  walks: Record<string, Walk>,
  viewport: { width: number; height: number },
  screens?: string[],
) {
  // A fake clock for the timed turns; axe is injected as a script, past the app's CSP.
  const app = setupApp({
    signedIn: true,
    clock: true,
    ...(screens ? { contextOptions: { bypassCSP: true } } : {}),
  });
  const size = `${viewport.width}x${viewport.height}`;
  describe(title, () => {
    for (const [game, walk] of Object.entries(walks))
      it(`${game} at ${size}`, async () => {
        await app.page.setViewportSize(viewport);
        const check: Check = inViewCheck(app.page, `${game} ${size}`);
        const found = findings();
        if (screens)
          check.scan = async (where) => {
            // The screen and what it loads have arrived (motion is reduced).
            await app.page.locator("main, [role=main]").first().waitFor({ timeout: 15_000 });
            await app.networkIdle();
            // axe reads the page at the phone the a11y files always used (PHONE, 360x760); what
            // it finds at 640 px tall is in decision 041-one-walk-per-game.
            await app.page.setViewportSize(PHONE.viewport);
            await found.scan(app.page, where, true);
            await app.page.setViewportSize(viewport);
          };
        await walk(app.page, check);
        expect(found.problems).toEqual([]);
      }, 120_000);
    if (screens)
      it("scanned every screen of these games", () => {
        expect([...scannedPaths].sort()).toEqual([...screens].sort());
      });
  });
}
