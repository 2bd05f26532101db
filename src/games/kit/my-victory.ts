import { sameName } from "../../client/me";
import type { Standing } from "./engine/engine";

/**
 * A finished game is the user's victory only when the player marked 'Sou eu' (by default the one
 * named like the profile), or their team, is first, and not everyone shares first place (a draw is no victory).
 */
export function isMyVictory(standings: readonly Standing[], me: string | null): boolean {
  if (!me) return false;
  const mine = standings.find(
    (s) => sameName(s.name, me) || s.members?.some((m) => sameName(m, me)),
  );
  if (mine?.rank !== 1) return false;
  return standings.length < 2 || standings.some((s) => s.rank !== 1);
}
