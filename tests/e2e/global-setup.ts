import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "./harness";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, never-used data directory: servers start from a copy of it. */
    e2eTemplateDir: string;
    /** The server most files share (see setupApp in fixture.ts). */
    e2eSharedServer: { url: string; dataDir: string };
  }
}

/**
 * Once per e2e run: migrates a database into a template directory (each later server copies it
 * instead of creating and migrating its own), then starts the server the files share.
 */
export default async function setup(project: TestProject) {
  const template = mkdtempSync(path.join(os.tmpdir(), "saideira-e2e-template-"));
  // DATA_DIR overrides the server's own scratch directory, which stop() then removes.
  const first = await startServer({ DATA_DIR: template }, undefined);
  await first.stop();
  project.provide("e2eTemplateDir", template);

  const shared = await startServer({}, template);
  project.provide("e2eSharedServer", { url: shared.url, dataDir: shared.dataDir });
  return async () => {
    await shared.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
