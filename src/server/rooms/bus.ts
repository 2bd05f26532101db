import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client";
import type { Logger } from "../log";

/**
 * How instances learn that a room changed: a room id and its new version, nothing else (each
 * instance reads the row and sends its own sockets their own views). In process on PGlite (one
 * process owns the database); LISTEN/NOTIFY on PostgreSQL. Redis/Valkey pub/sub would implement
 * the same three methods (docs/decisions/027-rooms.md says when).
 */
export interface RoomBus {
  publish(roomId: string, version: number): Promise<void>;
  /**
   * Starts listening. `onResync` runs after a lost subscription came back: changes may have been
   * missed, so every room with local sockets is read again.
   */
  start(onChange: (roomId: string, version: number) => void, onResync: () => void): Promise<void>;
  close(): Promise<void>;
  /**
   * Live drawing (rooms/live.ts): a checked batch for the room's sockets on the other instances,
   * best effort and never stored. Absent: one process holds every socket, nothing to carry.
   */
  relay?(roomId: string, data: string): Promise<void>;
  onRelay?(handler: (roomId: string, data: string) => void): void;
}

/** One process: the change is already known locally, nothing to carry. */
export class InProcessBus implements RoomBus {
  private onChange: ((roomId: string, version: number) => void) | null = null;
  async publish(roomId: string, version: number) {
    const handler = this.onChange;
    if (handler) queueMicrotask(() => handler(roomId, version));
  }
  async start(onChange: (roomId: string, version: number) => void) {
    this.onChange = onChange;
  }
  async close() {
    this.onChange = null;
  }
}

export const ROOMS_CHANNEL = "saideira_rooms";
/** NOTIFY's payload must stay under 8000 bytes: a longer list of changes goes in several. */
const NOTIFY_MAX_BYTES = 7_900;

/** Entries joined by `separator` into payloads NOTIFY carries; an entry is never cut. */
export function packPayloads(entries: Iterable<string>, separator: string): string[] {
  const payloads: string[] = [];
  let current = "";
  let bytes = 0;
  for (const entry of entries) {
    const size = Buffer.byteLength(entry);
    if (current && bytes + separator.length + size > NOTIFY_MAX_BYTES) {
      payloads.push(current);
      current = "";
    }
    bytes = current ? bytes + separator.length + size : size;
    current = current ? `${current}${separator}${entry}` : entry;
  }
  if (current) payloads.push(current);
  return payloads;
}

/**
 * `roomId:version` entries, comma-separated, cut into payloads NOTIFY carries (ids are UUIDs:
 * no comma, no colon). One entry alone is the format of a single change, as before.
 */
export function changePayloads(changes: Iterable<[string, number]>): string[] {
  return packPayloads(
    [...changes].map(([roomId, version]) => `${roomId}:${version}`),
    ",",
  );
}

/** The changes a payload names (malformed entries are skipped). */
export function parseChanges(payload: string): [string, number][] {
  const changes: [string, number][] = [];
  for (const entry of payload.split(",")) {
    const at = entry.lastIndexOf(":");
    const version = Number(entry.slice(at + 1));
    if (at > 0 && Number.isInteger(version)) changes.push([entry.slice(0, at), version]);
  }
  return changes;
}
/** The live batches a payload carries, as [roomId, json], except those `self` sent. */
export function parseRelays(payload: string, self: string): [string, string][] {
  const out: [string, string][] = [];
  for (const line of payload.split("\n")) {
    const [origin, roomId] = line.split("|", 2);
    if (!origin || !roomId || origin === self) continue;
    out.push([roomId, line.slice(origin.length + roomId.length + 2)]);
  }
  return out;
}

/** Live strokes: lines of `origin|roomId|json` (a batch is capped well under NOTIFY's 8000 bytes). */
export const ROOMS_DRAW_CHANNEL = "saideira_rooms_draw";

/**
 * What is added in one turn of the event loop goes out together; every caller hears how it went.
 */
