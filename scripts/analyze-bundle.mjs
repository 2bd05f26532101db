// What is in each client chunk: `node scripts/analyze-bundle.mjs [part-of-chunk-name ...]` builds
// the client into a temporary folder and prints each chunk's gzip size and its largest modules.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const outDir = mkdtempSync(path.join(os.tmpdir(), "saideira-analyze-"));
const chunks = {};
try {
  await build({
    configFile: "vite.config.ts",
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: "chunk-contents",
        generateBundle(_options, bundle) {
          for (const [file, c] of Object.entries(bundle)) {
            if (c.type !== "chunk") continue;
            const modules = Object.entries(c.modules)
              .map(([id, m]) => [path.relative(process.cwd(), id), m.renderedLength])
              .sort((a, b) => b[1] - a[1]);
            chunks[file] = { gz: gzipSync(c.code).length, raw: c.code.length, modules };
          }
        },
      },
    ],
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
const wanted = process.argv.slice(2);
const kb = (n) => (n / 1024).toFixed(1);
for (const [file, c] of Object.entries(chunks).sort((a, b) => b[1].gz - a[1].gz)) {
  if (wanted.length && !wanted.some((w) => file.includes(w))) continue;
  console.log(`${file} ${kb(c.gz)} KB gzip (${kb(c.raw)} KB minified)`);
  for (const [id, n] of c.modules.slice(0, Number(process.env.TOP ?? 25)))
    if (n > 0) console.log(`    ${kb(n)} ${id}`);
}
