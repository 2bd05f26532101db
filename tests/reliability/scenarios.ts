// Load and crash scenarios shared by the short tests (npm test) and `npm run stress` (long runs).
import type { EventEmitter } from "node:events";
import { rmSync } from "node:fs";
import autocannon, { type AutocannonResult } from "autocannon";
import {
  seedSession,
  signUp,
  spawnServer,
  tempDataDir,
  totalPoints,
  type UserHeaders,
} from "./server";

const POINTS_PATH = "/api/sessions/classic/points";
const increment = JSON.stringify({ playerId: "p1", amount: 1, type: "challenge" });

interface Tally {
  headers: UserHeaders;
  /** Increments whose request was written to the socket. */
  sent: number;
  /** Increments answered 2xx. */
  acked: number;
  failed: number;
}

async function players(url: string, n: number, tag: string): Promise<Tally[]> {
  const users: Tally[] = [];
  for (let i = 0; i < n; i++) {
    const { headers } = await signUp(url, `${tag}${i}`);
    await seedSession(url, headers);
    users.push({ headers, sent: 0, acked: 0, failed: 0 });
  }
  return users;
}

export interface LoadResult {
  connections: number;
  durationSec: number;
  users: number;
  requests: number;
  rps: number;
  errors: number;
  non2xx: number;
  /** Count of answers by HTTP status. */
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /**
   * The slowest first answer on a connection, and the slowest of all later ones. All clients
   * connect at the same instant; a first answer includes the wait in the kernel's accept queue,
   * which a busy Node.js process drains slowly (a plain `http` server shows the same).
   */
  firstOnConnectionMaxMs: number;
  laterMaxMs: number;
  incrementsSent: number;
  incrementsAcked: number;
  finalPoints: number;
  /** Acknowledged increments missing from the final totals: must be 0. */
  lostIncrements: number;
}

/**
 * `connections` clients, spread over `users` accounts, each alternating GET session and a point
 * increment for `durationSec`. Requests cut off in flight when the run ends were sent but not
 * acknowledged: they may or may not count, so the totals must lie between acked and sent.
 */
export async function loadTest(
  url: string,
  opts: { connections: number; durationSec: number; users?: number; timeoutSec?: number },
): Promise<LoadResult> {
  const users = await players(url, opts.users ?? 4, "carga");
  let next = 0;
  const answered = new WeakSet<object>();
  let firstOnConnectionMaxMs = 0;
  let laterMaxMs = 0;
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections: opts.connections,
        duration: opts.durationSec,
        timeout: opts.timeoutSec ?? 30,
        setupClient: (client) => {
          const user = users[next++ % users.length] as Tally;
          client.setRequests([
            { method: "GET", path: "/api/sessions/classic", headers: user.headers },
            {
              method: "POST",
              path: POINTS_PATH,
              headers: user.headers,
              body: increment,
              setupRequest: (req) => {
                user.sent++;
                return req;
              },
              onResponse: (status) => {
                if (status >= 200 && status < 300) user.acked++;
                else user.failed++;
              },
            },
          ]);
        },
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    ) as unknown as EventEmitter; // its types leave the instance `unknown` when given a callback
    run.on("response", (client: object, _status: number, _bytes: number, ms: number) => {
      if (answered.has(client)) laterMaxMs = Math.max(laterMaxMs, ms);
      else {
        answered.add(client);
        firstOnConnectionMaxMs = Math.max(firstOnConnectionMaxMs, ms);
      }
    });
  });
  // Let requests cut off at the end finish on the server before reading the totals.
  await new Promise((r) => setTimeout(r, 500));
  let finalPoints = 0;
  let lost = 0;
  for (const user of users) {
    const total = await totalPoints(url, user.headers);
    finalPoints += total;
    lost += Math.max(0, user.acked - total);
    if (total > user.sent) throw new Error(`more points (${total}) than increments sent`);
  }
  const sum = (f: (u: Tally) => number) => users.reduce((s, u) => s + f(u), 0);
  return {
    connections: opts.connections,
    durationSec: opts.durationSec,
    users: users.length,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / (result.duration || opts.durationSec)),
    errors: result.errors,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    ),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    firstOnConnectionMaxMs: Math.round(firstOnConnectionMaxMs),
    laterMaxMs: Math.round(laterMaxMs),
    incrementsSent: sum((u) => u.sent),
    incrementsAcked: sum((u) => u.acked),
    finalPoints,
    lostIncrements: lost,
  };
}

