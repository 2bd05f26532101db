import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkCss } from "./scripts/chunk-css.mjs";
import { chunkGroups, chunkPlan, loadedWithApp } from "./scripts/chunk-groups";

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * React Router 7 points every import condition at its development build, whose only difference is
 * `ENABLE_DEV_WARNINGS = true` (checks and console warnings on every render). A build takes its
 * production build instead (decision 055); `npm run dev` and the tests keep the warnings.
 */
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  "node_modules/react-router/dist/production/index.mjs",
);

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve:
    command === "build"
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  // chunkCss before Tailwind: a lazy chunk's stylesheet leaves out the core's utilities.
  plugins: [
    react(),
    chunkCss(path.resolve(import.meta.dirname, "src/web/styles.css")),
    tailwindcss(),
    chunkPlan,
  ],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    // A screen's import preloads its chunks, less those the app's entry has already loaded. The
    // page itself names the entry's own chunks (React DOM, the app), fetched with the entry
    // rather than a round trip after it (the filter once dropped them from the HTML too).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "html" ? deps : deps.filter((d) => !loadedWithApp(d)),
    },
    // The prerender (SSR) build needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    // Read by the byte-budget test and the benchmark (which chunks belong to which screen).
    manifest: !isSsrBuild,
    // React DOM in a chunk of its own: the app's chunk stays small to parse (Lighthouse re-parses
    // a whole script for stack traces) and a release that only changes the app keeps it cached.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The landing page's own small entry: it keeps the prerendered page live without React.
          input: { index: "index.html", landing: "src/web/landing-boot.ts" },
          output: { codeSplitting: { groups: chunkGroups } },
        },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
}));
