import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { defaultPreferences, type Profile, profileInputSchema } from "../../shared/schemas/profile";
import type { Db } from "../db/client";
import { profiles, users } from "../db/schema";
import { type AppEnv, requireUser } from "../http/context";
import { ApiError, readJson } from "../http/errors";

export const profileNotFound = () =>
  new ApiError(404, "PROFILE_NOT_FOUND", "Perfil ainda não criado.");

export async function loadProfile(db: Db, userId: string): Promise<Profile | null> {
  const rows = await db
    .select({ p: profiles, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  const row = rows[0];
  if (!row) return null;
  const { p } = row;
  return {
    id: p.userId,
    displayName: p.displayName,
    email: row.email,
    avatarUrl: p.avatarUrl,
    drinkMode: p.drinkMode,
    favoriteKinds: p.favoriteKinds as Profile["favoriteKinds"],
    preferences: { ...defaultPreferences, ...p.preferences },
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    gameStats: {
      userId: p.userId,
      lastGamePlayed: p.lastGamePlayed,
      totalGamesPlayed: p.totalGamesPlayed,
      victories: p.victories,
      totalPlayTime: p.totalPlayTime,
      lastGameStartTime: p.lastGameStartTime?.toISOString() ?? null,
      recentGames: p.recentGames,
    },
  };
}

export const profileRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = await requireUser(c);
    const profile = await loadProfile(c.var.deps.database.db, user.id);
    if (!profile) throw profileNotFound();
    return c.json({ profile });
  })
  .put("/", async (c) => {
    const user = await requireUser(c);
    const input = await readJson(c, profileInputSchema);
    const { db } = c.var.deps.database;
    const existing = await loadProfile(db, user.id);
    const preferences = { ...defaultPreferences, ...existing?.preferences, ...input.preferences };
    const now = new Date();
    const values = {
      displayName: input.displayName,
      drinkMode: input.drinkMode,
      favoriteKinds: input.favoriteKinds,
      preferences,
      updatedAt: now,
    };
    await db
      .insert(profiles)
      .values({ userId: user.id, adultConfirmedAt: now, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: values });
    await db
      .update(users)
      .set({ name: input.displayName, updatedAt: now })
      .where(eq(users.id, user.id));
    const profile = await loadProfile(db, user.id);
    return c.json({ profile }, existing ? 200 : 201);
  });
