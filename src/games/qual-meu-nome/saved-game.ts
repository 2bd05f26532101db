import { readJson, removeKey, writeJson } from "../../client/safe-storage";
import { SESSION_TTL_HOURS } from "../../shared/constants";
import type { GameState, Phase } from "./logic";
import { pause } from "./logic";
import { ROUNDS } from "./rounds";

/**
 * The game in progress, kept on the device so a reload or a phone call does not lose the names
 * everyone typed and the score. It is always stored paused: a clock reading means nothing after
 * a reload, so a turn comes back paused with the time it had left.
 */
interface SavedGame {
  state: GameState;
  savedAt: number;
}

const KEY = "saideira_qual-meu-nome_game";
const MAX_AGE_MS = SESSION_TTL_HOURS * 60 * 60 * 1000;
const PHASES: readonly Phase[] = [
  "round-intro",
  "ready",
  "turn",
  "turn-over",
  "round-over",
  "game-over",
];

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === "string" && v.length > 0;
const isTexts = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);

export function isGameState(v: unknown): v is GameState {
  if (typeof v !== "object" || v === null) return false;
  const s = v as Record<keyof GameState, unknown>;
  const teams = s.teams as { name?: unknown; members?: unknown }[];
  const clock = s.clock as Record<string, unknown> | null;
  return (
    Array.isArray(teams) &&
    teams.length >= 2 &&
    teams.every((t) => isText(t?.name) && isTexts(t?.members) && t.members.length >= 2) &&
    isTexts(s.names) &&
    s.names.length > 0 &&
    isCount(s.round) &&
    s.round < ROUNDS.length &&
    isTexts(s.pool) &&
    (s.current === null || isText(s.current)) &&
    isCount(s.team) &&
    s.team < teams.length &&
    Array.isArray(s.explainers) &&
    s.explainers.length === teams.length &&
    s.explainers.every(isCount) &&
    Array.isArray(s.scores) &&
    s.scores.length === ROUNDS.length &&
    s.scores.every(
      (row) => Array.isArray(row) && row.length === teams.length && row.every(isCount),
    ) &&
    isCount(s.turnMs) &&
    typeof clock === "object" &&
    clock !== null &&
    isCount(clock.durationMs) &&
    typeof clock.elapsedMs === "number" &&
    clock.runningSince === null &&
    typeof s.carried === "boolean" &&
    isTexts(s.turnGuessed) &&
    PHASES.includes(s.phase as Phase)
  );
}

const isSaved = (v: unknown): v is SavedGame =>
  typeof v === "object" &&
  v !== null &&
  isGameState((v as SavedGame).state) &&
  typeof (v as SavedGame).savedAt === "number";

/** A recent game that is not over yet, or null. */
export function loadSavedGame(now = Date.now()): GameState | null {
  const saved = readJson(KEY, isSaved);
  if (!saved) return null;
  const fresh = now - saved.savedAt < MAX_AGE_MS && saved.state.phase !== "game-over";
  return fresh ? saved.state : null;
}

/** Stores the game paused at `clockNow` (the game's clock), stamped with the wall time. */
export function saveGame(state: GameState, clockNow: number, now = Date.now()): void {
  writeJson(KEY, { state: pause(state, clockNow), savedAt: now });
}

export function clearSavedGame(): void {
  removeKey(KEY);
}
