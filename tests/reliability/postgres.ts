import { randomUUID } from "node:crypto";
import net from "node:net";
import pg from "pg";

/** A new empty database on the TEST_DATABASE_URL server; `drop` removes it. */
export async function createDatabase(adminUrl: string) {
  const name = `saideira_rel_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * A TCP proxy in front of PostgreSQL that a test can break: "blackhole" drops every open
 * connection and leaves new ones unanswered (a network partition), "down" refuses them (the
 * database stopped), "up" forwards again. No root, no real PostgreSQL restart needed.
 */
export async function startFaultyProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  let mode: "up" | "blackhole" | "down" = "up";
  const open = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    open.add(s);
    s.once("close", () => open.delete(s));
    s.on("error", () => {});
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode !== "up") return; // held open, never answered
    const upstream = net.connect(targetPort, target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  await listen(0);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const proxied = new URL(targetUrl);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(port);

  const dropAll = () => {
    for (const s of open) s.destroy();
  };
  return {
    url: proxied.toString(),
    async set(next: "up" | "blackhole" | "down") {
      if (mode === "down" && next !== "down") await listen(port);
      if (next === "down" && mode !== "down") server.close();
      if (next !== "up") dropAll();
      mode = next;
    },
    async close() {
      dropAll();
      if (mode !== "down") await new Promise((r) => server.close(r));
    },
  };
}
