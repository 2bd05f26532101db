// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import {
  advanceSpin,
  angleDelta,
  clampSpinSpeed,
  DEFAULT_FRICTION,
  type Friction,
  flickVelocity,
  inSector,
  normalizeAngle,
  type PointerSample,
  playerAtAngle,
  pointerAngle,
  pointerTurn,
  SPIN_SPEED,
  type SpinState,
  STEP_MS,
  seatAngle,
  seatCrossings,
  sectorOf,
  simulateSpin,
  spinSteps,
  stepSpin,
  TICK_GAP_STEPS,
  tapVelocity,
  velocityForTravel,
} from "./physics";

/** Independent of playerAtAngle's arithmetic: the sector edges spelled out. */
function inSectorCheck(angle: number, i: number, n: number): boolean {
  const size = 360 / n;
  const a = normalizeAngle(angle);
  const start = normalizeAngle(i * size - size / 2);
  const end = normalizeAngle(i * size + size / 2);
  if (n === 1) return true;
  const near = (x: number, y: number) => Math.abs(angleDelta(x, y)) < 1e-9;
  // Right on an edge (within rounding), the seat must be the clockwise one.
  if (near(a, start)) return true;
  if (near(a, end)) return false;
  return start < end ? a >= start && a < end : a >= start || a < end;
}

/** p = 0.001 critical values of chi-square by degrees of freedom. */
const CHI_001: Record<number, number> = {
  1: 10.828,
  2: 13.816,
  3: 16.266,
  4: 18.467,
  5: 20.515,
  6: 22.458,
  7: 24.322,
  8: 26.124,
  9: 27.877,
  10: 29.588,
  11: 31.264,
};

const frictions: Friction[] = [
  DEFAULT_FRICTION,
  { drag: 0.3, kinetic: 60 },
  { drag: 1.2, kinetic: 150 },
  { drag: 0, kinetic: 120 },
  { drag: 0.9, kinetic: 0 },
];

/** Samples of a pointer turning at `speed` deg/s around the centre, one every `every` ms. */
function circling(startDeg: number, speed: number, ms: number, every = 16): PointerSample[] {
  const out: PointerSample[] = [];
  for (let t = 0; t <= ms; t += every) {
    const a = ((startDeg + (speed * t) / 1000) * Math.PI) / 180;
    out.push({ x: 100 * Math.sin(a), y: -100 * Math.cos(a), t });
  }
  return out;
}

describe("angles and seats", () => {
  it("normalises any angle into [0, 360)", () => {
    expect(normalizeAngle(0)).toBe(0);
    expect(normalizeAngle(360)).toBe(0);
    expect(normalizeAngle(-90)).toBe(270);
    expect(normalizeAngle(725)).toBe(5);
    expect(normalizeAngle(-720)).toBe(0);
    expect(normalizeAngle(-1e-14)).toBeLessThan(360);
  });

  it("seats players clockwise from the top", () => {
    expect(seatAngle(0, 4)).toBe(0);
    expect(seatAngle(1, 4)).toBe(90);
    expect(seatAngle(3, 4)).toBe(270);
  });

  it("reads the pointer's angle with 0 up and clockwise growth", () => {
    expect(pointerAngle(0, -10)).toBe(0);
    expect(pointerAngle(10, 0)).toBeCloseTo(90);
    expect(pointerAngle(0, 10)).toBeCloseTo(180);
    expect(pointerAngle(-10, 0)).toBeCloseTo(270);
  });

  it("turns the short way across the 0/360 seam", () => {
    expect(angleDelta(350, 10)).toBeCloseTo(20);
    expect(angleDelta(10, 350)).toBeCloseTo(-20);
    expect(angleDelta(0, 180)).toBe(180);
  });
});

