import { randomUUID } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { createLogger } from "../log";
import { changePayloads, PgNotifyBus, parseChanges, parseRelays } from "./bus";

/** A database that records each statement's parameters (here: the NOTIFY payloads). */
function recordingDb() {
  const dialect = new PgDialect();
  const statements: unknown[][] = [];
  const db = {
    async execute(query: SQL) {
      statements.push(dialect.sqlToQuery(query).params);
      return { rows: [] };
    },
  } as unknown as Db;
  return { db, statements };
}

describe("room changes on PostgreSQL NOTIFY", () => {
  it("the changes published in one turn go out as one NOTIFY, each room at its newest version", async () => {
    const { db, statements } = recordingDb();
    const bus = new PgNotifyBus("postgres://unused", db, createLogger("silent"));
    const ids = Array.from({ length: 40 }, () => randomUUID());
    await Promise.all([
      ...ids.map((id, i) => bus.publish(id, i + 1)),
      bus.publish(ids[0] ?? "", 7),
      bus.publish(ids[0] ?? "", 5),
    ]);
    expect(statements).toHaveLength(1);
    const [channel, payload] = statements[0] as [string, string];
    expect(channel).toBe("saideira_rooms");
    const changes = new Map(parseChanges(payload));
    expect(changes.size).toBe(40);
    expect(changes.get(ids[0] ?? "")).toBe(7);
    expect(changes.get(ids[39] ?? "")).toBe(40);
    // A later turn is a NOTIFY of its own.
    await bus.publish(ids[1] ?? "", 3);
    expect(statements).toHaveLength(2);
  });

  it("a long list is cut into payloads NOTIFY carries (under 8000 bytes), nothing lost", () => {
    const changes = Array.from(
      { length: 500 },
      (_, i) => [randomUUID(), i * 1000] as [string, number],
    );
    const payloads = changePayloads(changes);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(payloads.flatMap(parseChanges)).toEqual(changes);
  });

  it("a payload of one change reads as before; malformed entries are skipped", () => {
    expect(parseChanges("r1:4")).toEqual([["r1", 4]]);
    expect(parseChanges("r1:x,:3,r2:5")).toEqual([["r2", 5]]);
  });

  it("live batches of one turn, from every drawing room, go out as one NOTIFY; another instance reads each, its own are skipped", async () => {
    const { db, statements } = recordingDb();
    const bus = new PgNotifyBus("postgres://unused", db, createLogger("silent"));
    const rooms = Array.from({ length: 20 }, () => randomUUID());
    const batch = (i: number) =>
      JSON.stringify({ type: "draw", turn: 1, id: i, from: 0, points: Array(60).fill(i) });
    await Promise.all(rooms.map((room, i) => bus.relay(room, batch(i))));
    // 20 batches of ~280 bytes with their ids: one payload; a later turn is a NOTIFY of its own.
    expect(statements).toHaveLength(1);
    const [channel, payload] = statements[0] as [string, string];
    expect(channel).toBe("saideira_rooms_draw");
    expect(parseRelays(payload, "another-instance")).toEqual(rooms.map((r, i) => [r, batch(i)]));
    const origin = payload.slice(0, payload.indexOf("|"));
    expect(parseRelays(payload, origin)).toEqual([]);
    await bus.relay(rooms[0] ?? "", batch(0));
    expect(statements).toHaveLength(2);
  });

  it("many live batches in one turn are cut into payloads under 8000 bytes, none cut or lost", async () => {
    const { db, statements } = recordingDb();
    const bus = new PgNotifyBus("postgres://unused", db, createLogger("silent"));
    const big = (i: number) => JSON.stringify({ id: i, points: Array(400).fill(512) });
    await Promise.all(Array.from({ length: 40 }, (_, i) => bus.relay(`room-${i}`, big(i))));
    expect(statements.length).toBeGreaterThan(1);
    const payloads = statements.map((s) => s[1] as string);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => parseRelays(p, "x"))).toEqual(
      Array.from({ length: 40 }, (_, i) => [`room-${i}`, big(i)]),
    );
  });
});
