import { eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  defaultPreferences,
  type GameStats,
  type Profile,
  profileInputSchema,
  profilePatchSchema,
  type RecentGameEntry,
} from "../../shared/schemas/profile";
import { imageDocumentUrls } from "../admin/documents";
import type { Db } from "../db/client";
import { readCaches } from "../db/read-cache";
import { deckReports, profiles, uploads, users } from "../db/schema";
import { type AppEnv, requireUser } from "../http/context";
import { ApiError, jsonInput, readJson } from "../http/errors";

export const profileNotFound = () =>
  new ApiError(404, "PROFILE_NOT_FOUND", "Perfil ainda não criado.");

type ProfileRow = typeof profiles.$inferSelect;

/** Stored recentGames are jsonb: keep only well-formed entries, always with gameId/name/playedAt. */
function toRecentGames(value: unknown): RecentGameEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: RecentGameEntry[] = [];
  for (const item of value) {
    if (!item || typeof item !== "object") continue;
    const { gameId, name, playedAt } = item as Record<string, unknown>;
    if (typeof gameId !== "string" || typeof playedAt !== "string") continue;
    entries.push({ gameId, name: typeof name === "string" ? name : gameId, playedAt });
  }
  return entries;
}

/** The gameStats part of a profile row (spec section 3). */
export function toGameStats(p: ProfileRow): GameStats {
  return {
    userId: p.userId,
    lastGamePlayed: p.lastGamePlayed,
    totalGamesPlayed: p.totalGamesPlayed,
    victories: p.victories,
    totalPlayTime: p.totalPlayTime,
    lastGameStartTime: p.lastGameStartTime?.toISOString() ?? null,
    recentGames: toRecentGames(p.recentGames),
  };
}

function toProfile(p: ProfileRow, email: string): Profile {
  return {
    id: p.userId,
    displayName: p.displayName,
    email,
    avatarUrl: p.avatarUrl,
    drinkMode: p.drinkMode,
    favoriteKinds: p.favoriteKinds as Profile["favoriteKinds"],
    preferences: { ...defaultPreferences, ...p.preferences },
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    gameStats: toGameStats(p),
  };
}

/** The profile of this user, read with the email of their account. */
export async function loadProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({ p: profiles, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ? toProfile(row.p, row.email) : null;
}

/**
 * The signed-in user's profile (the email comes with the session): on PGlite from this process's
 * cache of profile rows when it has one, which every writer of `profiles` empties for that user
 * after its write (forgetProfile; docs/decisions/039-read-caches-on-pglite.md).
 */
export async function readProfile(
  db: Db,
  user: { id: string; email: string },
): Promise<Profile | null> {
  const cache = readCaches(db)?.profiles;
  const cached = cache?.get(user.id);
  if (cached) return toProfile(cached, user.email);
  const ticket = cache?.ticket(user.id) ?? 0;
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  if (!row) return null;
  cache?.set(user.id, row, ticket);
  return toProfile(row, user.email);
}

/** After any write to this user's profile row (or its deletion) has committed. */
export function forgetProfile(db: Db, userId: string): void {
  readCaches(db)?.profiles.forget(userId);
}

export const profileRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = await requireUser(c);
    const profile = await readProfile(c.var.deps.database.db, user);
    if (!profile) throw profileNotFound();
    return c.json({ profile });
  })
  .put("/", jsonInput(profileInputSchema), async (c) => {
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
    forgetProfile(db, user.id);
    c.var.deps.auth.sessionCache.forgetUser(user.id); // the name shows in the session's user
    const profile = await loadProfile(db, user.id);
    return c.json({ profile }, existing ? 200 : 201);
  })
  /** Changes only the fields sent; preferences are merged into the stored ones in SQL. */
  .patch("/", jsonInput(profilePatchSchema), async (c) => {
    const user = await requireUser(c);
    const input = await readJson(c, profilePatchSchema);
    const { db } = c.var.deps.database;
    const now = new Date();
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(profiles)
        .set({
          ...(input.displayName !== undefined && { displayName: input.displayName }),
          ...(input.drinkMode !== undefined && { drinkMode: input.drinkMode }),
          ...(input.favoriteKinds !== undefined && { favoriteKinds: input.favoriteKinds }),
          ...(input.avatarUrl !== undefined && { avatarUrl: input.avatarUrl }),
          ...(input.preferences !== undefined && {
            preferences: sql`${profiles.preferences} || ${JSON.stringify(input.preferences)}::jsonb`,
          }),
          updatedAt: now,
        })
        .where(eq(profiles.userId, user.id))
        .returning({ userId: profiles.userId });
      if (updated.length === 0) throw profileNotFound();
      if (input.displayName !== undefined)
        await tx
          .update(users)
          .set({ name: input.displayName, updatedAt: now })
          .where(eq(users.id, user.id));
    });
    forgetProfile(db, user.id);
    if (input.displayName !== undefined) c.var.deps.auth.sessionCache.forgetUser(user.id);
    const profile = await loadProfile(db, user.id);
    return c.json({ profile });
  })
  /**
   * Deletes the account: the users row, and by ON DELETE CASCADE its sessions, accounts, profile,
   * game sessions (and their players), groups, decks and play events. The session cookie dies with it.
   */
  .delete("/", async (c) => {
    const user = await requireUser(c);
    const { auth, database, storage, log } = c.var.deps;
    // Rows first, in one transaction: the user row cascades to the rest. An upload still shown by
    // an admin document (a banner, an icon) outlives its uploader: its row stays (user_id set to
    // null) and so does the file. The other files go only once the rows are gone for good.
    const orphaned = await database.db.transaction(async (tx) => {
      const files = await tx
        .select({ key: uploads.key })
        .from(uploads)
        .where(eq(uploads.userId, user.id));
      const inUse = await imageDocumentUrls(tx);
      const gone = files.map((f) => f.key).filter((key) => !inUse.has(storage.url(key)));
      if (gone.length) await tx.delete(uploads).where(inArray(uploads.key, gone));
      // Reports name their reporter by id, not by a foreign key: they leave with the account.
      await tx.delete(deckReports).where(eq(deckReports.reporter, user.id));
      await tx.delete(users).where(eq(users.id, user.id));
      return gone;
    });
    auth.sessionCache.forgetUser(user.id);
    forgetProfile(database.db, user.id);
    readCaches(database.db)?.sessions.forgetPrefix(`${user.id}_`);
    for (const key of orphaned) {
      try {
        await storage.delete(key);
      } catch (err) {
        // The account is gone either way; an orphan file is an operator's clean-up, not a 500.
        log.error("deleting an upload of a deleted account failed", { key, err: String(err) });
      }
    }
    const { authCookies } = await auth.$context;
    const { name, attributes } = authCookies.sessionToken;
    const secure = attributes.secure ? "; Secure" : "";
    c.header("set-cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`, {
      append: true,
    });
    return c.body(null, 204);
  });
