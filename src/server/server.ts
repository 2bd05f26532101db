import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { serve, type WebSocketServerLike } from "@hono/node-server";
import { ROOM_START_MAX_BYTES } from "../shared/schemas/room";
import { createApp } from "./app";
import { createAuth, promoteConfiguredAdmins } from "./auth";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import { iconEventsOf } from "./events/icon-events";
import { createAdmission } from "./http/admission";
import { startCleanupJob } from "./jobs/cleanup-sessions";
import { startRoomsJob } from "./jobs/rooms";
import { createLogger } from "./log";
import { InProcessBus, PgNotifyBus } from "./rooms/bus";
import { createRoomsService } from "./rooms/service";
import { createStorage } from "./storage/create-storage";

// `ws` (the WebSocket library @hono/node-server's upgradeWebSocket drives), loaded without its
// type package: `WebSocket.Server` exists in ws 7 and 8.
const loadWs = createRequire(import.meta.url);
type WsServerClass = new (options: {
  noServer: true;
  maxPayload: number;
}) => WebSocketServerLike & { clients: Set<{ terminate(): void }> };

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
  const rooms = createRoomsService({
    db: database.db,
    log,
    bus:
      database.kind === "postgres" && config.databaseUrl
        ? new PgNotifyBus(config.databaseUrl, database.db, log)
        : new InProcessBus(),
  });
  const app = createApp(
    { config, database, auth, log, storage: createStorage(config), rooms },
    { clientDir },
  );
  // Rate-limit counters are kept a day, or longer when a window is longer.
  const longestWindowMs =
    Math.max(config.writeRateLimit.windowSec, config.roomLimits.windowSec) * 1000;
  const stopCleanup = startCleanupJob(
    database.db,
    log,
    undefined,
    Math.max(24 * 60 * 60 * 1000, longestWindowMs),
  );
  const stopRoomsJob = startRoomsJob(rooms, log);
  // Messages over the cap close the socket (1009) before they are read; the rooms service holds
  // every message but a host's start (which may carry a custom deck) to the smaller cap.
  const { Server: WsServer } = loadWs("ws") as { Server: WsServerClass };
  const wss = new WsServer({ noServer: true, maxPayload: ROOM_START_MAX_BYTES });
  let draining = false;
  // Once stopping, every answer says `Connection: close`: a kept-alive client opens a new
  // connection (to another instance) instead of sending a request this one will not start.
  const admission = createAdmission();
  const fetch = async (req: Request, ...rest: unknown[]) => {
    await admission.admit();
    const res = await app.fetch(req, ...(rest as []));
    if (!draining) return res;
    const headers = new Headers(res.headers);
    headers.set("connection", "close");
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve(
      { fetch, port: config.port, hostname: config.host, websocket: { server: wss } },
      () => resolve(s),
    );
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info("server listening", { port, db: database.kind, url: config.publicUrl });
  return {
    port,
    database,
    log,
    rooms,
    /**
     * Stops accepting connections, lets requests in flight finish (at most `graceMs`, then their
     * connections are cut), and closes the database once nothing can use it any more.
     */
    async stop(graceMs = 10_000) {
      draining = true;
      iconEventsOf(database).close(); // open event streams would otherwise wait out the grace period
      // Room sockets are told to reconnect (to another instance, or this one restarted).
      await stopRoomsJob();
      await rooms.close();
      const settled = Date.now() + 1000;
      while (wss.clients.size > 0 && Date.now() < settled)
        await new Promise((r) => setTimeout(r, 20));
      for (const client of wss.clients) client.terminate();
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
