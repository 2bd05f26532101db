// `npm run bench`: builds, starts the server, and writes bench/report.md and bench/report.json with
// bytes up front per page, API throughput and latency, animation frame times in Chromium, and
// Lighthouse scores of /, /auth, /game-modes (signed in and as a guest), /s/CODE and /entrar, and rooms (N rooms x 8 sockets, scripts/bench-rooms.mjs).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { benchRooms } from "./bench-rooms.mjs";
import { build } from "./build.mjs";
import { gameBytes, landingBytes, pageBytes } from "./bundle-sizes.mjs";
import { lighthouseReport, onboardedUserCookie } from "./lighthouse.mjs";

const root = path.resolve(import.meta.dirname, "..");
const client = path.join(root, "dist/client");
const KB = (n) => `${(n / 1024).toFixed(1)} KB`;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startServer(env, distDir = process.env.BENCH_DIST ?? "dist") {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "saideira-bench-"));
  // BENCH_DIST: another build to measure (a checkout of an older commit), for before and after.
  const dist = path.resolve(root, distDir);
  const child = spawn(process.execPath, [path.join(dist, "server/main.mjs")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      AUTH_RATE_LIMIT_MAX: "100000",
      // Load from a few accounts on one address, far past what people do: measures the machine.
      WRITE_RATE_LIMIT_MAX: "100000",
      WRITE_RATE_LIMIT_IP_MAX: "100000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 400; i++) {
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    stop: () =>
      new Promise((r) => {
        child.once("exit", r);
        child.kill("SIGTERM");
      }).then(() => rmSync(dataDir, { recursive: true, force: true })),
  };
}

async function signedInCookie(url) {
  const email = `bench-${Date.now()}@example.com`;
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: "segredo123", name: "Bench" }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** API routes are measured in API_ROUNDS slices of API_SLICE_S seconds each (10 s in all). */
const API_ROUNDS = 5;
const API_SLICE_S = 2;

function load(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 20, duration: 10, ...opts }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
  });
}

async function apiBench(label, env) {
  const server = await startServer(env);
  try {
    const cookie = await signedInCookie(server.url);
    const headers = { cookie, origin: server.url, "content-type": "application/json" };
    const onboarded = await fetch(`${server.url}/api/profile`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ displayName: "Bench", adultConfirmed: true, drinkMode: "alcool" }),
    });
    if (!onboarded.ok) throw new Error(`bench: onboarding failed with ${onboarded.status}`);
    await fetch(`${server.url}/api/sessions/classic`, { headers });
    await fetch(`${server.url}/api/sessions/classic/players`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        players: [
          {
            id: "p1",
            name: "Ana",
            points: 0,
            isActive: true,
            challengesCompleted: 0,
            drinksCompleted: 0,
          },
        ],
      }),
    });
    const routes = {
      "GET /api/icons": { url: `${server.url}/api/icons` },
      "GET /api/auth/get-session": { url: `${server.url}/api/auth/get-session`, headers },
      "GET /api/profile": { url: `${server.url}/api/profile`, headers },
      "GET /api/sessions/classic": { url: `${server.url}/api/sessions/classic`, headers },
      "POST /api/sessions/classic/points": {
        url: `${server.url}/api/sessions/classic/points`,
        method: "POST",
        headers,
        body: JSON.stringify({ playerId: "p1", amount: 1, type: "challenge" }),
      },
    };
    // The routes take turns in short slices, so a burst of load from elsewhere on a shared machine
    // falls on all of them alike; each figure is the median of its slices.
    const slices = Object.fromEntries(Object.keys(routes).map((r) => [r, []]));
    for (let round = 0; round < API_ROUNDS; round++)
      for (const [name, opts] of Object.entries(routes))
        slices[name].push(await load({ ...opts, duration: API_SLICE_S }));
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const out = {};
    for (const [name, rs] of Object.entries(slices)) {
      out[name] = {
        rps: Math.round(median(rs.map((r) => r.requests.average))),
        p50: median(rs.map((r) => r.latency.p50)),
        p99: median(rs.map((r) => r.latency.p99)),
        errors: rs.reduce((n, r) => n + r.errors + r.non2xx, 0),
      };
    }
    // Ratios within this run (a noisy machine moves every route together): goals of issue 18.
    const base = out["GET /api/icons"];
    for (const v of Object.values(out)) {
      v.rpsRatio = Number((v.rps / base.rps).toFixed(2));
      v.p99Ratio = Number((v.p99 / Math.max(1, base.p99)).toFixed(2));
    }
    return { label, results: out };
  } finally {
    await server.stop();
  }
}

