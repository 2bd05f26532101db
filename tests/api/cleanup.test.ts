import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameSessionPlayers, gameSessions, rateLimits } from "../../src/server/db/schema";
import { cleanupStaleSessions, startCleanupJob } from "../../src/server/jobs/cleanup-sessions";
import type { Logger } from "../../src/server/log";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;
type Client = ReturnType<Api["client"]>;

const HOUR = 60 * 60 * 1000;
const silent: Logger = { info: () => {}, error: () => {}, debug: () => {} };

describe(`stale game session cleanup (${dbLabel})`, () => {
  let api: Api;
  let c: Client;
  let userId: string;
  beforeAll(async () => {
    api = await createTestApi();
    c = api.client();
    userId = (await c.signUp()).res.json.user.id;
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  /** Opens the game's session through the API, then makes it `hoursAgo` idle. */
  async function session(gameId: string, hoursAgo: number) {
    expect((await c.get(`/api/sessions/${gameId}`)).status).toBe(200);
    await c.put(`/api/sessions/${gameId}/players`, { players: [{ id: "p1", name: "Ana" }] });
    const id = `${userId}_${gameId}`;
    await db()
      .update(gameSessions)
      .set({ lastActive: new Date(Date.now() - hoursAgo * HOUR) })
      .where(eq(gameSessions.id, id));
    return id;
  }
  const existing = async (ids: string[]) =>
    (
      await db()
        .select({ id: gameSessions.id })
        .from(gameSessions)
        .where(inArray(gameSessions.id, ids))
    ).map((r) => r.id);

  it("deletes only sessions idle for more than 24 hours, with their players", async () => {
    const old = await session("sueca", 25);
    const recent = await session("eu-nunca", 23);
    expect(await cleanupStaleSessions(db())).toBe(1);
    expect(await existing([old, recent])).toEqual([recent]);
    const orphans = await db()
      .select()
      .from(gameSessionPlayers)
      .where(eq(gameSessionPlayers.sessionId, old));
    expect(orphans).toHaveLength(0);
    // idempotent: nothing left to remove
    expect(await cleanupStaleSessions(db())).toBe(0);
    // the kept session still works
    expect((await c.get("/api/sessions/eu-nunca")).json.session.players).toHaveLength(1);
    // and a write to the removed one is a 404 until the game is opened again
    expect((await c.post("/api/sessions/sueca/next")).status).toBe(404);
  });

  it("takes the current time as a parameter", async () => {
    const id = await session("coin-flip", 1);
    expect(await cleanupStaleSessions(db(), new Date(Date.now() + 22 * HOUR))).toBe(0);
    expect(await cleanupStaleSessions(db(), new Date(Date.now() + 24 * HOUR))).toBeGreaterThan(0);
    expect(await existing([id])).toEqual([]);
  });

  it("removes each stale session once when several instances run it together", async () => {
    const ids = await Promise.all(
      ["spin-bottle", "touch-game", "guess-who"].map((g) => session(g, 30)),
    );
    const removed = await Promise.all([1, 2, 3, 4].map(() => cleanupStaleSessions(db())));
    expect(removed.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await existing(ids)).toEqual([]);
  });

  it("runs at start and then on its interval until stopped", async () => {
    const logs: string[] = [];
    const log: Logger = {
      info: (msg, fields) => logs.push(`${msg} ${JSON.stringify(fields)}`),
      error: (msg, fields) => logs.push(`ERROR ${msg} ${JSON.stringify(fields)}`),
      debug: () => {},
    };
    const first = await session("qual-meu-nome", 48);
    const stop = startCleanupJob(db(), log, 50);
    try {
      await waitFor(async () => (await existing([first])).length === 0);
      // The job logs once its delete has answered, which can be after the poll saw the row gone.
      await waitFor(async () => logs.includes('stale game sessions removed {"removed":1}'));
      const second = await session("desenha-e-bebe", 26);
      await waitFor(async () => (await existing([second])).length === 0);
    } finally {
      await stop();
    }
    const third = await session("classic", 26);
    await new Promise((r) => setTimeout(r, 200));
    expect(await existing([third])).toEqual([third]);
    expect(logs.filter((l) => l.startsWith("ERROR"))).toEqual([]);
    const [{ n }] = (await db().select({ n: sql<number>`count(*)::int` }).from(gameSessions)) as [
      { n: number },
    ];
    expect(n).toBeGreaterThan(0);
  });
});

describe(`stale rate-limit counters (${dbLabel})`, () => {
  let api: Api;
  beforeAll(async () => {
    api = await createTestApi({ ROOM_CREATE_MAX: "1000" });
  });
  afterAll(() => api.close());

  it("the hourly job deletes the app's write: and room: counters a day old, keeps fresh ones and better-auth's", async () => {
    // A counted room creation (room:create:ip:…). Writes count in memory on PGlite (decision
    // 032), so a write: row is put in by hand, as an instance on PostgreSQL leaves one.
    const room = await api.client().post("/api/rooms", {
      gameId: "mais-provavel",
      name: "Ana",
      colour: "#123456",
    });
    expect(room.status).toBe(201);
    const db = api.database.db;
    const keys = async () =>
      (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();
    const written = "write:user:someone";
    await db
      .insert(rateLimits)
      .values({ id: written, key: written, count: 3, lastRequest: Date.now() });
    const ours = (await keys()).filter((k) => k.startsWith("write:") || k.startsWith("room:"));
    expect(ours).toContain(written);
    expect(ours.some((k) => k.startsWith("room:create:ip:"))).toBe(true);
    // better-auth's own counter, and our counters made a day and a minute old.
    const day = 24 * HOUR;
    await db
      .insert(rateLimits)
      .values({ id: "auth", key: "127.0.0.1/sign-in", count: 1, lastRequest: 1 });
    await db
      .update(rateLimits)
      .set({ lastRequest: sql`${rateLimits.lastRequest} - ${day + 60_000}` })
      .where(inArray(rateLimits.key, ours));
    const fresh = "write:ip:fresh";
    await db
      .insert(rateLimits)
      .values({ id: fresh, key: fresh, count: 1, lastRequest: Date.now() });

    const stop = startCleanupJob(db, silent, 60_000);
    try {
      await waitFor(async () => !(await keys()).some((k) => ours.includes(k)));
    } finally {
      await stop();
    }
    expect(await keys()).toEqual(expect.arrayContaining([fresh, "127.0.0.1/sign-in"]));
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}
