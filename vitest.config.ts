import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ["tests/api/**/*.test.ts"],
    environment: "node",
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest leaves one core idle by default; CI machines have two, and these projects wait on
    // databases and the file system often enough to use both.
    maxWorkers: 2,
    projects: [
      // Logic tests run in plain Node (a jsdom per file costs about a second); a .ts test that
      // needs the DOM says so with a `// @vitest-environment jsdom` first line.
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts"],
          environment: "node",
          pool: "threads",
        },
      },
      {
        plugins: [react()],
        test: {
          name: "unit-dom",
          include: ["src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/unit-dom-setup.ts"],
          pool: "threads",
        },
      },
      apiProject("api-pglite", {}),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject("api-postgres", { API_DATABASE_URL: process.env.TEST_DATABASE_URL })]
        : []),
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          // One migrated database template and one shared server for the whole run.
          globalSetup: ["tests/e2e/global-setup.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          globalSetup: ["tests/reliability/global-setup.ts"],
          // The PostgreSQL scenarios (outage, crash) need a server: only with TEST_DATABASE_URL.
          exclude: process.env.TEST_DATABASE_URL ? [] : ["tests/reliability/**/*.postgres.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
