import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countHits } from "../../src/server/db/rate-limits";
import { createTestApi, dbLabel } from "./harness";

describe(`rate-limit counters (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it("counts every one of many first hits on a new key made at once, and none fails", async () => {
    // Six phones creating rooms from one address in the same instant: on PostgreSQL the
    // concurrent inserts of a new key once raised a unique violation (a 500) instead of counting.
    for (let round = 0; round < 20; round++) {
      const key = `room:create:ip:test-${round}-${Date.now()}`;
      const hits = await Promise.all(
        Array.from({ length: 12 }, () => countHits(api.database.db, [key], 60_000)),
      );
      expect(hits.map((h) => h[0]?.count).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        Array.from({ length: 12 }, (_, i) => i + 1),
      );
    }
  });
});
