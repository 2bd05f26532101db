import { describe, expect, it } from "vitest";
import {
  type Clock,
  elapsedMs,
  fractionLeft,
  isExpired,
  isHurry,
  isPaused,
  pauseCountdown,
  remainingMs,
  resumeCountdown,
  secondsLeft,
  startCountdown,
} from "./timer";

/** A clock the test moves by hand. */
function fakeClock(start = 1000) {
  let now = start;
  const clock: Clock = () => now;
  return { clock, advance: (ms: number) => (now += ms) };
}

describe("countdown", () => {
  it("starts full", () => {
    const { clock } = fakeClock();
    const c = startCountdown(60_000, clock());
    expect(remainingMs(c, clock())).toBe(60_000);
    expect(secondsLeft(c, clock())).toBe(60);
    expect(fractionLeft(c, clock())).toBe(1);
    expect(isExpired(c, clock())).toBe(false);
  });

  it("follows the injected clock", () => {
    const { clock, advance } = fakeClock();
    const c = startCountdown(30_000, clock());
    advance(12_500);
    expect(elapsedMs(c, clock())).toBe(12_500);
    expect(remainingMs(c, clock())).toBe(17_500);
    expect(secondsLeft(c, clock())).toBe(18);
    expect(fractionLeft(c, clock())).toBeCloseTo(17.5 / 30);
  });

  it("shows 1 during the last second and expires exactly at the end", () => {
    const { clock, advance } = fakeClock();
    const c = startCountdown(90_000, clock());
    advance(89_001);
    expect(secondsLeft(c, clock())).toBe(1);
    expect(isExpired(c, clock())).toBe(false);
    advance(999);
    expect(isExpired(c, clock())).toBe(true);
    expect(secondsLeft(c, clock())).toBe(0);
  });

  it("never goes below zero", () => {
    const { clock, advance } = fakeClock();
    const c = startCountdown(30_000, clock());
    advance(120_000);
    expect(remainingMs(c, clock())).toBe(0);
    expect(fractionLeft(c, clock())).toBe(0);
  });

  it("does not drift when frames are skipped: only the clock counts", () => {
    const { clock, advance } = fakeClock();
    const c = startCountdown(60_000, clock());
    advance(45_000); // a tab in the background for 45 s, no frames at all
    expect(secondsLeft(c, clock())).toBe(15);
  });

  it("hurries during the last 10 seconds only", () => {
    const { clock, advance } = fakeClock();
    const c = startCountdown(30_000, clock());
    advance(19_000);
    expect(isHurry(c, clock())).toBe(false);
    advance(1_500);
    expect(isHurry(c, clock())).toBe(true);
    advance(10_000);
    expect(isHurry(c, clock())).toBe(false);
  });
});

describe("pause", () => {
  it("stops the time while paused and resumes where it was", () => {
    const { clock, advance } = fakeClock();
    let c = startCountdown(60_000, clock());
    advance(10_000);
    c = pauseCountdown(c, clock());
    expect(isPaused(c)).toBe(true);
    advance(25_000);
    expect(remainingMs(c, clock())).toBe(50_000);
    c = resumeCountdown(c, clock());
    expect(isPaused(c)).toBe(false);
    advance(5_000);
    expect(remainingMs(c, clock())).toBe(45_000);
  });

  it("adds up several pauses", () => {
    const { clock, advance } = fakeClock();
    let c = startCountdown(60_000, clock());
    for (let i = 0; i < 3; i++) {
      advance(1_000);
      c = pauseCountdown(c, clock());
      advance(7_000);
      c = resumeCountdown(c, clock());
    }
    expect(remainingMs(c, clock())).toBe(57_000);
  });

  it("ignores pausing twice or resuming while running", () => {
    const { clock, advance } = fakeClock();
    const c = startCountdown(60_000, clock());
    expect(resumeCountdown(c, clock())).toBe(c);
    const paused = pauseCountdown(c, clock());
    advance(3_000);
    expect(pauseCountdown(paused, clock())).toBe(paused);
  });
});