export interface KillRound {
  sent: number;
  acked: number;
  /** Non-2xx answers before the kill (must be 0). */
  failed: number;
  pointsAfterRestart: number;
  /** Acknowledged increments missing after the restart: must be 0. */
  lost: number;
  restartMs: number;
}

/** `clients` loops each sending one increment after another until the server dies. */
async function burstUntilKilled(
  url: string,
  users: Tally[],
  clients: number,
  killAfterAcked: number,
  kill: () => void,
) {
  let killed = false;
  const acked = () => users.reduce((s, u) => s + u.acked, 0);
  const loop = async (user: Tally) => {
    while (!killed) {
      user.sent++;
      try {
        const res = await fetch(`${url}${POINTS_PATH}`, {
          method: "POST",
          headers: user.headers,
          body: increment,
        });
        await res.arrayBuffer();
        if (res.ok) user.acked++;
        else user.failed++;
      } catch {
        return; // the server is gone
      }
      if (!killed && acked() >= killAfterAcked) {
        killed = true;
        kill();
      }
    }
  };
  await Promise.all(
    Array.from({ length: clients }, (_, i) => loop(users[i % users.length] as Tally)),
  );
}

/**
 * Starts the built server, then `rounds` times: a burst of increments from concurrent clients,
 * SIGKILL in the middle, restart on the same data. After every restart each user's points must
 * be at least what was acknowledged and at most what was sent.
 */
export async function killDuringBurst(opts: {
  rounds: number;
  clients: number;
  killAfterAcked: number;
  users?: number;
  env?: Record<string, string>;
  /** A stopped server's PGlite data to start from (faster than a fresh database). */
  template?: string;
}): Promise<KillRound[]> {
  const dataDir = tempDataDir(opts.template);
  let server = await spawnServer({ dataDir, env: opts.env });
  const users = await players(server.url, opts.users ?? 3, "queda");
  const rounds: KillRound[] = [];
  try {
    for (let round = 0; round < opts.rounds; round++) {
      const before = { sent: 0, acked: 0, failed: 0 };
      for (const u of users) {
        before.sent += u.sent;
        before.acked += u.acked;
        before.failed += u.failed;
      }
      const victim = server;
      await burstUntilKilled(
        victim.url,
        users,
        opts.clients,
        before.acked + opts.killAfterAcked,
        () => victim.child.kill("SIGKILL"),
      );
      await victim.exited;
      server = await spawnServer({ dataDir, port: victim.port, env: opts.env });
      let points = 0;
      let lost = 0;
      for (const u of users) {
        const total = await totalPoints(server.url, u.headers);
        points += total;
        lost += Math.max(0, u.acked - total);
        if (total > u.sent)
          throw new Error(`more points (${total}) than increments sent (${u.sent})`);
      }
      const sum = (f: (u: Tally) => number) => users.reduce((s, u) => s + f(u), 0);
      rounds.push({
        sent: sum((u) => u.sent) - before.sent,
        acked: sum((u) => u.acked) - before.acked,
        failed: sum((u) => u.failed) - before.failed,
        pointsAfterRestart: points,
        lost,
        restartMs: server.startMs,
      });
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rounds;
}

/** Latency figures (ms) of a list of timings. */
function percentiles(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    count: sorted.length,
    p50Ms: Math.round(at(0.5)),
    p99Ms: Math.round(at(0.99)),
    maxMs: Math.round(sorted[sorted.length - 1] ?? 0),
  };
}

/** One client reading GET /api/groups back to back for `durationSec`: each request's time. */
async function readGroups(url: string, headers: UserHeaders, durationSec: number) {
  const times: number[] = [];
  let failed = 0;
  const end = performance.now() + durationSec * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    try {
      const res = await fetch(`${url}/api/groups`, { headers });
      await res.arrayBuffer();
      if (!res.ok) failed++;
    } catch {
      failed++;
    }
    times.push(performance.now() - started);
  }
  return { ...percentiles(times), failed };
}

