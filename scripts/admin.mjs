// Runs the bundled admin CLI (building first if needed) so it works without dev tools.
import { existsSync } from "node:fs";
import path from "node:path";
import { build } from "./build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const cli = path.join(root, "dist/server/admin.mjs");
if (!existsSync(cli)) await build();
await import(cli);
