import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";

type Rows<T> = { rows: T[] };

const queries = new WeakMap<Database, Promise<string>>();

/** better-auth counts every sign-in attempt, refused or not: its counters are not content. */
const EXCLUDED = ["rate_limits"];

async function buildQuery(database: Database): Promise<string> {
  const res = (await database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as Rows<{ name: string }>;
  const tables = res.rows.map((r) => r.name).filter((t) => !EXCLUDED.includes(t));
  return tables
    .map(
      (t) =>
        `select '${t}' as t, count(*)::int as n,
           md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`,
    )
    .join(" union all ");
}

/**
 * Row count and a hash of every row of every table, in one statement: equal snapshots mean the
 * database content did not change.
 */
export async function snapshot(database: Database): Promise<Record<string, string>> {
  let query = queries.get(database);
  if (!query) {
    query = buildQuery(database);
    queries.set(database, query);
  }
  const res = (await database.db.execute(sql.raw(await query))) as Rows<{
    t: string;
    n: number;
    h: string;
  }>;
  return Object.fromEntries(res.rows.map((r) => [r.t, `${r.n}:${r.h}`]));
}
