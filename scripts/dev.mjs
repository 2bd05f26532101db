// `npm run dev`: the API with reload on :3001 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from "node:child_process";
import path from "node:path";
import { buildArt } from "./build-art.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
await buildArt();
const env = {
  ...process.env,
  NODE_ENV: "development",
  PORT: process.env.API_PORT ?? "3001",
  PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
};
const children = [
  spawn(bin("tsx"), ["watch", "src/server/main.ts"], { cwd: root, stdio: "inherit", env }),
  spawn(bin("vite"), [], { cwd: root, stdio: "inherit", env: process.env }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
