import { currentPlayer, nextPlayer } from "../../shared/players";
import type { Player, PlayerList } from "../../shared/schemas/player";
import { type GameDefinition, refuse } from "../kit/engine/engine";
import { listFromSetup, setupPlayersOf, standingsOf } from "../kit/engine/turns";
import { manifest } from "./manifest";
import {
  type CallMode,
  type Calls,
  type CoinState,
  callsAfterFlip,
  effectiveMode,
  emptyCoinState,
  type Face,
  flipCoin,
  missingCalls,
  planFlip,
  recordFlip,
  scoreFlip,
  toggleCall,
  whoDrinks,
} from "./rules";
import type { CoinFlipSettings } from "./settings";

export interface CoinFlipState {
  list: PlayerList;
  settings: CoinFlipSettings;
  calls: Record<string, Face>;
  coin: CoinState;
  /** The coin's rotateX angle: the flip plans it onto the drawn face, the screen tosses to it. */
  rotation: number;
  /** The last flip's face and who drank then. */
  last: { result: Face; drinkers: string[] } | null;
  over: boolean;
}

export type CoinFlipMove = { type: "call"; playerId: string } | { type: "flip" } | { type: "end" };

export interface CoinFlipView {
  list: PlayerList;
  mode: CallMode;
  calls: Calls;
  /** Set in a duel: the only player who calls this time. */
  caller: Player | null;
  missing: Player[];
  coin: CoinState;
  rotation: number;
  last: CoinFlipState["last"];
  over: boolean;
}

const MAX_PLAYERS = manifest.maxPlayers;
const ids = (state: CoinFlipState) => state.list.players.map((p) => p.id);
const modeOf = (state: CoinFlipState) =>
  effectiveMode(state.settings.mode, state.list.players.length);

function isCoinFlipMove(value: unknown): value is CoinFlipMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  if (m.type === "call") return typeof m.playerId === "string";
  return m.type === "flip" || m.type === "end";
}

function isCoinFlipState(value: unknown): value is CoinFlipState {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Record<string, unknown>;
  const list = s.list as PlayerList | undefined;
  const coin = s.coin as CoinState | undefined;
  return (
    Array.isArray(list?.players) &&
    typeof s.calls === "object" &&
    s.calls !== null &&
    Array.isArray(coin?.history) &&
    typeof s.rotation === "number" &&
    typeof s.over === "boolean"
  );
}

/**
 * Cara ou Coroa: everyone (or, in a duel, the caller) calls a side; the flip move draws the face
 * with the engine's rng, scores right calls and counts the wrong ones' drinks. Calls stay on the
 * table until someone changes theirs. The group ends the night with 'Encerrar'.
 */
export const coinFlipGame: GameDefinition<
  CoinFlipState,
  CoinFlipMove,
  CoinFlipView,
  CoinFlipSettings
> = {
  id: "coin-flip",
  stateVersion: 1,
  minPlayers: manifest.minPlayers,
  maxPlayers: MAX_PLAYERS,
  setup({ players, settings }) {
    return {
      list: listFromSetup(players.slice(0, MAX_PLAYERS)),
      settings: { mode: settings?.mode === "duelo" ? "duelo" : "todos" },
      calls: {},
      coin: emptyCoinState,
      rotation: 0,
      last: null,
      over: false,
    };
  },
  isState: isCoinFlipState,
  isMove: isCoinFlipMove,
  move(state, move, { at, rng }) {
    if (state.over) return refuse("GAME_OVER");
    const mode = modeOf(state);
    switch (move.type) {
      case "call": {
        if (!ids(state).includes(move.playerId)) return refuse("INVALID_MOVE");
        const caller = currentPlayer(state.list)?.id;
        if (mode === "duelo" && move.playerId !== caller) return refuse("NOT_YOUR_TURN");
        return { ...state, calls: { ...toggleCall(state.calls, move.playerId, ids(state), mode) } };
      }
      case "flip": {
        if (missingCalls(ids(state), state.calls).length > 0) return refuse("NOT_NOW");
        const result = flipCoin(rng);
        const drinkers = whoDrinks(state.list.players, state.calls, result).map((p) => p.name);
        const scored = scoreFlip(state.list, state.calls, result, at);
        return {
          ...state,
          list: mode === "duelo" ? nextPlayer(scored, at) : scored,
          calls: { ...callsAfterFlip(state.calls, ids(state)) },
          coin: recordFlip(state.coin, result, drinkers),
          rotation: planFlip(state.rotation, result),
          last: { result, drinkers },
        };
      }
      case "end":
        if (state.coin.flips === 0) return refuse("NOT_NOW");
        return { ...state, over: true };
    }
  },
  view(state) {
    const mode = modeOf(state);
    const missing = new Set(missingCalls(ids(state), state.calls));
    return {
      list: state.list,
      mode,
      calls: state.calls,
      caller: mode === "duelo" ? currentPlayer(state.list) : null,
      missing: state.list.players.filter((p) => missing.has(p.id)),
      coin: state.coin,
      rotation: state.rotation,
      last: state.last,
      over: state.over,
    };
  },
  status(state) {
    return state.over ? { kind: "over", standings: standingsOf(state.list) } : { kind: "playing" };
  },
  players: (state) => setupPlayersOf(state.list),
  settings: (state) => state.settings,
};
