// For a route screen module: modules in the chunks it loads that its static graph does not reach.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
const outDir = mkdtempSync(path.join(os.tmpdir(), "waste-"));
const roots = process.argv.slice(2).map((r) => path.resolve(r));
let info;
const chunks = {};
await build({
  configFile: "/work/main/vite.config.ts", logLevel: "silent",
  build: { outDir, emptyOutDir: true },
  plugins: [{
    name: "waste",
    buildEnd() {
      const ctx = this;
      info = (id) => ctx.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const stat = new Map(ids.map((id) => { const i = this.getModuleInfo(id); const lazy = new Set(i.dynamicallyImportedIds); return [id, i.importedIds.filter((d) => !lazy.has(d))]; }));
      globalThis.__stat = stat;
    },
    generateBundle(_o, bundle) {
      for (const [file, c] of Object.entries(bundle)) if (c.type === "chunk") chunks[file] = { imports: c.imports, modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]) => [id, m.renderedLength])), facade: c.facadeModuleId };
    },
  }],
});
rmSync(outDir, { recursive: true, force: true });
const stat = globalThis.__stat;
const chunkOfMod = new Map();
for (const [f, c] of Object.entries(chunks)) for (const m of Object.keys(c.modules)) chunkOfMod.set(m, f);
for (const root of roots) {
  const reach = new Set(); const visit = (id) => { if (reach.has(id)) return; reach.add(id); for (const d of stat.get(id) ?? []) visit(d); }; visit(root);
  const entry = Object.entries(chunks).find(([, c]) => c.facade?.endsWith("index.html") || c.facade?.endsWith("src/web/main.tsx"));
  const loadedChunks = new Set(); const vc = (f) => { if (loadedChunks.has(f) || !chunks[f]) return; loadedChunks.add(f); for (const i of chunks[f].imports) vc(i); };
  vc(chunkOfMod.get(root));
  let waste = 0;
  for (const f of loadedChunks) for (const [m, n] of Object.entries(chunks[f].modules)) if (!reach.has(m) && n > 0 && !/react-dom|scheduler|node_modules\/react\//.test(m)) { if (!/assets\/(app|landing-shared|react-dom|index)-/.test(f)) { console.log(path.basename(root), f, n, path.relative("/work/main", m)); waste += n; } }
  console.log(path.basename(root), "waste minified bytes", waste);
}
