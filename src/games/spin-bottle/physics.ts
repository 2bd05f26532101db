import type { Rng } from "../../shared/random";

/**
 * The bottle's physics as pure functions. Angles are in degrees, 0 = pointing up (12 o'clock),
 * growing clockwise like CSS rotate(). The simulation advances in fixed steps, so the screen's
 * requestAnimationFrame loop (which runs the very same steps) stops exactly where simulateSpin says.
 */

/** drag: exponential slow-down (1/s); kinetic: constant slow-down (deg/s²). */
export interface Friction {
  drag: number;
  kinetic: number;
}

export interface SpinState {
  angle: number;
  /** deg/s; positive is clockwise; 0 means stopped. */
  velocity: number;
}

/** One pointer sample, relative to the centre of the table (px, screen axes) and in ms. */
export interface PointerSample {
  x: number;
  y: number;
  t: number;
}

export const STEP_S = 1 / 120;
export const STEP_MS = STEP_S * 1000;
export const DEFAULT_FRICTION: Friction = { drag: 0.6, kinetic: 90 };
/** Ticks closer than this (in steps, 45 ms) merge into one: a fast spin ticks, it does not buzz. */
export const TICK_GAP_STEPS = Math.ceil(45 / (STEP_S * 1000));
/** Below this speed (deg/s) the bottle is at rest. */
export const STOP_SPEED = 2;
/** Any release spins between these speeds (deg/s): no gentle nudging onto a chosen player. */
export const SPIN_SPEED = { min: 540, max: 2160 } as const;
/** The pointer samples that set a flick's speed: the last ~80 ms before letting go. */
export const FLICK_WINDOW_MS = 80;
/** A tap travels a uniform distance over whole turns, so every seat is equally likely. */
export const TAP_TRAVEL = { min: 900, turns: 3 } as const;
/** Safety net for a friction of zero: no spin lasts longer than a minute. */
const MAX_STEPS = 60 / STEP_S;

/** Any angle in [0, 360). */
export function normalizeAngle(angle: number): number {
  const a = angle % 360;
  // `+ 0` turns -0 into 0; a tiny negative angle can round up to exactly 360.
  const r = a < 0 ? a + 360 : a + 0;
  return r >= 360 ? 0 : r;
}

/** Where seat i of n sits around the table (player 0 at the top, then clockwise). */
export function seatAngle(index: number, n: number): number {
  return (index * 360) / n;
}

/** Seat i owns the half-open sector [start, end) around its seat: an edge belongs to the clockwise seat. */
export function sectorOf(index: number, n: number): { start: number; end: number } {
  const edge = (i: number) => normalizeAngle(((2 * i - 1) * 180) / n);
  return { start: edge(index), end: edge(index + 1) };
}

/** Whether the angle lies in seat i's sector (the sector may wrap across 0°). */
export function inSector(angle: number, index: number, n: number): boolean {
  if (n === 1) return true;
  const { start, end } = sectorOf(index, n);
  const a = normalizeAngle(angle);
  return start < end ? a >= start && a < end : a >= start || a < end;
}

/** The seat whose sector holds the angle: exactly one, never a tie, and always the drawn one. */
export function playerAtAngle(angle: number, n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`playerAtAngle needs n >= 1, got ${n}`);
  const guess = Math.floor((normalizeAngle(angle + 180 / n) * n) / 360) % n;
  // Rounding can put the guess one seat off right at an edge: the sectors have the last word.
  for (const i of [guess, (guess + 1) % n, (guess + n - 1) % n]) {
    if (inSector(angle, i, n)) return i;
  }
  return guess;
}

/** One fixed step of the integrator: move at the current speed, then slow down. */
export function stepSpin(state: SpinState, friction: Friction = DEFAULT_FRICTION): SpinState {
  if (state.velocity === 0) return state;
  const angle = state.angle + state.velocity * STEP_S;
  const speed =
    Math.abs(state.velocity) * Math.exp(-friction.drag * STEP_S) - friction.kinetic * STEP_S;
  return { angle, velocity: speed <= STOP_SPEED ? 0 : Math.sign(state.velocity) * speed };
}

/** Runs up to `steps` steps (fewer if the bottle stops first). */
export function advanceSpin(
  state: SpinState,
  steps: number,
  friction: Friction = DEFAULT_FRICTION,
): SpinState {
  let s = state;
  for (let i = 0; i < steps && s.velocity !== 0; i += 1) s = stepSpin(s, friction);
  return s;
}

