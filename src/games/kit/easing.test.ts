import { describe, expect, it } from "vitest";
import { type Bezier, crossingTimes, easeAt, timeAt } from "./easing";

const EASE: Bezier = [0.25, 0.1, 0.25, 1];
const LINEAR: Bezier = [0, 0, 1, 1];
const WHEEL: Bezier = [0.12, 0.72, 0.1, 1];

describe("cubic-bezier easing", () => {
  it("matches the browser's 'ease' curve at known points", () => {
    // CSS `ease` halfway through its time (as Chromium and WebKit compute it).
    expect(easeAt(EASE, 0.5)).toBeCloseTo(0.8024, 3);
    expect(easeAt(EASE, 0)).toBe(0);
    expect(easeAt(EASE, 1)).toBe(1);
  });

  it("timeAt undoes easeAt", () => {
    for (const p of [0.05, 0.3, 0.5, 0.9, 0.99])
      expect(easeAt(WHEEL, timeAt(WHEEL, p))).toBeCloseTo(p, 6);
  });
});

describe("crossingTimes", () => {
  it("spaces crossings evenly on a linear turn", () => {
    expect(crossingTimes(0, 100, 25, 1000, LINEAR).map(Math.round)).toEqual([250, 500, 750, 1000]);
  });

  it("counts every slot edge the pointer passes, from any start, in either direction", () => {
    expect(crossingTimes(10, 370, 30, 4800, WHEEL)).toHaveLength(12);
    expect(crossingTimes(370, 10, 30, 4800, WHEEL)).toHaveLength(12);
    expect(crossingTimes(15, 44, 30, 4800, WHEEL)).toHaveLength(1);
  });

  it("slows with the wheel: past the fastest moment each gap is longer than the one before", () => {
    const times = crossingTimes(0, 5 * 360 + 200, 360 / 11, 4800, WHEEL);
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    const fastest = gaps.indexOf(Math.min(...gaps));
    expect(fastest).toBeLessThan(gaps.length / 4);
    for (let i = fastest + 1; i < gaps.length; i += 1)
      expect(gaps[i] as number).toBeGreaterThan(gaps[i - 1] as number);
    expect(gaps[gaps.length - 1] as number).toBeGreaterThan(10 * (gaps[0] as number));
    expect(times[times.length - 1] as number).toBeLessThanOrEqual(4800);
  });

  it("drops crossings closer than the minimum gap to the previous one", () => {
    const times = crossingTimes(0, 10 * 360, 360 / 11, 4800, WHEEL, 45);
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(45);
    expect(times.length).toBeLessThan(110);
  });
});
