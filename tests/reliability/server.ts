import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const serverEntry = () => path.resolve(root, process.env.DIST_DIR ?? "dist", "server/main.mjs");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() =>
        typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port")),
      );
    });
  });
}

/** A new data directory, empty or a copy of `template` (a stopped server's data). */
export function tempDataDir(template?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "saideira-rel-"));
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

export interface SpawnedServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Milliseconds from spawn until /api/health answered 200. */
  startMs: number;
  /** Everything the server wrote on stdout so far (JSON log lines), its first 5 MB. */
  stdout(): string;
  /** How many bytes the server wrote on stdout so far (its log), all of them. */
  stdoutBytes(): number;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGTERM and wait; removes the data directory unless `keepData`. */
  stop(keepData?: boolean): Promise<void>;
}

/**
 * The real built server (npm run build) as a child process, on a copy of `template` or a fresh
 * directory. Pass `dataDir` and `port` to restart on the same data after a crash; the directory
 * is then the caller's to remove.
 */
export async function spawnServer(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    port?: number;
    template?: string;
  } = {},
): Promise<SpawnedServer> {
  const entry = serverEntry();
  if (!existsSync(entry)) throw new Error(`${entry} missing: run \`npm run build\` first`);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? tempDataDir(options.template);
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: "100000",
      // Load from a few accounts on one address, far past what people do: measures the machine.
      WRITE_RATE_LIMIT_MAX: "100000",
      WRITE_RATE_LIMIT_IP_MAX: "100000",
      LOG_LEVEL: "error",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  let outBytes = 0;
  child.stdout?.on("data", (chunk: Buffer) => {
    outBytes += chunk.length;
    if (out.length < 5_000_000) out += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}: ${out}`);
    const res = await fetch(`${url}/api/health`).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not start in 60 s");
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = Math.round(performance.now() - started);
  return {
    url,
    port,
    dataDir,
    child,
    startMs,
    stdout: () => out,
    stdoutBytes: () => outBytes,
    exited,
    async stop(keepData = false) {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      if (!keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-up user's cookie header, plus the headers a same-origin JSON client sends. */
export async function signUp(url: string, tag: string) {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      email: `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: "segredo123",
      name: "Carga",
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie, headers: { cookie, origin: url, "content-type": "application/json" } };
}

export type UserHeaders = Awaited<ReturnType<typeof signUp>>["headers"];

/** Creates the user's session of `gameId` with players p1..pN at zero points. */
export async function seedSession(url: string, headers: UserHeaders, gameId = "classic", n = 2) {
  const players = Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `J${i + 1}` }));
  await fetch(`${url}/api/sessions/${gameId}`, { headers }); // the first read creates it
  const res = await fetch(`${url}/api/sessions/${gameId}/players`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ players }),
  });
  if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
}

/** Sum of every player's points in the user's session. */
export async function totalPoints(url: string, headers: UserHeaders, gameId = "classic") {
  const res = await fetch(`${url}/api/sessions/${gameId}`, { headers });
  if (!res.ok) throw new Error(`reading the session failed: ${res.status}`);
  const { session } = (await res.json()) as { session: { players: { points: number }[] } };
  return session.players.reduce((sum, p) => sum + p.points, 0);
}
