/**
 * One player's turn as a pure reducer over an injected clock: a 3-2-1 countdown, then the timed
 * turn. Time left is always computed from startedAt and `now`, so a late tick never drifts.
 */

export const COUNTDOWN_MS = 3000;
export const TURN_SECONDS = [30, 45, 60, 90] as const;
export type TurnSeconds = (typeof TURN_SECONDS)[number];
export type Answer = "acertou" | "passou";
export type TurnStatus = "countdown" | "playing" | "over";

export interface TurnState {
  status: TurnStatus;
  /** When the clock starts (the end of the countdown), in ms. */
  startedAt: number;
  durationMs: number;
  /** Id of the word on the forehead. */
  word: string;
  guessed: string[];
  passed: string[];
}

/** What the clock needs of a turn (the word may be hidden from whoever looks). */
export type TurnClock = Pick<TurnState, "status" | "startedAt" | "durationMs">;

export type TurnAction =
  | { type: "tick"; now: number }
  /** `word` is the word the answer is about: a stale or repeated answer is ignored. */
  | { type: "answer"; answer: Answer; word: string; next: string; now: number };

export function isTurnSeconds(value: unknown): value is TurnSeconds {
  return typeof value === "number" && (TURN_SECONDS as readonly number[]).includes(value);
}

/** A turn whose countdown begins at `now`; the first word is already chosen but still hidden. */
export function startTurn(now: number, durationMs: number, word: string): TurnState {
  return {
    status: "countdown",
    startedAt: now + COUNTDOWN_MS,
    durationMs,
    word,
    guessed: [],
    passed: [],
  };
}

/** Milliseconds left on the clock: the full time during the countdown, 0 once it ran out. */
export function timeLeftMs(turn: TurnClock, now: number): number {
  if (turn.status === "over") return 0;
  const left = turn.startedAt + turn.durationMs - Math.max(now, turn.startedAt);
  return Math.min(turn.durationMs, Math.max(0, left));
}

/** Whole seconds shown on the clock (rounded up, so "1" shows until the very end). */
export function secondsLeft(turn: TurnClock, now: number): number {
  return Math.ceil(timeLeftMs(turn, now) / 1000);
}

/** The countdown digit to show (3, 2, 1), or 0 once the turn started. */
export function countdownLeft(turn: TurnClock, now: number): number {
  if (turn.status !== "countdown") return 0;
  const left = Math.ceil((turn.startedAt - now) / 1000);
  return Math.min(COUNTDOWN_MS / 1000, Math.max(0, left));
}

const order: Record<TurnStatus, number> = { countdown: 0, playing: 1, over: 2 };

/** The status at `now`; it only ever moves forward, even if the clock goes back. */
function statusAt(turn: TurnState, now: number): TurnStatus {
  const byClock: TurnStatus =
    now >= turn.startedAt + turn.durationMs
      ? "over"
      : now >= turn.startedAt
        ? "playing"
        : "countdown";
  return order[byClock] > order[turn.status] ? byClock : turn.status;
}

export function turnReducer(turn: TurnState, action: TurnAction): TurnState {
  const status = statusAt(turn, action.now);
  const ticked = status === turn.status ? turn : { ...turn, status };
  if (action.type === "tick") return ticked;
  if (ticked.status !== "playing" || action.word !== ticked.word) return ticked;
  return action.answer === "acertou"
    ? { ...ticked, guessed: [...ticked.guessed, ticked.word], word: action.next }
    : { ...ticked, passed: [...ticked.passed, ticked.word], word: action.next };
}
