// `npm start`: build when the sources changed since the last build, then serve on PORT (3000).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { build } from "./build.mjs";
import { sourceFingerprint } from "./fingerprint.mjs";

const root = path.resolve(import.meta.dirname, "..");
const infoFile = path.join(root, "dist/build-info.json");
const built = existsSync(infoFile) ? JSON.parse(readFileSync(infoFile, "utf8")).fingerprint : null;
if (built !== sourceFingerprint(root) || !existsSync(path.join(root, "dist/server/main.mjs"))) {
  console.log("start: building the app (first run or sources changed)…");
  await build();
}
const child = spawn(process.execPath, [path.join(root, "dist/server/main.mjs")], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
