// Builds everything `npm start` serves: art, client, prerendered landing, server bundle.
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildArt } from "./build-art.mjs";
import { sourceFingerprint } from "./fingerprint.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const run = (cmd, args) => execFileSync(bin(cmd), args, { cwd: root, stdio: "inherit" });

export async function build() {
  const started = Date.now();
  await buildArt();
  run("vite", ["build", "--logLevel", "warn"]);
  run("vite", [
    "build",
    "--ssr",
    "src/web/prerender.tsx",
    "--outDir",
    "dist/prerender",
    "--logLevel",
    "warn",
  ]);

  const client = path.join(root, "dist/client");
  const template = readFileSync(path.join(client, "index.html"), "utf8");
  writeFileSync(path.join(client, "shell.html"), template);
  const { renderLanding } = await import(
    pathToFileURL(path.join(root, "dist/prerender/prerender.js")).href
  );
  writeFileSync(
    path.join(client, "index.html"),
    template.replace("<!--app-html-->", renderLanding("/")),
  );
  rmSync(path.join(root, "dist/prerender"), { recursive: true, force: true });

  run("esbuild", [
    "src/server/main.ts",
    "--bundle",
    "--platform=node",
    "--format=esm",
    "--target=node20",
    "--packages=external",
    "--outfile=dist/server/main.mjs",
    "--log-level=warning",
  ]);
  run("esbuild", [
    "src/server/cli/admin.ts",
    "--bundle",
    "--platform=node",
    "--format=esm",
    "--target=node20",
    "--packages=external",
    "--outfile=dist/server/admin.mjs",
    "--log-level=warning",
  ]);
  cpSync(path.join(root, "src/server/db/migrations"), path.join(root, "dist/server/migrations"), {
    recursive: true,
  });
  writeFileSync(
    path.join(root, "dist/build-info.json"),
    JSON.stringify({ fingerprint: sourceFingerprint(root) }),
  );
  console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  build().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
