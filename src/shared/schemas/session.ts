import { clampMaxPoints, MAX_POINTS } from "../constants";
import { GAME_ID_PATTERN } from "../device-play";
import { MAX_PLAYERS_PER_LIST, type Player, playerSchema } from "./player";
import { z } from "./zod-pt";

export const gameIdSchema = z.string().regex(GAME_ID_PATTERN, "Identificador de jogo inválido");

export interface GameSettings {
  maxPoints: number;
}

/** Spec section 3's game session: one per user and game, id = userId_gameId. */
export interface GameSession {
  id: string;
  userId: string;
  gameId: string;
  players: Player[];
  currentPlayerId: string | null;
  settings: GameSettings;
  createdAt: string;
  lastActive: string;
}

export const replacePlayersSchema = z
  .object({
    players: z.array(playerSchema).max(MAX_PLAYERS_PER_LIST),
    currentPlayerId: z.string().max(64).nullable().optional(),
  })
  .strict();

export const addPointsSchema = z
  .object({
    playerId: z.string().min(1).max(64),
    amount: z.number().int().min(0).max(MAX_POINTS.max),
    type: z.enum(["challenge", "drink"]),
  })
  .strict();

/** maxPoints is clamped, not refused (clampMaxPoints): any finite number is accepted. */
export const settingsInputSchema = z.object({ maxPoints: z.number().finite() }).strict();

export { clampMaxPoints };
