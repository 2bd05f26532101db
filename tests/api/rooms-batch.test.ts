import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client";
import { createRoomWriter } from "../../src/server/rooms/batch";
import { createRoom, loadRoom } from "../../src/server/rooms/store";
import { createTestApi, dbLabel } from "./harness";

/**
 * Group commit of room writes (src/server/rooms/batch.ts): the writes of many rooms that arrive
 * together go out as one statement, each row with its own version check, and each is answered
 * only once written.
 */
describe(`rooms: writes of many rooms share one statement (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  let db: Db;
  /** The same database, counting the statements sent through `execute`. */
  let counted: Db;
  let statements = 0;
  beforeAll(async () => {
    api = await createTestApi();
    db = api.database.db;
    counted = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== "execute") return Reflect.get(target, key, receiver);
        return (...args: Parameters<Db["execute"]>) => {
          statements++;
          return target.execute(...args);
        };
      },
    });
  });
  afterAll(() => api.close());

  const newRooms = (n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        createRoom(db, { gameId: "classic", name: `Ana ${i}`, colour: "#ff0000" }),
      ),
    );

  it("writes every room in one statement; a lost race fails its own row only", async () => {
    const created = await newRooms(12);
    const writer = createRoomWriter(counted);
    statements = 0;
    const results = await Promise.all(
      created.map(({ room }, i) =>
        writer.write({
          id: room.id,
          // Room 5 was changed elsewhere meanwhile: its version no longer matches.
          expected: i === 5 ? room.version + 1 : room.version,
          patch: { state: { n: i }, hostSeatId: `seat-${i}` },
        }),
      ),
    );
    expect(statements).toBe(1);
    for (const [i, result] of results.entries()) {
      const stored = await loadRoom(db, created[i]?.room.id ?? "");
      if (i === 5) {
        expect(result).toBeNull();
        expect(stored).toMatchObject({ version: 1, state: null, hostSeatId: created[5]?.seat.id });
        continue;
      }
      expect(result?.version).toBe(2);
      expect(stored).toMatchObject({ version: 2, state: { n: i }, hostSeatId: `seat-${i}` });
      // The answer carries the stored time of the write (the caller keeps it as its row's).
      expect(result?.updatedAt.getTime()).toBe(stored?.updatedAt.getTime());
      // Columns absent from the patch are kept.
      expect(stored?.seats).toEqual(created[i]?.room.seats);
    }
  });

  it("sets nulls and dates, and keeps a second write of a room for the next statement", async () => {
    const [{ room }] = (await newRooms(1)) as [Awaited<ReturnType<typeof createRoom>>];
    const writer = createRoomWriter(counted);
    const closedAt = new Date("2026-11-28T10:00:00.123Z");
    const first = await writer.write({
      id: room.id,
      expected: 1,
      patch: { state: { a: 1 }, settings: { maxPoints: 200 } },
    });
    expect(first?.version).toBe(2);
    statements = 0;
    // Two writes of the same room computed on the same version: one lands, the other lost.
    const [a, b] = await Promise.all([
      writer.write({
        id: room.id,
        expected: 2,
        patch: { state: null, settings: null, hostSeatId: null, sweepAt: null, closedAt },
      }),
      writer.write({ id: room.id, expected: 2, patch: { state: { a: 2 } } }),
    ]);
    expect(statements).toBe(2);
    expect(a?.version).toBe(3);
    expect(b).toBeNull();
    const stored = await loadRoom(db, room.id);
    expect(stored).toMatchObject({
      version: 3,
      state: null,
      settings: null,
      hostSeatId: null,
      sweepAt: null,
    });
    expect(stored?.closedAt?.getTime()).toBe(closedAt.getTime());
  });

  it("a row the database refuses fails alone; the rest of its batch is written", async () => {
    const created = await newRooms(4);
    const writer = createRoomWriter(db);
    const results = await Promise.allSettled(
      created.map(({ room }, i) =>
        writer.write({
          id: room.id,
          expected: 1,
          // PostgreSQL's jsonb refuses the NUL character.
          patch: { state: { text: i === 2 ? "a\u0000b" : `ok ${i}` } },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    for (const [i, { room }] of created.entries()) {
      const stored = await loadRoom(db, room.id);
      expect(stored?.state).toEqual(i === 2 ? null : { text: `ok ${i}` });
    }
  });

  it("the database unreachable fails the whole batch at once, not once per row", async () => {
    let tries = 0;
    const down = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== "execute") return Reflect.get(target, key, receiver);
        return async () => {
          tries++;
          throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
        };
      },
    });
    const writer = createRoomWriter(down);
    const results = await Promise.allSettled(
      ["a", "b", "c"].map((id) => writer.write({ id, expected: 1, patch: {} })),
    );
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(tries).toBe(1);
  });
});
