import { DEFAULT_PLAYER_NAME, PLAYER_ID_LENGTH } from "./constants";
import { MAX_PLAYERS_PER_LIST, parsePlayer } from "./player-check";
import { cryptoRng, type Rng, randomId } from "./random";
import type { Player, PlayerList } from "./schemas/player";

/**
 * The local turn rules of spec section 4 as pure functions over a PlayerList. Inputs are never
 * modified; a function that has nothing to change returns the very same list (so callers can
 * skip saving), otherwise a new list with a fresh lastUpdated. The isActive flag always follows
 * currentPlayerIndex: only the current player is active.
 */

/** Same limits as playerSchema, so every list made here passes parsePlayerList. */
export const PLAYER_NAME_MAX_LENGTH = 30;
export const PLAYER_POINTS_MAX = 1_000_000;

/** Trimmed, at most 30 characters (never splitting a surrogate pair), 'Jogador' when empty. */
export function normalizePlayerName(name?: string | null): string {
  const trimmed = (name ?? "").trim();
  let result = "";
  for (const char of trimmed) {
    if (result.length + char.length > PLAYER_NAME_MAX_LENGTH) break;
    result += char;
  }
  result = result.trimEnd();
  return result === "" ? DEFAULT_PLAYER_NAME : result;
}

/** A new player: random 9-character id, zero points and counters, active (spec section 3). */
export function createPlayer(name?: string, rng: Rng = cryptoRng()): Player {
  return {
    id: randomId(PLAYER_ID_LENGTH, rng),
    name: normalizePlayerName(name),
    points: 0,
    isActive: true,
    challengesCompleted: 0,
    drinksCompleted: 0,
  };
}

export function emptyList(now: number = Date.now()): PlayerList {
  return { players: [], currentPlayerIndex: null, lastUpdated: now };
}

/** Sets the turn and makes the isActive flags follow it. */
function withTurn(players: readonly Player[], index: number | null, now: number): PlayerList {
  return {
    players: players.map((p, i) => {
      const isActive = i === index;
      return p.isActive === isActive ? p : { ...p, isActive };
    }),
    currentPlayerIndex: index,
    lastUpdated: now,
  };
}

/** The stored index when it points at a player, otherwise null. */
function validIndex(list: PlayerList): number | null {
  const index = list.currentPlayerIndex;
  return index !== null && Number.isInteger(index) && index >= 0 && index < list.players.length
    ? index
    : null;
}

function updatePlayer(
  list: PlayerList,
  id: string,
  change: (player: Player) => Player,
  now: number,
): PlayerList {
  const index = list.players.findIndex((p) => p.id === id);
  if (index === -1) return list;
  const players = list.players.slice();
  players[index] = change(list.players[index] as Player);
  return { ...list, players, lastUpdated: now };
}

function clampCount(value: number): number {
  return Math.min(PLAYER_POINTS_MAX, value);
}

/** Points to add: a non-negative integer (anything else counts as 0). */
function sanitizePoints(points: number): number {
  return Number.isFinite(points) && points > 0 ? Math.floor(points) : 0;
}

/**
 * Adds a player at the end. The first player of the list becomes active and current (index 0);
 * later players come in inactive. A full list (MAX_PLAYERS_PER_LIST) is returned unchanged.
 */
export function addPlayer(
  list: PlayerList,
  name?: string,
  rng: Rng = cryptoRng(),
  now: number = Date.now(),
): PlayerList {
  if (list.players.length >= MAX_PLAYERS_PER_LIST) return list;
  const taken = new Set(list.players.map((p) => p.id));
  let player = createPlayer(name, rng);
  while (taken.has(player.id)) player = { ...player, id: randomId(PLAYER_ID_LENGTH, rng) };
  if (list.players.length === 0) return withTurn([player], 0, now);
  return {
    players: [...list.players, { ...player, isActive: false }],
    currentPlayerIndex: list.currentPlayerIndex,
    lastUpdated: now,
  };
}

/**
 * Passes the turn: the index advances cyclically and only that player is active. Without a
 * current index the first player becomes current; an empty list ends with a null index.
 */
export function nextPlayer(list: PlayerList, now: number = Date.now()): PlayerList {
  if (list.players.length === 0) {
    return list.currentPlayerIndex === null ? list : withTurn([], null, now);
  }
  const current = validIndex(list);
  const index = current === null ? 0 : (current + 1) % list.players.length;
  return withTurn(list.players, index, now);
}

/** The turn goes back to the first player (null when the list is empty). */
export function setFirstPlayer(list: PlayerList, now: number = Date.now()): PlayerList {
  if (list.players.length === 0) {
    return list.currentPlayerIndex === null ? list : withTurn([], null, now);
  }
  return withTurn(list.players, 0, now);
}

/**
 * Removes a player. If it was the current one, the turn moves to the next player (wrapping to
 * the first; null when nobody is left). Removing a player before the current one keeps the same
 * player current (the index decrements); after it, the index stays. Unknown id: unchanged.
 */
export function removePlayer(list: PlayerList, id: string, now: number = Date.now()): PlayerList {
  const removed = list.players.findIndex((p) => p.id === id);
  if (removed === -1) return list;
  const players = list.players.filter((_, i) => i !== removed);
  const current = validIndex(list);
  let index: number | null;
  if (players.length === 0 || current === null) index = null;
  else if (removed === current) index = removed < players.length ? removed : 0;
  else if (removed < current) index = current - 1;
  else index = current;
  return withTurn(players, index, now);
}

/** Why a name cannot be given to a player: nothing left after trimming, or another player has it. */
export type PlayerNameProblem = "blank" | "duplicate";

