import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * The app's own counters in `rate_limits` (the table better-auth keeps its limits in): keys start
 * with `write:` (writes per user and address) or `room:` (room creation, joins, wrong codes).
 * A fixed window per key: `last_request` holds the start of the key's current window, and a hit
 * after it ends starts a new one at 1. The database's clock decides, so every instance agrees.
 */

export const APP_KEY_PREFIXES = ["write:", "room:"] as const;

export interface Counted {
  key: string;
  count: number;
  /** Milliseconds until this key's window ends, by the database's clock. */
  resetInMs: number;
}

/** Postgres' unique_violation, as node-postgres or PGlite raise it (drizzle keeps it as `cause`). */
const isUniqueViolation = (err: unknown): boolean => {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(err) === "23505" || code((err as { cause?: unknown } | null)?.cause) === "23505";
};

/**
 * Counts one hit on each key in a single upsert; answers in the order of `keys`. Two first hits
 * on a new key at once can both miss the row and insert it: `on conflict (key)` only arbitrates
 * the key's index, so the loser may fail on the primary key instead (seen on PostgreSQL in CI).
 * Run again, it finds the row and counts.
 */
export async function countHits(db: Db, keys: string[], windowMs: number): Promise<Counted[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await upsertHits(db, keys, windowMs);
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}

async function upsertHits(db: Db, keys: string[], windowMs: number): Promise<Counted[]> {
  const list = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with t as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as now)
    insert into rate_limits as r (id, key, count, last_request)
    select k, k, 1, t.now from t, unnest(array[${list}]::text[]) as k
    on conflict (key) do update set
      count = case when r.last_request <= excluded.last_request - ${windowMs}
                   then 1 else r.count + 1 end,
      last_request = case when r.last_request <= excluded.last_request - ${windowMs}
                          then excluded.last_request else r.last_request end
    returning r.key as key, r.count as count,
      greatest(0, r.last_request + ${windowMs} - (select now from t))::integer as reset_in_ms`);
  // node-postgres and PGlite both answer { rows }.
  const { rows } = result as unknown as {
    rows: { key: string; count: number | string; reset_in_ms: number | string }[];
  };
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.map((key) => {
    const row = byKey.get(key);
    return { key, count: Number(row?.count ?? 0), resetInMs: Number(row?.reset_in_ms ?? 0) };
  });
}

/** The count of a key in its current window, without counting (0 when none). */
export async function peekHits(db: Db, key: string, windowMs: number): Promise<number> {
  const result = await db.execute(sql`
    select count from rate_limits
    where key = ${key}
      and last_request > (extract(epoch from clock_timestamp()) * 1000)::bigint - ${windowMs}`);
  const { rows } = result as unknown as { rows: { count: number | string }[] };
  return Number(rows[0]?.count ?? 0);
}

/**
 * Deletes the app's counters whose window started more than `olderThanMs` ago (pass at least the
 * longest window: such a row counts as nothing already). better-auth's own rows are left alone.
 */
export async function deleteStaleHits(db: Db, olderThanMs: number): Promise<number> {
  const prefixes = sql.join(
    APP_KEY_PREFIXES.map((p) => sql`${`${p}%`}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with gone as (
      delete from rate_limits
      where key like any (array[${prefixes}]::text[])
        and last_request < (extract(epoch from clock_timestamp()) * 1000)::bigint - ${olderThanMs}
      returning 1)
    select count(*)::integer as n from gone`);
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
}
