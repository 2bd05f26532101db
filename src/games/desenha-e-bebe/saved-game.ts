import { readJson, removeKey, writeJson } from "../../client/safe-storage";
import { SESSION_TTL_HOURS } from "../../shared/constants";
import { type GameState, isOver, type Outcome, type TeamScore } from "./logic";
import { TEAM_COLORS } from "./teams";

/**
 * The game in progress (teams, scores, whose turn), kept on the device so a reload or a call
 * that kills the tab does not lose the score. The word on screen and the clock are not kept: a
 * resumed game starts the current team's turn again with a new word.
 */
const KEY = "saideira_desenha_game";
const MAX_AGE_MS = SESSION_TTL_HOURS * 60 * 60 * 1000;

interface SavedGame {
  game: GameState;
  savedAt: number;
}

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === "string" && v.length > 0;
const OUTCOMES: readonly Outcome[] = ["acertaram", "nao-acertaram", "tempo"];

function isTeamScore(v: unknown): v is TeamScore {
  const t = v as Partial<Record<keyof TeamScore, unknown>> | null;
  return (
    typeof t === "object" &&
    t !== null &&
    isText(t.id) &&
    isText(t.name) &&
    TEAM_COLORS.includes(t.color as never) &&
    Array.isArray(t.members) &&
    t.members.length > 0 &&
    t.members.every(isText) &&
    isCount(t.points) &&
    isCount(t.sips) &&
    isCount(t.drawer)
  );
}

function isLast(v: unknown): boolean {
  if (v === null) return true;
  const r = v as Record<string, unknown> | undefined;
  return (
    typeof r === "object" &&
    isText(r.teamId) &&
    isText(r.drawer) &&
    isText(r.wordId) &&
    OUTCOMES.includes(r.outcome as Outcome) &&
    isCount(r.points) &&
    isCount(r.sips)
  );
}

export function isGameState(v: unknown): v is GameState {
  const g = v as Partial<Record<keyof GameState, unknown>> | null;
  return (
    typeof g === "object" &&
    g !== null &&
    Array.isArray(g.teams) &&
    g.teams.length >= 2 &&
    g.teams.every(isTeamScore) &&
    isCount(g.turn) &&
    g.turn < g.teams.length &&
    isCount(g.target) &&
    g.target > 0 &&
    isCount(g.round) &&
    (g.winnerId === null || isText(g.winnerId)) &&
    isLast(g.last)
  );
}

const isSaved = (v: unknown): v is SavedGame => {
  const s = v as Partial<SavedGame> | null;
  return (
    typeof s === "object" && s !== null && isGameState(s.game) && typeof s.savedAt === "number"
  );
};

/** A game worth resuming: recent and not over yet. */
export function loadSavedGame(now = Date.now()): GameState | null {
  const saved = readJson(KEY, isSaved);
  if (!saved || now - saved.savedAt >= MAX_AGE_MS || isOver(saved.game)) return null;
  return saved.game;
}

export function saveGame(game: GameState, now = Date.now()): void {
  writeJson(KEY, { game, savedAt: now } satisfies SavedGame);
}

export function clearSavedGame(): void {
  removeKey(KEY);
}
