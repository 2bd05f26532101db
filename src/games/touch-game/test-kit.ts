import { type Rng, seededRng } from "../../shared/random";
import {
  type ChooserAction,
  COUNTDOWN_MS,
  chooserReducer,
  initialChooser,
  type Mode,
  SETTLE_MS,
} from "./logic";

/** Helpers shared by the chooser's tests: actions, a runner and the chi-square statistic. */
export const END = SETTLE_MS + COUNTDOWN_MS;

export function run(actions: ChooserAction[], state = initialChooser(), rng: Rng = seededRng(1)) {
  return actions.reduce((s, a) => chooserReducer(s, a, rng), state);
}
export const down = (id: string, now = 0, x = 10, y = 20): ChooserAction => ({
  type: "fingerDown",
  id,
  x,
  y,
  now,
});
export const up = (id: string, now: number): ChooserAction => ({ type: "fingerUp", id, now });
export const cancel = (id: string, now: number): ChooserAction => ({
  type: "fingerCancel",
  id,
  now,
});
export const move = (id: string, x: number, y: number): ChooserAction => ({
  type: "fingerMove",
  id,
  x,
  y,
});
export const tick = (now: number): ChooserAction => ({ type: "tick", now });
export const withMode = (mode: Mode) => initialChooser(mode);
export const threeDown = () => run([down("1"), down("2"), down("3")]);

/** Chi-square statistic of observed counts against a uniform expectation. */
export function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}
/** Critical values at p = 0.001 by degrees of freedom (fixed thresholds, no tuning). */
export const CHI_P001: Record<number, number> = {
  1: 10.828,
  2: 13.816,
  3: 16.266,
  4: 18.467,
  9: 27.877,
};
/** Counts one outcome; an index outside the list (an impossible outcome) fails the test. */
export function bump(counts: number[], index: number) {
  if (index < 0 || index >= counts.length) throw new Error(`unexpected outcome ${index}`);
  counts[index] = (counts[index] ?? 0) + 1;
}