describe("playerAtAngle", () => {
  it("gives each seat its own centre", () => {
    for (let n = 1; n <= 12; n++) {
      for (let i = 0; i < n; i++) expect(playerAtAngle(seatAngle(i, n), n)).toBe(i);
    }
  });

  it("puts an exact edge in the clockwise seat, never both", () => {
    expect(playerAtAngle(45, 4)).toBe(1);
    expect(playerAtAngle(44.999999, 4)).toBe(0);
    expect(playerAtAngle(-45, 4)).toBe(0);
    expect(playerAtAngle(-45.000001, 4)).toBe(3);
    expect(playerAtAngle(60, 3)).toBe(1);
  });

  it("wraps whole turns and negative angles", () => {
    expect(playerAtAngle(360 * 5 + 90, 4)).toBe(1);
    expect(playerAtAngle(-90, 4)).toBe(3);
    expect(playerAtAngle(359.9999, 4)).toBe(0);
  });

  it("agrees with the sectors for every quarter of a degree", () => {
    const wrong: string[] = [];
    for (const n of [1, 3, 5, 7, 12]) {
      for (let a = -360; a < 720; a += 0.25) {
        const i = playerAtAngle(a, n);
        if (!(i >= 0 && i < n && inSectorCheck(a, i, n))) wrong.push(`angle ${a}, n ${n}: ${i}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("draws sectors that tile the table, each centred on its seat", () => {
    expect(sectorOf(0, 4)).toEqual({ start: 315, end: 45 });
    expect(sectorOf(1, 4)).toEqual({ start: 45, end: 135 });
    for (const n of [3, 7, 12]) {
      for (let i = 0; i < n; i++) {
        expect(sectorOf(i, n).end).toBe(sectorOf((i + 1) % n, n).start);
      }
    }
  });

  it("always picks the seat whose drawn sector holds the angle, even at rounding edges", () => {
    for (const n of [3, 6, 7, 9, 11, 12]) {
      for (let i = 0; i < n; i++) {
        const { start } = sectorOf(i, n);
        for (const a of [start, start - 1e-12, start + 1e-12, start + 360, start - 720]) {
          const seat = playerAtAngle(a, n);
          expect(inSector(a, seat, n)).toBe(true);
          const holders = Array.from({ length: n }, (_, j) => j).filter((j) => inSector(a, j, n));
          expect(holders).toEqual([seat]);
        }
      }
    }
  });

  it("refuses a table without players", () => {
    expect(() => playerAtAngle(0, 0)).toThrow(RangeError);
    expect(() => playerAtAngle(0, 2.5)).toThrow(RangeError);
  });
});

describe("the spin integrator", () => {
  it("only ever slows down and never turns back", () => {
    let s: SpinState = { angle: 0, velocity: 1500 };
    while (s.velocity !== 0) {
      const next = stepSpin(s);
      expect(next.angle).toBeGreaterThan(s.angle);
      expect(next.velocity).toBeLessThan(s.velocity);
      expect(next.velocity).toBeGreaterThanOrEqual(0);
      s = next;
    }
  });

  it("leaves a bottle at rest where it is", () => {
    const rest = { angle: 42, velocity: 0 };
    expect(stepSpin(rest)).toBe(rest);
    expect(simulateSpin(0, DEFAULT_FRICTION, 42)).toBe(42);
  });

  it("is deterministic", () => {
    expect(simulateSpin(1234.5)).toBe(simulateSpin(1234.5));
  });

  it("mirrors a counter-clockwise spin exactly", () => {
    for (const v of [540, 987.6, 2160]) expect(simulateSpin(-v)).toBe(-simulateSpin(v));
  });

  it("goes farther the faster it is flicked", () => {
    let previous = 0;
    for (let v = 100; v <= 3000; v += 50) {
      const travel = simulateSpin(v);
      expect(travel).toBeGreaterThan(previous);
      previous = travel;
    }
  });

  it("follows the continuous friction model within a few degrees", () => {
    const { drag: k, kinetic: c } = DEFAULT_FRICTION;
    for (const v of [600, 1200, 2000]) {
      const exact = v / k - (c / k ** 2) * Math.log(1 + (k * v) / c);
      expect(Math.abs(simulateSpin(v) - exact)).toBeLessThan(10);
    }
  });

  it("lasts between about 2 and 6 seconds for any allowed speed", () => {
    for (const v of [SPIN_SPEED.min, SPIN_SPEED.max]) {
      const seconds = (spinSteps(v) * STEP_MS) / 1000;
      expect(seconds).toBeGreaterThan(2);
      expect(seconds).toBeLessThan(6);
    }
  });

  it("turns at least once for the weakest allowed spin", () => {
    expect(simulateSpin(SPIN_SPEED.min)).toBeGreaterThan(360);
  });

  it("stops even without friction", () => {
    expect(Number.isFinite(simulateSpin(500, { drag: 0, kinetic: 0 }))).toBe(true);
  });

  it("starts from the given angle", () => {
    expect(simulateSpin(900, DEFAULT_FRICTION, 100) - 100).toBeCloseTo(simulateSpin(900), 6);
  });
});

describe("the animation lands where the logic says", () => {
  it("stepping frame by frame with jittery frames ends exactly at simulateSpin", () => {
    const rng = seededRng(7);
    for (let trial = 0; trial < 60; trial++) {
      const v = (rng.next() * 2 - 1) * SPIN_SPEED.max;
      const start = rng.next() * 360;
      const friction = frictions[trial % frictions.length] as Friction;
      let s: SpinState = { angle: start, velocity: v };
      while (s.velocity !== 0) s = advanceSpin(s, 1 + rng.int(5), friction);
      expect(s.angle).toBe(simulateSpin(v, friction, start));
    }
  });

  it("names the player whose sector holds the final angle, for many speeds and tables", () => {
    const rng = seededRng(2024);
    for (const friction of frictions) {
      for (let n = 3; n <= 12; n++) {
        for (let k = 0; k < 40; k++) {
          const v = (rng.next() * 2 - 1) * 3000;
          const end = simulateSpin(v, friction);
          const seat = playerAtAngle(end, n);
          expect(inSectorCheck(end, seat, n), `v ${v}, n ${n}`).toBe(true);
        }
      }
    }
  });

  it("settles edge landings on the clockwise seat", () => {
    // Speeds that land within a hair of the 0/1 edge of a 4-seat table, from either side.
    const edge = 45 + 360 * 3;
    const v = velocityForTravel(edge);
    for (const dv of [-1e-3, 0, 1e-3]) {
      const end = simulateSpin(v + dv);
      const seat = playerAtAngle(end, 4);
      expect(inSectorCheck(end, seat, 4)).toBe(true);
      expect(seat).toBe(normalizeAngle(end) >= 45 ? 1 : 0);
    }
  });
});

describe("speeds", () => {
  it("clamps any release into the allowed speeds, keeping the direction", () => {
    expect(clampSpinSpeed(100)).toBe(SPIN_SPEED.min);
    expect(clampSpinSpeed(-100)).toBe(-SPIN_SPEED.min);
    expect(clampSpinSpeed(99_999)).toBe(SPIN_SPEED.max);
    expect(clampSpinSpeed(-99_999)).toBe(-SPIN_SPEED.max);
    expect(clampSpinSpeed(1000)).toBe(1000);
    expect(clampSpinSpeed(0)).toBe(SPIN_SPEED.min);
    expect(clampSpinSpeed(Number.NaN)).toBe(SPIN_SPEED.max);
  });

  it("finds the speed for a distance", () => {
    for (const d of [500, 1234, 2500]) {
      expect(simulateSpin(velocityForTravel(d))).toBeCloseTo(d, 3);
    }
  });

  it("taps spin within the allowed speeds", () => {
    const rng = seededRng(3);
    for (let i = 0; i < 200; i++) {
      const v = tapVelocity(rng);
      expect(v).toBeGreaterThanOrEqual(SPIN_SPEED.min);
      expect(v).toBeLessThanOrEqual(SPIN_SPEED.max);
    }
  });

  it("taps choose every seat equally often (chi-square, p = 0.001)", () => {
    const rng = seededRng(11);
    const draws = 3000;
    const ends = Array.from({ length: draws }, () => simulateSpin(tapVelocity(rng)));
    for (let n = 3; n <= 12; n++) {
      const counts = new Array<number>(n).fill(0);
      for (const end of ends)
        counts[playerAtAngle(end, n)] = (counts[playerAtAngle(end, n)] ?? 0) + 1;
      const expected = draws / n;
      const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
      expect(chi, `n ${n}`).toBeLessThan(CHI_001[n - 1] as number);
    }
  }, 30_000);
});

describe("flicks", () => {
  it("measures a steady clockwise flick", () => {
    const samples = circling(10, 900, 200);
    const last = samples[samples.length - 1] as PointerSample;
    expect(flickVelocity(samples, last.t)).toBeCloseTo(900, -1);
  });

  it("measures a counter-clockwise flick across the seam", () => {
    const samples = circling(20, -1500, 160);
    const last = samples[samples.length - 1] as PointerSample;
    expect(flickVelocity(samples, last.t)).toBeCloseTo(-1500, -1);
    expect(pointerTurn(samples)).toBeLessThan(-200);
  });

  it("only counts the last 80 ms", () => {
    const slow = circling(0, 100, 400);
    const fast = circling(40, 2000, 96).map((s) => ({ ...s, t: s.t + 416 }));
    const samples = [...slow, ...fast];
    const last = samples[samples.length - 1] as PointerSample;
    expect(flickVelocity(samples, last.t)).toBeCloseTo(2000, -2);
  });

  it("measures a sparse event stream from the sample just before the window", () => {
    const samples = circling(0, 1200, 300, 100);
    const last = samples[samples.length - 1] as PointerSample;
    expect(flickVelocity(samples, last.t + 10)).toBeCloseTo(1200, -1);
  });

  it("reads no speed from a finger that stopped or barely touched", () => {
    expect(flickVelocity([], 0)).toBe(0);
    expect(flickVelocity([{ x: 0, y: -50, t: 0 }], 0)).toBe(0);
    expect(flickVelocity(circling(0, 900, 100), 400)).toBe(0);
  });
});

describe("tick sounds (seat crossings)", () => {
  it("ticks once per seat edge passed when no gap merges them", () => {
    // A quarter-turn-per-seat table: a spin of 3 whole turns and a bit passes 4 edges a turn.
    const velocity = velocityForTravel(3 * 360 + 45);
    const steps = seatCrossings({ angle: 0, velocity }, 4);
    expect(steps).toHaveLength(13);
    // Each reported step really is where the seat changes, and the steps only grow.
    let s: SpinState = { angle: 0, velocity };
    let last = 0;
    for (const step of steps) {
      expect(step).toBeGreaterThan(last);
      const before = advanceSpin(s, step - 1 - last);
      const after = stepSpin(before);
      expect(playerAtAngle(after.angle, 4)).not.toBe(playerAtAngle(before.angle, 4));
      s = after;
      last = step;
    }
  });

  it("turns anticlockwise the same way", () => {
    const velocity = -velocityForTravel(2 * 360);
    expect(seatCrossings({ angle: 10, velocity }, 6)).toHaveLength(12);
  });

  it("merges edges closer than the gap: a fast spin with many seats ticks, it does not buzz", () => {
    const launch: SpinState = { angle: 0, velocity: SPIN_SPEED.max };
    const all = seatCrossings(launch, 16);
    const merged = seatCrossings(launch, 16, TICK_GAP_STEPS);
    expect(merged.length).toBeLessThan(all.length);
    for (let i = 1; i < merged.length; i += 1)
      expect((merged[i] as number) - (merged[i - 1] as number)).toBeGreaterThanOrEqual(
        TICK_GAP_STEPS,
      );
    // Slowing down at the end, every edge is heard again.
    expect(merged.slice(-3)).toEqual(all.slice(-3));
  });

  it("a bottle at rest or alone at the table never ticks", () => {
    expect(seatCrossings({ angle: 30, velocity: 0 }, 5)).toEqual([]);
    expect(seatCrossings({ angle: 0, velocity: 1500 }, 1)).toEqual([]);
  });
});