/** Lower case with inner spaces collapsed: ' ANA  paula' and 'Ana Paula' are the same name. */
function nameKey(name: string): string {
  return normalizePlayerName(name).replace(/\s+/g, " ").toLocaleLowerCase("pt-BR");
}

/**
 * The reason a name cannot be used in the list, or null when it can. The check ignores case and
 * extra spaces; `exceptId` is the player being renamed, who may keep their own name.
 */
export function playerNameProblem(
  list: PlayerList,
  name: string,
  exceptId?: string,
): PlayerNameProblem | null {
  if (name.trim() === "") return "blank";
  const key = nameKey(name);
  return list.players.some((p) => p.id !== exceptId && nameKey(p.name) === key)
    ? "duplicate"
    : null;
}

/**
 * Renames a player (trimmed). A blank name or one another player already has (ignoring case and
 * spaces) is refused, like when adding. Unknown id, same name or refused: unchanged.
 */
export function renamePlayer(
  list: PlayerList,
  id: string,
  name: string,
  now: number = Date.now(),
): PlayerList {
  const player = list.players.find((p) => p.id === id);
  if (!player || playerNameProblem(list, name, id) !== null) return list;
  const normalized = normalizePlayerName(name);
  if (player.name === normalized) return list;
  return updatePlayer(list, id, (p) => ({ ...p, name: normalized }), now);
}

/**
 * Moves a player to another position (clamped to the list). The current player stays current:
 * the index follows that player. Unknown id or same position: unchanged.
 */
export function movePlayer(
  list: PlayerList,
  id: string,
  toIndex: number,
  now: number = Date.now(),
): PlayerList {
  const from = list.players.findIndex((p) => p.id === id);
  if (from === -1) return list;
  const last = list.players.length - 1;
  const target = Number.isFinite(toIndex) ? Math.trunc(toIndex) : from;
  const to = Math.min(last, Math.max(0, target));
  if (to === from) return list;
  const current = validIndex(list);
  const currentId = current === null ? null : (list.players[current]?.id ?? null);
  const players = list.players.slice();
  const [moved] = players.splice(from, 1);
  players.splice(to, 0, moved as Player);
  const index = currentId === null ? null : players.findIndex((p) => p.id === currentId);
  return withTurn(players, index, now);
}

/** Zeroes points and both counters of every player; players and the turn stay. */
export function resetPoints(list: PlayerList, now: number = Date.now()): PlayerList {
  return {
    ...list,
    players: list.players.map((p) => ({
      ...p,
      points: 0,
      challengesCompleted: 0,
      drinksCompleted: 0,
    })),
    lastUpdated: now,
  };
}

/** Adds points and counts one challenge for the player. Unknown id: unchanged. */
export function completeChallenge(
  list: PlayerList,
  id: string,
  points: number,
  now: number = Date.now(),
): PlayerList {
  return scoreAndCount(list, id, points, "challengesCompleted", now);
}

/** Adds points and counts one drink for the player. Unknown id: unchanged. */
export function completeDrink(
  list: PlayerList,
  id: string,
  points: number,
  now: number = Date.now(),
): PlayerList {
  return scoreAndCount(list, id, points, "drinksCompleted", now);
}

function scoreAndCount(
  list: PlayerList,
  id: string,
  points: number,
  counter: "challengesCompleted" | "drinksCompleted",
  now: number,
): PlayerList {
  const amount = sanitizePoints(points);
  return updatePlayer(
    list,
    id,
    (p) => ({ ...p, points: clampCount(p.points + amount), [counter]: clampCount(p[counter] + 1) }),
    now,
  );
}

/** The player whose turn it is, or null. */
export function currentPlayer(list: PlayerList): Player | null {
  const index = validIndex(list);
  return index === null ? null : (list.players[index] ?? null);
}

/**
 * The player with the most points (the earliest in the list on a tie), or null when the list is
 * empty or nobody has scored yet.
 */
export function leader(list: PlayerList): Player | null {
  let best: Player | null = null;
  for (const player of list.players) {
    if (player.points > (best?.points ?? 0)) best = player;
  }
  return best;
}

/** Players by points, highest first; ties keep the list order. A new array. */
export function ranking(list: PlayerList): Player[] {
  return list.players.slice().sort((a, b) => b.points - a.points);
}

/**
 * Validates a list read from storage or another source. Every player must pass playerSchema
 * (defaults filled, names trimmed), ids must be unique and the list at most MAX_PLAYERS_PER_LIST
 * long; otherwise null (nothing is dropped silently). currentPlayerIndex must be a number or
 * null (missing counts as null); a number that does not point at a player becomes null.
 * lastUpdated must be a finite number (missing counts as 0). isActive follows the index.
 */
export function parsePlayerList(value: unknown): PlayerList | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const rawPlayers = record.players;
  if (!Array.isArray(rawPlayers) || rawPlayers.length > MAX_PLAYERS_PER_LIST) return null;

  const players: Player[] = [];
  const ids = new Set<string>();
  for (const raw of rawPlayers) {
    const parsed = parsePlayer(raw);
    if (!parsed || ids.has(parsed.id)) return null;
    ids.add(parsed.id);
    players.push(parsed);
  }

  const rawIndex = record.currentPlayerIndex;
  if (rawIndex !== undefined && rawIndex !== null && typeof rawIndex !== "number") return null;
  const index =
    typeof rawIndex === "number" &&
    Number.isInteger(rawIndex) &&
    rawIndex >= 0 &&
    rawIndex < players.length
      ? rawIndex
      : null;

  const rawUpdated = record.lastUpdated;
  if (
    rawUpdated !== undefined &&
    (typeof rawUpdated !== "number" || !Number.isFinite(rawUpdated))
  ) {
    return null;
  }

  return withTurn(players, index, rawUpdated ?? 0);
}
