import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase } from "./postgres";
import { killDuringBurst } from "./scenarios";

let database: Awaited<ReturnType<typeof createDatabase>>;
beforeAll(async () => {
  database = await createDatabase(process.env.TEST_DATABASE_URL ?? "");
});
afterAll(() => database?.drop());

it("SIGKILL in the middle of a burst (PostgreSQL): every acknowledged increment is there", async () => {
  const [round] = await killDuringBurst({
    rounds: 1,
    clients: 8,
    killAfterAcked: 60,
    env: { DATABASE_URL: database.url },
  });
  console.log(`kill: ${round?.acked} acked of ${round?.sent} sent, restart ${round?.restartMs} ms`);
  expect(round?.acked).toBeGreaterThanOrEqual(60);
  expect(round?.failed).toBe(0);
  expect(round?.lost).toBe(0);
});
