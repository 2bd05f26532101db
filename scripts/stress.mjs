// `npm run stress`: the long forms of the reliability tests against the built server (built here
// when the sources changed): 200 clients for 30 s on sessions and points, and SIGKILL in the middle
// of write bursts followed by restarts, on PGlite and, when TEST_DATABASE_URL (a throwaway database
// is created on that server) or DATABASE_URL (used as is: point it at a scratch database) is set, on
// PostgreSQL. Writes bench/stress.md and bench/stress.json; exits 1 on any error or lost write.
// Then two abuse scenarios on PGlite (issue 14): one account hammering writes while another user
// reads, with and without the write limits, and a log flood through /api/auth/sign-out.
// STRESS_ONLY=abuse runs only those and updates their section of bench/stress.md.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { build } from "./build.mjs";
import { sourceFingerprint } from "./fingerprint.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.resolve(root, process.env.DIST_DIR ?? "dist");
const env = (name, fallback) => Number(process.env[name] ?? fallback);
const settings = {
  connections: env("STRESS_CONNECTIONS", 200),
  durationSec: env("STRESS_DURATION", 30),
  killRounds: env("STRESS_KILL_ROUNDS", 5),
  killClients: env("STRESS_KILL_CLIENTS", 50),
  killAfterAcked: env("STRESS_KILL_AFTER", 200),
  hammerConnections: env("STRESS_HAMMER_CONNECTIONS", 50),
  hammerSec: env("STRESS_HAMMER_DURATION", 10),
  floodRequests: env("STRESS_FLOOD_REQUESTS", 20),
  floodCallbackBytes: env("STRESS_FLOOD_BYTES", 1_000_000),
};

const infoFile = path.join(dist, "build-info.json");
const built = existsSync(infoFile) ? JSON.parse(readFileSync(infoFile, "utf8")).fingerprint : null;
if (built !== sourceFingerprint(root) || !existsSync(path.join(dist, "server/main.mjs"))) {
  console.log("stress: building the app…");
  await build();
}

const load = (file) => tsImport(path.join(root, "tests/reliability", file), import.meta.url);
const { killDuringBurst, loadTest, logFlood, noisyNeighbour } = await load("scenarios.ts");
const { spawnServer } = await load("server.ts");
const { createDatabase } = await load("postgres.ts");

/** The server's own error lines (its stdout is JSON lines at LOG_LEVEL=error), to explain a failure. */
const serverErrors = (server) =>
  server
    .stdout()
    .split("\n")
    .filter(Boolean)
    .slice(0, 10)
    .map((line) => {
      const { msg, err, status, path: p } = JSON.parse(line);
      return { msg, status, path: p, err: err?.cause?.message ?? err?.message };
    });

async function runAbuse() {
  const neighbour = [];
  for (const writeLimits of [false, true]) {
    console.log(
      `stress: one account on ${settings.hammerConnections} connections, write limits ${writeLimits ? "on" : "off"}…`,
    );
    neighbour.push(
      await noisyNeighbour({
        connections: settings.hammerConnections,
        durationSec: settings.hammerSec,
        writeLimits,
      }),
    );
  }
  console.log(`stress: log flood, ${settings.floodRequests} sign-outs with a big callbackURL…`);
  const flood = await logFlood({
    requests: settings.floodRequests,
    callbackUrlBytes: settings.floodCallbackBytes,
  });
  const loadAverage = os.loadavg().map((l) => Number(l.toFixed(1)));
  return { date: new Date().toISOString(), cores: os.cpus().length, loadAverage, neighbour, flood };
}

