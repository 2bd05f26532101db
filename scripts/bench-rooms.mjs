// Rooms benchmark (issue 19): N rooms x 8 sockets on loopback against one server process (PGlite
// unless DATABASE_URL is set). Each room plays Modo Clássico: one phone after the other sends a
// move ('skip') on the version it saw, every INTERVAL_MS; a move counts as delivered when all 8
// sockets of the room got the new version. Prints moves/s, p50/p99 move -> last view, and the
// server's memory per room (RSS growth from rooms created, nobody connected, to all playing).
//
//   node scripts/bench-rooms.mjs                 ROOMS=100 SECONDS=20 INTERVAL_MS=500
//   ROOMS=500 INTERVAL_MS=500 node scripts/bench-rooms.mjs   (the target: 1,000 moves/s)
//
// The server runs from the sources (tsx); `npm run build` is not needed.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const WebSocket = createRequire(import.meta.url)("ws");
const ROOMS = Number(process.env.ROOMS ?? 100);
const SEATS = 8;
const SECONDS = Number(process.env.SECONDS ?? 20);
const INTERVAL_MS = Number(process.env.INTERVAL_MS ?? 500);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssOf = (pid) => {
  const m = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) * 1024 : 0;
};
const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "saideira-bench-rooms-"));
const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    ROOM_CREATE_MAX: "1000000",
    ROOM_JOIN_MAX: "1000000",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 1200) throw new Error("server did not start");
    await sleep(100);
  }
  const post = async (p, body) => {
    const res = await fetch(`${url}${p}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  /** One room: its sockets, the version all of them have seen, the pending move's start time. */
  const rooms = [];
  for (let r = 0; r < ROOMS; r++) {
    const host = await post("/api/rooms", { gameId: "classic", name: "Host", colour: "#111111" });
    const seats = [host];
    for (let i = 1; i < SEATS; i++)
      seats.push(await post(`/api/rooms/${host.code}/join`, { name: `P${i}`, colour: "#222222" }));
    rooms.push({ code: host.code, seats, sockets: [], seen: [], version: -1, pending: null });
  }
  // Rooms exist (rows) but nobody is connected: the baseline for memory per room.
  await sleep(2000);
  const rssIdle = rssOf(child.pid);
  const latencies = [];
  let delivered = 0;
  let refused = 0;
  let viewBytes = 0;
  let views = 0;
  let measuring = false;
  const connect = (room, seat, index) =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`${url.replace("http", "ws")}/api/rooms/${room.code}/socket`, {
        origin: url,
      });
      ws.on("open", () => ws.send(JSON.stringify({ type: "hello", ...seat })));
      ws.on("error", reject);
      ws.on("message", (data) => {
        const text = data.toString();
        const m = JSON.parse(text);
        if (measuring && m.type === "room") {
          viewBytes += text.length;
          views++;
        }
        if (m.type === "refused") refused++;
        if (m.type !== "room") return;
        if (!room.sockets[index]) {
          room.sockets[index] = ws;
          resolve();
        }
        if (!m.game) return;
        room.seen[index] = m.game.version;
        if (
          room.seen.filter((v) => v === m.game.version).length === SEATS &&
          m.game.version > room.version
        ) {
          room.version = m.game.version;
          if (room.pending !== null) {
            if (measuring) {
              latencies.push(performance.now() - room.pending);
              delivered++;
            }
            room.pending = null;
          }
        }
      });
    });
  for (const room of rooms)
    await Promise.all(
      room.seats.map((s, i) => connect(room, { seatId: s.seatId, credential: s.credential }, i)),
    );
  for (const room of rooms) room.sockets[0].send(JSON.stringify({ type: "start", settings: {} }));
  const started = Date.now();
  while (rooms.some((r) => r.version < 0) && Date.now() - started < 30_000) await sleep(50);
  await sleep(500);
  const rssPlaying = rssOf(child.pid);

  // Each room moves every INTERVAL_MS (spread evenly), by its next phone, when its last move landed.
  measuring = true;
  const t0 = performance.now();
  const timers = rooms.map((room, r) => {
    let turn = 0;
    const tick = () => {
      if (room.pending !== null || room.version < 0) return;
      room.pending = performance.now();
      const ws = room.sockets[turn++ % SEATS];
      ws.send(JSON.stringify({ type: "move", version: room.version, move: { type: "skip" } }));
    };
    return setTimeout(
      () => {
        tick();
        room.interval = setInterval(tick, INTERVAL_MS);
      },
      (r * INTERVAL_MS) / ROOMS,
    );
  });
  await sleep(SECONDS * 1000);
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  for (const t of timers) clearTimeout(t);
  for (const room of rooms) clearInterval(room.interval);
  const rssEnd = rssOf(child.pid);
  latencies.sort((a, b) => a - b);
  const result = {
    rooms: ROOMS,
    sockets: ROOMS * SEATS,
    intervalMs: INTERVAL_MS,
    targetMovesPerSecond: Math.round((ROOMS * 1000) / INTERVAL_MS),
    movesPerSecond: Math.round(delivered / elapsed),
    p50Ms: Number((pct(latencies, 50) ?? 0).toFixed(1)),
    p99Ms: Number((pct(latencies, 99) ?? 0).toFixed(1)),
    refused,
    bytesPerView: Math.round(viewBytes / Math.max(1, views)),
    rssIdleMB: Math.round(rssIdle / 1048576),
    rssPlayingMB: Math.round(rssPlaying / 1048576),
    rssEndMB: Math.round(rssEnd / 1048576),
    kbPerRoom: Math.round((rssPlaying - rssIdle) / 1024 / ROOMS),
  };
  console.log(JSON.stringify(result, null, 2));
  for (const room of rooms) for (const ws of room.sockets) ws.terminate();
} finally {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