async function frameTimes(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 760 },
      baseURL: url,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto("/auth");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.getByLabel("Email").fill(`frames-${Date.now()}@example.com`);
    await page.getByLabel("Senha", { exact: true }).fill("segredo123");
    await page.getByRole("button", { name: "Criar Conta" }).click();
    await page.waitForURL(/onboarding/);
    await page.getByLabel("Como a galera te chama?").fill("Ana");
    await page.getByText("Tenho 18 anos ou mais").click();
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByRole("button", { name: "Pular e ir para o painel" }).click();
    await page.waitForURL(/dashboard/);
    const cdp = await context.newCDPSession(page);
    const addPlayers = async () => {
      for (const n of ["Ana", "Bia", "Caio"]) {
        await page.getByPlaceholder("Nome do jogador").fill(n);
        await page.getByRole("button", { name: "Adicionar" }).click();
      }
      await page.getByRole("button", { name: "Começar" }).click();
    };
    const armed = () => page.locator("main[data-armed='true']").waitFor();
    // Frame times recorded with requestAnimationFrame while an animation runs, CPU slowed 4x.
    const measure = async (animation, start, done) => {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.evaluate(() => {
        window.__frames = [];
        window.__recording = true;
        let last = performance.now();
        const tick = (t) => {
          window.__frames.push(t - last);
          last = t;
          if (window.__recording) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      // Games ignore taps until the turn has been on screen a moment (the double-tap guard).
      await armed();
      await start();
      await done.waitFor({ timeout: 30_000 });
      const frames = (
        await page.evaluate(() => {
          window.__recording = false;
          return window.__frames;
        })
      )
        .slice(2)
        .sort((a, b) => a - b);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      const pct = (p) =>
        Number(
          frames[Math.min(frames.length - 1, Math.floor((p / 100) * frames.length))].toFixed(1),
        );
      return {
        animation,
        cpuThrottling: 4,
        frames: frames.length,
        p50: pct(50),
        p95: pct(95),
        p99: pct(99),
      };
    };
    const results = [];
    await page.goto("/roulette/players");
    await addPlayers();
    await page.waitForURL(/roulette\/play/);
    results.push(
      await measure(
        "roulette spin",
        () => page.getByRole("button", { name: /^Girar,/ }).click(),
        page.getByTestId("slot-panel"),
      ),
    );
    await page.goto("/spin-bottle");
    await addPlayers();
    results.push(
      await measure(
        "bottle spin",
        () => page.getByTestId("bottle-table").tap(),
        page.getByTestId("picked"),
      ),
    );
    await page.goto("/coin-flip");
    await addPlayers();
    // Everyone calls before the coin can be flipped.
    for (const n of ["Ana", "Bia", "Caio"]) {
      await armed();
      const version = () => page.locator("main[data-version]").getAttribute("data-version");
      const before = await version();
      await page.getByTestId(`call-${n}`).tap();
      await page.waitForFunction(
        (v) => document.querySelector("main[data-version]")?.getAttribute("data-version") !== v,
        before,
      );
    }
    results.push(
      await measure(
        "coin flip",
        () => page.getByRole("button", { name: "Jogar a moeda" }).tap(),
        page.getByTestId("flip-result"),
      ),
    );
    return results;
  } finally {
    await browser.close();
  }
}

function chromiumVersion() {
  try {
    const bin = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
    return execFileSync(bin, ["--version"], { encoding: "utf8" }).trim();
  } catch {
    return "Chromium (version unknown)";
  }
}

const apiTable = (api) => [
  "| database | route | req/s | p50 ms | p99 ms | errors | req/s ÷ icons | p99 ÷ icons |",
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ...api.flatMap((a) =>
    Object.entries(a.results).map(
      ([r, v]) =>
        `| ${a.label} | ${r} | ${v.rps} | ${v.p50} | ${v.p99} | ${v.errors} | ${v.rpsRatio} | ${v.p99Ratio} |`,
    ),
  ),
];

async function apiRuns() {
  const api = [await apiBench("PGlite", {})];
  if (process.env.DATABASE_URL)
    api.push(await apiBench("PostgreSQL", { DATABASE_URL: process.env.DATABASE_URL }));
  return api;
}

/** Rooms on the build: BENCH_ROOMS rooms (the 500 by default) x 8 sockets, a move every 500 ms each. */
async function roomsRuns() {
  const options = {
    rooms: Number(process.env.BENCH_ROOMS ?? 500),
    seconds: Number(process.env.BENCH_ROOMS_SECONDS ?? 20),
    intervalMs: 500,
    entry: path.join(path.resolve(root, process.env.BENCH_DIST ?? "dist"), "server/main.mjs"),
  };
  const runs = [{ label: "PGlite", ...(await benchRooms(options)) }];
  if (process.env.DATABASE_URL)
    runs.push({
      label: "PostgreSQL",
      ...(await benchRooms({ ...options, env: { DATABASE_URL: process.env.DATABASE_URL } })),
    });
  return runs;
}

const roomsTable = (runs) => [
  "| database | rooms × 8 | target moves/s | moves/s | p50 ms | p99 ms | server CPU ms/move | server CPU share | bytes/view | KB/room | load average |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...runs.map(
    (r) =>
      `| ${r.label} | ${r.rooms} | ${r.targetMovesPerSecond} | ${r.movesPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.serverCpuMsPerMove} | ${r.serverCpuShare} | ${r.bytesPerView} | ${r.kbPerRoom} | ${r.loadAverage.join(" ")} |`,
  ),
];

