import { once } from "node:events";
import { rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { expect, inject, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { startServer } from "../../src/server/server";
import { seedSession, signUp, spawnServer, tempDataDir, totalPoints } from "./server";

/** Resolves once a new TCP connection to `port` is refused. */
async function refusesConnections(port: number) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED"));
    });
    if (refused) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("the server still accepts connections 10 s after SIGTERM");
}

/** A server in this process on a copy of the migrated template, on a free port. */
async function inProcessServer() {
  const dataDir = tempDataDir(inject("pgliteTemplate"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
  });
  return { dataDir, config, server: await startServer(config) };
}

it("SIGTERM: the request in flight finishes, new connections are refused, exit code 0", async () => {
  const server = await spawnServer({
    template: inject("pgliteTemplate"),
    env: { LOG_LEVEL: "info" },
  });
  const { headers } = await signUp(server.url, "fim");
  await seedSession(server.url, headers);

  // Expect: 100-continue makes the server confirm it is handling the request before the body
  // is sent, so the request is surely in flight when SIGTERM arrives.
  const body = JSON.stringify({ playerId: "p1", amount: 1, type: "challenge" });
  const req = http.request(`${server.url}/api/sessions/classic/points`, {
    method: "POST",
    headers: { ...headers, "content-length": Buffer.byteLength(body), expect: "100-continue" },
  });
  const response = once(req, "response") as Promise<[http.IncomingMessage]>;
  req.flushHeaders();
  await once(req, "continue");

  server.child.kill("SIGTERM");
  await refusesConnections(server.port);
  req.end(body);
  const [res] = await response;
  let text = "";
  for await (const chunk of res) text += chunk;
  expect(res.statusCode).toBe(200);
  expect(JSON.parse(text).player.points).toBe(1);
  expect(await server.exited).toBe(0);

  const lines = server
    .stdout()
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const reqId = res.headers["x-request-id"];
  expect(lines.find((l) => l.reqId === reqId)).toMatchObject({
    msg: "request",
    method: "POST",
    path: "/api/sessions/classic/points",
    status: 200,
  });
  expect(lines.at(-1)?.msg).toBe("stopped");

  // The database was closed cleanly: the write is there after a restart.
  const again = await spawnServer({ dataDir: server.dataDir });
  try {
    expect(await totalPoints(again.url, headers)).toBe(1);
  } finally {
    await again.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
});

it("a request that never finishes does not hold the shutdown past the grace period", async () => {
  const { dataDir, config, server } = await inProcessServer();
  try {
    // better-auth reads the whole body before anything else: this request waits forever.
    const req = http.request(`http://127.0.0.1:${server.port}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": "100",
        expect: "100-continue",
        origin: config.publicUrl,
      },
    });
    const failed = new Promise<string>((resolve) => req.once("error", (e) => resolve(e.message)));
    req.flushHeaders();
    await once(req, "continue");
    await server.stop(300); // the body never comes
    expect(await failed).toMatch(/socket hang up|ECONNRESET/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

it("after shutdown began, a kept-alive connection gets its answer with Connection: close and nothing more", async () => {
  const { dataDir, config, server } = await inProcessServer();
  try {
    // One raw connection: a request held in flight (100-continue), then a second one pipelined
    // behind it, which the server would read only after shutdown has begun.
    const socket = net.connect(server.port, "127.0.0.1");
    await once(socket, "connect");
    let received = "";
    socket.on("data", (d) => {
      received += d.toString();
    });
    const ended = once(socket, "close");
    const body = JSON.stringify({ email: "x@example.com", password: "segredo123" });
    socket.write(
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${config.publicUrl}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        "Expect: 100-continue\r\nConnection: keep-alive\r\n\r\n",
    );
    while (!received.includes("100 Continue")) await new Promise((r) => setTimeout(r, 5));
    const stopped = server.stop(5_000);
    socket.write(body);
    socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
    const started = Date.now();
    await ended;
    await stopped;
    // Closed right after the answer, not cut at the end of the 5 s grace period.
    expect(Date.now() - started).toBeLessThan(2_000);
    const statuses = [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => m[1]);
    // The request in flight is answered (wrong credentials), told to close; the next is not started.
    expect(statuses).toEqual(["100", "401"]);
    expect(received).toMatch(/^connection: close\r$/im);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
