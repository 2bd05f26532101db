import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const inputs = [
  "src",
  "art",
  "public",
  "index.html",
  "vite.config.ts",
  "package.json",
  "scripts/build.mjs",
  "scripts/build-art.mjs",
];
const ignored = new Set(["icons", "banners", "images", "favicon.svg"]); // generated into public/

function walk(p, out, top) {
  const st = statSync(p, { throwIfNoEntry: false });
  if (!st) return;
  if (st.isDirectory()) {
    for (const name of readdirSync(p).sort()) {
      if (
        top === "public" &&
        path.dirname(path.join(p, name)).endsWith("public") &&
        ignored.has(name)
      )
        continue;
      if (name.endsWith(".test.ts") || name.endsWith(".test.tsx")) continue;
      walk(path.join(p, name), out, top);
    }
  } else out.push(p);
}

/** A hash of everything the build reads, so `npm start` rebuilds only when sources changed. */
export function sourceFingerprint(root) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    const files = [];
    walk(path.join(root, input), files, input);
    for (const f of files) {
      hash.update(path.relative(root, f));
      hash.update(readFileSync(f));
    }
  }
  return hash.digest("hex");
}
