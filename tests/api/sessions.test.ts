import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameSessionPlayers, gameSessions } from "../../src/server/db/schema";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;
type Client = ReturnType<Api["client"]>;

const players = [
  { id: "p1aaaaaaa", name: "Ana" },
  { id: "p2bbbbbbb", name: "Bia" },
  { id: "p3ccccccc", name: "Caio" },
];

describe(`game sessions API (${dbLabel})`, () => {
  let api: Api;
  let owner: Client;
  let ownerId: string;
  let other: Client;
  beforeAll(async () => {
    api = await createTestApi();
    owner = api.client();
    ownerId = (await owner.signUp()).res.json.user.id;
    other = api.client();
    await other.signUp();
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  const setSession = (id: string, values: Partial<typeof gameSessions.$inferInsert>) =>
    db().update(gameSessions).set(values).where(eq(gameSessions.id, id));

  it("401s visitors on every endpoint", async () => {
    const visitor = api.client();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/sessions/classic"],
      ["PUT", "/api/sessions/classic/players", { players }],
      ["POST", "/api/sessions/classic/points", { playerId: "x", amount: 1, type: "drink" }],
      ["POST", "/api/sessions/classic/next"],
      ["POST", "/api/sessions/classic/reset"],
      ["DELETE", "/api/sessions/classic/players"],
      ["GET", "/api/sessions/classic/settings"],
      ["PUT", "/api/sessions/classic/settings", { maxPoints: 50 }],
    ];
    for (const [method, url, body] of calls) {
      const res = await visitor.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.json).toEqual({
        error: { code: "UNAUTHENTICATED", message: "Faça login para continuar." },
      });
    }
    const [{ n }] = (await db().select({ n: sql<number>`count(*)::int` }).from(gameSessions)) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it("refuses a malformed game id with 400", async () => {
    for (const id of ["Classic", "eu_nunca", "-x", "x".repeat(41), "%20"]) {
      const res = await owner.get(`/api/sessions/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.json.error).toEqual({
        code: "INVALID_GAME_ID",
        message: "Identificador de jogo inválido.",
      });
    }
  });

  it("creates the session on first access and refreshes lastActive on every access", async () => {
    const first = await owner.get("/api/sessions/eu-nunca");
    expect(first.status).toBe(200);
    expect(first.json.session).toMatchObject({
      id: `${ownerId}_eu-nunca`,
      userId: ownerId,
      gameId: "eu-nunca",
      players: [],
      currentPlayerId: null,
      settings: { maxPoints: 100 },
    });
    const old = new Date(Date.now() - 60 * 60 * 1000);
    await setSession(`${ownerId}_eu-nunca`, { lastActive: old });
    const second = await owner.get("/api/sessions/eu-nunca");
    expect(second.json.session.createdAt).toBe(first.json.session.createdAt);
    expect(new Date(second.json.session.lastActive).getTime()).toBeGreaterThan(
      old.getTime() + 30 * 60 * 1000,
    );
  });

  it("answers 404 SESSION_NOT_FOUND to turn and score writes on a session never opened, and creates nothing", async () => {
    const calls: [string, string, unknown?][] = [
      ["POST", "/api/sessions/sueca/points", { playerId: "p1aaaaaaa", amount: 1, type: "drink" }],
      ["POST", "/api/sessions/sueca/next"],
      ["POST", "/api/sessions/sueca/reset"],
      ["DELETE", "/api/sessions/sueca/players"],
    ];
    for (const [method, url, body] of calls) {
      const res = await owner.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.json).toEqual({
        error: { code: "SESSION_NOT_FOUND", message: "Sessão de jogo não encontrada." },
      });
    }
    const rows = await db()
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.id, `${ownerId}_sueca`));
    expect(rows).toHaveLength(0);
  });

  it("creates the session on a mirror write (PUT players or settings) as a read does, e.g. after the 24 h cleanup", async () => {
    const c = api.client();
    const id: string = (await c.signUp()).res.json.user.id;
    expect((await c.get("/api/sessions/guess-who")).status).toBe(200);
    await db()
      .delete(gameSessions)
      .where(eq(gameSessions.id, `${id}_guess-who`));

    const put = await c.put("/api/sessions/guess-who/players", {
      players: [
        { id: "volta0001", name: "Ana" },
        { id: "volta0002", name: "Bia" },
      ],
      currentPlayerId: "volta0002",
    });
    expect(put.status).toBe(200);
    expect(put.json.session).toMatchObject({ gameId: "guess-who", currentPlayerId: "volta0002" });
    const got = (await c.get("/api/sessions/guess-who")).json.session;
    expect(got.players.map((p: { name: string }) => p.name)).toEqual(["Ana", "Bia"]);
    expect(got.currentPlayerId).toBe("volta0002");

    await db()
      .delete(gameSessions)
      .where(eq(gameSessions.id, `${id}_guess-who`));
    const settings = await c.put("/api/sessions/guess-who/settings", { maxPoints: 300 });
    expect(settings.status).toBe(200);
    expect(settings.json.settings).toEqual({ maxPoints: 300 });
    const after = (await c.get("/api/sessions/guess-who")).json.session;
    expect(after.settings).toEqual({ maxPoints: 300 });
    expect(after.players).toEqual([]);

    // Many first writes at once still make exactly one session.
    const fresh = api.client();
    const freshId: string = (await fresh.signUp()).res.json.user.id;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fresh.put("/api/sessions/sueca/players", { players: [{ id: `par${i}00000`, name: "X" }] }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const rows = await db()
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.id, `${freshId}_sueca`));
    expect(rows).toHaveLength(1);
    expect((await fresh.get("/api/sessions/sueca")).json.session.players).toHaveLength(1);
  });

  it("has sessions only for known games: 404 GAME_NOT_FOUND otherwise, and no row", async () => {
    for (const id of ["default", "classic", "coin-flip", "truth-or-dare", "cards"])
      expect((await owner.get(`/api/sessions/${id}`)).status, id).toBe(200);
    for (const [method, url, body] of [
      ["GET", "/api/sessions/jogo-inventado"],
      ["GET", "/api/sessions/x1/settings"],
      ["PUT", "/api/sessions/jogo-inventado/players", { players }],
      ["PUT", "/api/sessions/jogo-inventado/settings", { maxPoints: 50 }],
      ["POST", "/api/sessions/jogo-inventado/next"],
    ] as [string, string, unknown?][]) {
      const res = await owner.request(method, url, body);
      expect(res.status, url).toBe(404);
      expect(res.json).toEqual({
        error: { code: "GAME_NOT_FOUND", message: "Jogo não encontrado." },
      });
    }
    const rows = await db()
      .select()
      .from(gameSessions)
      .where(sql`${gameSessions.gameId} in ('jogo-inventado', 'x1')`);
    expect(rows).toHaveLength(0);
  });

  it("replaces the player list in order and picks the current player", async () => {
    await owner.get("/api/sessions/classic");
    const put = await owner.put("/api/sessions/classic/players", {
      players: [...players].reverse(),
    });
    expect(put.status).toBe(200);
    expect(put.json.session.players.map((p: { id: string }) => p.id)).toEqual([
      "p3ccccccc",
      "p2bbbbbbb",
      "p1aaaaaaa",
    ]);
    expect(put.json.session.players[0]).toEqual({
      id: "p3ccccccc",
      name: "Caio",
      points: 0,
      isActive: true,
      challengesCompleted: 0,
      drinksCompleted: 0,
    });
    expect(put.json.session.currentPlayerId).toBe("p3ccccccc");

    const kept = await owner.put("/api/sessions/classic/players", {
      players,
      currentPlayerId: "p2bbbbbbb",
    });
    expect(kept.json.session.currentPlayerId).toBe("p2bbbbbbb");
    // Only the current player is active, whatever flags the client sent.
    expect(
      kept.json.session.players
        .filter((p: { isActive: boolean }) => p.isActive)
        .map((p: { id: string }) => p.id),
    ).toEqual(["p2bbbbbbb"]);
    const absent = await owner.put("/api/sessions/classic/players", {
      players,
      currentPlayerId: "ninguem",
    });
    expect(absent.json.session.currentPlayerId).toBe("p1aaaaaaa");
    const empty = await owner.put("/api/sessions/classic/players", {
      players: [],
      currentPlayerId: "p1aaaaaaa",
    });
    expect(empty.json.session).toMatchObject({ players: [], currentPlayerId: null });

    const withScores = await owner.put("/api/sessions/classic/players", {
      players: [{ ...players[0], points: 7, isActive: false, drinksCompleted: 2 }, players[1]],
    });
    expect(withScores.json.session.players[0]).toMatchObject({
      points: 7,
      isActive: true,
      drinksCompleted: 2,
    });
    expect(withScores.json.session.players[1].isActive).toBe(false);
    const read = await owner.get("/api/sessions/classic");
    expect(read.json.session.players).toEqual(withScores.json.session.players);
  });

  it("refuses bad player lists with 400 and keeps the stored list", async () => {
    await owner.put("/api/sessions/classic/players", { players });
    const before = (await owner.get("/api/sessions/classic")).json.session;
    const cases: unknown[] = [
      { players: [players[0], players[0]] },
      { players: [{ id: "", name: "Ana" }] },
      { players: [{ id: "p9", name: "x".repeat(31) }] },
      { players: [{ id: "p9", name: "Ana", points: -1 }] },
      { players: [{ id: "p9", name: "Ana", points: 1.5 }] },
      { players: Array.from({ length: 31 }, (_, i) => ({ id: `p${i}`, name: "J" })) },
      { players, hacker: true },
      { players: "Ana" },
      {},
      null,
      [],
    ];
    for (const body of cases) {
      const res = await owner.put("/api/sessions/classic/players", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_ERROR");
      expect(typeof res.json.error.message).toBe("string");
    }
    const broken = await owner.request("PUT", "/api/sessions/classic/players", "{oops", {
      "content-type": "application/json",
    });
    expect(broken.status).toBe(400);
    expect(broken.json.error.code).toBe("INVALID_JSON");
    const after = (await owner.get("/api/sessions/classic")).json.session;
    expect(after.players).toEqual(before.players);
    expect(after.currentPlayerId).toBe(before.currentPlayerId);
  });

  it("adds points and counts challenges and drinks", async () => {
    await owner.put("/api/sessions/classic/players", { players });
    const challenge = await owner.post("/api/sessions/classic/points", {
      playerId: "p2bbbbbbb",
      amount: 10,
      type: "challenge",
    });
    expect(challenge.status).toBe(200);
    expect(challenge.json.player).toEqual({
      id: "p2bbbbbbb",
      name: "Bia",
      points: 10,
      isActive: false,
      challengesCompleted: 1,
      drinksCompleted: 0,
    });
    const drink = await owner.post("/api/sessions/classic/points", {
      playerId: "p2bbbbbbb",
      amount: 0,
      type: "drink",
    });
    expect(drink.json.player).toMatchObject({
      points: 10,
      challengesCompleted: 1,
      drinksCompleted: 1,
    });
    const session = (await owner.get("/api/sessions/classic")).json.session;
    expect(session.players[1]).toMatchObject({ points: 10, challengesCompleted: 1 });
    expect(session.players[0]).toMatchObject({ points: 0, challengesCompleted: 0 });
  });

  it("answers 404 PLAYER_NOT_FOUND for an unknown player and 400 for bad points", async () => {
    await owner.put("/api/sessions/classic/players", { players });
    const old = new Date("2024-01-01T00:00:00Z");
    await setSession(`${ownerId}_classic`, { lastActive: old });
    const unknown = await owner.post("/api/sessions/classic/points", {
      playerId: "fantasma",
      amount: 5,
      type: "challenge",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({
      error: { code: "PLAYER_NOT_FOUND", message: "Jogador não encontrado nesta sessão." },
    });
    const [row] = await db()
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.id, `${ownerId}_classic`));
    expect(row?.lastActive).toEqual(old); // a refused request changes nothing
    const cases: unknown[] = [
      { playerId: "p1aaaaaaa", amount: -5, type: "challenge" },
      { playerId: "p1aaaaaaa", amount: 1001, type: "challenge" },
      { playerId: "p1aaaaaaa", amount: 2.5, type: "challenge" },
      { playerId: "p1aaaaaaa", amount: "5", type: "challenge" },
      { playerId: "p1aaaaaaa", amount: 5, type: "shot" },
      { playerId: "p1aaaaaaa", amount: 5 },
      { playerId: "", amount: 5, type: "drink" },
      { playerId: "p1aaaaaaa", amount: 5, type: "drink", bonus: 100 },
    ];
    for (const body of cases) {
      const res = await owner.post("/api/sessions/classic/points", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_ERROR");
    }
    const session = (await owner.get("/api/sessions/classic")).json.session;
    for (const p of session.players)
      expect(p).toMatchObject({ points: 0, challengesCompleted: 0, drinksCompleted: 0 });
  });

  it("loses no update under 50 parallel point additions", async () => {
    await owner.put("/api/sessions/classic/players", { players });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        owner.post("/api/sessions/classic/points", {
          playerId: "p1aaaaaaa",
          amount: (i % 5) + 1,
          type: i % 2 === 0 ? "challenge" : "drink",
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const session = (await owner.get("/api/sessions/classic")).json.session;
    expect(session.players[0]).toMatchObject({
      id: "p1aaaaaaa",
      points: 150, // 10 × (1 + 2 + 3 + 4 + 5)
      challengesCompleted: 25,
      drinksCompleted: 25,
    });
    expect(session.players[1].points).toBe(0);
  });

  it("advances the current player cyclically and marks only that one active", async () => {
    await owner.put("/api/sessions/classic/players", { players });
    const id = `${ownerId}_classic`;
    await setSession(id, { currentPlayerId: null });
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await owner.post("/api/sessions/classic/next");
      expect(res.status).toBe(200);
      const { currentPlayerId, players: list } = res.json.session;
      order.push(currentPlayerId);
      expect(list.filter((p: { isActive: boolean }) => p.isActive)).toEqual([
        expect.objectContaining({ id: currentPlayerId }),
      ]);
    }
    // none set → first, then on, wrapping back to the first
    expect(order).toEqual(["p1aaaaaaa", "p2bbbbbbb", "p3ccccccc", "p1aaaaaaa"]);

    await setSession(id, { currentPlayerId: "sumiu" });
    const unknown = await owner.post("/api/sessions/classic/next");
    expect(unknown.json.session.currentPlayerId).toBe("p1aaaaaaa");

    await owner.del("/api/sessions/classic/players");
    const none = await owner.post("/api/sessions/classic/next");
    expect(none.status).toBe(200);
    expect(none.json.session).toMatchObject({ players: [], currentPlayerId: null });
  });

  it("advances exactly once per call under parallel 'next' calls, and keeps parallel points", async () => {
    await owner.put("/api/sessions/classic/players", { players, currentPlayerId: "p1aaaaaaa" });
    const calls = 8;
    const [turns, scores] = await Promise.all([
      Promise.all(Array.from({ length: calls }, () => owner.post("/api/sessions/classic/next"))),
      Promise.all(
        Array.from({ length: 20 }, () =>
          owner.post("/api/sessions/classic/points", {
            playerId: "p2bbbbbbb",
            amount: 1,
            type: "drink",
          }),
        ),
      ),
    ]);
    expect(turns.map((r) => r.status)).toEqual(Array(calls).fill(200));
    expect(scores.map((r) => r.status)).toEqual(Array(20).fill(200));
    // Each call saw the turn the one before left: p2, p3, p1, p2, p3, p1, p2, p3 in some order.
    const seen = turns.map((r) => r.json.session.currentPlayerId as string).sort();
    const expected = Array.from({ length: calls }, (_, i) => players[(i + 1) % 3]?.id).sort();
    expect(seen).toEqual(expected);
    const session = (await owner.get("/api/sessions/classic")).json.session;
    expect(session.currentPlayerId).toBe(players[calls % 3]?.id);
    expect(session.players.filter((p: { isActive: boolean }) => p.isActive)).toEqual([
      expect.objectContaining({ id: players[calls % 3]?.id }),
    ]);
    expect(session.players[1]).toMatchObject({ points: 20, drinksCompleted: 20 });
  });

  it("resets points and counters, keeps the players and gives the turn to the first", async () => {
    await owner.put("/api/sessions/classic/players", { players, currentPlayerId: "p3ccccccc" });
    await owner.post("/api/sessions/classic/points", {
      playerId: "p3ccccccc",
      amount: 30,
      type: "challenge",
    });
    await owner.post("/api/sessions/classic/points", {
      playerId: "p2bbbbbbb",
      amount: 5,
      type: "drink",
    });
    const res = await owner.post("/api/sessions/classic/reset");
    expect(res.status).toBe(200);
    expect(res.json.session.currentPlayerId).toBe("p1aaaaaaa");
    expect(res.json.session.players).toEqual(
      players.map((p, i) => ({
        ...p,
        points: 0,
        isActive: i === 0,
        challengesCompleted: 0,
        drinksCompleted: 0,
      })),
    );
  });

  it("clears the players", async () => {
    await owner.put("/api/sessions/classic/players", { players });
    const res = await owner.del("/api/sessions/classic/players");
    expect(res.status).toBe(200);
    expect(res.json.session).toMatchObject({ players: [], currentPlayerId: null });
    const rows = await db()
      .select()
      .from(gameSessionPlayers)
      .where(eq(gameSessionPlayers.sessionId, `${ownerId}_classic`));
    expect(rows).toHaveLength(0);
  });

  it("clamps maxPoints into 10..1000 and defaults to 100", async () => {
    const fresh = await owner.get("/api/sessions/guess-who/settings");
    expect(fresh.status).toBe(200);
    expect(fresh.json).toEqual({ settings: { maxPoints: 100 } });
    const put = (maxPoints: number) => owner.put("/api/sessions/guess-who/settings", { maxPoints });
    expect((await put(5)).json).toEqual({ settings: { maxPoints: 10 } });
    expect((await put(5000)).json).toEqual({ settings: { maxPoints: 1000 } });
    expect((await put(-3)).json).toEqual({ settings: { maxPoints: 10 } });
    expect((await put(250.4)).json).toEqual({ settings: { maxPoints: 250 } });
    expect((await owner.get("/api/sessions/guess-who/settings")).json.settings.maxPoints).toBe(250);
    expect((await owner.get("/api/sessions/guess-who")).json.session.settings.maxPoints).toBe(250);

    const id = `${ownerId}_guess-who`;
    for (const stored of [{}, { maxPoints: "muito" }, { maxPoints: null }, "lixo", [1, 2]]) {
      await db()
        .update(gameSessions)
        .set({ settings: sql`${JSON.stringify(stored)}::jsonb` })
        .where(eq(gameSessions.id, id));
      const read = await owner.get("/api/sessions/guess-who/settings");
      expect(read.json, JSON.stringify(stored)).toEqual({ settings: { maxPoints: 100 } });
      expect((await owner.get("/api/sessions/guess-who")).json.session.settings).toEqual({
        maxPoints: 100,
      });
    }
  });

  it("refuses bad settings with 400 and keeps the stored value", async () => {
    await owner.put("/api/sessions/guess-who/settings", { maxPoints: 300 });
    for (const body of [{}, { maxPoints: "50" }, { maxPoints: null }, { maxPoints: 50, x: 1 }, 7]) {
      const res = await owner.put("/api/sessions/guess-who/settings", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_ERROR");
    }
    expect((await owner.get("/api/sessions/guess-who/settings")).json.settings.maxPoints).toBe(300);
  });

  it("never shows or changes one user's session for another", async () => {
    await owner.get("/api/sessions/spin-bottle");
    await owner.put("/api/sessions/spin-bottle/players", {
      players: [{ id: "segredo01", name: "Segredo" }],
    });
    await owner.put("/api/sessions/spin-bottle/settings", { maxPoints: 700 });

    // Before the other user opens the game, every write is a 404 on their own (missing) session.
    const points = await other.post("/api/sessions/spin-bottle/points", {
      playerId: "segredo01",
      amount: 100,
      type: "drink",
    });
    expect(points.status).toBe(404);
    expect(points.json.error.code).toBe("SESSION_NOT_FOUND");
    expect((await other.post("/api/sessions/spin-bottle/reset")).status).toBe(404);
    expect((await other.del("/api/sessions/spin-bottle/players")).status).toBe(404);

    const theirs = await other.get("/api/sessions/spin-bottle");
    expect(theirs.status).toBe(200);
    expect(theirs.json.session.players).toEqual([]);
    expect(theirs.json.session.userId).not.toBe(ownerId);
    expect(theirs.text).not.toContain("Segredo");
    expect((await other.get("/api/sessions/spin-bottle/settings")).json.settings.maxPoints).toBe(
      100,
    );
    const again = await other.post("/api/sessions/spin-bottle/points", {
      playerId: "segredo01",
      amount: 100,
      type: "drink",
    });
    expect(again.status).toBe(404);
    expect(again.json.error.code).toBe("PLAYER_NOT_FOUND");
    await other.put("/api/sessions/spin-bottle/players", { players: [] });
    await other.put("/api/sessions/spin-bottle/settings", { maxPoints: 20 });

    const mine = (await owner.get("/api/sessions/spin-bottle")).json.session;
    expect(mine.players).toEqual([
      {
        id: "segredo01",
        name: "Segredo",
        points: 0,
        isActive: true,
        challengesCompleted: 0,
        drinksCompleted: 0,
      },
    ]);
    expect(mine.settings.maxPoints).toBe(700);
  });
});
