// Rooms benchmark (issue 19): N rooms x 8 sockets on loopback against one server process (PGlite
// unless DATABASE_URL is set). Each room plays Modo Clássico (to 1,000 points, so a game outlasts
// the run; a game over starts the next): one phone after the other answers the card shown (the
// answer its kind takes) on the version it saw, every INTERVAL_MS; a move counts as delivered when all 8
// sockets of the room got the new version. Reports moves/s, p50/p99 move -> last view, bytes per
// view, and the server's memory per room: RSS growth while the second half of the rooms connects
// and plays (both points warm, so start-up and the join burst do not count).
//
//   node scripts/bench-rooms.mjs                 ROOMS=100 SECONDS=20 INTERVAL_MS=500
//   ROOMS=500 INTERVAL_MS=500 node scripts/bench-rooms.mjs   (the target: 1,000 moves/s)
//   SERVER_ENTRY=dist/server/main.mjs …          the build (or another checkout's main.ts)
//   NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" …   profile the server
// `npm run bench` runs it on the build (scripts/bench.mjs).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const WebSocket = createRequire(import.meta.url)("ws");
const SEATS = 8;
/** Rooms created and connected at once while the bench sets up. */
const BRING_IN = 8;

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
/** CPU time (user + system) the process used so far, in ms (Linux clock ticks are 10 ms). */
const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
// The game's version, read without parsing the whole frame (the client must not be the bottleneck).
const GAME_VERSION = /"game":\{"version":(\d+)/;
// The card's kind (the first `kind` of the view: the challenge's own, or the view's) and the answer
// it takes ('skip' is limited per player). 'bebeu' scores least, so a game lasts longest.
const CARD_KIND = /"kind":"(desafio|outro|duelo|roda)"/;
const ANSWER = { desafio: "bebeu", outro: "bebeu", duelo: "ganhou-outro", roda: "feito" };
const START = JSON.stringify({ type: "start", settings: { maxPoints: 1000 } });

async function startServer({ entry, nodeArgs, env }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "saideira-bench-rooms-"));
  const file = path.resolve(root, entry ?? "src/server/main.ts");
  const args = [...nodeArgs, ...(file.endsWith(".ts") ? ["--import", "tsx"] : []), file];
  const child = spawn(process.execPath, args, {
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
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exited = null;
  child.once("exit", (code) => {
    exited = code;
  });
  for (let i = 0; ; i++) {
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) break;
    if (exited !== null) throw new Error(`server exited with ${exited} before it started`);
    if (i > 1200) throw new Error("server did not start");
    await sleep(100);
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (exited === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs the benchmark; returns its figures. `entry`: the server file to run (default: the sources
 * through tsx); `env`: extra server environment (DATABASE_URL for PostgreSQL).
 */
export async function benchRooms({
  rooms: ROOMS = 100,
  seconds: SECONDS = 20,
  intervalMs: INTERVAL_MS = 500,
  entry,
  nodeArgs = [],
  env = {},
} = {}) {
  const server = await startServer({ entry, nodeArgs, env });
  const { url } = server;
  const sockets = [];
  try {
    const post = async (p, body, retries = 3) => {
      const res = await fetch(`${url}${p}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify(body),
      }).catch((err) => {
        // A kept-alive connection the busy server closed as it was reused: ask again.
        if (retries > 0) return null;
        throw err;
      });
      if (!res) return post(p, body, retries - 1);
      if (res.status !== 201) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const makeRoom = async () => {
      const host = await post("/api/rooms", { gameId: "classic", name: "Host", colour: "#111111" });
      const seats = [host];
      for (let i = 1; i < SEATS; i++)
        seats.push(
          await post(`/api/rooms/${host.code}/join`, { name: `P${i}`, colour: "#222222" }),
        );
      return {
        code: host.code,
        seats,
        sockets: [],
        seen: [],
        version: -1,
        pending: null,
        kind: "desafio",
        over: false,
      };
    };
    const rooms = [];
    const latencies = [];
    let delivered = 0;
    let refused = 0;
    let viewBytes = 0;
    let views = 0;
    let measuring = false;
    const onFrame = (room, index, text) => {
      if (!text.startsWith('{"type":"room"')) {
        if (text.includes('"type":"refused"')) {
          refused++;
          // The room moves again on its next tick (its last frame is still the one it saw).
          room.pending = null;
        }
        return;
      }
      if (measuring) {
        viewBytes += Buffer.byteLength(text);
        views++;
      }
      const match = GAME_VERSION.exec(text);
      if (!match) return;
      const version = Number(match[1]);
      room.seen[index] = version;
      if (index === 0) {
        room.kind = CARD_KIND.exec(text)?.[1] ?? "desafio";
        room.over = text.includes('"phase":"over"');
      }
      if (version <= room.version || room.seen.filter((v) => v === version).length < SEATS) return;
      room.version = version;
      if (room.pending === null) return;
      if (measuring) {
        latencies.push(performance.now() - room.pending);
        delivered++;
      }
      room.pending = null;
    };
    const connect = (room, seat, index) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`${url.replace("http", "ws")}/api/rooms/${room.code}/socket`, {
          origin: url,
        });
        sockets.push(ws);
        ws.on("open", () => ws.send(JSON.stringify({ type: "hello", ...seat })));
        ws.on("error", reject);
        // Closed before its first view (say, its hello timed out on a saturated server): fail
        // the run rather than wait for ever.
        ws.on("close", (code) => {
          if (!room.sockets[index]) reject(new Error(`socket closed (${code}) before its view`));
        });
        ws.on("message", (data) => {
          const text = data.toString();
          if (!room.sockets[index] && text.startsWith('{"type":"room"')) {
            room.sockets[index] = ws;
            resolve();
          }
          onFrame(room, index, text);
        });
      });
    /**
     * Creates `n` rooms, each connected and its game started at once (a seat never connected for
     * 2 minutes is swept, and creating hundreds of rooms on a loaded machine takes longer).
     */
    const bringIn = async (n) => {
      const list = [];
      const one = async () => {
        const room = await makeRoom();
        await Promise.all(
          room.seats.map((s, i) =>
            connect(room, { seatId: s.seatId, credential: s.credential }, i),
          ),
        );
        room.sockets[0].send(START);
        rooms.push(room);
        list.push(room);
      };
      // A few rooms at a time: 4,000 seats one after the other take minutes on a busy machine.
      for (let r = 0; r < n; r += BRING_IN)
        await Promise.all(Array.from({ length: Math.min(BRING_IN, n - r) }, one));
      const started = Date.now();
      while (list.some((r) => r.version < 0) && Date.now() - started < 60_000) await sleep(50);
    };
    // Each playing room moves every INTERVAL_MS (spread evenly) by its next phone, once its last
    // move landed everywhere.
    const play = (room, r) => {
      let turn = 0;
      const tick = () => {
        if (room.pending !== null || room.version < 0) return;
        room.pending = performance.now();
        // The host starts the next game when one ends (a new version, counted like a move).
        if (room.over) return room.sockets[0].send(START);
        const ws = room.sockets[turn++ % SEATS];
        const move = { type: "answer", outcome: ANSWER[room.kind] };
        ws.send(JSON.stringify({ type: "move", version: room.version, move }));
      };
      room.timer = setTimeout(
        () => {
          tick();
          room.interval = setInterval(tick, INTERVAL_MS);
        },
        (r * INTERVAL_MS) / ROOMS,
      );
    };
    const half = Math.floor(ROOMS / 2);
    await bringIn(half);
    for (let r = 0; r < half; r++) play(rooms[r], r);
    await sleep(3000);
    const rssHalf = rssOf(server.pid);
    await bringIn(ROOMS - half);
    for (let r = half; r < ROOMS; r++) play(rooms[r], r);
    await sleep(3000);
    const rssAll = rssOf(server.pid);

    measuring = true;
    const t0 = performance.now();
    const cpu0 = cpuMsOf(server.pid);
    const ownCpu0 = process.cpuUsage();
    await sleep(SECONDS * 1000);
    measuring = false;
    const serverCpuMs = cpuMsOf(server.pid) - cpu0;
    const ownCpu = process.cpuUsage(ownCpu0);
    const elapsed = (performance.now() - t0) / 1000;
    for (const room of rooms) {
      clearTimeout(room.timer);
      clearInterval(room.interval);
    }
    latencies.sort((a, b) => a - b);
    return {
      rooms: ROOMS,
      sockets: ROOMS * SEATS,
      intervalMs: INTERVAL_MS,
      seconds: SECONDS,
      targetMovesPerSecond: Math.round((ROOMS * 1000) / INTERVAL_MS),
      movesPerSecond: Math.round(delivered / elapsed),
      p50Ms: Number((pct(latencies, 50) ?? 0).toFixed(1)),
      p99Ms: Number((pct(latencies, 99) ?? 0).toFixed(1)),
      refused,
      bytesPerView: Math.round(viewBytes / Math.max(1, views)),
      // Load-independent: the server's CPU time per delivered move (database, views, sockets),
      // and the share of one core the server and this load generator used.
      serverCpuMsPerMove: Number((serverCpuMs / Math.max(1, delivered)).toFixed(2)),
      serverCpuShare: Number((serverCpuMs / 1000 / elapsed).toFixed(2)),
      clientCpuShare: Number(((ownCpu.user + ownCpu.system) / 1e6 / elapsed).toFixed(2)),
      rssMB: Math.round(rssOf(server.pid) / 1048576),
      kbPerRoom: Math.round((rssAll - rssHalf) / 1024 / Math.max(1, ROOMS - half)),
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))),
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchRooms({
    rooms: Number(process.env.ROOMS ?? 100),
    seconds: Number(process.env.SECONDS ?? 20),
    intervalMs: Number(process.env.INTERVAL_MS ?? 500),
    entry: process.env.SERVER_ENTRY,
    nodeArgs: (process.env.NODE_ARGS ?? "").split(" ").filter(Boolean),
    env: process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {},
  });
  console.log(JSON.stringify(result, null, 2));
}
