import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * Counts one hit on each key in rate_limits (the table better-auth and the write limits use; keys
 * here start with `room:`) over a fixed window, by the database's clock, so every instance
 * agrees. Returns each key's count in its current window.
 */
export async function countHits(db: Db, keys: string[], windowMs: number): Promise<number[]> {
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
    returning r.key as key, r.count as count`);
  const { rows } = result as unknown as { rows: { key: string; count: number | string }[] };
  const byKey = new Map(rows.map((r) => [r.key, Number(r.count)]));
  return keys.map((k) => byKey.get(k) ?? 0);
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

/** A per-socket token bucket: `burst` messages at once, `perSecond` sustained. */
export class TokenBucket {
  private tokens: number;
  private last = Date.now();
  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
