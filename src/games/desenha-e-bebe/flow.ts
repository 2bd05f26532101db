import { type GameState, isOver, type Outcome, resolveRound } from "./logic";
import { type Countdown, pauseCountdown, resumeCountdown, startCountdown } from "./timer";
import type { Word } from "./words";

/**
 * The screen's phases as a pure reducer: setup → handoff (pass the phone to the drawer) →
 * reveal (only the drawer looks at the word) → play (drawing or miming against the clock) →
 * outcome → handoff … → results. The clock's time comes in with the actions.
 */

export type Phase = "setup" | "handoff" | "reveal" | "play" | "outcome" | "results";

/** Each drawer may swap the word this many times before the clock starts. */
export const SWAPS_PER_TURN = 1;

export interface Flow {
  phase: Phase;
  game: GameState | null;
  wordId: string | null;
  swapsLeft: number;
  countdown: Countdown | null;
}

export type FlowAction =
  | { type: "start"; game: GameState }
  | { type: "reveal"; wordId: string }
  | { type: "swap"; wordId: string }
  | { type: "go"; now: number; durationMs: number }
  | { type: "pause"; now: number }
  | { type: "resume"; now: number }
  | { type: "end"; outcome: Outcome; word: Word }
  | { type: "next" }
  | { type: "setup" }
  | { type: "back-to-game" };

/** Where the screen opens: a saved game in progress resumes at its current team's handoff. */
export function initialFlow(saved: GameState | null): Flow {
  const resumable = saved && !isOver(saved) ? saved : null;
  return {
    phase: resumable ? "handoff" : "setup",
    game: resumable,
    wordId: null,
    swapsLeft: SWAPS_PER_TURN,
    countdown: null,
  };
}

const turnReset = { wordId: null, swapsLeft: SWAPS_PER_TURN, countdown: null } as const;

export function flowReducer(flow: Flow, action: FlowAction): Flow {
  switch (action.type) {
    case "start":
      return { ...flow, ...turnReset, phase: "handoff", game: action.game };
    case "reveal":
      if (flow.phase !== "handoff" || !flow.game) return flow;
      return { ...flow, phase: "reveal", wordId: action.wordId, swapsLeft: SWAPS_PER_TURN };
    case "swap":
      if (flow.phase !== "reveal" || flow.swapsLeft <= 0) return flow;
      return { ...flow, wordId: action.wordId, swapsLeft: flow.swapsLeft - 1 };
    case "go":
      if (flow.phase !== "reveal") return flow;
      return { ...flow, phase: "play", countdown: startCountdown(action.durationMs, action.now) };
    case "pause":
      if (flow.phase !== "play" || !flow.countdown) return flow;
      return { ...flow, countdown: pauseCountdown(flow.countdown, action.now) };
    case "resume":
      if (flow.phase !== "play" || !flow.countdown) return flow;
      return { ...flow, countdown: resumeCountdown(flow.countdown, action.now) };
    case "end": {
      if (flow.phase !== "play" || !flow.game) return flow;
      const game = resolveRound(flow.game, action.outcome, action.word);
      return { ...flow, countdown: null, game, phase: isOver(game) ? "results" : "outcome" };
    }
    case "next":
      if (flow.phase !== "outcome") return flow;
      return { ...flow, ...turnReset, phase: "handoff" };
    case "setup":
      return { ...flow, ...turnReset, phase: "setup" };
    case "back-to-game":
      if (flow.phase !== "setup" || !flow.game || isOver(flow.game)) return flow;
      return { ...flow, ...turnReset, phase: "handoff" };
  }
}
