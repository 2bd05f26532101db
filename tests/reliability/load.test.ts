import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { killDuringBurst, loadTest, noisyNeighbour } from "./scenarios";
import { type SpawnedServer, spawnServer } from "./server";

// Short forms; `npm run stress` runs the same scenarios with 200 clients for 30 s.
describe("under load (PGlite)", () => {
  let server: SpawnedServer;
  beforeAll(async () => {
    server = await spawnServer({ template: inject("pgliteTemplate") });
  });
  afterAll(() => server.stop());

  it("20 clients for 3 s: no error and no acknowledged increment lost", async () => {
    const r = await loadTest(server.url, { connections: 20, durationSec: 3 });
    console.log(`load: ${r.requests} requests, p99 ${r.p99Ms} ms`);
    expect(r.requests).toBeGreaterThan(20);
    expect(r.incrementsAcked).toBeGreaterThan(0);
    expect({ errors: r.errors, non2xx: r.non2xx, lost: r.lostIncrements }).toEqual({
      errors: 0,
      non2xx: 0,
      lost: 0,
    });
    expect(r.finalPoints).toBeGreaterThanOrEqual(r.incrementsAcked);
  });
});

describe("SIGKILL in the middle of a burst of writes (PGlite)", () => {
  it("restarts on the same data with every acknowledged increment", async () => {
    const [round] = await killDuringBurst({
      rounds: 1,
      clients: 8,
      killAfterAcked: 40,
      template: inject("pgliteTemplate"),
    });
    console.log(
      `kill: ${round?.acked} acked of ${round?.sent} sent, restart ${round?.restartMs} ms`,
    );
    expect(round?.acked).toBeGreaterThanOrEqual(40);
    expect(round?.failed).toBe(0);
    expect(round?.lost).toBe(0);
    expect(round?.pointsAfterRestart).toBeGreaterThanOrEqual(round?.acked ?? Infinity);
  });
});

describe("one account hammering writes on 20 connections (PGlite, shipped write limits)", () => {
  it("is answered about once a second per connection once refused; another user's reads go through", async () => {
    const seconds = 4;
    const r = await noisyNeighbour({
      connections: 20,
      durationSec: seconds,
      writeLimits: true,
      template: inject("pgliteTemplate"),
      // Already refused: every request is answered from memory, within one turn of the event
      // loop, so none of them overlap in flight (what the hold looked for alone before).
      refusedFirst: true,
    });
    const refused = r.hammerStatuses["429"] ?? 0;
    console.log(`hammer: ${JSON.stringify(r.hammerStatuses)}, reader p99 ${r.hammered.p99Ms} ms`);
    expect(r.hammerStatuses["200"] ?? 0).toBe(0);
    expect(refused).toBeGreaterThan(0);
    // Each refusal is held a second on a hammering account: at most one a second per connection
    // (and the first answers of each second). Answered at once, it was thousands (bench/stress.md).
    expect(refused).toBeLessThanOrEqual(20 * (seconds + 2));
    expect(r.hammered.count).toBeGreaterThan(0);
    expect(r.hammered.failed).toBe(0);
  });
});
