import type { Rng } from "../../shared/random";
import { type Finger, type FingerKind, type Fingers, freeColor, MAX_FINGERS } from "./fingers";
import { choose, type Mode, minFingers, normaliseMode } from "./modes";

export {
  type Finger,
  type FingerKind,
  type Fingers,
  fingerAt,
  freeColor,
  MAX_FINGERS,
} from "./fingers";

export {
  type Choice,
  COUNT_RANGE,
  choose,
  clamp,
  type Mode,
  minFingers,
  normaliseMode,
  TEAM_LETTERS,
  TEAM_RANGE,
  teamLabel,
} from "./modes";

/**
 * The finger chooser as a pure state machine. Time comes in with each action (`now`, from an
 * injected clock) and randomness from the Rng given to the reducer, so tests can replay any round.
 * waiting → settling (3 s with no finger added or lifted) → countdown (3 s) → chosen.
 */

export const SETTLE_MS = 3000;
export const COUNTDOWN_MS = 3000;
/**
 * Consecutive cancels that empty the screen before we blame the device's touch limit: iOS tracks
 * 5 touches and cancels all of them when a 6th lands. Fewer fingers cancelled at once is the
 * system taking the screen (a call, the notification shade), not a limit.
 */
export const LIMIT_CANCELS = 5;

export type Phase = "waiting" | "settling" | "countdown" | "chosen";

export interface ChooserState {
  mode: Mode;
  /** The fingers on the screen right now, by pointer id. */
  fingers: Fingers;
  phase: Phase;
  /** When a finger was last added or lifted. */
  stillSince: number;
  /** Whole seconds left in the countdown (3, 2, 1); 0 outside it. */
  remaining: number;
  /** The chosen ids (one or N); empty in team mode. */
  chosen: string[];
  /** The fingers as they were when chosen (with their teams): the result stays after lifting. */
  result: Fingers | null;
  cancelStreak: number;
  /** Every finger was cancelled by the system: the device's multi-touch limit was passed. */
  touchLimit: boolean;
}

export type ChooserAction =
  | { type: "fingerDown"; id: string; x: number; y: number; now: number; kind?: FingerKind }
  | { type: "fingerMove"; id: string; x: number; y: number }
  /** `x`/`y`: where the finger was lifted (its moves are only drawn while it is down). */
  | { type: "fingerUp"; id: string; now: number; x?: number; y?: number }
  | { type: "fingerCancel"; id: string; now: number }
  | { type: "cancelAll"; now: number }
  /** No finger is on the screen any more (the page was reloaded): touches go, spots stay. */
  | { type: "release"; now: number }
  | { type: "tick"; now: number }
  | { type: "start"; now: number }
  | { type: "setMode"; mode: Mode; now: number }
  | { type: "reset"; now: number }
  | { type: "dismissLimit" };

export function initialChooser(mode: Mode = { kind: "one" }, now = 0): ChooserState {
  return {
    mode: normaliseMode(mode),
    fingers: {},
    phase: "waiting",
    stillSince: now,
    remaining: 0,
    chosen: [],
    result: null,
    cancelStreak: 0,
    touchLimit: false,
  };
}

/** The set of fingers changed: the stillness clock starts over. */
function restart(state: ChooserState, fingers: Fingers, now: number): ChooserState {
  const enough = Object.keys(fingers).length >= minFingers(state.mode);
  return {
    ...state,
    fingers,
    phase: enough ? "settling" : "waiting",
    stillSince: now,
    remaining: 0,
  };
}

function without(fingers: Fingers, id: string): Record<string, Finger> {
  const { [id]: _, ...rest } = fingers;
  return rest;
}

function tick(state: ChooserState, now: number, rng: Rng): ChooserState {
  // Spots kept from the last round ('De novo'): the wait starts with the first tick.
  if (state.phase === "waiting" && Object.keys(state.fingers).length >= minFingers(state.mode))
    return restart(state, state.fingers, now);
  if (state.phase !== "settling" && state.phase !== "countdown") return state;
  const countdownAt = state.stillSince + SETTLE_MS;
  const end = countdownAt + COUNTDOWN_MS;
  if (now >= end) {
    const { chosen, teams } = choose(Object.keys(state.fingers), state.mode, rng);
    const result: Record<string, Finger> = {};
    for (const [id, f] of Object.entries(state.fingers))
      result[id] = teams[id] === undefined ? f : { ...f, team: teams[id] };
    return { ...state, phase: "chosen", remaining: 0, chosen, result };
  }
  if (now < countdownAt) return state;
  const remaining = Math.ceil((end - now) / 1000);
  if (state.phase === "countdown" && state.remaining === remaining) return state;
  return { ...state, phase: "countdown", remaining };
}

