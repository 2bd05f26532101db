import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { Check } from "./game-walks-turns";

/** The two phones every game must fit: the prompt and its buttons without scrolling. */
export const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];

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
    for (const loc of shown)
      await expect
        .poll(() => outside(page, loc), { message: `${where} ${step}`, timeout: 3_000 })
        .toEqual([]);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(wide, `${where} ${step}: page wider than the phone`).toBeLessThanOrEqual(0);
  };
}
