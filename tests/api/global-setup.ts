import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, never-used PGlite cluster (dumpDataDir): each file's database starts from it. */
    apiPgliteDump?: string;
  }
}

/**
 * Once per api-pglite run: migrates one in-memory PGlite and dumps it. A file's database then
 * loads that dump instead of running initdb and the migrations itself (most of the cost of a
 * fresh PGlite). The api-postgres project makes a real database per file instead.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.API_DATABASE_URL) return;
  const client = await PGlite.create();
  const migrationsFolder = path.resolve(import.meta.dirname, "../../src/server/db/migrations");
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), "saideira-api-template-"));
  const file = path.join(dir, "pglite.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("apiPgliteDump", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
