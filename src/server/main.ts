import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "./config";
import { startServer } from "./server";

const config = loadConfig();
// The bundle lives in dist/server; the built client in dist/client.
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
const server = await startServer(config, { clientDir });

const { log } = server;
// A bug must not pass silently: an unhandled rejection or an uncaught exception leaves the process
// in an unknown state (Node's own default is to crash on both), so it is logged with its stack as
// a JSON line and the process exits for its supervisor to restart.
for (const event of ["unhandledRejection", "uncaughtException"] as const) {
  process.on(event, (err: unknown) => {
    log.error(`${event}, exiting`, {
      err: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    process.exit(1);
  });
}
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) process.exit(1); // a second signal: stop waiting
    stopping = true;
    log.info("shutting down", { signal });
    try {
      await server.stop();
      log.info("stopped");
      process.exit(0);
    } catch (err) {
      log.error("shutdown failed", { err });
      process.exit(1);
    }
  });
}
