import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { killDuringBurst, loadTest } from "./scenarios";
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