/** How many steps a spin lasts until it comes to rest. */
export function spinSteps(initialVelocity: number, friction: Friction = DEFAULT_FRICTION): number {
  let s: SpinState = { angle: 0, velocity: initialVelocity };
  let steps = 0;
  while (s.velocity !== 0 && steps < MAX_STEPS) {
    s = stepSpin(s, friction);
    steps += 1;
  }
  return steps;
}

/**
 * The steps at which a spin passes from one seat's sector into the next (the tick sounds), no two
 * closer than `minGapSteps` (a fast bottle would buzz, not tick). The screen's loop fires a tick
 * when it reaches each of these steps, so what you hear is exactly what this returns.
 */
export function seatCrossings(
  start: SpinState,
  seats: number,
  minGapSteps = 0,
  friction: Friction = DEFAULT_FRICTION,
): number[] {
  const out: number[] = [];
  let s = start;
  let seat = playerAtAngle(s.angle, seats);
  for (let step = 1; s.velocity !== 0 && step <= MAX_STEPS; step += 1) {
    s = stepSpin(s, friction);
    const now = playerAtAngle(s.angle, seats);
    if (now === seat) continue;
    seat = now;
    const last = out[out.length - 1];
    if (last === undefined || step - last >= minGapSteps) out.push(step);
  }
  return out;
}

/** Where a spin started at `startAngle` with the given speed comes to rest (not normalised). */
export function simulateSpin(
  initialVelocity: number,
  friction: Friction = DEFAULT_FRICTION,
  startAngle = 0,
): number {
  return advanceSpin({ angle: startAngle, velocity: initialVelocity }, MAX_STEPS, friction).angle;
}

/** Keeps the direction and brings the speed into SPIN_SPEED; no direction means clockwise. */
export function clampSpinSpeed(velocity: number): number {
  const dir = velocity < 0 ? -1 : 1;
  const speed = Number.isFinite(velocity) ? Math.abs(velocity) : SPIN_SPEED.max;
  return dir * Math.min(SPIN_SPEED.max, Math.max(SPIN_SPEED.min, speed));
}

/** The speed (found by bisection) whose spin travels `distance` degrees clockwise. */
export function velocityForTravel(distance: number, friction: Friction = DEFAULT_FRICTION): number {
  let lo = 0;
  let hi = 4000;
  while (simulateSpin(hi, friction) < distance && hi < 1e7) hi *= 2;
  for (let i = 0; i < 36; i += 1) {
    const mid = (lo + hi) / 2;
    if (simulateSpin(mid, friction) < distance) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** A tap's spin: a random distance over TAP_TRAVEL.turns whole turns, so no seat is favoured. */
export function tapVelocity(rng: Rng, friction: Friction = DEFAULT_FRICTION): number {
  return velocityForTravel(TAP_TRAVEL.min + rng.next() * TAP_TRAVEL.turns * 360, friction);
}

/** The pointer's angle around the centre, in the bottle's convention. */
export function pointerAngle(x: number, y: number): number {
  return normalizeAngle((Math.atan2(x, -y) * 180) / Math.PI);
}

/** The shortest signed turn from one angle to another, in (-180, 180]. */
export function angleDelta(from: number, to: number): number {
  const d = normalizeAngle(to - from);
  return d > 180 ? d - 360 : d;
}

/** Total signed turn of the pointer over the samples (unwrapped across the 0/360 seam). */
export function pointerTurn(samples: readonly PointerSample[]): number {
  let total = 0;
  for (let i = 1; i < samples.length; i += 1) {
    const a = samples[i - 1] as PointerSample;
    const b = samples[i] as PointerSample;
    total += angleDelta(pointerAngle(a.x, a.y), pointerAngle(b.x, b.y));
  }
  return total;
}

/**
 * The angular velocity (deg/s) of a flick: the pointer's turn over its samples of the last
 * FLICK_WINDOW_MS before `now`. With sparse events (one sample in the window) it measures from the
 * sample just before the window. 0 when the finger had stopped or there is nothing to measure.
 */
export function flickVelocity(samples: readonly PointerSample[], now: number): number {
  const lastIndex = samples.length - 1;
  const last = samples[lastIndex];
  if (!last || lastIndex < 1 || now - last.t > FLICK_WINDOW_MS) return 0;
  let first = lastIndex;
  while (first > 0 && now - (samples[first - 1] as PointerSample).t <= FLICK_WINDOW_MS) first -= 1;
  if (first === lastIndex) first -= 1;
  const used = samples.slice(first);
  const dt = Math.max(last.t - (used[0] as PointerSample).t, 8);
  return (pointerTurn(used) / dt) * 1000;
}