/**
 * `BENCH_ONLY=api npm run bench`: only the API part, printed (the report files stay as they are).
 * With BENCH_DIST=/path/to/dist it measures that build instead of building this one.
 */
async function apiOnly() {
  if (!process.env.BENCH_DIST) await build();
  const api = await apiRuns();
  console.log(apiTable(api).join("\n"));
  console.log(JSON.stringify(api));
}

/** A room code for the guest's `/s/CODE` (the page is the same whether the room exists or not). */
const GUEST_ROOM = "/s/BCDF";

/**
 * The pages Lighthouse measures, taking turns: the landing, the sign-in form, the game list
 * signed in, and what a newcomer meets on the first tap (issue 29): the game list, a room's link
 * and the code form as a guest who has not confirmed 18+ (their localStorage emptied before each
 * run: Lighthouse's own reset keeps it, so a guest who confirmed in an earlier run would not be
 * a newcomer), and the game list of a guest who has.
 */
function lighthousePages(cookie, origin, tag = "") {
  return [
    { path: "/", label: `/${tag}`, origin },
    { path: "/auth", label: `/auth${tag}`, origin },
    { path: "/game-modes", label: `/game-modes (signed in)${tag}`, origin, headers: { cookie } },
    { path: "/game-modes", label: `/game-modes (guest, before 18+)${tag}`, origin, storage: {} },
    { path: GUEST_ROOM, label: `/s/CODE (guest, before 18+)${tag}`, origin, storage: {} },
    { path: "/entrar", label: `/entrar (guest, before 18+)${tag}`, origin, storage: {} },
    // Right after confirming: the next visit of the same guest (the answer stored on the device).
    {
      path: "/game-modes",
      label: `/game-modes (guest, confirmed)${tag}`,
      origin,
      storage: { saideira_age_confirmed: "1" },
    },
  ];
}

const lighthouseTable = (lighthouse) => [
  "| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | FCP ms | CLS | LCP runs ms | TBT runs ms | benchmark index |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...lighthouse.map(
    (l) =>
      `| \`${l.label}\` | ${l.scores.performance} | ${l.scores.accessibility} | ${l.scores["best-practices"]} | ${l.scores.seo} | ${l.lcpMs} | ${l.tbtMs} | ${l.fcpMs} | ${l.cls} | ${l.lcpRunsMs.join(" ")} | ${l.tbtRunsMs.join(" ")} | ${l.benchmarkIndex} |`,
  ),
];

