import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type Context, Hono } from "hono";
import { findAnyGame } from "../../games/extras";
import { RECENT_GAMES_LIMIT } from "../../shared/constants";
import type { GameStats } from "../../shared/schemas/profile";
import { playTrackingSchema, type StatsSummary } from "../../shared/schemas/stats";
import { touchActivity } from "../admin/activity";
import type { Executor } from "../db/executor";
import { playEvents, profiles } from "../db/schema";
import { type AppEnv, requireUser } from "../http/context";
import { ApiError, readJson } from "../http/errors";
import { toGameStats } from "./profile";

/** Spec section 8: "'User not found' is thrown when ending a session or updating stats". */
export const userNotFound = () => new ApiError(404, "USER_NOT_FOUND", "Usuário não encontrado");

const WEEKS = 12;
const FAVOURITES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

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
  .post("/start", async (c) => {
    const { db, userId, gameId } = await trackingInput(c);
    const row = await updateStats(db, userId, {
      lastGameStartTime: sql`now()`,
      lastGamePlayed: gameId,
    });
    const gameStats: GameStats = toGameStats(row);
    return c.json({ gameStats });
  })
  /** Ending a play: whole minutes since the start go to totalPlayTime; no start, no change. */
  .post("/end", async (c) => {
    const { db, userId } = await trackingInput(c);
    const row = await updateStats(db, userId, {
      totalPlayTime: sql`${profiles.totalPlayTime} + coalesce(
        greatest(0, floor(extract(epoch from (now() - ${profiles.lastGameStartTime})) / 60))::integer,
        0)`,
      lastGameStartTime: null,
    });
    return c.json({ gameStats: toGameStats(row) });
  })
  /**
   * A play: last game, +1 game, start time, and the game prepended to recentGames (newest first,
   * at most RECENT_GAMES_LIMIT) in one UPDATE, plus a 'played' event in the same transaction.
   */
  .post("/played", async (c) => {
    const { db, userId, gameId } = await trackingInput(c);
    const entry = JSON.stringify({ gameId, name: findAnyGame(gameId)?.name ?? gameId });
    const row = await db.transaction(async (tx) => {
      const updated = await updateStats(tx, userId, {
        lastGamePlayed: gameId,
        totalGamesPlayed: sql`${profiles.totalGamesPlayed} + 1`,
        lastGameStartTime: sql`now()`,
        recentGames: sql`(
          select coalesce(jsonb_agg(t.e order by t.n), '[]'::jsonb)
          from jsonb_array_elements(
            jsonb_build_array(${entry}::jsonb || jsonb_build_object('playedAt',
              to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
            || case when jsonb_typeof(${profiles.recentGames}) = 'array'
                 then ${profiles.recentGames} else '[]'::jsonb end
          ) with ordinality as t(e, n)
          where t.n <= ${RECENT_GAMES_LIMIT}
        )`,
      });
      await tx.insert(playEvents).values({ userId, gameId, kind: "played" });
      return updated;
    });
    return c.json({ gameStats: toGameStats(row) });
  })
  .post("/victory", async (c) => {
    const { db, userId, gameId } = await trackingInput(c);
    const row = await db.transaction(async (tx) => {
      const updated = await updateStats(tx, userId, {
        victories: sql`${profiles.victories} + 1`,
      });
      await tx.insert(playEvents).values({ userId, gameId, kind: "victory" });
      return updated;
    });
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
