import { DEFAULT_PLAYER_NAME } from "./constants";
import type { Player } from "./schemas/player";

const COUNT_MAX = 1_000_000;
export const MAX_PLAYERS_PER_LIST = 30;

/** A count a player may have, or `fallback` when missing; undefined when it is not one. */
function count(v: unknown, fallback: number): number | undefined {
  if (v === undefined) return fallback;
  return Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= COUNT_MAX
    ? (v as number)
    : undefined;
}

/**
 * The same reading as the server's zod `playerSchema` (defaults filled, name trimmed, unknown keys
 * dropped), by hand: the device reads players on every game screen, where zod would cost 26 KB.
 * `player-check.test.ts` holds the two to the same answers.
 */
export function parsePlayer(value: unknown): Player | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const p = value as Record<string, unknown>;
  if (typeof p.id !== "string" || p.id.length < 1 || p.id.length > 64) return null;
  let name = DEFAULT_PLAYER_NAME;
  if (p.name !== undefined) {
    if (typeof p.name !== "string") return null;
    name = p.name.trim();
    if (name.length < 1 || name.length > 30) return null;
  }
  const isActive = p.isActive === undefined ? true : p.isActive;
  if (typeof isActive !== "boolean") return null;
  const points = count(p.points, 0);
  const challengesCompleted = count(p.challengesCompleted, 0);
  const drinksCompleted = count(p.drinksCompleted, 0);
  if (points === undefined || challengesCompleted === undefined || drinksCompleted === undefined)
    return null;
  return { id: p.id, name, points, isActive, challengesCompleted, drinksCompleted };
}
