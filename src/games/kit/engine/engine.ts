import type { Rng } from "../../../shared/random";
import type { BagMemory } from "../../../shared/shuffle-bag";
import { rngFromState } from "./rng";

/**
 * One contract for every game (in the spirit of boardgame.io): a definition is pure and total,
 * its state plain JSON. Time enters only as `at` on a move and randomness only through the rng
 * the engine hands in (its state is kept in the game state), so the same seed and moves replay to
 * the same state on a phone or on the server of a room.
 */

/**
 * Who looks: the phone passed around (sees what its screen shows), a shared board, or one seat.
 * `host`: in a room, that seat holds the host role (a game may let the host act for a player).
 */
export type Seat =
  | { kind: "device" }
  | { kind: "board" }
  | { kind: "player"; playerId: string; host?: boolean };
export const DEVICE: Seat = { kind: "device" };

export interface SetupPlayer {
  id: string;
  name: string;
}

export interface SetupInput<Settings> {
  players: SetupPlayer[];
  settings: Settings;
  /** The device's shuffle-bag memory of this game, so a new game does not repeat the last one. */
  bag: BagMemory;
}

export interface Standing {
  playerId: string;
  name: string;
  score: number;
  /** A team's people, so a win of the team is a win of each of them. */
  members?: string[];
  /** 1 for the best; tied players share a rank. */
  rank: number;
}

export type GameStatus = { kind: "playing" } | { kind: "over"; standings: Standing[] };

export interface MoveContext {
  /** When the move was made (ms since epoch), from the caller's clock. */
  at: number;
  rng: Rng;
  seat: Seat;
}

/** Why a move was not applied; the screen or the room says it in Portuguese. */
export type RefusalCode =
  | "STALE_MOVE"
  | "INVALID_MOVE"
  | "NOT_NOW"
  | "NOT_YOUR_TURN"
  | "GAME_OVER"
  | "TOO_FEW_PLAYERS"
  | "TOO_MANY_PLAYERS";

export interface Refusal {
  refused: RefusalCode;
}

export const refuse = (code: RefusalCode): Refusal => ({ refused: code });
export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && "refused" in value;

export interface GameDefinition<S, M, V = S, Settings = unknown> {
  id: string;
  /** Bumped when the state's shape changes: a saved game of another shape is not resumed. */
  stateVersion: number;
  minPlayers: number;
  maxPlayers: number;
  setup(input: SetupInput<Settings>, rng: Rng): S;
  /** A stored game's data is checked by this before it is resumed (optional, recommended). */
  isState?(value: unknown): value is S;
  /** Untrusted input (a stored game, a room's socket) passes this before `move` sees it. */
  isMove(value: unknown): value is M;
  /** The next state, or a refusal. Never mutates `state`, never throws. */
  move(state: S, move: M, ctx: MoveContext): S | Refusal;
  view(state: S, seat: Seat): V;
  status(state: S): GameStatus;
  /** The players of the game now (late joins and removals included), for 'Jogar de novo'. */
  players(state: S): SetupPlayer[];
  settings(state: S): Settings;
  /** What the device remembers between games (prompts seen), when the game draws prompts. */
  bag?(state: S): BagMemory;
}

/** What is stored and sent: the game's data plus the engine's version counter and rng state. */
export interface GameState<S> {
  game: string;
  stateVersion: number;
  /** Counts applied moves; a move names the version it was made on. */
  version: number;
  rng: number;
  data: S;
}

export interface MoveRequest<M> {
  version: number;
  move: M;
  at: number;
  seat?: Seat;
}

export type MoveResult<S> = { ok: true; state: GameState<S> } | { ok: false; code: RefusalCode };

export function startGame<S, M, V, Settings>(
  def: GameDefinition<S, M, V, Settings>,
  input: SetupInput<Settings>,
  seed: number,
): GameState<S> {
  const { rng, state } = rngFromState(seed);
  const data = def.setup(input, rng);
  return { game: def.id, stateVersion: def.stateVersion, version: 0, rng: state(), data };
}

/**
 * Applies a move made on `request.version`. A move on any other version is STALE_MOVE: a double
 * tap (the second tap names the version the first one already changed) or two phones at once.
 */
export function applyMove<S, M, V, Settings>(
  def: GameDefinition<S, M, V, Settings>,
  current: GameState<S>,
  request: MoveRequest<unknown>,
): MoveResult<S> {
  if (request.version !== current.version) return { ok: false, code: "STALE_MOVE" };
  if (!def.isMove(request.move) || !Number.isFinite(request.at))
    return { ok: false, code: "INVALID_MOVE" };
  const { rng, state } = rngFromState(current.rng);
  const next = def.move(current.data, request.move, {
    at: request.at,
    rng,
    seat: request.seat ?? DEVICE,
  });
  if (isRefusal(next)) return { ok: false, code: next.refused };
  return {
    ok: true,
    state: { ...current, version: current.version + 1, rng: state(), data: next },
  };
}

/**
 * 'Jogar de novo': a new game with the same players and settings, the next seed taken from the
 * old game's generator, the prompts it showed remembered. A new version, so stale taps miss it.
 */
export function playAgain<S, M, V, Settings>(
  def: GameDefinition<S, M, V, Settings>,
  current: GameState<S>,
): GameState<S> {
  const { rng } = rngFromState(current.rng);
  const seed = rng.int(0x1_0000_0000);
  const input: SetupInput<Settings> = {
    players: def.players(current.data),
    settings: def.settings(current.data),
    bag: def.bag?.(current.data) ?? { seen: [], last: null },
  };
  const fresh = startGame(def, input, seed);
  return { ...fresh, version: current.version + 1 };
}

/** Ranks by score, best first; equal scores share a rank (1, 1, 3). */
export function rankStandings(rows: readonly Omit<Standing, "rank">[]): Standing[] {
  const sorted = [...rows].sort((a, b) => b.score - a.score);
  return sorted.map((row) => ({
    ...row,
    rank: 1 + sorted.filter((other) => other.score > row.score).length,
  }));
}
