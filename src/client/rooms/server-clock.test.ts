import { describe, expect, it } from "vitest";
import { createServerClock } from "./server-clock";

/** Seconds left on a turn clock, as the room screens show them (the end is server time). */
const secondsLeft = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

describe("the server's clock on a phone", () => {
  it("a phone 30 s ahead shows the turn's real time left", () => {
    const ahead = 30_000;
    const clock = createServerClock();
    // Server time 1,000,000 reaches the phone 40 ms after the ping left (20 ms each way).
    const server = 1_000_000;
    clock.sample(server, server + ahead - 20, server + ahead + 20);
    expect(clock.offset()).toBe(-ahead);
    // The turn ends 20 s after that on the server; 5 s later the phone shows 15 s, not 45 or 0.
    const endsAt = server + 20_000;
    const phone = server + 5_000 + ahead;
    expect(secondsLeft(endsAt, clock.now(phone))).toBe(15);
    expect(secondsLeft(endsAt, phone)).toBe(0);
  });

  it("keeps the sample of the shortest round trip; a slow pong does not move the estimate", () => {
    const clock = createServerClock();
    clock.sample(10_000, 9_990, 10_010); // 20 ms round trip: offset 0
    // 2 s round trip, the answer stuck on the way back: taken alone it would say -1 s.
    clock.sample(20_000, 19_000, 21_000 + 1_000);
    expect(clock.offset()).toBe(0);
    // A later quick one replaces the first (the phone's clock jumped 10 s ahead meanwhile).
    clock.sample(30_000, 39_995, 40_005);
    expect(clock.offset()).toBe(-10_000);
  });

  it("says nothing before the first pong, and ignores a pong from before its ping", () => {
    const clock = createServerClock();
    expect(clock.now(123)).toBe(123);
    clock.sample(5_000, 100, 50);
    expect(clock.offset()).toBe(0);
  });
});
