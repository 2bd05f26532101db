import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { spawnServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory: copying it is much faster than creating one. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await spawnServer();
  await server.stop(true);
  project.provide("pgliteTemplate", server.dataDir);
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