class TurnBatch<T> {
  private items: T;
  private waiting: { resolve: () => void; reject: (err: unknown) => void }[] = [];

  constructor(
    private readonly empty: () => T,
    private readonly send: (items: T) => Promise<void>,
  ) {
    this.items = empty();
  }

  add(put: (items: T) => void): Promise<void> {
    put(this.items);
    return new Promise((resolve, reject) => {
      if (this.waiting.push({ resolve, reject }) === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush() {
    const { items, waiting } = this;
    this.items = this.empty();
    this.waiting = [];
    try {
      await this.send(items);
      for (const w of waiting) w.resolve();
    } catch (err) {
      for (const w of waiting) w.reject(err);
    }
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY: the changes published in one turn of the event loop (all the rooms a
 * group-committed batch wrote: batch.ts answers them together) go out as one `pg_notify` through
 * the pool, not one each; listening holds one connection of its own, reconnected (with a resync)
 * when it drops.
 */
export class PgNotifyBus implements RoomBus {
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 250;
  private handlers: { onChange: (id: string, v: number) => void; onResync: () => void } | null =
    null;
  private timer: NodeJS.Timeout | null = null;
  /** This bus's own relays come back through LISTEN too: they carry this id to be skipped. */
  private readonly origin = randomUUID();
  private relayHandler: ((roomId: string, data: string) => void) | null = null;
  /** Changes of this turn (the newest version of each room), sent as one NOTIFY. */
  private readonly changes = new TurnBatch(
    () => new Map<string, number>(),
    (pending) => this.notify(ROOMS_CHANNEL, changePayloads(pending)),
  );
  /** Live batches of this turn (every drawing room's), one line each (JSON has no raw newline). */
  private readonly relays = new TurnBatch<string[]>(
    () => [],
    (lines) => this.notify(ROOMS_DRAW_CHANNEL, packPayloads(lines, "\n")),
  );

  constructor(
    private readonly url: string,
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  publish(roomId: string, version: number): Promise<void> {
    return this.changes.add((pending) => {
      if ((pending.get(roomId) ?? -1) < version) pending.set(roomId, version);
    });
  }

  relay(roomId: string, data: string): Promise<void> {
    return this.relays.add((lines) => lines.push(`${this.origin}|${roomId}|${data}`));
  }

  private async notify(channel: string, payloads: string[]) {
    for (const payload of payloads)
      await this.db.execute(sql`select pg_notify(${channel}, ${payload})`);
  }

  onRelay(handler: (roomId: string, data: string) => void) {
    this.relayHandler = handler;
  }

  private relayed(payload: string) {
    for (const [roomId, data] of parseRelays(payload, this.origin))
      this.relayHandler?.(roomId, data);
  }

  async start(onChange: (id: string, v: number) => void, onResync: () => void) {
    this.handlers = { onChange, onResync };
    await this.connect(false);
  }

  private async connect(resync: boolean): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5000 });
    client.on("notification", (msg) => {
      if (msg.channel === ROOMS_DRAW_CHANNEL && msg.payload) return this.relayed(msg.payload);
      if (msg.channel !== ROOMS_CHANNEL || !msg.payload) return;
      for (const [roomId, version] of parseChanges(msg.payload))
        this.handlers?.onChange(roomId, version);
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => {});
      this.reconnectLater();
    };
    client.on("error", lost);
    client.on("end", lost);
    try {
      await client.connect();
      await client.query(`listen ${ROOMS_CHANNEL}`);
      await client.query(`listen ${ROOMS_DRAW_CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      this.retryMs = 250;
      if (resync) this.handlers?.onResync();
    } catch (err) {
      client.removeAllListeners("end");
      client.end().catch(() => {});
      this.log.error("rooms: LISTEN failed, retrying", { err: String(err) });
      this.reconnectLater();
    }
  }

  private reconnectLater() {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect(true);
    }, this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, 5000);
  }

  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
