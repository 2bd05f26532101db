import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { RoomChange } from "./logic";

/**
 * Group commit of room writes (decision 027, scale pass): the writes that arrive while the previous
 * statement runs, for all rooms of this instance, go to the database as ONE statement, each row
 * with its own version check. A statement's fixed cost (on PGlite: parse, describe, bind, execute,
 * sync and their messages in JavaScript, plus Drizzle's mapping) is paid once per batch instead of
 * once per move. A write is answered only after its statement committed (callers push views and
 * publish only then), so a room survives a crash exactly as before. A lost race on one row fails
 * that row only (`null`): the others in the batch are written.
 */

export interface RoomWrite {
  id: string;
  /** The `rooms.version` the change was computed on. */
  expected: number;
  /** The columns to set (only those that changed). */
  patch: Partial<RoomChange>;
}

/** The written row's new version and time, or null when the version no longer matched. */
export type WriteResult = { version: number; updatedAt: Date } | null;

interface Pending {
  write: RoomWrite;
  resolve: (result: WriteResult) => void;
  reject: (err: unknown) => void;
}

/** At most this many rows per statement (bounds the statement's size and the wait behind it). */
const MAX_BATCH = 256;

/**
 * One row per write, in a JSON array: the statement's text never changes, whatever the batch.
 * A key present in the element sets that column (JSON null: SQL null); a key absent keeps it.
 */
const UPDATE_BATCH = (payload: string) => sql`
  update rooms as r set
    state = case when b.e ? 'state' then nullif(b.e->'state', 'null'::jsonb) else r.state end,
    settings = case when b.e ? 'settings' then nullif(b.e->'settings', 'null'::jsonb) else r.settings end,
    seats = case when b.e ? 'seats' then b.e->'seats' else r.seats end,
    host_seat_id = case when b.e ? 'hostSeatId' then b.e->>'hostSeatId' else r.host_seat_id end,
    sweep_at = case when b.e ? 'sweepAt' then (b.e->>'sweepAt')::timestamptz else r.sweep_at end,
    closed_at = case when b.e ? 'closedAt' then (b.e->>'closedAt')::timestamptz else r.closed_at end,
    version = r.version + 1,
    updated_at = now()
  from jsonb_array_elements(${payload}::jsonb) with ordinality as b(e, i)
  where r.id = b.e->>'id' and r.version = (b.e->>'expected')::integer
  returning b.i::integer as i, r.version as version,
    (extract(epoch from r.updated_at) * 1000)::float8 as updated_ms`;

type Row = { i: number | string; version: number | string; updated_ms: number | string };

/** SQLSTATE class 22 (data exception) or 23 (integrity): about a value, so about one row. */
function isDataError(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^2[23]/.test(code)) return true;
  }
  return false;
}

export interface RoomWriter {
  write(write: RoomWrite): Promise<WriteResult>;
}

export function createRoomWriter(db: Db, maxBatch = MAX_BATCH): RoomWriter {
  let queue: Pending[] = [];
  let running = false;
  let scheduled = false;

  const run = async (batch: Pending[]): Promise<void> => {
    const payload = JSON.stringify(
      batch.map((p) => ({ ...p.write.patch, id: p.write.id, expected: p.write.expected })),
    );
    const result = await db.execute(UPDATE_BATCH(payload));
    // node-postgres and PGlite both answer { rows }.
    const rows = (result as unknown as { rows: Row[] }).rows;
    const done = new Map<number, Row>();
    for (const row of rows) done.set(Number(row.i), row);
    batch.forEach((p, index) => {
      const row = done.get(index + 1);
      p.resolve(
        row ? { version: Number(row.version), updatedAt: new Date(Number(row.updated_ms)) } : null,
      );
    });
  };

  const flush = async () => {
    scheduled = false;
    if (running || queue.length === 0) return;
    running = true;
    // One write per room per statement: a second write of the same room waits for the next one
    // (it was computed on the first's result, or it loses the race and re-reads anyway).
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const ids = new Set<string>();
    for (const p of queue) {
      if (batch.length < maxBatch && !ids.has(p.write.id)) {
        ids.add(p.write.id);
        batch.push(p);
      } else rest.push(p);
    }
    queue = rest;
    try {
      await run(batch);
    } catch (err) {
      // One bad row (say, text PostgreSQL's jsonb refuses) must not fail the others: alone, each
      // write fails or succeeds as it would have without the batch. Any other error (the database
      // unreachable) fails them all at once, rather than once per row.
      if (batch.length === 1 || !isDataError(err)) for (const p of batch) p.reject(err);
      else
        for (const p of batch)
          await run([p]).catch((e: unknown) => {
            p.reject(e);
          });
    } finally {
      running = false;
      if (queue.length > 0) schedule();
    }
  };

  // Writes that arrive in the same turn of the event loop (messages read from many sockets at
  // once) share a statement; when the database is busy, everything that arrives meanwhile does.
  const schedule = () => {
    if (scheduled || running) return;
    scheduled = true;
    setImmediate(() => void flush());
  };

  return {
    write(write) {
      return new Promise<WriteResult>((resolve, reject) => {
        queue.push({ write, resolve, reject });
        schedule();
      });
    },
  };
}

const writers = new WeakMap<Db, RoomWriter>();

/** The writer of a database handle (one per handle, so all rooms of the process share it). */
export function roomWriter(db: Db): RoomWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = createRoomWriter(db);
    writers.set(db, writer);
  }
  return writer;
}
