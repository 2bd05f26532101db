import { build } from "vite";
import { gzipSync } from "node:zlib";
const out = {};
await build({
  configFile: "vite.config.ts",
  logLevel: "warn",
  build: { outDir: "/tmp/perf/dist", emptyOutDir: true },
  plugins: [{
    name: "dump",
    generateBundle(_o, bundle) {
      for (const [f, c] of Object.entries(bundle)) {
        if (c.type !== "chunk") continue;
        const mods = Object.entries(c.modules).map(([id, m]) => [id.replace(process.cwd()+"/",""), m.renderedLength]).sort((a,b)=>b[1]-a[1]);
        out[f] = { gz: gzipSync(c.code).length, raw: c.code.length, mods };
      }
    },
  }],
});
const want = process.argv.slice(2);
for (const [f, c] of Object.entries(out)) {
  if (want.length && !want.some((w) => f.includes(w))) continue;
  console.log(f, (c.gz/1024).toFixed(1), "KB gz", (c.raw/1024).toFixed(1), "KB raw");
  for (const [id, n] of c.mods.slice(0, 25)) if (n>0) console.log("   ", (n/1024).toFixed(1), id);
}
