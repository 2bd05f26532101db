import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "./config";
import { startServer } from "./server";

const config = loadConfig();
// The bundle lives in dist/server; the built client in dist/client.
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
const server = await startServer(config, { clientDir });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
