import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playEvents, profiles } from "../../src/server/db/schema";
import { isoWeekStart } from "../../src/server/routes/stats";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;
type Client = ReturnType<Api["client"]>;

const profile = { displayName: "Ana", adultConfirmed: true, drinkMode: "alcool" };
const DAY = 24 * 60 * 60 * 1000;

describe(`stats API (${dbLabel})`, () => {
  let api: Api;
  let owner: Client;
  let ownerId: string;
  let other: Client;
  beforeAll(async () => {
    api = await createTestApi();
    owner = api.client();
    ownerId = (await owner.signUp()).res.json.user.id;
    await owner.put("/api/profile", profile);
    other = api.client();
    await other.signUp();
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const stored = async (userId = ownerId) =>
    (await db().select().from(profiles).where(eq(profiles.userId, userId)))[0];

  it("401s visitors on every endpoint", async () => {
    const visitor = api.client();
    for (const [method, url] of [
      ["POST", "/api/stats/start"],
      ["POST", "/api/stats/end"],
      ["POST", "/api/stats/played"],
      ["POST", "/api/stats/victory"],
      ["GET", "/api/stats/summary"],
    ] as const) {
      const res = await visitor.request(
        method,
        url,
        method === "GET" ? undefined : { gameId: "sueca" },
      );
      expect(res.status, url).toBe(401);
      expect(res.json.error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("answers 404 USER_NOT_FOUND without a profile", async () => {
    for (const [method, url] of [
      ["POST", "/api/stats/start"],
      ["POST", "/api/stats/end"],
      ["POST", "/api/stats/played"],
      ["POST", "/api/stats/victory"],
      ["GET", "/api/stats/summary"],
    ] as const) {
      const res = await other.request(
        method,
        url,
        method === "GET" ? undefined : { gameId: "sueca" },
      );
      expect(res.status, url).toBe(404);
      expect(res.json).toEqual({
        error: { code: "USER_NOT_FOUND", message: "Usuário não encontrado" },
      });
    }
    const [{ n }] = (await db().select({ n: sql<number>`count(*)::int` }).from(playEvents)) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it("starts a play, then ends it adding whole elapsed minutes", async () => {
    const start = await owner.post("/api/stats/start", { gameId: "sueca" });
    expect(start.status).toBe(200);
    expect(start.json.gameStats).toMatchObject({
      userId: ownerId,
      lastGamePlayed: "sueca",
      totalPlayTime: 0,
      totalGamesPlayed: 0,
    });
    const startedAt = new Date(start.json.gameStats.lastGameStartTime).getTime();
    expect(Math.abs(startedAt - Date.now())).toBeLessThan(60_000);

    await db()
      .update(profiles)
      .set({ lastGameStartTime: sql`now() - interval '7 minutes 30 seconds'` })
      .where(eq(profiles.userId, ownerId));
    const end = await owner.post("/api/stats/end", { gameId: "sueca" });
    expect(end.status).toBe(200);
    expect(end.json.gameStats).toMatchObject({ totalPlayTime: 7, lastGameStartTime: null });

    const again = await owner.post("/api/stats/end", { gameId: "sueca" });
    expect(again.json.gameStats).toMatchObject({ totalPlayTime: 7, lastGameStartTime: null });

    await owner.post("/api/stats/start", { gameId: "eu-nunca" });
    await db()
      .update(profiles)
      .set({ lastGameStartTime: sql`now() - interval '59 seconds'` })
      .where(eq(profiles.userId, ownerId));
    const short = await owner.post("/api/stats/end", { gameId: "eu-nunca" });
    expect(short.json.gameStats).toMatchObject({
      totalPlayTime: 7,
      lastGameStartTime: null,
      lastGamePlayed: "eu-nunca",
    });
  });

  it("records plays: 12 plays keep the 10 newest first, with catalogue names", async () => {
    const before = await stored();
    const games = [
      "classic",
      "sueca",
      "eu-nunca",
      "coin-flip",
      "spin-bottle",
      "touch-game",
      "guess-who",
      "qual-meu-nome",
      "desenha-e-bebe",
      "truth-or-dare",
      "classic",
      "sueca",
    ];
    let last: Record<string, any> = {};
    for (const gameId of games) {
      const res = await owner.post("/api/stats/played", { gameId });
      expect(res.status).toBe(200);
      last = res.json.gameStats;
    }
    expect(last.totalGamesPlayed).toBe((before?.totalGamesPlayed ?? 0) + 12);
    expect(last.lastGamePlayed).toBe("sueca");
    expect(last.lastGameStartTime).not.toBeNull();
    expect(last.recentGames).toHaveLength(10);
    expect(last.recentGames.map((g: { gameId: string }) => g.gameId)).toEqual(
      [...games].reverse().slice(0, 10),
    );
    expect(last.recentGames[0]).toEqual({
      gameId: "sueca",
      name: "Sueca",
      playedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(last.recentGames[1]).toMatchObject({ gameId: "classic", name: "Modo Clássico" });
    expect(last.recentGames[2]).toMatchObject({
      gameId: "truth-or-dare",
      name: "Verdade ou Desafio",
    });
    const times = last.recentGames.map((g: { playedAt: string }) => Date.parse(g.playedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const viaProfile = (await owner.get("/api/profile")).json.profile.gameStats;
    expect(viaProfile).toEqual(last);
    const events = await db().select().from(playEvents).where(eq(playEvents.userId, ownerId));
    expect(events.filter((e) => e.kind === "played")).toHaveLength(12);
  });

  it("counts victories", async () => {
    const before = (await stored())?.victories ?? 0;
    const res = await owner.post("/api/stats/victory", { gameId: "sueca" });
    expect(res.status).toBe(200);
    expect(res.json.gameStats.victories).toBe(before + 1);
    await owner.post("/api/stats/victory", { gameId: "classic" });
    expect((await stored())?.victories).toBe(before + 2);
    const events = await db().select().from(playEvents).where(eq(playEvents.userId, ownerId));
    expect(events.filter((e) => e.kind === "victory")).toHaveLength(2);
  });

  it("refuses a game that does not exist with 404 and records nothing", async () => {
    const before = await stored();
    for (const url of ["start", "end", "played", "victory"]) {
      const res = await owner.post(`/api/stats/${url}`, { gameId: "jogo-inventado" });
      expect(res.status, url).toBe(404);
      expect(res.json.error).toEqual({ code: "GAME_NOT_FOUND", message: "Jogo não encontrado." });
    }
    expect(await stored()).toEqual(before);
    const events = await db().select().from(playEvents).where(eq(playEvents.userId, ownerId));
    expect(events.some((e) => e.gameId === "jogo-inventado")).toBe(false);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const before = await stored();
    const cases: unknown[] = [
      {},
      { gameId: "" },
      { gameId: "Sueca" },
      { gameId: "a_b" },
      { gameId: "x".repeat(41) },
      { gameId: 7 },
      { gameId: "sueca", extra: 1 },
      null,
      [],
    ];
    for (const url of ["start", "end", "played", "victory"]) {
      for (const body of cases) {
        const res = await owner.post(`/api/stats/${url}`, body);
        expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json.error.code).toBe("VALIDATION_ERROR");
        expect(typeof res.json.error.message).toBe("string");
      }
    }
    expect(await stored()).toEqual(before);
  });

  it("summarises totals, plays per ISO week and favourite games", async () => {
    const now = new Date();
    const thisWeek = isoWeekStart(now);
    // Older plays straight into the table: 3 weeks ago, 11 weeks ago (oldest bar), 12 weeks ago (out).
    const at = (weeksAgo: number) => new Date(thisWeek.getTime() - weeksAgo * 7 * DAY + 3 * DAY);
    await db()
      .insert(playEvents)
      .values([
        { userId: ownerId, gameId: "eu-nunca", kind: "played", at: at(3) },
        { userId: ownerId, gameId: "eu-nunca", kind: "played", at: at(3) },
        { userId: ownerId, gameId: "eu-nunca", kind: "played", at: at(11) },
        { userId: ownerId, gameId: "eu-nunca", kind: "played", at: at(12) },
        { userId: ownerId, gameId: "sueca", kind: "victory", at: at(3) },
      ]);
    const res = await owner.get("/api/stats/summary");
    expect(res.status).toBe(200);
    const s = res.json;
    const p = await stored();
    expect(s).toMatchObject({
      totalGamesPlayed: p?.totalGamesPlayed,
      victories: p?.victories,
      totalPlayTime: 7,
    });
    expect(s.gamesPerWeek).toHaveLength(12);
    for (const [i, w] of s.gamesPerWeek.entries()) {
      const monday = new Date(thisWeek.getTime() - (11 - i) * 7 * DAY);
      expect(w.week).toBe(monday.toISOString().slice(0, 10));
      expect(new Date(`${w.week}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    const counts = s.gamesPerWeek.map((w: { count: number }) => w.count);
    expect(counts[11]).toBe(12);
    expect(counts[8]).toBe(2);
    expect(counts[0]).toBe(1);
    expect(counts.reduce((a: number, b: number) => a + b, 0)).toBe(15);
    // all-time 'played' counts: eu-nunca 5, classic 2, sueca 2, then one each, alphabetically
    expect(s.favouriteGames).toEqual([
      { gameId: "eu-nunca", count: 5 },
      { gameId: "classic", count: 2 },
      { gameId: "sueca", count: 2 },
      { gameId: "coin-flip", count: 1 },
      { gameId: "desenha-e-bebe", count: 1 },
    ]);
  });

  it("records at most 200 plays and 200 victories per user in 24 hours; more are answered, not counted", async () => {
    const c = api.client();
    const id = (await c.signUp()).res.json.user.id;
    await c.put("/api/profile", { ...profile, displayName: "Caio" });
    const now = Date.now();
    // 199 of each today, and older ones that no longer count towards the cap.
    const rows = (kind: "played" | "victory", n: number, at: Date) =>
      Array.from({ length: n }, () => ({ userId: id, gameId: "coin-flip", kind, at }));
    await db()
      .insert(playEvents)
      .values([
        ...rows("played", 199, new Date(now - 60_000)),
        ...rows("victory", 199, new Date(now - 60_000)),
        ...rows("played", 50, new Date(now - 25 * 60 * 60 * 1000)),
      ]);
    const plays = [];
    for (let i = 0; i < 3; i++) plays.push(await c.post("/api/stats/played", { gameId: "sueca" }));
    expect(plays.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(plays.map((r) => r.json.gameStats.totalGamesPlayed)).toEqual([1, 1, 1]);
    for (let i = 0; i < 3; i++) await c.post("/api/stats/victory", { gameId: "sueca" });
    expect((await stored(id))?.victories).toBe(1);
    const events = await db().select().from(playEvents).where(eq(playEvents.userId, id));
    expect(events.filter((e) => e.gameId === "sueca" && e.kind === "played")).toHaveLength(1);
    expect(events.filter((e) => e.gameId === "sueca" && e.kind === "victory")).toHaveLength(1);
  });

  it("keeps each user's stats apart", async () => {
    const c = api.client();
    const id = (await c.signUp()).res.json.user.id;
    await c.put("/api/profile", { ...profile, displayName: "Bia" });
    const played = await c.post("/api/stats/played", { gameId: "coin-flip" });
    expect(played.json.gameStats).toMatchObject({
      userId: id,
      totalGamesPlayed: 1,
      victories: 0,
      totalPlayTime: 0,
      recentGames: [expect.objectContaining({ gameId: "coin-flip", name: "Cara ou Coroa" })],
    });
    const summary = (await c.get("/api/stats/summary")).json;
    expect(summary.favouriteGames).toEqual([{ gameId: "coin-flip", count: 1 }]);
    expect(summary.gamesPerWeek.reduce((a: number, w: { count: number }) => a + w.count, 0)).toBe(
      1,
    );
    const mine = await stored();
    expect(mine?.totalGamesPlayed).toBe(12);
    expect(mine?.recentGames).toHaveLength(10);
    expect(mine?.lastGamePlayed).toBe("sueca");
  });

  it("loses no play under parallel requests", async () => {
    const c = api.client();
    const id = (await c.signUp()).res.json.user.id;
    await c.put("/api/profile", profile);
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        c.post(i % 3 === 0 ? "/api/stats/victory" : "/api/stats/played", { gameId: "sueca" }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(15).fill(200));
    const row = await stored(id);
    expect(row).toMatchObject({ totalGamesPlayed: 10, victories: 5 });
    expect(row?.recentGames).toHaveLength(1); // one game, listed once however often it was played
    const events = await db().select().from(playEvents).where(eq(playEvents.userId, id));
    expect(events).toHaveLength(15);
  });

  it("computes ISO week starts on Mondays in UTC", () => {
    expect(isoWeekStart(new Date("2025-01-05T23:59:59Z")).toISOString()).toBe(
      "2024-12-30T00:00:00.000Z",
    );
    expect(isoWeekStart(new Date("2025-01-06T00:00:00Z")).toISOString()).toBe(
      "2025-01-06T00:00:00.000Z",
    );
    expect(isoWeekStart(new Date("2025-01-08T12:00:00Z")).toISOString()).toBe(
      "2025-01-06T00:00:00.000Z",
    );
  });
});
