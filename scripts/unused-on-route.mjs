// What a screen loads up front without running it: `node scripts/unused-on-route.mjs <screen
// module> ...` builds the client into a temporary folder and lists, for each screen, the modules of
// the chunks it loads (beyond the app's entry) that its static imports do not reach, with their
// minified size. The chunk plan's merges trade such bytes for fewer files (decisions 046, 052).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const outDir = mkdtempSync(path.join(os.tmpdir(), "saideira-unused-"));
const staticImports = new Map();
const chunks = {};
try {
  await build({
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "silent",
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: "unused-on-route",
        buildEnd() {
          for (const id of this.getModuleIds()) {
            const info = this.getModuleInfo(id);
            const lazy = new Set(info?.dynamicallyImportedIds ?? []);
            staticImports.set(
              id,
              (info?.importedIds ?? []).filter((dep) => !lazy.has(dep)),
            );
          }
        },
        generateBundle(_options, bundle) {
          for (const [file, c] of Object.entries(bundle))
            if (c.type === "chunk")
              chunks[file] = {
                imports: c.imports,
                modules: Object.entries(c.modules).map(([id, m]) => [id, m.renderedLength]),
              };
        },
      },
    ],
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const chunkOf = new Map(
  Object.entries(chunks).flatMap(([file, c]) => c.modules.map(([id]) => [id, file])),
);
const withApp = /assets\/(app|landing-shared|react-dom|index|rolldown-runtime)-[\w-]{8}\.js$/;
for (const screen of process.argv.slice(2).map((s) => path.resolve(s))) {
  const reached = new Set();
  const visit = (id) => {
    if (reached.has(id)) return;
    reached.add(id);
    for (const dep of staticImports.get(id) ?? []) visit(dep);
  };
  visit(screen);
  const loaded = new Set();
  const load = (file) => {
    if (loaded.has(file) || !chunks[file]) return;
    loaded.add(file);
    for (const dep of chunks[file].imports) load(dep);
  };
  load(chunkOf.get(screen));
  let total = 0;
  console.log(path.relative(root, screen));
  for (const file of [...loaded].filter((f) => !withApp.test(f)))
    for (const [id, size] of chunks[file].modules)
      if (!reached.has(id) && size > 0) {
        console.log(`    ${(size / 1024).toFixed(1)} KB ${path.relative(root, id)} (${file})`);
        total += size;
      }
  console.log(`  ${(total / 1024).toFixed(1)} KB minified loaded and not run`);
}
