/**
 * The turn's countdown as plain data and pure functions: the caller passes `now` (ms: a move's
 * time in the game, plain numbers in tests), so nothing here reads the time itself. Paused countdowns hold no clock reading and can be saved and restored as they are.
 */
export interface Countdown {
  durationMs: number;
  /** Time already spent while running, before the current run. */
  elapsedMs: number;
  /** Clock reading when the current run started; null while paused or not started. */
  runningSince: number | null;
}

export function countdown(durationMs: number): Countdown {
  return { durationMs: Math.max(0, durationMs), elapsedMs: 0, runningSince: null };
}

export function isRunning(c: Countdown): boolean {
  return c.runningSince !== null;
}

/** Time spent so far; a clock that goes backwards never gives time back. */
export function elapsedMs(c: Countdown, now: number): number {
  const run = c.runningSince === null ? 0 : Math.max(0, now - c.runningSince);
  return c.elapsedMs + run;
}

export function remainingMs(c: Countdown, now: number): number {
  return Math.max(0, c.durationMs - elapsedMs(c, now));
}

/** Whole seconds to show: 0.2 s left still reads 1. */
export function secondsLeft(c: Countdown, now: number): number {
  return Math.ceil(remainingMs(c, now) / 1000);
}

export function isUp(c: Countdown, now: number): boolean {
  return remainingMs(c, now) <= 0;
}

/** Starts or resumes; a running countdown is returned unchanged. */
export function startCountdown(c: Countdown, now: number): Countdown {
  return c.runningSince === null ? { ...c, runningSince: now } : c;
}

/** Freezes the time left; a paused countdown is returned unchanged. */
export function pauseCountdown(c: Countdown, now: number): Countdown {
  if (c.runningSince === null) return c;
  return { ...c, elapsedMs: Math.min(c.durationMs, elapsedMs(c, now)), runningSince: null };
}