const ABUSE_HEADING = "## Abuse: one account hammering writes, and a log flood";
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/** The abuse scenarios' part of bench/stress.md. */
function abuseSection(abuse) {
  const row = (n) =>
    `| ${n.writeLimits ? "on (60 / 10 s per account)" : "off"} | ${n.alone.p50Ms} / ${n.alone.p99Ms} | ${n.hammered.p50Ms} / ${n.hammered.p99Ms} / ${n.hammered.maxMs} | ${n.hammered.count} | ${n.hammered.failed} | ${JSON.stringify(n.hammerStatuses)} |`;
  const f = abuse.flood;
  return [
    ABUSE_HEADING,
    "",
    `Run ${abuse.date}, PGlite, ${abuse.cores} cores (load average ${abuse.loadAverage.join(" / ")} at the end).`,
    `One account sends point increments on ${settings.hammerConnections} connections for ${settings.hammerSec} s while another`,
    "user reads `GET /api/groups` one request after another (issue 14, finding 5). With the limits on,",
    "the account's writes past 60 per 10 s are refused from memory; what remains is the server parsing",
    "and answering every refused request, which a flood of connections still costs (a per-IP",
    "connection or request limit at the reverse proxy is the answer to that).",
    "",
    "| write limits | other user alone p50 / p99 ms | other user while hammered p50 / p99 / max ms | reads | failed reads | hammering account's answers |",
    "| --- | --- | --- | --- | --- | --- |",
    ...abuse.neighbour.map(row),
    "",
    `Log flood (finding 4): ${f.requests} anonymous \`POST /api/auth/sign-out\` with a ${mb(f.callbackUrlBytes)} MB`,
    `callbackURL, LOG_LEVEL=info: answers ${JSON.stringify(f.statuses)}, **${mb(f.logBytes)} MB written to the log**`,
    `(${Math.round(f.logBytes / f.requests).toLocaleString("en")} bytes per request): auth bodies over their cap are refused with 413`,
    "before they are read or logged, and log lines are capped.",
    "",
  ];
}

if (process.env.STRESS_ONLY === "abuse") {
  const abuse = await runAbuse();
  const jsonFile = path.join(root, "bench/stress.json");
  const mdFile = path.join(root, "bench/stress.md");
  const previous = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, "utf8")) : {};
  writeFileSync(jsonFile, `${JSON.stringify({ ...previous, abuse }, null, 2)}\n`);
  const md = existsSync(mdFile) ? readFileSync(mdFile, "utf8") : "# Saideira stress test\n\n";
  const kept = md.includes(ABUSE_HEADING) ? md.slice(0, md.indexOf(ABUSE_HEADING)) : md;
  writeFileSync(mdFile, `${kept.trimEnd()}\n\n${abuseSection(abuse).join("\n")}`);
  console.log(abuseSection(abuse).join("\n"));
  process.exit(0);
}

async function runTarget(label, databaseUrl) {
  const serverEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  console.log(`stress: ${label}: ${settings.connections} clients for ${settings.durationSec} s…`);
  const server = await spawnServer({ env: serverEnv });
  let loadResult;
  try {
    loadResult = await loadTest(server.url, {
      connections: settings.connections,
      durationSec: settings.durationSec,
      timeoutSec: 60,
    });
    loadResult.serverErrors = serverErrors(server);
  } finally {
    await server.stop();
  }
  console.log(`stress: ${label}: SIGKILL during bursts, ${settings.killRounds} rounds…`);
  const rounds = await killDuringBurst({
    rounds: settings.killRounds,
    clients: settings.killClients,
    killAfterAcked: settings.killAfterAcked,
    env: serverEnv,
  });
  return { label, load: loadResult, kill: rounds };
}

const targets = [await runTarget("PGlite")];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const database = await createDatabase(adminUrl);
  try {
    targets.push(await runTarget("PostgreSQL", database.url));
  } finally {
    await database.drop();
  }
} else if (process.env.DATABASE_URL) {
  targets.push(await runTarget("PostgreSQL", process.env.DATABASE_URL));
}

// The long form of the hostile-input test: many more runs per route, from a random seed.
const fuzzRuns = env("STRESS_FUZZ_RUNS", 300);
console.log(`stress: hostile input, ${fuzzRuns} runs per route (random seed)…`);
const fuzzStarted = Date.now();
const fuzz = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "--project", "api-pglite", "tests/api/fuzz.test.ts"],
  { cwd: root, stdio: "inherit", env: { ...process.env, FUZZ_RUNS: String(fuzzRuns) } },
);
const fuzzResult = {
  runsPerRoute: fuzzRuns,
  passed: fuzz.status === 0,
  seconds: Math.round((Date.now() - fuzzStarted) / 1000),
};

const abuse = await runAbuse();

