import { existsSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth, promoteConfiguredAdmins } from "./auth";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import { iconEventsOf } from "./events/icon-events";
import { startCleanupJob } from "./jobs/cleanup-sessions";
import { createLogger } from "./log";
import { createStorage } from "./storage/create-storage";

/** Opens the database, migrates, and listens; returns a handle to stop it. */
export async function startServer(config: Config, options: { clientDir?: string } = {}) {
  const log = createLogger(config.logLevel);
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, timeouts: config.dbTimeouts }
      : { pgliteDir: path.join(config.dataDir, "pglite") },
  );
  await promoteConfiguredAdmins(database.db, config.adminEmails);
  const auth = createAuth(database.db, config, { log });
  const clientDir =
    options.clientDir && existsSync(options.clientDir) ? options.clientDir : undefined;
  const app = createApp(
    { config, database, auth, log, storage: createStorage(config) },
    { clientDir },
  );
  const stopCleanup = startCleanupJob(database.db, log);
  let draining = false;
  // Once stopping, every answer says `Connection: close`: a kept-alive client opens a new
  // connection (to another instance) instead of sending a request this one will not start.
  const fetch = async (req: Request, ...rest: unknown[]) => {
    const res = await app.fetch(req, ...(rest as []));
    if (!draining) return res;
    const headers = new Headers(res.headers);
    headers.set("connection", "close");
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info("server listening", { port, db: database.kind, url: config.publicUrl });
  return {
    port,
    database,
    log,
    /**
     * Stops accepting connections, lets requests in flight finish (at most `graceMs`, then their
     * connections are cut), and closes the database once nothing can use it any more.
     */
    async stop(graceMs = 10_000) {
      draining = true;
      iconEventsOf(database).close(); // open event streams would otherwise wait out the grace period
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const http = "closeIdleConnections" in server ? server : null;
      // Keep-alive connections become idle as their last response goes out: close them then.
      const sweep = setInterval(() => http?.closeIdleConnections(), 100);
      const cap = setTimeout(() => {
        log.error("shutdown: requests still running after the grace period, cutting them", {
          graceMs,
        });
        http?.closeAllConnections();
      }, graceMs);
      await closed;
      clearInterval(sweep);
      clearTimeout(cap);
      await stopCleanup();
      await database.close();
    },
  };
}
