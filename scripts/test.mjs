// `npm test`: typecheck, lint, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then a production build, reliability tests and the end-to-end tests in Chromium against it.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { build } from "./build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const step = (title, cmd, args) => {
  console.log(`\n▶ ${title}`);
  execFileSync(bin(cmd), args, { cwd: root, stdio: "inherit" });
};

try {
  step("typecheck", "tsc", ["-p", "tsconfig.json", "--noEmit"]);
  step("typecheck (service worker)", "tsc", ["-p", "tsconfig.sw.json", "--noEmit"]);
  step("lint", "biome", ["check", "."]);
  const api = [
    "--project",
    "api-pglite",
    ...(process.env.TEST_DATABASE_URL ? ["--project", "api-postgres"] : []),
  ];
  if (!process.env.TEST_DATABASE_URL)
    console.log("(TEST_DATABASE_URL unset: API tests run on PGlite only)");
  step("unit and API tests", "vitest", [
    "run",
    "--project",
    "unit",
    "--project",
    "unit-dom",
    ...api,
  ]);
  console.log("\n▶ build");
  await build();
  // Short forms of load, SIGKILL, SIGTERM and (with TEST_DATABASE_URL) database-outage tests.
  step("reliability tests", "vitest", ["run", "--project", "reliability"]);
  // e2e runs two files at a time, then e2e-serial one at a time (vitest.config.ts).
  step("end-to-end tests (Chromium)", "vitest", [
    "run",
    "--project",
    "e2e",
    "--project",
    "e2e-serial",
  ]);
} catch {
  process.exit(1);
}