/**
 * `BENCH_ONLY=lighthouse npm run bench`: only Lighthouse, printed (the report files stay as they
 * are). With BENCH_BEFORE_DIST=/path/to/dist, that build's pages take turns with this one's
 * (before and after in one run); BENCH_PAGES=guest keeps the landing and the guest pages.
 */
async function lighthouseOnly() {
  if (!process.env.BENCH_DIST) await build();
  const servers = [await startServer({})];
  if (process.env.BENCH_BEFORE_DIST)
    servers.push(await startServer({}, process.env.BENCH_BEFORE_DIST));
  try {
    const pages = [];
    for (const [i, s] of servers.entries()) {
      const cookie = await onboardedUserCookie(s.url);
      const tag = servers.length > 1 ? (i === 0 ? " after" : " before") : "";
      let list = lighthousePages(cookie, s.url, tag);
      if (process.env.BENCH_PAGES === "guest")
        list = list.filter((p) => p.path !== "/auth" && !p.headers);
      else if (process.env.BENCH_PAGES)
        list = list.filter((p) => p.label.includes(process.env.BENCH_PAGES ?? ""));
      pages.push(...list);
    }
    const started = os.loadavg().map((n) => n.toFixed(2));
    const lighthouse = await lighthouseReport(
      servers[0].url,
      pages,
      Number(process.env.LH_RUNS ?? 5),
    );
    console.log(
      `load average at start ${started.join(" ")}, at end ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    console.log(lighthouseTable(lighthouse).join("\n"));
    console.log(JSON.stringify(lighthouse));
  } finally {
    for (const s of servers) await s.stop();
  }
}

/** `BENCH_ONLY=rooms npm run bench`: only the rooms part, printed (the report files stay as they are). */
async function roomsOnly() {
  if (!process.env.BENCH_DIST) await build();
  const runs = await roomsRuns();
  console.log(roomsTable(runs).join("\n"));
  console.log(JSON.stringify(runs));
}

async function main() {
  if (process.env.BENCH_ONLY === "api") return apiOnly();
  if (process.env.BENCH_ONLY === "rooms") return roomsOnly();
  if (process.env.BENCH_ONLY === "lighthouse") return lighthouseOnly();
  const started = Date.now();
  await build();
  const landing = landingBytes(client);
  const preloads = JSON.parse(readFileSync(path.join(root, "dist/route-preloads.json"), "utf8"));
  // As served: prerendered pages as they are, signed-in pages with the chunks the server names.
  const pages = {
    "/": landing,
    "/auth": pageBytes(client, "auth.html"),
    "/game-modes": pageBytes(client, "game-modes.html", [], { boot: true }),
    // A guest's first pages (issue 29): before the 18+ answer the app has not started.
    "/game-modes (guest, before 18+)": pageBytes(client, "game-modes-guest.html"),
    "/s/CODE (guest, before 18+)": pageBytes(client, "room-guest.html"),
    "/entrar (guest, before 18+)": pageBytes(client, "entrar-guest.html"),
    "/game-modes (guest, with the app)": pageBytes(client, "game-modes-guest.html", [], {
      boot: true,
    }),
    "/dashboard": pageBytes(client, "shell.html", preloads["/dashboard"] ?? []),
    "/roulette/play": pageBytes(client, "shell.html", preloads["/roulette/play"] ?? []),
  };
  const games = gameBytes(client, [
    "saideira",
    "classic",
    "truth-or-dare",
    "cards",
    "eu-nunca",
    "sueca",
    "guess-who",
    "qual-meu-nome",
    "desenha-e-bebe",
    "touch-game",
    "spin-bottle",
    "coin-flip",
  ]);
  const api = await apiRuns();
  const rooms = await roomsRuns();
  const server = await startServer({});
  let animation;
  let lighthouse;
  let lighthouseLoad;
  try {
    animation = await frameTimes(server.url);
    const cookie = await onboardedUserCookie(server.url);
    const loadBefore = os.loadavg();
    lighthouse = await lighthouseReport(server.url, lighthousePages(cookie), 5);
    lighthouseLoad = [loadBefore, os.loadavg()].map((l) => l.map((n) => n.toFixed(2)).join(" "));
  } finally {
    await server.stop();
  }
  const machine = {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    chromium: chromiumVersion(),
    date: new Date().toISOString(),
  };
  const report = {
    machine,
    landing,
    pages,
    games,
    api,
    rooms,
    animation,
    lighthouse,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(path.join(root, "bench"), { recursive: true });
  writeFileSync(path.join(root, "bench/report.json"), `${JSON.stringify(report, null, 2)}\n`);
  const md = [
    "# Saideira benchmark",
    "",
    `Run ${machine.date} on ${machine.cpus} × ${machine.model}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, ${machine.chromium}. Reproduce with \`npm run bench\` (add \`DATABASE_URL\` for PostgreSQL).`,
    "",
    "## Bytes up front (gzip)",
    "",
    `- Landing page \`/\`: ${KB(landing.total)} of JavaScript and CSS (inline CSS ${KB(landing.inlineCss)}), HTML ${KB(landing.html)}.`,
    "",
    "| page | JavaScript and CSS | of which inline CSS | HTML |",
    "| --- | --- | --- | --- |",
    ...Object.entries(pages).map(
      ([p, b]) => `| \`${p}\` | ${KB(b.total)} | ${KB(b.inlineCss)} | ${KB(b.html)} |`,
    ),
    "",
    "Budgets per page and per game (shipped + 10%): `tests/e2e/budgets.test.ts`.",
    "",
    "| game | own code and content |",
    "| --- | --- |",
    ...Object.entries(games).map(([id, g]) => `| ${id} | ${KB(g.total)} |`),
    "",
    "## API under load (autocannon, 20 connections, 5 interleaved slices of 2 s per route, medians, loopback)",
    "",
    ...apiTable(api),
    "",
    "## Rooms (scripts/bench-rooms.mjs: Modo Clássico, 8 sockets per room on loopback, a move per room every 500 ms)",
    "",
    "p50/p99: from a move sent to the last of the room's 8 sockets receiving the new version. Server CPU",
    "ms/move does not depend much on what else runs on the machine; moves/s and latency do (see the load",
    "average, 1/5/15 min, at the end of the run). KB/room: the server's RSS growth while the second half of",
    "the rooms connects and plays.",
    "",
    ...roomsTable(rooms),
    "",
    "## Animation (headless Chromium, 4× CPU throttling, 360 px)",
    "",
    ...animation.map(
      (a) =>
        `- ${a.animation}: ${a.frames} frames, frame time p50 ${a.p50} ms, p95 ${a.p95} ms, p99 ${a.p99} ms.`,
    ),
    "",
    `## Lighthouse (mobile, simulated throttling, median of ${lighthouse[0]?.runs} runs each)`,
    "",
    "Targets: performance at least 0.95; accessibility, best practices and SEO 1.0. Lighthouse's",
    "CPU benchmark index of this machine is shown: below about 1000 the simulated phone is slower",
    "than Lighthouse assumes, and the performance score drops with it.",
    "",
    `Pages take turns, run after run, so each figure is comparable with the landing's of the same run.`,
    `The guest pages "before 18+" are opened with empty localStorage (a newcomer); "confirmed" with the stored answer.`,
    `Load average (1/5/15 min) at the start of the Lighthouse runs ${lighthouseLoad[0]}, at the end ${lighthouseLoad[1]}.`,
    "",
    ...lighthouseTable(lighthouse),
    "",
  ].join("\n");
  // Measured once by hand (see the files), kept across runs.
  let withKept = md;
  for (const kept of ["bench/rooms-profile.md", "bench/install.md", "bench/history.md"]) {
    const file = path.join(root, kept);
    if (existsSync(file)) withKept = `${withKept}\n${readFileSync(file, "utf8")}`;
  }
  writeFileSync(path.join(root, "bench/report.md"), withKept);
  console.log(md);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
