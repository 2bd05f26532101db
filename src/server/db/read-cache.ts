import type { GameSession } from "../../shared/schemas/session";
import type { Db } from "./client";
import type { profiles } from "./schema";

/** Keys remembered at most per cache; past it the oldest go (they are read from the database again). */
export const READ_CACHE_MAX_ENTRIES = 10_000;

interface CacheRecord<V> {
  value?: V;
  /** Changes on every write to the key: a read that started before it must not store its result. */
  version: number;
}

/**
 * Rows this process read from the database, per key, kept until a writer in this process changes
 * them (docs/decisions/039-read-caches-on-pglite.md). Every writer of the cached table calls
 * `forget` (or `update` when it knows the new value) after its write committed; a read takes a
 * `ticket` before its statement and stores with it, so a read that raced a write never puts the
 * older row back.
 */
export class ReadCache<V> {
  private readonly records = new Map<string, CacheRecord<V>>();
  private counter = 0;
  /** The version of every key without a record (bumped when records are dropped). */
  private floor = 0;

  constructor(private readonly maxEntries = READ_CACHE_MAX_ENTRIES) {}

  get(key: string): V | undefined {
    return this.records.get(key)?.value;
  }

  /** Taken before reading `key` from the database; hand it to `set` afterwards. */
  ticket(key: string): number {
    return this.records.get(key)?.version ?? this.floor;
  }

  /** Stores what a read found, unless `key` was written since the read's ticket. */
  set(key: string, value: V, ticket: number): void {
    if (this.ticket(key) !== ticket) return;
    this.records.delete(key);
    this.records.set(key, { value, version: ticket });
    this.trim();
  }

  /** After a write whose result is known: the stored value (if any) becomes `change(value)`. */
  update(key: string, change: (value: V) => V): void {
    const record = this.records.get(key);
    if (!record) return void this.forget(key);
    record.version = ++this.counter;
    if (record.value !== undefined) record.value = change(record.value);
  }

  /** After a write to `key`: read from the database next time. */
  forget(key: string): void {
    const record = this.records.get(key);
    if (record) {
      record.value = undefined;
      record.version = ++this.counter;
      return;
    }
    this.records.set(key, { version: ++this.counter });
    this.trim();
  }

  /** After a write to every key starting with `prefix` (a user's rows). */
  forgetPrefix(prefix: string): void {
    for (const key of [...this.records.keys()]) if (key.startsWith(prefix)) this.forget(key);
    // Keys not cached yet may be being read right now: their reads must not store either.
    this.floor = ++this.counter;
  }

  clear(): void {
    this.records.clear();
    this.floor = ++this.counter;
  }

  get size(): number {
    return this.records.size;
  }

  private trim(): void {
    while (this.records.size > this.maxEntries) {
      const oldest = this.records.keys().next();
      if (oldest.done) return;
      this.records.delete(oldest.value);
      this.floor = ++this.counter; // a dropped key's in-flight read must not store
    }
  }
}

export interface ReadCaches {
  /** profiles rows by user id. */
  profiles: ReadCache<typeof profiles.$inferSelect>;
  /** GET /api/sessions/:gameId answers by session id (`${userId}_${gameId}`). */
  sessions: ReadCache<GameSession>;
}

const byDb = new WeakMap<Db, ReadCaches>();

/** Called by openDatabase for PGlite only: one process owns the data, so it sees every write. */
export function enableReadCaches(db: Db): void {
  byDb.set(db, {
    profiles: new ReadCache(),
    sessions: new ReadCache(),
  });
}

/** The caches of this database, or undefined where another process may write (PostgreSQL). */
export function readCaches(db: Db): ReadCaches | undefined {
  return byDb.get(db);
}

/** After rows changed behind the app's back (a test editing the database directly). */
export function forgetReadCaches(db: Db): void {
  const caches = byDb.get(db);
  caches?.profiles.clear();
  caches?.sessions.clear();
}
