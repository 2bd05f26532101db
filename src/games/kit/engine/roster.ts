import { normalizePlayerName } from "../../../shared/players";
import type { Player, PlayerList } from "../../../shared/schemas/player";
import type { SetupPlayer } from "./engine";
import { leave } from "./turns";

/**
 * Changing who plays in the middle of a game, as one move: the setup screen's list of players is
 * applied to the game's list without zeroing anybody (spec section 4's turn rules underneath).
 */

const MAX_ID_LENGTH = 64;

/** Untrusted roster: 1..max players, each a non-empty id and a name of 1..30 characters, ids unique. */
export function isRoster(value: unknown, max: number): value is SetupPlayer[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > max) return false;
  const ids = new Set<string>();
  for (const entry of value) {
    if (typeof entry !== "object" || entry === null) return false;
    const { id, name } = entry as Record<string, unknown>;
    if (typeof id !== "string" || id.length === 0 || id.length > MAX_ID_LENGTH) return false;
    if (typeof name !== "string" || name.trim().length === 0 || name.trim().length > 30)
      return false;
    if (ids.has(id)) return false;
    ids.add(id);
  }
  return true;
}

export interface RosterChange {
  list: PlayerList;
  /** The player whose turn it was left: the turn passed to the next one. */
  turnPassed: boolean;
  /** That pass went past the end of the list back to the first player (a round closed). */
  roundClosed: boolean;
}

/**
 * Brings the game's players in line with `roster`: players missing from it leave (removing the
 * current one passes the turn to the next), new ones join at the end with zero points, renamed
 * ones keep their points. The game's order is kept.
 */
export function syncRoster(
  list: PlayerList,
  roster: readonly SetupPlayer[],
  at: number,
): RosterChange {
  const wanted = new Map(roster.map((p) => [p.id, p.name]));
  const startId = list.players[list.currentPlayerIndex ?? -1]?.id ?? null;
  let next = list;
  let roundClosed = false;
  for (const player of list.players) {
    if (wanted.has(player.id)) continue;
    const removed = next.players.findIndex((p) => p.id === player.id);
    const current = next.currentPlayerIndex;
    next = leave(next, player.id, at);
    if (removed === current && removed >= next.players.length) roundClosed = true;
  }
  const known = new Set(next.players.map((p) => p.id));
  const joined: Player[] = roster
    .filter((p) => !known.has(p.id))
    .map((p) => ({
      id: p.id,
      name: normalizePlayerName(p.name),
      points: 0,
      isActive: false,
      challengesCompleted: 0,
      drinksCompleted: 0,
    }));
  const players = [...next.players, ...joined].map((p) => {
    const name = wanted.has(p.id) ? normalizePlayerName(wanted.get(p.id)) : p.name;
    return name === p.name ? p : { ...p, name };
  });
  const index = next.currentPlayerIndex ?? (players.length ? 0 : null);
  const withTurn = players.map((p, i) =>
    p.isActive === (i === index) ? p : { ...p, isActive: i === index },
  );
  const endId = withTurn[index ?? -1]?.id ?? null;
  return {
    list: { players: withTurn, currentPlayerIndex: index, lastUpdated: at },
    turnPassed: startId !== endId,
    roundClosed,
  };
}
