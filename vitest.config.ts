import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ["tests/api/**/*.test.ts"],
    environment: "node",
    env,
    // PGlite only: one migrated cluster that every file's database is loaded from.
    globalSetup: ["tests/api/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * End-to-end files that run alone (`e2e-serial`): real animations (reducedMotion: false) or
 * wall-clock timings. A new file runs in the parallel `e2e` project unless it is listed here.
 */
const SERIAL_E2E = [
  "coin-flip",
  "spin-bottle",
  "touch-game-look",
  "public",
  "screens-around",
  "guess-who-engine",
  "qual-meu-nome-engine",
  "desenha-e-bebe-engine",
].map((name) => `tests/e2e/${name}.test.ts`);

const e2eProject = (
  name: string,
  options: { include?: string[]; exclude?: string[]; maxWorkers: number; groupOrder: number },
) => ({
  test: {
    name,
    include: options.include ?? ["tests/e2e/**/*.test.ts"],
    exclude: options.exclude ?? [],
    // One migrated database template and one shared server per project (see fixture.ts).
    globalSetup: ["tests/e2e/global-setup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for a page to settle, as Playwright's waitFor does: Vitest's default of
    // 1 s failed /auth's messages and page titles whenever a neighbouring file held the CPU.
    expect: { poll: { timeout: 5_000 } },
    maxWorkers: options.maxWorkers,
    sequence: { groupOrder: options.groupOrder },
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
      // End-to-end files run two at a time (each has its own browser; most share the run's server,
      // the rest start their own), then the SERIAL ones one at a time, after the rest: those
      // measure real motion or wall-clock time, which a neighbour's CPU load would bend.
      e2eProject("e2e", { exclude: SERIAL_E2E, maxWorkers: 2, groupOrder: 1 }),
      e2eProject("e2e-serial", { include: SERIAL_E2E, maxWorkers: 1, groupOrder: 2 }),
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
