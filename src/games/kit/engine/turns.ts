import { addPlayer, nextPlayer, removePlayer } from "../../../shared/players";
import type { Rng } from "../../../shared/random";
import type { PlayerList } from "../../../shared/schemas/player";
import type { Refusal, SetupPlayer, Standing } from "./engine";
import { rankStandings, refuse } from "./engine";

/**
 * Turn order for games played in turns, over spec section 4's player list: the pure functions of
 * src/shared/players with the move's time as their clock.
 */

/** The setup's players as a list; the first one plays first. */
export function listFromSetup(players: readonly SetupPlayer[], at = 0): PlayerList {
  return {
    players: players.map((p, i) => ({
      id: p.id,
      name: p.name,
      points: 0,
      isActive: i === 0,
      challengesCompleted: 0,
      drinksCompleted: 0,
    })),
    currentPlayerIndex: players.length ? 0 : null,
    lastUpdated: at,
  };
}

/** Passes the turn; `roundClosed` when it went back to the first player (everyone played). */
export function passTurn(list: PlayerList, at: number): { list: PlayerList; roundClosed: boolean } {
  const before = list.currentPlayerIndex ?? -1;
  const next = nextPlayer(list, at);
  return { list: next, roundClosed: (next.currentPlayerIndex ?? 0) <= before };
}

/** A player who arrives mid-game: added at the end with zero points, nobody else's score changes. */
export function joinLate(list: PlayerList, name: string, rng: Rng, at: number): PlayerList {
  return addPlayer(list, name, rng, at);
}

/** Removing the current player passes the turn to the next one (spec section 4). */
export function leave(list: PlayerList, playerId: string, at: number): PlayerList {
  return removePlayer(list, playerId, at);
}

export const setupPlayersOf = (list: PlayerList): SetupPlayer[] =>
  list.players.map((p) => ({ id: p.id, name: p.name }));

export const standingsOf = (list: PlayerList): Standing[] =>
  rankStandings(list.players.map((p) => ({ playerId: p.id, name: p.name, score: p.points })));

/** Untrusted text for a name: a string of 1..30 characters after trimming. */
export const isName = (value: unknown): value is string =>
  typeof value === "string" && value.trim().length > 0 && value.trim().length <= 30;

/** The moves of a game whose players change mid-game: a late join and a removal. */
export type RosterMove =
  | { type: "addPlayer"; name: string }
  | { type: "removePlayer"; playerId: string };

/** Untrusted input for a roster move (`isMove` of such a game delegates these two types). */
export function isRosterMove(m: Record<string, unknown>): boolean {
  if (m.type === "addPlayer") return isName(m.name);
  if (m.type === "removePlayer") return typeof m.playerId === "string";
  return false;
}

/** A late join (`joinLate`), refused when the game is full. */
export function tryJoin(
  list: PlayerList,
  name: string,
  maxPlayers: number,
  rng: Rng,
  at: number,
): PlayerList | Refusal {
  if (list.players.length >= maxPlayers) return refuse("TOO_MANY_PLAYERS");
  return joinLate(list, name, rng, at);
}

/** A removal (`leave`), refused for an unknown player or when too few would be left. */
export function tryLeave(
  list: PlayerList,
  playerId: string,
  minPlayers: number,
  at: number,
): PlayerList | Refusal {
  if (!list.players.some((p) => p.id === playerId)) return refuse("INVALID_MOVE");
  if (list.players.length <= minPlayers) return refuse("TOO_FEW_PLAYERS");
  return leave(list, playerId, at);
}
