import { MAX_POINTS } from "../constants";
import { MAX_PLAYERS_PER_LIST, type Player, playerSchema } from "./player";
import { z } from "./zod-pt";

export const gameIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "Identificador de jogo inválido");

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

/** maxPoints is clamped, not refused: any finite number is accepted and brought into 10..1000. */
export const settingsInputSchema = z.object({ maxPoints: z.number().finite() }).strict();

export function clampMaxPoints(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return MAX_POINTS.default;
  return Math.min(MAX_POINTS.max, Math.max(MAX_POINTS.min, Math.round(value)));
}