export interface NoisyNeighbourResult {
  writeLimits: boolean;
  hammerConnections: number;
  durationSec: number;
  /** The other user alone, before the hammering. */
  alone: ReturnType<typeof percentiles> & { failed: number };
  /** The other user while one account hammers point increments. */
  hammered: ReturnType<typeof percentiles> & { failed: number };
  /** The hammering account's answers by HTTP status. */
  hammerStatuses: Record<string, number>;
}

/**
 * Issue 14 finding 5: one account sends point increments on `connections` connections while
 * another user reads GET /api/groups one request at a time. The server runs with the shipped
 * write limits, or with them raised out of the way (`writeLimits: false`) for comparison.
 */
export async function noisyNeighbour(opts: {
  connections: number;
  durationSec: number;
  writeLimits: boolean;
  template?: string;
  /** The account writes one at a time until refused before it hammers (answered from memory). */
  refusedFirst?: boolean;
}): Promise<NoisyNeighbourResult> {
  const limits: Record<string, string> = opts.writeLimits
    ? { WRITE_RATE_LIMIT_MAX: "", WRITE_RATE_LIMIT_IP_MAX: "", WRITE_RATE_LIMIT_WINDOW: "" }
    : {};
  const server = await spawnServer({ env: limits, template: opts.template });
  try {
    const [hammer] = await players(server.url, 1, "martelo");
    const { headers: reader } = await signUp(server.url, "leitor");
    await fetch(`${server.url}/api/groups`, {
      method: "POST",
      headers: reader,
      body: JSON.stringify({ name: "Turma", players: ["Ana", "Bia", "Caio"] }),
    });
    const alone = await readGroups(server.url, reader, Math.min(5, opts.durationSec));
    if (opts.refusedFirst) {
      const headers = (hammer as Tally).headers;
      for (let i = 0; i < 1000; i++) {
        const res = await fetch(`${server.url}${POINTS_PATH}`, {
          method: "POST",
          headers,
          body: increment,
        });
        await res.arrayBuffer();
        if (res.status === 429) break;
      }
    }
    const hammering = new Promise<AutocannonResult>((resolve, reject) =>
      autocannon(
        {
          url: server.url,
          connections: opts.connections,
          duration: opts.durationSec,
          timeout: 60,
          requests: [
            {
              method: "POST",
              path: POINTS_PATH,
              headers: (hammer as Tally).headers,
              body: increment,
            },
          ],
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      ),
    );
    // Let the hammering reach full speed before measuring the reader.
    await new Promise((r) => setTimeout(r, 500));
    const hammered = await readGroups(server.url, reader, opts.durationSec - 1);
    const result = await hammering;
    return {
      writeLimits: opts.writeLimits,
      hammerConnections: opts.connections,
      durationSec: opts.durationSec,
      alone,
      hammered,
      hammerStatuses: Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
      ),
    };
  } finally {
    await server.stop();
  }
}

export interface LogFloodResult {
  requests: number;
  callbackUrlBytes: number;
  statuses: Record<string, number>;
  /** Bytes the server wrote to its log (stdout) while answering the flood. */
  logBytes: number;
}

/**
 * Issue 14 finding 4: anonymous POSTs to /api/auth/sign-out, each with a ~1 MB callbackURL,
 * against a server logging at the production default (info). Measures what reached the log.
 */
export async function logFlood(opts: {
  requests: number;
  callbackUrlBytes: number;
  template?: string;
}): Promise<LogFloodResult> {
  const server = await spawnServer({ env: { LOG_LEVEL: "info" }, template: opts.template });
  try {
    const callbackURL = `https://evil.example/${"a".repeat(opts.callbackUrlBytes - 21)}`;
    const body = JSON.stringify({ callbackURL });
    const before = server.stdoutBytes();
    const statuses: Record<string, number> = {};
    for (let i = 0; i < opts.requests; i++) {
      const res = await fetch(`${server.url}/api/auth/sign-out`, {
        method: "POST",
        headers: { origin: server.url, "content-type": "application/json" },
        body,
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
    // Log lines are written asynchronously: wait until nothing more arrives for a second.
    for (let last = -1; last !== server.stdoutBytes(); ) {
      last = server.stdoutBytes();
      await new Promise((r) => setTimeout(r, 1000));
    }
    return {
      requests: opts.requests,
      callbackUrlBytes: callbackURL.length,
      statuses,
      logBytes: server.stdoutBytes() - before,
    };
  } finally {
    await server.stop();
  }
}
