/**
 * The server's clock as a phone estimates it from its pings (turn clocks end on the server's
 * time; a phone whose own clock is off by 30 s would otherwise show 30 s too many or too few).
 * Each pong carries the server's `Date.now()`; assuming the answer left halfway through the round
 * trip, offset = at - (sent + received) / 2, wrong by at most half the round trip. Of the last
 * few samples the one with the shortest round trip is kept (a pong stuck behind a slow network or
 * a busy server says least), and old ones are dropped (clocks drift, phones sleep).
 */
export interface ServerClock {
  /** A pong: `at` the server's time, `sent`/`received` this device's, around it. */
  sample(at: number, sent: number, received: number): void;
  /** The server's time minus this device's (ms); 0 before the first pong. */
  offset(): number;
  /** Now on the server's clock, from this device's `local` time. */
  now(local?: number): number;
}

/** Samples kept: the pings of the last couple of minutes (one every 25 s, the first at once). */
const KEPT = 5;

export function createServerClock(): ServerClock {
  let samples: { offset: number; trip: number }[] = [];
  let best = 0;
  return {
    sample(at, sent, received) {
      const trip = received - sent;
      if (!Number.isFinite(at) || trip < 0) return;
      samples = [...samples, { offset: at - (sent + received) / 2, trip }].slice(-KEPT);
      best = samples.reduce((a, b) => (b.trip < a.trip ? b : a)).offset;
    },
    offset: () => best,
    now: (local = Date.now()) => local + best,
  };
}
