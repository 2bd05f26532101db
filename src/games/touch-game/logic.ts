import { completeDrink } from "../../shared/players";
import type { PlayerList } from "../../shared/schemas/player";
import { type GameDefinition, refuse } from "../kit/engine/engine";
import { listFromSetup, setupPlayersOf, standingsOf } from "../kit/engine/turns";
import { type ChooserAction, type ChooserState, chooserReducer, initialChooser } from "./chooser";
import { type Fingers, MAX_FINGERS } from "./fingers";
import { manifest } from "./manifest";
import { type Mode, minFingers, normaliseMode } from "./modes";
import { drawNames, type NamesDraw } from "./names-logic";

export * from "./chooser";

export interface TouchSettings {
  mode: Mode;
  /** 'Modo pelos nomes': draw from the list of names instead of fingers. */
  byNames: boolean;
  /** Mouse spots kept from the last round ('De novo' on a computer). */
  spots?: Fingers;
}

/**
 * Toque na Sorte: the finger chooser (its pick made by the engine's rng in the tick that ends
 * the countdown) or the names mode (each 'Sortear' a move; its result drawn before the highlight
 * runs to it). A result on the screen, or the names' scoreboard, is the end of a play.
 */
export interface TouchState {
  chooser: ChooserState;
  byNames: boolean;
  list: PlayerList;
  /** The last names draw, or null; `draws` counts them so the screen animates only new ones. */
  draw: NamesDraw | null;
  draws: number;
  /** The names' scoreboard ('Encerrar e ver o placar') is shown. */
  ended: boolean;
}

const COORD = 100_000;
const coord = (v: unknown): v is number => typeof v === "number" && Math.abs(v) <= COORD;
const fingerId = (v: unknown): v is string =>
  typeof v === "string" && v.length > 0 && v.length <= 40;

type FingerMove =
  | { type: "fingerDown"; id: string; x: number; y: number; kind: "touch" | "spot" }
  | { type: "fingerUp"; id: string; x?: number; y?: number }
  | { type: "fingerCancel"; id: string }
  | { type: "cancelAll" }
  | { type: "release" }
  | { type: "tick" }
  | { type: "start" }
  | { type: "dismissLimit" };

export type TouchMove =
  | FingerMove
  | { type: "setMode"; mode: Mode }
  | { type: "byNames"; on: boolean }
  | { type: "drawNames" }
  | { type: "endNames" };

function isMode(v: unknown): v is Mode {
  const m = v as Record<string, unknown> | null;
  if (typeof m !== "object" || m === null) return false;
  if (m.kind === "one") return true;
  if (m.kind === "many") return typeof m.count === "number" && Number.isFinite(m.count);
  return m.kind === "teams" && typeof m.teams === "number" && Number.isFinite(m.teams);
}

function isTouchMove(value: unknown): value is TouchMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case "fingerDown":
      return (
        fingerId(m.id) && coord(m.x) && coord(m.y) && (m.kind === "touch" || m.kind === "spot")
      );
    case "fingerUp":
      return (
        fingerId(m.id) && (m.x === undefined || coord(m.x)) && (m.y === undefined || coord(m.y))
      );
    case "fingerCancel":
      return fingerId(m.id);
    case "cancelAll":
    case "release":
    case "tick":
    case "start":
    case "dismissLimit":
    case "drawNames":
    case "endNames":
      return true;
    case "setMode":
      return isMode(m.mode);
    case "byNames":
      return typeof m.on === "boolean";
    default:
      return false;
  }
}

const withNow = (m: FingerMove, now: number): ChooserAction => ({ ...m, now }) as ChooserAction;

function apply(
  state: TouchState,
  m: TouchMove,
  now: number,
  rng: Parameters<typeof chooserReducer>[2],
) {
  switch (m.type) {
    case "setMode": {
      const chooser = chooserReducer(state.chooser, { type: "setMode", mode: m.mode, now }, rng);
      const same = JSON.stringify(chooser.mode) === JSON.stringify(state.chooser.mode);
      return same && state.draw === null ? null : { ...state, chooser, draw: null };
    }
    case "byNames": {
      if (m.on === state.byNames) return null;
      // From the touch-limit dialog too: the names mode is the answer, the notice goes.
      const chooser = { ...state.chooser, touchLimit: false, cancelStreak: 0 };
      return { ...state, chooser, byNames: m.on, draw: null, ended: false };
    }
    case "drawNames": {
      const enough = state.list.players.length >= minFingers(state.chooser.mode);
      if (!state.byNames || state.ended || !enough) return null;
      const draw = drawNames(state.list.players, state.chooser.mode, rng);
      const list = draw.chosen.reduce((l, id) => completeDrink(l, id, 1, now), state.list);
      return { ...state, list, draw, draws: state.draws + 1 };
    }
    case "endNames":
      return state.byNames && !state.ended && state.draws > 0 ? { ...state, ended: true } : null;
    default: {
      if (state.byNames && m.type !== "release") return null;
      const chooser = chooserReducer(state.chooser, withNow(m, now), rng);
      return chooser === state.chooser ? null : { ...state, chooser };
    }
  }
}

export const touchGame: GameDefinition<TouchState, TouchMove, TouchState, TouchSettings> = {
  id: "touch-game",
  stateVersion: 1,
  minPlayers: manifest.minPlayers,
  maxPlayers: manifest.maxPlayers,
  setup({ players, settings }) {
    const spots = Object.entries(settings.spots ?? {}).slice(0, MAX_FINGERS);
    const fingers = Object.fromEntries(spots.map(([id, { team: _, ...f }]) => [id, f]));
    return {
      chooser: { ...initialChooser(normaliseMode(settings.mode)), fingers },
      byNames: settings.byNames,
      list: listFromSetup(players.slice(0, manifest.maxPlayers)),
      draw: null,
      draws: 0,
      ended: false,
    };
  },
  isMove: isTouchMove,
  move(state, m, { at, rng }) {
    return apply(state, m, at, rng) ?? refuse("NOT_NOW");
  },
  view: (state) => state,
  status(state) {
    const over = state.byNames ? state.ended : state.chooser.phase === "chosen";
    return over ? { kind: "over", standings: standingsOf(state.list) } : { kind: "playing" };
  },
  players: (state) => setupPlayersOf(state.list),
  settings(state) {
    const spots = Object.entries(state.chooser.fingers).filter(([, f]) => f.kind === "spot");
    return {
      mode: state.chooser.mode,
      byNames: state.byNames,
      spots: state.byNames ? {} : Object.fromEntries(spots),
    };
  },
};
