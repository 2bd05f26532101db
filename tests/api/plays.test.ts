import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, dbLabel } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;
type Client = ReturnType<Api["client"]>;

const profile = { displayName: "Ana", adultConfirmed: true, drinkMode: "alcool" };
const play = (gameId: string, minutesAgo: number, victory = false) => ({
  id: randomUUID(),
  gameId,
  playedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  minutes: 7,
  victory,
});

describe(`device plays API (${dbLabel})`, () => {
  let api: Api;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  async function player(): Promise<Client> {
    const client = api.client();
    await client.signUp();
    await client.put("/api/profile", profile);
    return client;
  }
  const stats = async (client: Client) => (await client.get("/api/profile")).json.profile.gameStats;

  it("counts a guest's backlog once, however many times it is sent", async () => {
    const ana = await player();
    const backlog = [play("classic", 30, true), play("sueca", 20), play("classic", 10)];
    const first = await ana.post("/api/stats/plays", { plays: backlog });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ counted: 3, duplicates: 0, skipped: 0 });
    const again = await ana.post("/api/stats/plays", { plays: backlog });
    expect(again.json).toMatchObject({ counted: 0, duplicates: 3 });
    const s = await stats(ana);
    expect(s).toMatchObject({ totalGamesPlayed: 3, victories: 1, totalPlayTime: 21 });
    expect(s.lastGamePlayed).toBe("classic");
    // 'Jogados recentemente': each game once, the latest first.
    expect(s.recentGames.map((g: { gameId: string }) => g.gameId)).toEqual(["classic", "sueca"]);
    const summary = (await ana.get("/api/stats/summary")).json;
    expect(summary.favouriteGames).toEqual([
      { gameId: "classic", count: 2 },
      { gameId: "sueca", count: 1 },
    ]);
  });

  it("keeps the same play apart for two accounts (ids are per user)", async () => {
    const shared = [play("cards", 5)];
    const [a, b] = [await player(), await player()];
    expect((await a.post("/api/stats/plays", { plays: shared })).json.counted).toBe(1);
    expect((await b.post("/api/stats/plays", { plays: shared })).json.counted).toBe(1);
  });

  it("skips games that are no longer in the catalogue instead of refusing the backlog", async () => {
    const ana = await player();
    const res = await ana.post("/api/stats/plays", {
      plays: [play("jogo-que-saiu", 5), play("coin-flip", 4)],
    });
    expect(res.json).toMatchObject({ counted: 1, skipped: 1 });
  });

  it("refuses visitors, accounts without a profile and malformed plays", async () => {
    expect(
      (await api.client().post("/api/stats/plays", { plays: [play("classic", 1)] })).status,
    ).toBe(401);
    const fresh = api.client();
    await fresh.signUp();
    const noProfile = await fresh.post("/api/stats/plays", { plays: [play("classic", 1)] });
    expect(noProfile.status).toBe(404);
    expect(noProfile.json.error.code).toBe("USER_NOT_FOUND");
    const ana = await player();
    for (const bad of [
      { plays: [] },
      { plays: [{ ...play("classic", 1), id: "not-a-uuid" }] },
      { plays: [{ ...play("classic", 1), minutes: -1 }] },
      { plays: [{ ...play("classic", 1), extra: 1 }] },
      { plays: Array.from({ length: 101 }, () => play("classic", 1)) },
    ]) {
      const res = await ana.post("/api/stats/plays", bad);
      expect(res.status).toBe(400);
      expect(typeof res.json.error.message).toBe("string");
    }
    expect((await stats(ana)).totalGamesPlayed).toBe(0);
  });

  it("the old 'played' call no longer repeats a game in 'Jogados recentemente'", async () => {
    const ana = await player();
    for (const gameId of ["classic", "sueca", "classic"])
      await ana.post("/api/stats/played", { gameId });
    const recent = (await stats(ana)).recentGames.map((g: { gameId: string }) => g.gameId);
    expect(recent).toEqual(["classic", "sueca"]);
  });
});