function removeFinger(state: ChooserState, id: string, now: number, cancelled: boolean) {
  if (!state.fingers[id]) return state;
  const fingers = without(state.fingers, id);
  const cancelStreak = cancelled ? state.cancelStreak + 1 : 0;
  const hitLimit =
    cancelled &&
    state.phase !== "chosen" &&
    Object.keys(fingers).length === 0 &&
    cancelStreak >= LIMIT_CANCELS;
  const next = { ...state, cancelStreak, touchLimit: state.touchLimit || hitLimit };
  return state.phase === "chosen" ? { ...next, fingers } : restart(next, fingers, now);
}

function moveFinger(state: ChooserState, id: string, x: number, y: number): ChooserState {
  const f = state.fingers[id];
  if (!f || (f.x === x && f.y === y)) return state;
  const fingers = { ...state.fingers, [id]: { ...f, x, y } };
  const shown = state.result?.[id];
  const result =
    shown && state.result ? { ...state.result, [id]: { ...shown, x, y } } : state.result;
  return { ...state, fingers, result };
}

/** Applies one action. Returns the very same state when nothing changed (so renders can skip). */
export function chooserReducer(state: ChooserState, action: ChooserAction, rng: Rng): ChooserState {
  switch (action.type) {
    case "fingerDown": {
      if (state.phase === "chosen") return state;
      const { id, x, y, now, kind = "touch" } = action;
      if (state.fingers[id]) return moveFinger(state, id, x, y);
      if (Object.keys(state.fingers).length >= MAX_FINGERS) return state;
      const finger: Finger = { x, y, color: freeColor(state.fingers), kind };
      return restart({ ...state, cancelStreak: 0 }, { ...state.fingers, [id]: finger }, now);
    }
    case "fingerMove":
      return moveFinger(state, action.id, action.x, action.y);
    case "fingerUp": {
      const { id, x, y } = action;
      const moved = x === undefined || y === undefined ? state : moveFinger(state, id, x, y);
      return removeFinger(moved, id, action.now, false);
    }
    case "fingerCancel":
      return removeFinger(state, action.id, action.now, true);
    case "cancelAll": {
      const touches = Object.keys(state.fingers).filter(
        (id) => state.fingers[id]?.kind === "touch",
      );
      if (touches.length === 0) return state;
      let next = state;
      for (const id of touches) next = removeFinger(next, id, action.now, true);
      return next;
    }
    case "release": {
      const touches = Object.keys(state.fingers).filter(
        (id) => state.fingers[id]?.kind === "touch",
      );
      if (touches.length === 0) return state;
      let next = state;
      for (const id of touches) next = removeFinger(next, id, action.now, false);
      return next;
    }
    case "tick":
      return tick(state, action.now, rng);
    case "start":
      // Space/Enter on desktop: skip the wait and go straight to the countdown.
      if (state.phase !== "settling") return state;
      return tick({ ...state, stillSince: action.now - SETTLE_MS }, action.now, rng);
    case "setMode": {
      const mode = normaliseMode(action.mode);
      if (state.phase === "chosen") return { ...state, mode };
      return restart({ ...state, mode }, state.fingers, action.now);
    }
    case "reset": {
      const fingers: Record<string, Finger> = {};
      for (const [id, { team: _, ...f }] of Object.entries(state.fingers)) fingers[id] = f;
      return restart({ ...state, chosen: [], result: null }, fingers, action.now);
    }
    case "dismissLimit":
      return state.touchLimit ? { ...state, touchLimit: false, cancelStreak: 0 } : state;
  }
}

/** Something worth a sound or a buzz happened between two states. */
export type ChooserEvent = "added" | "removed" | "countdown" | "chosen";

export function chooserEvent(prev: ChooserState, next: ChooserState): ChooserEvent | null {
  if (prev === next) return null;
  if (next.phase === "chosen" && prev.phase !== "chosen") return "chosen";
  if (next.phase === "countdown" && next.remaining !== prev.remaining) return "countdown";
  const before = Object.keys(prev.fingers).length;
  const after = Object.keys(next.fingers).length;
  if (after > before) return "added";
  if (after < before && next.phase !== "chosen") return "removed";
  return null;
}

/** The result is on screen and nobody is still holding a finger down: time for 'De novo'. */
export function canPlayAgain(state: ChooserState): boolean {
  return state.phase === "chosen" && Object.values(state.fingers).every((f) => f.kind !== "touch");
}
