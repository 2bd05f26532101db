import { DEFAULT_PLAYER_NAME } from "../constants";
import { MAX_PLAYERS_PER_LIST } from "../player-check";
import { z } from "./zod-pt";

/** Spec section 3's player, kept locally per game and mirrored to the server session. */
export const playerSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1).max(30).default(DEFAULT_PLAYER_NAME),
  points: z.number().int().min(0).max(1_000_000).default(0),
  isActive: z.boolean().default(true), // spec section 3: true at creation
  challengesCompleted: z.number().int().min(0).max(1_000_000).default(0),
  drinksCompleted: z.number().int().min(0).max(1_000_000).default(0),
});
export type Player = z.infer<typeof playerSchema>;

/** The local list record per game (spec section 3). */
export interface PlayerList {
  players: Player[];
  currentPlayerIndex: number | null;
  lastUpdated: number;
}

export { MAX_PLAYERS_PER_LIST };
