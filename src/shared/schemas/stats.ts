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
