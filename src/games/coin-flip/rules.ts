import { completeChallenge, completeDrink, ranking } from "../../shared/players";
import type { Rng } from "../../shared/random";
import type { PlayerList } from "../../shared/schemas/player";
import { joinNames } from "../kit/names";

/**
 * Cara ou Coroa's rules as pure functions: calls, the flip (decided by the engine's rng before
 * any animation), who drinks, streaks and the history. The definition (logic.ts) uses them.
 */

export type Face = "cara" | "coroa";
/** 'todos': everyone calls; 'duelo': two players, one calls and the other takes the other side. */
export type CallMode = "todos" | "duelo";
export type Calls = Readonly<Record<string, Face>>;

export const FACES: readonly Face[] = ["cara", "coroa"];
export const FACE_LABELS: Record<Face, string> = { cara: "Cara", coroa: "Coroa" };
export const HISTORY_LIMIT = 20;
/** Whole turns the coin makes in the air, on top of landing on the decided face. */
export const FLIP_TURNS = 5;
export const FAIR_NOTE = "A moeda não tem memória: cada jogada é 50/50, não importa a sequência.";

export interface Streak {
  face: Face;
  length: number;
}

export interface FlipRecord {
  /** 1 for the first flip of the game. */
  n: number;
  result: Face;
  /** Names at the time of the flip, so the history reads right after a rename or removal. */
  drinkers: string[];
}

export interface CoinState {
  flips: number;
  /** Newest first, at most HISTORY_LIMIT. */
  history: FlipRecord[];
  current: Streak | null;
  longest: Streak | null;
  totals: Record<Face, number>;
}

export const emptyCoinState: CoinState = {
  flips: 0,
  history: [],
  current: null,
  longest: null,
  totals: { cara: 0, coroa: 0 },
};

/** The flip itself: each face exactly equally likely (an unbiased integer draw). */
export function flipCoin(rng: Rng): Face {
  return rng.int(2) === 0 ? "cara" : "coroa";
}

export function opposite(face: Face): Face {
  return face === "cara" ? "coroa" : "cara";
}

/** Tapping a chip: no call → cara → coroa → cara… */
export function nextCall(current: Face | undefined): Face {
  return current === "cara" ? "coroa" : "cara";
}

/** Duelo only makes sense with exactly two players. */
export function effectiveMode(mode: CallMode, players: number): CallMode {
  return mode === "duelo" && players === 2 ? "duelo" : "todos";
}

/** Only the calls of players still in the game. */
export function keepCalls(calls: Calls, playerIds: readonly string[]): Calls {
  return Object.fromEntries(playerIds.flatMap((id) => (calls[id] ? [[id, calls[id]]] : [])));
}

/**
 * A player's chip was tapped. In duelo the other player always holds the other side, so a single
 * tap settles both calls.
 */
export function toggleCall(
  calls: Calls,
  playerId: string,
  playerIds: readonly string[],
  mode: CallMode,
): Calls {
  if (!playerIds.includes(playerId)) return calls;
  const call = nextCall(calls[playerId]);
  const next: Record<string, Face> = { ...keepCalls(calls, playerIds), [playerId]: call };
  if (effectiveMode(mode, playerIds.length) === "duelo") {
    for (const id of playerIds) if (id !== playerId) next[id] = opposite(call);
  }
  return next;
}

/**
 * The calls left on the table after a flip: everyone keeps their call until they change it, so
 * a group that sticks to its sides flips again at once; in a duel the next caller flips them.
 */
export function callsAfterFlip(calls: Calls, playerIds: readonly string[]): Calls {
  return keepCalls(calls, playerIds);
}

/** Players who still have to call, in list order. */
export function missingCalls(playerIds: readonly string[], calls: Calls): string[] {
  return playerIds.filter((id) => !calls[id]);
}

/** Who called wrong and drinks: in list order. */
export function whoDrinks<P extends { id: string }>(
  players: readonly P[],
  calls: Calls,
  result: Face,
): P[] {
  return players.filter((p) => calls[p.id] !== undefined && calls[p.id] !== result);
}

export function extendStreak(current: Streak | null, face: Face): Streak {
  return current?.face === face ? { face, length: current.length + 1 } : { face, length: 1 };
}

/** Adds a flip to the history and the streaks (a later, equally long streak does not replace). */
export function recordFlip(state: CoinState, result: Face, drinkers: readonly string[]): CoinState {
  const flips = state.flips + 1;
  const current = extendStreak(state.current, result);
  const longest = state.longest && state.longest.length >= current.length ? state.longest : current;
  return {
    flips,
    history: [{ n: flips, result, drinkers: [...drinkers] }, ...state.history].slice(
      0,
      HISTORY_LIMIT,
    ),
    current,
    longest,
    totals: { ...state.totals, [result]: state.totals[result] + 1 },
  };
}

/** A right call is a point (and a challenge done); a wrong one is a drink. */
export function scoreFlip(
  list: PlayerList,
  calls: Calls,
  result: Face,
  now: number = Date.now(),
): PlayerList {
  return list.players.reduce((l, p) => {
    const call = calls[p.id];
    if (!call) return l;
    return call === result ? completeChallenge(l, p.id, 1, now) : completeDrink(l, p.id, 0, now);
  }, list);
}

/** The face showing at a rotateX angle: cara at 0°, coroa at 180° (edge-on 90° counts as coroa). */
export function faceAt(rotation: number): Face {
  const r = ((rotation % 360) + 360) % 360;
  return r >= 90 && r < 270 ? "coroa" : "cara";
}

/** The rotation the coin ends on: at least `turns` whole turns forward, landing on `result`. */
export function planFlip(rotation: number, result: Face, turns: number = FLIP_TURNS): number {
  const base = Math.ceil(rotation / 360) * 360 + turns * 360;
  return base + (result === "coroa" ? 180 : 0);
}

export function finalRanking(list: PlayerList): { name: string; points: number }[] {
  return ranking(list).map((p) => ({ name: p.name, points: p.points }));
}

/** Who drinks after a flip, in a sentence; without alcohol, a forfeit or a sip of water. */
export function drinkLine(names: readonly string[], noAlcohol: boolean): string {
  if (names.length === 0)
    return noAlcohol
      ? "Todo mundo acertou: ninguém paga prenda!"
      : "Todo mundo acertou: ninguém bebe!";
  const one = names.length === 1;
  const action = noAlcohol
    ? one
      ? "paga uma prenda ou toma um gole de água"
      : "pagam uma prenda ou tomam um gole de água"
    : one
      ? "bebe um gole"
      : "bebem um gole";
  return `${joinNames(names)} ${action}.`;
}