const cpus = os.cpus();
const machine = {
  cpu: cpus[0]?.model ?? "unknown",
  cores: cpus.length,
  ramGb: Math.round(os.totalmem() / 1024 ** 3),
  node: process.version,
  loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(1))),
};
const report = {
  date: new Date().toISOString(),
  machine,
  settings,
  targets,
  fuzz: fuzzResult,
  abuse,
};
mkdirSync(path.join(root, "bench"), { recursive: true });
writeFileSync(path.join(root, "bench/stress.json"), `${JSON.stringify(report, null, 2)}\n`);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const md = [
  "# Saideira stress test",
  "",
  `Run ${report.date} on ${machine.cores} × ${machine.cpu}, ${machine.ramGb} GB RAM, Node ${machine.node}`,
  `(load average ${machine.loadAverageAtEnd.join(" / ")} at the end). Reproduce with \`npm run stress\``,
  "(add `TEST_DATABASE_URL` for PostgreSQL).",
  "",
  `## Load: ${settings.connections} clients for ${settings.durationSec} s`,
  "",
  "Each client alternates `GET /api/sessions/classic` and `POST /api/sessions/classic/points` for one",
  "of a handful of accounts (client timeout 60 s). Lost = acknowledged (2xx) increments missing",
  "from the final totals.",
  "",
  "| database | requests | req/s | errors | non-2xx | p50 ms | p99 ms | max ms | max ms, first answer on a connection / later answers | increments acked | final points | lost |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...targets.map(
    ({ label, load: r }) =>
      `| ${label} | ${r.requests} | ${r.rps} | ${r.errors} | ${r.non2xx} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.firstOnConnectionMaxMs} / ${r.laterMaxMs} | ${r.incrementsAcked} | ${r.finalPoints} | ${r.lostIncrements} |`,
  ),
  "",
  ...targets
    .filter((t) => t.load.serverErrors.length > 0)
    .flatMap((t) => [
      `${t.label}: statuses ${JSON.stringify(t.load.statuses)}; first server errors: ${JSON.stringify(t.load.serverErrors)}`,
      "",
    ]),
  "The final points may exceed the acknowledged increments by the requests still in flight when the",
  "run stopped (sent, never answered); they never exceed the increments sent.",
  "",
  "All clients connect in the same millisecond. Node accepts one new connection per turn of its",
  "event loop (libuv/libuv#3696), so the first answer on a connection waits for as many turns as",
  "there are connections ahead of it in the kernel's accept queue. The server admits requests a few",
  "per turn (decision 053), which keeps each turn near 8 ms: before that, a turn ran every request",
  "that had arrived (100-200 ms), and the first answer on a connection took up to 6 s.",
  "",
  `## SIGKILL during a burst of writes (${settings.killClients} clients, kill after ${settings.killAfterAcked} acknowledged), restart on the same data`,
  "",
  "| database | rounds | increments sent | acked | errors before the kill | lost after restart | restart ms (min / median / max) |",
  "| --- | --- | --- | --- | --- | --- | --- |",
  ...targets.map(({ label, kill }) => {
    const sum = (f) => kill.reduce((s, r) => s + f(r), 0);
    const restarts = kill.map((r) => r.restartMs);
    return `| ${label} | ${kill.length} | ${sum((r) => r.sent)} | ${sum((r) => r.acked)} | ${sum((r) => r.failed)} | ${sum((r) => r.lost)} | ${Math.min(...restarts)} / ${median(restarts)} / ${Math.max(...restarts)} |`;
  }),
  "",
  "Restart time: from spawning `node dist/server/main.mjs` until `GET /api/health` answers 200.",
  "",
  `## Hostile input: ${fuzzResult.runsPerRoute} random requests per route (PGlite)`,
  "",
  `${fuzzResult.passed ? "Passed" : "FAILED (the seed to replay is in the output)"} in ${fuzzResult.seconds} s; \`npm test\` replays a fixed seed with 30 runs per route.`,
  "",
  ...abuseSection(abuse),
];
writeFileSync(path.join(root, "bench/stress.md"), md.join("\n"));
console.log(md.join("\n"));

const bad =
  !fuzzResult.passed ||
  targets.some(
    (t) =>
      t.load.errors + t.load.non2xx + t.load.lostIncrements > 0 ||
      t.kill.some((r) => r.lost + r.failed > 0),
  );
process.exit(bad ? 1 : 0);
