import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { cleanupStaleSessions } from "../../src/server/jobs/cleanup-sessions";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;
type Client = ReturnType<Api["client"]>;

const onboarding = { displayName: "Ana", adultConfirmed: true, drinkMode: "alcool" };
const players = [
  { id: "cache0001", name: "Ana" },
  { id: "cache0002", name: "Bia" },
];

/**
 * What a client reads right after its own (or an admin's) write, with the read before it already
 * answered (on PGlite, from the server's read caches: docs/decisions/039-read-caches-on-pglite.md).
 * The same tests run on PostgreSQL, where nothing is cached.
 */
describe(`reads after writes (${dbLabel})`, () => {
  let api: Api;
  beforeAll(async () => {
    api = await createTestApi({ ADMIN_EMAILS: "chefe@example.com" });
  });
  afterAll(() => api.close());

  async function onboarded(): Promise<{ c: Client; email: string; id: string }> {
    const c = api.client();
    const { email, res } = await c.signUp();
    expect((await c.put("/api/profile", onboarding)).status).toBe(201);
    return { c, email, id: res.json.user.id };
  }

  /** Read twice, so that the second answer may come from a cache. */
  async function profileNow(c: Client) {
    await c.get("/api/profile");
    const res = await c.get("/api/profile");
    expect(res.status).toBe(200);
    return res.json.profile;
  }

  async function sessionNow(c: Client, gameId = "classic") {
    await c.get(`/api/sessions/${gameId}`);
    const res = await c.get(`/api/sessions/${gameId}`);
    expect(res.status).toBe(200);
    return res.json.session;
  }

  it("a profile read shows every change the account made: PUT, PATCH, plays, stats", async () => {
    const { c } = await onboarded();
    expect((await profileNow(c)).displayName).toBe("Ana");
    await c.put("/api/profile", { ...onboarding, displayName: "Bia", drinkMode: "sem-alcool" });
    expect(await profileNow(c)).toMatchObject({ displayName: "Bia", drinkMode: "sem-alcool" });
    await c.request("PATCH", "/api/profile", { preferences: { sound: false } });
    expect((await profileNow(c)).preferences.sound).toBe(false);

    const play = {
      id: randomUUID(),
      gameId: "classic",
      playedAt: new Date().toISOString(),
      minutes: 12,
      victory: true,
    };
    expect((await c.post("/api/stats/plays", { plays: [play] })).status).toBe(200);
    expect((await profileNow(c)).gameStats).toMatchObject({
      totalGamesPlayed: 1,
      victories: 1,
      totalPlayTime: 12,
      lastGamePlayed: "classic",
    });
    expect((await c.post("/api/stats/start", { gameId: "sueca" })).status).toBe(200);
    const started = await profileNow(c);
    expect(started.gameStats.lastGamePlayed).toBe("sueca");
    expect(started.gameStats.lastGameStartTime).not.toBeNull();
    expect((await c.post("/api/stats/end", { gameId: "sueca" })).status).toBe(200);
    expect((await profileNow(c)).gameStats.lastGameStartTime).toBeNull();
  });

  it("a profile read by another phone of the same account shows the first phone's change", async () => {
    const { c } = await onboarded();
    const phone = api.client();
    for (const [k, v] of c.jar) phone.jar.set(k, v);
    expect((await profileNow(phone)).displayName).toBe("Ana");
    await c.request("PATCH", "/api/profile", { displayName: "Caio" });
    expect((await profileNow(phone)).displayName).toBe("Caio");
  });

  it("signed out, disabled by an admin or deleted: the cached reads stop at once", async () => {
    const boss = api.client();
    await boss.signUpAdmin("chefe@example.com");

    const out = await onboarded();
    const copy = api.client();
    for (const [k, v] of out.c.jar) copy.jar.set(k, v);
    await profileNow(copy);
    await sessionNow(copy);
    expect((await out.c.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await copy.get("/api/profile")).status).toBe(401);
    expect((await copy.get("/api/sessions/classic")).status).toBe(401);

    const disabled = await onboarded();
    await profileNow(disabled.c);
    await sessionNow(disabled.c);
    expect((await boss.post(`/api/admin/users/${disabled.id}/disable`, {})).status).toBe(200);
    expect((await disabled.c.get("/api/profile")).status).toBe(401);
    expect((await disabled.c.get("/api/sessions/classic")).status).toBe(401);

    const gone = await onboarded();
    await profileNow(gone.c);
    const copyOfGone = api.client();
    for (const [k, v] of gone.c.jar) copyOfGone.jar.set(k, v);
    expect((await gone.c.del("/api/profile")).status).toBe(204);
    expect((await copyOfGone.get("/api/profile")).status).toBe(401);
    const [row] = await api.database.db.select().from(users).where(eq(users.email, gone.email));
    expect(row).toBeUndefined();
  });

  it("a session read shows every write to it: players, points, turns, reset, settings", async () => {
    const { c } = await onboarded();
    expect((await sessionNow(c)).players).toEqual([]);
    await c.put("/api/sessions/classic/players", { players });
    expect((await sessionNow(c)).players.map((p: { name: string }) => p.name)).toEqual([
      "Ana",
      "Bia",
    ]);
    await c.post("/api/sessions/classic/points", {
      playerId: "cache0002",
      amount: 3,
      type: "drink",
    });
    expect((await sessionNow(c)).players[1]).toMatchObject({ points: 3, drinksCompleted: 1 });
    await c.post("/api/sessions/classic/next");
    expect((await sessionNow(c)).currentPlayerId).toBe("cache0002");
    await c.post("/api/sessions/classic/reset");
    const reset = await sessionNow(c);
    expect(reset.players[1]).toMatchObject({ points: 0, drinksCompleted: 0 });
    expect(reset.currentPlayerId).toBe("cache0001");
    await c.put("/api/sessions/classic/settings", { maxPoints: 250 });
    expect((await sessionNow(c)).settings).toEqual({ maxPoints: 250 });
    await c.del("/api/sessions/classic/players");
    expect((await sessionNow(c)).players).toEqual([]);
  });

  it("parallel increments mixed with reads: each answer counts one more, the read shows all", async () => {
    const { c } = await onboarded();
    await c.put("/api/sessions/classic/players", { players });
    await sessionNow(c);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 4 === 3
          ? c.get("/api/sessions/classic")
          : c.post("/api/sessions/classic/points", {
              playerId: i % 2 ? "cache0002" : "cache0001",
              amount: 2,
              type: i % 3 ? "challenge" : "drink",
            }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(200));
    const answers = results.filter((r) => r.json.player).map((r) => r.json.player);
    for (const id of ["cache0001", "cache0002"]) {
      const mine = answers.filter((p) => p.id === id);
      // As if one after another: every answer is a different total, 2 apart.
      expect(mine.map((p) => p.points).sort((a, b) => a - b)).toEqual(
        mine.map((_, n) => 2 * (n + 1)),
      );
      const last = (await sessionNow(c)).players.find((p: { id: string }) => p.id === id);
      expect(last.points).toBe(2 * mine.length);
      expect(last.challengesCompleted + last.drinksCompleted).toBe(mine.length);
    }
  });

  it("a session the 24 h clean-up removed is read as a new, empty one", async () => {
    const { c } = await onboarded();
    await c.put("/api/sessions/classic/players", { players });
    expect((await sessionNow(c)).players).toHaveLength(2);
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await cleanupStaleSessions(api.database.db, later)).toBeGreaterThan(0);
    expect((await c.get("/api/sessions/classic")).json.session.players).toEqual([]);
  });
});
