import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { enableReadCaches } from "./read-cache";
import { schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Next to this file in development, next to the bundle (dist/server/migrations) in production. */
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseTarget =
  | { url: string; timeouts?: { connectMs: number; queryMs: number } }
  | { pgliteDir: string }
  /** `from`: a dump (PGlite's dumpDataDir) to start from instead of an empty cluster. */
  | { memory: true; from?: Blob };

/** Opens PGlite (embedded) or PostgreSQL and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ("url" in target) {
    const { connectMs, queryMs } = target.timeouts ?? { connectMs: 5000, queryMs: 15000 };
    // With the database unreachable, requests fail within these bounds (503) instead of hanging;
    // broken connections are dropped by the pool, which reconnects when the database returns.
    // Opening a connection is capped per client; waiting for a free one under load is capped
    // separately and more generously, so a busy server queues requests instead of failing them.
    class TimedClient extends pg.Client {
      constructor(config: pg.ClientConfig) {
        super({ ...config, connectionTimeoutMillis: connectMs });
      }
    }
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      Client: TimedClient as unknown as new () => pg.ClientBase,
      connectionTimeoutMillis: connectMs + 2 * queryMs,
      query_timeout: queryMs,
      keepAlive: true,
    });
    // An idle pooled connection that the server ends (restart, pg_terminate_backend, a database
    // dropped WITH (FORCE)) makes the pool emit 'error'; without a listener Node would crash.
    // The pool has already discarded that client and opens a new one on the next query.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    // A client of its own, without the query timeout: waiting for another instance to migrate is fine.
    const client = new pg.Client({
      connectionString: target.url,
      connectionTimeoutMillis: connectMs,
    });
    client.on("error", () => {}); // a lost connection fails the pending query; no crash
    await client.connect();
    try {
      // Several instances may start at once: one migrates, the others wait for it.
      await client.query("select pg_advisory_lock(727274)");
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock(727274)").catch(() => {});
      await client.end();
    }
    return {
      db,
      kind: "postgres",
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if ("pgliteDir" in target) {
    dir = path.resolve(target.pgliteDir);
    mkdirSync(dir, { recursive: true });
  }
  const from = "memory" in target ? target.from : undefined;
  const client = await PGlite.create({ dataDir: dir, loadDataDir: from });
  const pdb = drizzlePglite({ client, schema });
  await migratePglite(pdb, { migrationsFolder });
  const db = pdb as unknown as Db;
  enableReadCaches(db);
  return {
    db,
    kind: "pglite",
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}
