import { eq, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  accounts,
  gameSessionPlayers,
  gameSessions,
  playEvents,
  playerGroups,
  profiles,
  sessions,
  uploads,
  users,
} from "../../src/server/db/schema";
import { createTestApi, dbLabel, ORIGIN } from "./harness";

type Api = Awaited<ReturnType<typeof createTestApi>>;

const valid = { displayName: "Ana", adultConfirmed: true, drinkMode: "alcool" };
const avatar = "data:image/webp;base64,UklGRhIAAABXRUJQVlA4";

describe(`profile PATCH and DELETE (${dbLabel})`, () => {
  let api: Api;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const db = () => api.database.db;
  async function signedUp(name = "Ana") {
    const c = api.client();
    const id: string = (await c.signUp()).res.json.user.id;
    await c.put("/api/profile", { ...valid, displayName: name });
    return { c, id };
  }

  /** Rows that belong to the user in every table that holds user data. */
  async function rowsOf(userId: string) {
    const countWhere = async (table: PgTable, where: SQL | undefined) => {
      const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(table).where(where);
      return row?.n ?? 0;
    };
    return {
      users: await countWhere(users, eq(users.id, userId)),
      sessions: await countWhere(sessions, eq(sessions.userId, userId)),
      accounts: await countWhere(accounts, eq(accounts.userId, userId)),
      profiles: await countWhere(profiles, eq(profiles.userId, userId)),
      gameSessions: await countWhere(gameSessions, eq(gameSessions.userId, userId)),
      // players hang off session ids `${userId}_${gameId}`
      gameSessionPlayers: await countWhere(
        gameSessionPlayers,
        sql`starts_with(${gameSessionPlayers.sessionId}, ${`${userId}_`})`,
      ),
      playerGroups: await countWhere(playerGroups, eq(playerGroups.userId, userId)),
      playEvents: await countWhere(playEvents, eq(playEvents.userId, userId)),
    };
  }

  it("401s visitors", async () => {
    const visitor = api.client();
    for (const res of [
      await visitor.request("PATCH", "/api/profile", { displayName: "X" }),
      await visitor.del("/api/profile"),
    ]) {
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("answers 404 PROFILE_NOT_FOUND to a PATCH before onboarding", async () => {
    const c = api.client();
    await c.signUp();
    const res = await c.request("PATCH", "/api/profile", { displayName: "Bia" });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      error: { code: "PROFILE_NOT_FOUND", message: "Perfil ainda não criado." },
    });
    expect((await c.get("/api/profile")).status).toBe(404);
  });

  it("changes only the fields sent and merges preferences", async () => {
    const { c, id } = await signedUp();
    const before = (await c.get("/api/profile")).json.profile;
    const res = await c.request("PATCH", "/api/profile", {
      displayName: "  Ana Paula ",
      preferences: { sound: false },
    });
    expect(res.status).toBe(200);
    expect(res.json.profile).toMatchObject({
      id,
      displayName: "Ana Paula",
      drinkMode: "alcool",
      favoriteKinds: [],
      avatarUrl: null,
      preferences: { sound: false, vibration: true, showAdult: false, useLocation: false },
      createdAt: before.createdAt,
    });
    expect(Date.parse(res.json.profile.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(before.updatedAt),
    );
    const [user] = await db().select().from(users).where(eq(users.id, id));
    expect(user?.name).toBe("Ana Paula");

    const more = await c.request("PATCH", "/api/profile", {
      drinkMode: "sem-alcool",
      favoriteKinds: ["sorte", "cartas"],
      preferences: { useLocation: true },
      avatarUrl: avatar,
    });
    expect(more.json.profile).toMatchObject({
      displayName: "Ana Paula",
      drinkMode: "sem-alcool",
      favoriteKinds: ["sorte", "cartas"],
      avatarUrl: avatar,
      preferences: { sound: false, vibration: true, showAdult: false, useLocation: true },
    });
    const removed = await c.request("PATCH", "/api/profile", { avatarUrl: null });
    expect(removed.json.profile.avatarUrl).toBeNull();
    const nothing = await c.request("PATCH", "/api/profile", {});
    expect(nothing.status).toBe(200);
    expect(nothing.json.profile.drinkMode).toBe("sem-alcool");
  });

  it("refuses bad patches with 400 and changes nothing", async () => {
    const { c } = await signedUp("Caio");
    const before = (await c.get("/api/profile")).json.profile;
    const cases: unknown[] = [
      { displayName: "" },
      { displayName: "x".repeat(41) },
      { drinkMode: "cachaça" },
      { favoriteKinds: ["pôquer"] },
      { preferences: { sound: "sim" } },
      { preferences: { telepathy: true } },
      { avatarUrl: "https://example.com/a.png" },
      { avatarUrl: "data:image/svg+xml;base64,PHN2Zz4=" },
      { avatarUrl: `data:image/png;base64,${"A".repeat(200_001)}` },
      { role: "admin" },
      { email: "outro@example.com" },
      null,
      [],
      42,
    ];
    for (const body of cases) {
      const res = await c.request("PATCH", "/api/profile", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_ERROR");
      expect(typeof res.json.error.message).toBe("string");
    }
    expect((await c.get("/api/profile")).json.profile).toEqual(before);
  });

  it("only ever changes the caller's own profile", async () => {
    const a = await signedUp("Duda");
    const b = await signedUp("Edu");
    await b.c.request("PATCH", "/api/profile", { displayName: "Hacker", drinkMode: "sem-alcool" });
    const mine = (await a.c.get("/api/profile")).json.profile;
    expect(mine).toMatchObject({ id: a.id, displayName: "Duda", drinkMode: "alcool" });
    expect((await b.c.get("/api/profile")).json.profile.displayName).toBe("Hacker");
  });

  it("deletes the account and everything it owns; the cookie then gets 401", async () => {
    const { c, id } = await signedUp("Fabi");
    const bystander = await signedUp("Gabi");
    for (const who of [c, bystander.c]) {
      await who.get("/api/sessions/classic");
      await who.put("/api/sessions/classic/players", { players: [{ id: "p1", name: "Ana" }] });
      await who.get("/api/sessions/sueca");
      await who.post("/api/groups", { name: "Turma", players: ["Ana", "Bia"] });
      await who.post("/api/stats/played", { gameId: "classic" });
      await who.post("/api/stats/victory", { gameId: "classic" });
    }
    const before = await rowsOf(id);
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
    const bystanderBefore = await rowsOf(bystander.id);

    const cookies = [...c.jar];
    const res = await c.del("/api/profile");
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect(res.headers.getSetCookie().some((l) => /session_token=;.*Max-Age=0/i.test(l))).toBe(
      true,
    );
    expect(c.jar.size).toBe(0);

    expect(await rowsOf(id)).toEqual({
      users: 0,
      sessions: 0,
      accounts: 0,
      profiles: 0,
      gameSessions: 0,
      gameSessionPlayers: 0,
      playerGroups: 0,
      playEvents: 0,
    });
    expect(await rowsOf(bystander.id)).toEqual(bystanderBefore);

    // A browser that kept the old cookie is no longer signed in.
    for (const [k, v] of cookies) c.jar.set(k, v);
    for (const url of [
      "/api/profile",
      "/api/sessions/classic",
      "/api/groups",
      "/api/stats/summary",
    ]) {
      const after = await c.get(url);
      expect(after.status, url).toBe(401);
      expect(after.json.error.code).toBe("UNAUTHENTICATED");
    }
    expect((await c.del("/api/profile")).status).toBe(401);
    const session = await c.get("/api/auth/get-session");
    expect(session.json).toBeNull();
    expect((await bystander.c.get("/api/profile")).json.profile.displayName).toBe("Gabi");
  });

  it("deletes an account that never finished onboarding", async () => {
    const c = api.client();
    const id: string = (await c.signUp()).res.json.user.id;
    expect((await c.del("/api/profile")).status).toBe(204);
    expect((await rowsOf(id)).users).toBe(0);
  });

  it("deletes an admin's uploads after the rows, but keeps files the admin documents still show", async () => {
    const { c, id } = await signedUp("Hugo");
    await db().update(users).set({ role: "admin" }).where(eq(users.id, id));
    const png = await sharp({
      create: { width: 16, height: 16, channels: 3, background: "#fbbf24" },
    })
      .png()
      .toBuffer();
    async function upload(kind: string, key?: string): Promise<string> {
      const fd = new FormData();
      fd.set("file", new Blob([new Uint8Array(png)]), "img.png");
      fd.set("kind", kind);
      if (key) fd.set("key", key);
      const res = await api.app.request("/api/admin/uploads", {
        method: "POST",
        headers: { origin: ORIGIN, cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
        body: fd,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { key: string }).key;
    }
    const banner = await upload("banner", "1");
    const icon = await upload("icon", "dado");
    const loose = await upload("image");
    const replaced = await upload("gameIcon", "sueca");
    const current = await upload("gameIcon", "sueca"); // the document now shows this one
    const failing = await upload("image");
    for (const key of [banner, icon, loose, replaced, current, failing])
      expect(await api.storage.exists(key), key).toBe(true);

    const deleted: string[] = [];
    const realDelete = api.storage.delete.bind(api.storage);
    const spy = vi.spyOn(api.storage, "delete").mockImplementation(async (key: string) => {
      // Files go only after the rows are committed.
      expect((await rowsOf(id)).users).toBe(0);
      if (key === failing) throw new Error("disk says no");
      deleted.push(key);
      await realDelete(key);
    });
    try {
      const res = await c.del("/api/profile");
      expect(res.status).toBe(204);
    } finally {
      spy.mockRestore();
    }
    expect(deleted.sort()).toEqual([loose, replaced].sort());
    for (const key of [banner, icon, current])
      expect(await api.storage.exists(key), key).toBe(true);
    for (const key of [loose, replaced]) expect(await api.storage.exists(key), key).toBe(false);
    const rows = await db().select().from(uploads);
    // Kept files keep their rows (no uploader any more); deleted ones lose theirs.
    expect(rows.map((r) => r.key).sort()).toEqual([banner, icon, current].sort());
    expect(rows.every((r) => r.userId === null)).toBe(true);
    const publicBanners = await api.client().get("/api/banners");
    expect(JSON.stringify(publicBanners.json)).toContain(banner.split("/").pop());
  });
});
