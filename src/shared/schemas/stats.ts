import { type DevicePlay, MAX_PLAY_MINUTES, MAX_PLAYS_PER_REQUEST } from "../device-play";
import { gameIdSchema } from "./session";
import { z } from "./zod-pt";

export const playTrackingSchema = z.object({ gameId: gameIdSchema }).strict();

/** One row per finished or started play, for charts (games per week) and the admin overview. */
export interface PlayEvent {
  gameId: string;
  kind: "played" | "victory";
  at: string;
}

export interface StatsSummary {
  totalGamesPlayed: number;
  victories: number;
  totalPlayTime: number;
  /** Last 12 ISO weeks, oldest first: { week: 'YYYY-MM-DD' (Monday), count }. */
  gamesPerWeek: { week: string; count: number }[];
  /** Most played games, most first. */
  favouriteGames: { gameId: string; count: number }[];
}

export { MAX_PLAY_MINUTES, MAX_PLAYS_PER_REQUEST };

/** A finished play as the device recorded it; its id makes sending it twice harmless. */
export const devicePlaySchema = z
  .object({
    id: z.uuid(),
    gameId: gameIdSchema,
    playedAt: z.iso.datetime(),
    minutes: z.number().int().min(0).max(MAX_PLAY_MINUTES),
    victory: z.boolean(),
  })
  .strict();
export type { DevicePlay };

export const playsInputSchema = z
  .object({ plays: z.array(devicePlaySchema).min(1).max(MAX_PLAYS_PER_REQUEST) })
  .strict();
