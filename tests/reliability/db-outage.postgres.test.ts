import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, startFaultyProxy } from "./postgres";
import { type SpawnedServer, seedSession, signUp, spawnServer, totalPoints } from "./server";

const adminUrl = process.env.TEST_DATABASE_URL ?? "";
const increment = JSON.stringify({ playerId: "p1", amount: 1, type: "challenge" });
const UNAVAILABLE = {
  error: {
    code: "DB_UNAVAILABLE",
    message: "Servidor temporariamente indisponível. Tente de novo em instantes.",
  },
};

describe("PostgreSQL unreachable", () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let proxy: Awaited<ReturnType<typeof startFaultyProxy>>;
  let server: SpawnedServer;
  let user: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    database = await createDatabase(adminUrl);
    proxy = await startFaultyProxy(database.url);
    server = await spawnServer({
      env: { DATABASE_URL: proxy.url, DB_CONNECT_TIMEOUT_MS: "1000", DB_QUERY_TIMEOUT_MS: "2000" },
    });
    user = await signUp(server.url, "queda-db");
    await seedSession(server.url, user.headers);
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { ...user.headers, ...init.headers } });
  const addPoint = () => api("/api/sessions/classic/points", { method: "POST", body: increment });

  async function expectUnavailable(res: Response) {
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject(UNAVAILABLE);
  }

  it("answers 503 with a Portuguese message instead of hanging, and the games still load", async () => {
    expect((await addPoint()).status).toBe(200);
    await proxy.set("blackhole");

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ ok: false, ...UNAVAILABLE });
    await expectUnavailable(await api("/api/sessions/classic"));
    await expectUnavailable(await addPoint());
    await expectUnavailable(await api("/api/auth/get-session"));
    await expectUnavailable(
      await api("/api/auth/sign-in/email", {
        method: "POST",
        body: JSON.stringify({ email: "ninguem@example.com", password: "segredo123" }),
      }),
    );

    await proxy.set("down");
    await expectUnavailable(await addPoint());

    for (const page of ["/", "/roulette/play", "/coin-flip"]) {
      const res = await fetch(`${server.url}${page}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<html");
    }
  });

  it("recovers by itself when the database returns, with nothing lost", async () => {
    await proxy.set("up");
    const deadline = Date.now() + 20_000;
    while ((await fetch(`${server.url}/api/health`)).status !== 200) {
      if (Date.now() > deadline)
        throw new Error("still unhealthy 20 s after the database returned");
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await addPoint()).status).toBe(200);
    expect(await totalPoints(server.url, user.headers)).toBe(2);
  });
});
