import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type Context, Hono } from "hono";
import { findAnyGame } from "../../games/extras";
import type { GameStats } from "../../shared/schemas/profile";
import { playTrackingSchema, type StatsSummary } from "../../shared/schemas/stats";
import { touchActivity } from "../admin/activity";
import type { Executor } from "../db/executor";
import { playEvents, profiles } from "../db/schema";
import { type AppEnv, requireUser } from "../http/context";
import { ApiError, jsonInput, readJson } from "../http/errors";
import { forgetProfile, toGameStats } from "./profile";
import { recentGamesWith } from "./recent-games";

/** Spec section 8: "'User not found' is thrown when ending a session or updating stats". */
export const userNotFound = () => new ApiError(404, "USER_NOT_FOUND", "Usuário não encontrado");

const WEEKS = 12;
const FAVOURITES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Plays (and victories) recorded per user in any 24 hours. A long party night of quick games stays
 * far below it; a script replaying the request cannot grow the table or the admin's top games
 * past it. Beyond it the request is answered as usual but not recorded, so a phone's outbox
 * drops it instead of retrying.
 */
export const PLAY_EVENTS_PER_DAY_MAX = 200;

/**
 * Records a play or victory event unless the user already has PLAY_EVENTS_PER_DAY_MAX of that
 * kind in the last 24 hours. Locks the profile row first, so concurrent calls count one at a time
 * (404 USER_NOT_FOUND without a profile). Returns whether the event was recorded.
 */
async function recordEvent(
  tx: Executor,
  userId: string,
  gameId: string,
  kind: "played" | "victory",
): Promise<boolean> {
  const [locked] = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for("update");
  if (!locked) throw userNotFound();
  const inserted = await tx.execute(sql`
    insert into ${playEvents} (user_id, game_id, kind)
    select ${userId}, ${gameId}, ${kind}
    where (select count(*) from ${playEvents}
           where user_id = ${userId} and kind = ${kind} and at > now() - interval '24 hours')
          < ${PLAY_EVENTS_PER_DAY_MAX}
    returning id`);
  return (inserted as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The profile's stats as they are (a play past the daily cap changes nothing). */
async function currentStats(db: Executor, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!row) throw userNotFound();
  return row;
}

/** Applies `set` to the user's profile in one UPDATE; 404 USER_NOT_FOUND when there is none. */
async function updateStats(db: Executor, userId: string, set: PgUpdateSetSource<typeof profiles>) {
  const [row] = await db.update(profiles).set(set).where(eq(profiles.userId, userId)).returning();
  if (!row) throw userNotFound();
  return row;
}

async function trackingInput(c: Context<AppEnv>) {
  const user = await requireUser(c);
  const { gameId } = await readJson(c, playTrackingSchema);
  // Only real games count: a made-up id would fill recent games and the admin's top games.
  if (!findAnyGame(gameId)) throw new ApiError(404, "GAME_NOT_FOUND", "Jogo não encontrado.");
  await touchActivity(c.var.deps.database.db, user.id);
  return { userId: user.id, gameId, db: c.var.deps.database.db };
}

/** Monday 00:00 UTC of the ISO week holding `date`. */
export function isoWeekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

const weekLabel = (d: Date) => d.toISOString().slice(0, 10);

export const statsRoutes = new Hono<AppEnv>()
  /** Starting a play: start time and last game. */
  .post("/start", jsonInput(playTrackingSchema), async (c) => {
    const { db, userId, gameId } = await trackingInput(c);
    const row = await updateStats(db, userId, {
      lastGameStartTime: sql`now()`,
      lastGamePlayed: gameId,
    });
    forgetProfile(db, userId);
    const gameStats: GameStats = toGameStats(row);
    return c.json({ gameStats });
  })
  /** Ending a play: whole minutes since the start go to totalPlayTime; no start, no change. */
  .post("/end", jsonInput(playTrackingSchema), async (c) => {
    const { db, userId } = await trackingInput(c);
    const row = await updateStats(db, userId, {
      totalPlayTime: sql`${profiles.totalPlayTime} + coalesce(
        greatest(0, floor(extract(epoch from (now() - ${profiles.lastGameStartTime})) / 60))::integer,
        0)`,
      lastGameStartTime: null,
    });
    forgetProfile(db, userId);
    return c.json({ gameStats: toGameStats(row) });
  })
  /**
   * A play: a 'played' event (unless past the daily cap: then nothing changes), and in the same
   * transaction last game, +1 game, start time, and the game prepended to recentGames (newest
   * first, at most RECENT_GAMES_LIMIT) in one UPDATE.
   */
  .post("/played", jsonInput(playTrackingSchema), async (c) => {
    const { db, userId, gameId } = await trackingInput(c);
    const name = findAnyGame(gameId)?.name ?? gameId;
    const entry = JSON.stringify({ gameId, name, playedAt: new Date().toISOString() });
    const row = await db.transaction(async (tx) => {
      if (!(await recordEvent(tx, userId, gameId, "played"))) return currentStats(tx, userId);
      const updated = await updateStats(tx, userId, {
        lastGamePlayed: gameId,
        totalGamesPlayed: sql`${profiles.totalGamesPlayed} + 1`,
        lastGameStartTime: sql`now()`,
        recentGames: recentGamesWith(`[${entry}]`),
      });
      return updated;
    });
    forgetProfile(db, userId);
    return c.json({ gameStats: toGameStats(row) });
  })
  .post("/victory", jsonInput(playTrackingSchema), async (c) => {
    const { db, userId, gameId } = await trackingInput(c);
    const row = await db.transaction(async (tx) => {
      if (!(await recordEvent(tx, userId, gameId, "victory"))) return currentStats(tx, userId);
      return updateStats(tx, userId, { victories: sql`${profiles.victories} + 1` });
    });
    forgetProfile(db, userId);
    return c.json({ gameStats: toGameStats(row) });
  })
  /** Totals, plays per ISO week (UTC, last 12, oldest first, zero-filled), top 5 games. */
  .get("/summary", async (c) => {
    const user = await requireUser(c);
    const { db } = c.var.deps.database;
    const [profile] = await db
      .select({
        totalGamesPlayed: profiles.totalGamesPlayed,
        victories: profiles.victories,
        totalPlayTime: profiles.totalPlayTime,
      })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    if (!profile) throw userNotFound();

    const firstWeek = new Date(isoWeekStart(new Date()).getTime() - (WEEKS - 1) * 7 * DAY_MS);
    const mine = and(eq(playEvents.userId, user.id), eq(playEvents.kind, "played"));
    const week = sql<string>`to_char(date_trunc('week', ${playEvents.at} at time zone 'UTC'), 'YYYY-MM-DD')`;
    const perWeek = await db
      .select({ week, count: count() })
      .from(playEvents)
      .where(and(mine, gte(playEvents.at, firstWeek)))
      .groupBy(week);
    const counts = new Map(perWeek.map((r) => [r.week, r.count]));
    const gamesPerWeek = Array.from({ length: WEEKS }, (_, i) => {
      const label = weekLabel(new Date(firstWeek.getTime() + i * 7 * DAY_MS));
      return { week: label, count: counts.get(label) ?? 0 };
    });

    const plays = count();
    const favouriteGames = await db
      .select({ gameId: playEvents.gameId, count: plays })
      .from(playEvents)
      .where(mine)
      .groupBy(playEvents.gameId)
      .orderBy(desc(plays), playEvents.gameId)
      .limit(FAVOURITES);

    const summary: StatsSummary = { ...profile, gamesPerWeek, favouriteGames };
    return c.json(summary);
  });
