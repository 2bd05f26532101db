// Writes dist/client/sw.js: the service worker with the list of files to precache and a version.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Everything the app needs offline; large banners are cached when first shown instead, and the
 * PNG icons (kept at the spec's addresses) are never shown: pages use their WebP renditions.
 */
const skip = (rel) =>
  rel === "sw.js" ||
  rel.split("/").some((segment) => segment.startsWith(".")) || // the build's own (.vite): not served
  /^icons\/.*\.png$/.test(rel) ||
  /^images\/icon-(maskable-)?\d+\.png$/.test(rel) || // launchers fetch the manifest's icons themselves
  /^images\/(og|screenshot-(narrow|wide))\.png$/.test(rel) || // for link previews and install sheets only
  (/^banners\/.*\.(jpg|webp)$/.test(rel) && !rel.endsWith("-600.webp")) ||
  rel === "build-info.json";

export function buildServiceWorker(root, client) {
  const files = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(client, path.join(d.parentPath, d.name)).split(path.sep).join("/"))
    .filter((rel) => !skip(rel))
    .sort();
  const hash = createHash("sha256");
  for (const f of files) hash.update(f).update(readFileSync(path.join(client, f)));
  const version = hash.digest("hex").slice(0, 12);
  const urls = files.map((f) => `/${f}`);
  execFileSync(
    path.join(root, "node_modules/.bin/esbuild"),
    [
      "src/sw/sw.ts",
      "--bundle",
      "--format=iife",
      "--minify",
      "--target=es2020",
      `--define:__PRECACHE__=${JSON.stringify(urls)}`,
      `--define:__VERSION__=${JSON.stringify(version)}`,
      `--outfile=${path.join(client, "sw.js")}`,
      "--log-level=warning",
    ],
    { cwd: root, stdio: "inherit" },
  );
  return { version, files: urls.length };
}
