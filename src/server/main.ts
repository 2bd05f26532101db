import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "./config";
import { startServer } from "./server";

const config = loadConfig();
// The bundle lives in dist/server; the built client in dist/client.
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
const server = await startServer(config, { clientDir });

const { log } = server;
// A bug must not pass silently: a stray rejection is logged; an uncaught exception leaves the
// process in an unknown state, so it is logged and the process exits for its supervisor to restart.
process.on("unhandledRejection", (reason) =>
  log.error("unhandled rejection", { err: String(reason) }),
);
process.on("uncaughtException", (err) => {
  log.error("uncaught exception, exiting", { err: String(err?.stack ?? err) });
  process.exit(1);
});
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
