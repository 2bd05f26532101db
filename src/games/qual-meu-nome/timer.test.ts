import { describe, expect, it } from "vitest";
import {
  countdown,
  elapsedMs,
  isRunning,
  isUp,
  pauseCountdown,
  remainingMs,
  secondsLeft,
  startCountdown,
} from "./timer";

describe("countdown", () => {
  it("starts full and not running", () => {
    const c = countdown(45_000);
    expect(isRunning(c)).toBe(false);
    expect(remainingMs(c, 999_999)).toBe(45_000);
    expect(secondsLeft(c, 0)).toBe(45);
  });

  it("counts down with the injected clock once started", () => {
    const c = startCountdown(countdown(30_000), 1_000);
    expect(isRunning(c)).toBe(true);
    expect(remainingMs(c, 1_000)).toBe(30_000);
    expect(remainingMs(c, 11_000)).toBe(20_000);
    expect(elapsedMs(c, 11_000)).toBe(10_000);
  });

  it("rounds the seconds shown up, so 0.2 s left still reads 1", () => {
    const c = startCountdown(countdown(30_000), 0);
    expect(secondsLeft(c, 29_800)).toBe(1);
    expect(secondsLeft(c, 29_000)).toBe(1);
    expect(secondsLeft(c, 28_999)).toBe(2);
  });

  it("is up exactly at the duration and never goes below zero", () => {
    const c = startCountdown(countdown(30_000), 0);
    expect(isUp(c, 29_999)).toBe(false);
    expect(isUp(c, 30_000)).toBe(true);
    expect(remainingMs(c, 90_000)).toBe(0);
    expect(secondsLeft(c, 90_000)).toBe(0);
  });

  it("freezes while paused and continues from there", () => {
    let c = startCountdown(countdown(30_000), 0);
    c = pauseCountdown(c, 10_000);
    expect(isRunning(c)).toBe(false);
    expect(remainingMs(c, 50_000)).toBe(20_000);
    c = startCountdown(c, 50_000);
    expect(remainingMs(c, 55_000)).toBe(15_000);
  });

  it("ignores a second start and a second pause", () => {
    const running = startCountdown(countdown(30_000), 0);
    expect(startCountdown(running, 5_000)).toBe(running);
    const paused = pauseCountdown(running, 5_000);
    expect(pauseCountdown(paused, 9_000)).toBe(paused);
  });

  it("never gives time back when the clock goes backwards", () => {
    const c = startCountdown(countdown(30_000), 10_000);
    expect(remainingMs(c, 5_000)).toBe(30_000);
    expect(elapsedMs(c, 5_000)).toBe(0);
  });

  it("keeps elapsed time within the duration when paused late", () => {
    const c = pauseCountdown(startCountdown(countdown(30_000), 0), 99_000);
    expect(c.elapsedMs).toBe(30_000);
    expect(isUp(c, 0)).toBe(true);
  });
});
