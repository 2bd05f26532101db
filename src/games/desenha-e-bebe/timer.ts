/**
 * The round's countdown as plain data over an injected clock (milliseconds from any origin,
 * e.g. performance.now): what is left is always worked out from the clock, never counted down,
 * so a dropped frame or a tab in the background cannot make the time drift.
 */

export type Clock = () => number;

export interface Countdown {
  durationMs: number;
  startedAt: number;
  /** When it was paused, or null while running. */
  pausedAt: number | null;
  /** Time spent paused before the current pause. */
  pausedMs: number;
}

export function startCountdown(durationMs: number, now: number): Countdown {
  return { durationMs, startedAt: now, pausedAt: null, pausedMs: 0 };
}

export function elapsedMs(c: Countdown, now: number): number {
  const until = c.pausedAt ?? now;
  return Math.max(0, until - c.startedAt - c.pausedMs);
}

export function remainingMs(c: Countdown, now: number): number {
  return Math.max(0, c.durationMs - elapsedMs(c, now));
}

export function isExpired(c: Countdown, now: number): boolean {
  return remainingMs(c, now) === 0;
}

/** Whole seconds shown on the clock: 60 at the start, 1 during the last second, 0 at the end. */
export function secondsLeft(c: Countdown, now: number): number {
  return Math.ceil(remainingMs(c, now) / 1000);
}

/** From 1 (full) to 0 (time is up), for the bar. */
export function fractionLeft(c: Countdown, now: number): number {
  return c.durationMs > 0 ? remainingMs(c, now) / c.durationMs : 0;
}

export function isPaused(c: Countdown): boolean {
  return c.pausedAt !== null;
}

export function pauseCountdown(c: Countdown, now: number): Countdown {
  return c.pausedAt === null ? { ...c, pausedAt: now } : c;
}

export function resumeCountdown(c: Countdown, now: number): Countdown {
  if (c.pausedAt === null) return c;
  return { ...c, pausedAt: null, pausedMs: c.pausedMs + Math.max(0, now - c.pausedAt) };
}

/** The last seconds tick with a sound and turn the clock red. */
export const HURRY_SECONDS = 10;

export function isHurry(c: Countdown, now: number): boolean {
  const s = secondsLeft(c, now);
  return s > 0 && s <= HURRY_SECONDS;
}
