import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { findAnyGame } from "../../games/extras";
import { playsInputSchema } from "../../shared/schemas/stats";
import { playEvents, profiles } from "../db/schema";
import { type AppEnv, requireUser } from "../http/context";
import { jsonInput, readJson } from "../http/errors";
import { forgetProfile, toGameStats } from "./profile";
import { recentGamesWith } from "./recent-games";
import { userNotFound } from "./stats";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A device's clock may be wrong: a play dated in the future or over a year ago counts as now. */
function plausibleDate(iso: string, now: number): Date {
  const at = Date.parse(iso);
  return at > now + 5 * 60_000 || at < now - 365 * DAY_MS ? new Date(now) : new Date(at);
}

/**
 * POST /api/stats/plays: finished plays recorded on the device (one per game, or a guest's
 * backlog after sign-up). Each play counts once per account whatever the retries, because its id
 * is unique per user; games no longer in the catalogue are skipped so a backlog never gets stuck.
 */
export const playsRoutes = new Hono<AppEnv>().post("/", jsonInput(playsInputSchema), async (c) => {
  const user = await requireUser(c);
  const { plays } = await readJson(c, playsInputSchema);
  const { db } = c.var.deps.database;
  const now = Date.now();
  const known = plays.filter((p) => findAnyGame(p.gameId));
  const result = await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    if (!profile) throw userNotFound();
    if (known.length === 0) return { counted: 0, row: null };
    const inserted = await tx
      .insert(playEvents)
      .values(
        known.map((p) => ({
          userId: user.id,
          gameId: p.gameId,
          kind: "played" as const,
          at: plausibleDate(p.playedAt, now),
          playId: p.id,
        })),
      )
      .onConflictDoNothing()
      .returning({ playId: playEvents.playId });
    const fresh = new Set(inserted.map((r) => r.playId));
    const counted = known
      .filter((p) => fresh.has(p.id))
      .sort((a, b) => Date.parse(b.playedAt) - Date.parse(a.playedAt));
    if (counted.length === 0) return { counted: 0, row: null };
    const won = counted.filter((p) => p.victory);
    if (won.length)
      await tx
        .insert(playEvents)
        .values(
          won.map((p) => ({
            userId: user.id,
            gameId: p.gameId,
            kind: "victory" as const,
            at: plausibleDate(p.playedAt, now),
            playId: p.id,
          })),
        )
        .onConflictDoNothing();
    const entries = JSON.stringify(
      counted.map((p) => ({
        gameId: p.gameId,
        name: findAnyGame(p.gameId)?.name ?? p.gameId,
        playedAt: plausibleDate(p.playedAt, now).toISOString(),
      })),
    );
    const minutes = counted.reduce((sum, p) => sum + p.minutes, 0);
    const [row] = await tx
      .update(profiles)
      .set({
        totalGamesPlayed: sql`${profiles.totalGamesPlayed} + ${counted.length}`,
        victories: sql`${profiles.victories} + ${won.length}`,
        totalPlayTime: sql`${profiles.totalPlayTime} + ${minutes}`,
        lastGamePlayed: counted[0]?.gameId,
        recentGames: recentGamesWith(entries),
      })
      .where(eq(profiles.userId, user.id))
      .returning();
    return { counted: counted.length, row: row ?? null };
  });
  forgetProfile(db, user.id);
  return c.json({
    counted: result.counted,
    duplicates: known.length - result.counted,
    skipped: plays.length - known.length,
    ...(result.row ? { gameStats: toGameStats(result.row) } : {}),
  });
});
