import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    // The prerender (SSR) build needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    // Read by the byte-budget test and the benchmark (which chunks belong to which screen).
    manifest: !isSsrBuild,
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
}));
