/** A CSS cubic-bezier timing function's four numbers: x1, y1, x2, y2. */
export type Bezier = readonly [number, number, number, number];

const coord = (s: number, p1: number, p2: number) =>
  3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s;

/** The curve's parameter where `f` (a coordinate increasing with s) reaches `value`, by bisection. */
function solve(value: number, p1: number, p2: number): number {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 40; i += 1) {
    const mid = (lo + hi) / 2;
    if (coord(mid, p1, p2) < value) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Progress (0..1) at time fraction t (0..1), as the browser's cubic-bezier() computes it. */
export function easeAt(curve: Bezier, t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return coord(solve(t, curve[0], curve[2]), curve[1], curve[3]);
}

/** The time fraction (0..1) at which the curve reaches `progress`; the curve must rise throughout. */
export function timeAt(curve: Bezier, progress: number): number {
  if (progress <= 0) return 0;
  if (progress >= 1) return 1;
  return coord(solve(progress, curve[1], curve[3]), curve[0], curve[2]);
}

/** The CSS text of the curve, for a transition. */
export const cssBezier = (c: Bezier) => `cubic-bezier(${c.join(", ")})`;

/**
 * When (ms after the start) a turn from `from` to `to` degrees, eased by `curve` over
 * `durationMs`, passes each multiple of `step` degrees: the moments a pointer crosses a slot edge.
 * Crossings closer than `minGapMs` to the previous kept one are dropped (they blur into noise).
 */
export function crossingTimes(
  from: number,
  to: number,
  step: number,
  durationMs: number,
  curve: Bezier,
  minGapMs = 0,
): number[] {
  const span = to - from;
  if (span === 0 || step <= 0) return [];
  const dir = Math.sign(span);
  const times: number[] = [];
  // The first edge strictly past the start, in the direction of travel.
  let edge =
    dir > 0
      ? Math.floor(from / step + 1e-9) * step + step
      : Math.ceil(from / step - 1e-9) * step - step;
  while (dir > 0 ? edge <= to : edge >= to) {
    const t = timeAt(curve, (edge - from) / span) * durationMs;
    const last = times[times.length - 1];
    if (last === undefined || t - last >= minGapMs) times.push(t);
    edge += dir * step;
  }
  return times;
}
