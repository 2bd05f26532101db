import { readJson, removeKey, writeJson } from "../../client/safe-storage";
import { SESSION_TTL_HOURS } from "../../shared/constants";
import { legacyWordId } from "./deck";
import { type GameState, resumeGame } from "./logic";
import { TURN_SECONDS } from "./turn";

/** The game in progress, kept on the device so a reload goes on from the same player. */
interface SavedGame {
  state: GameState;
  savedAt: number;
}

const KEY = "saideira_guess-who_game";
const MAX_AGE_MS = SESSION_TTL_HOURS * 60 * 60 * 1000;
const PHASES = ["handoff", "turn", "summary", "results"];

const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0;
const isIds = (v: unknown): v is string[] => Array.isArray(v) && v.every(isId);
const isTally = (v: unknown) => {
  const t = v as Record<string, unknown> | null;
  return typeof t === "object" && t !== null && isIds(t.guessed) && isIds(t.passed);
};

const isTurn = (v: unknown) => {
  const t = v as Record<string, unknown> | null;
  return (
    typeof t === "object" &&
    t !== null &&
    t.status === "over" &&
    typeof t.startedAt === "number" &&
    typeof t.durationMs === "number" &&
    isId(t.word) &&
    isIds(t.guessed) &&
    isIds(t.passed)
  );
};

export function isGameState(v: unknown): v is GameState {
  const s = v as Partial<Record<keyof GameState, unknown>> | null;
  if (typeof s !== "object" || s === null) return false;
  return (
    PHASES.includes(s.phase as string) &&
    isIds(s.playerIds) &&
    Number.isInteger(s.current) &&
    (s.current as number) >= 0 &&
    (s.current as number) < s.playerIds.length &&
    TURN_SECONDS.some((sec) => sec * 1000 === s.durationMs) &&
    Array.isArray(s.tallies) &&
    s.tallies.length === s.playerIds.length &&
    s.tallies.every(isTally) &&
    // Only the phases without a running clock are kept; the turn itself is replayed.
    (s.phase === "summary" ? isTurn(s.turn) : s.turn === null)
  );
}

const isSavedGame = (v: unknown): v is SavedGame => {
  const g = v as Partial<SavedGame> | null;
  return (
    typeof g === "object" && g !== null && isGameState(g.state) && typeof g.savedAt === "number"
  );
};

/** Word ids saved before ids were slugs ("animais:3", a position) read as today's ids. */
const upgradeId = (id: string): string => legacyWordId(id) ?? id;

function upgradeIds(state: GameState): GameState {
  const { turn } = state;
  return {
    ...state,
    tallies: state.tallies.map((t) => ({
      guessed: t.guessed.map(upgradeId),
      passed: t.passed.map(upgradeId),
    })),
    turn: turn && {
      ...turn,
      word: upgradeId(turn.word),
      guessed: turn.guessed.map(upgradeId),
      passed: turn.passed.map(upgradeId),
    },
  };
}

/** A recent unfinished game with exactly these players, or null. */
export function loadSavedGame(playerIds: readonly string[], now = Date.now()): GameState | null {
  const saved = readJson(KEY, isSavedGame);
  if (!saved || now - saved.savedAt >= MAX_AGE_MS) return null;
  const { state } = saved;
  const same =
    state.playerIds.length === playerIds.length &&
    state.playerIds.every((id, i) => id === playerIds[i]);
  return same && state.phase !== "results" ? upgradeIds(state) : null;
}

export function saveGame(state: GameState, now = Date.now()): void {
  writeJson(KEY, { state: resumeGame(state), savedAt: now } satisfies SavedGame);
}

export function clearSavedGame(): void {
  removeKey(KEY);
}
