import { readJson, removeKey, writeJson } from "../../client/safe-storage";
import { SESSION_TTL_HOURS } from "../../shared/constants";
import { cryptoRng, type Rng } from "../../shared/random";
import { gameBag } from "../kit/shuffle-bag-store";
import {
  allowedCategories,
  allStatementIds,
  type CategoryId,
  deckIds,
  isCategoryId,
  legacyStatementId,
  statementById,
} from "./deck";
import { cardsSeen, type EuNuncaState, LIVES, newGame, type Phase } from "./logic";
import { manifest } from "./manifest";

/**
 * The game in progress, kept on the device so a reload (or a call that kills the tab) resumes
 * the same card and fingers; and the game's shuffle bag (which cards were seen, whatever the mix
 * of categories), so the next game starts with cards the group has not seen yet.
 */
const GAME_KEY = "saideira_eu-nunca_game";
const bag = gameBag(manifest.id, {
  universe: allStatementIds,
  legacyId: legacyStatementId,
  // Before one bag per game, Eu Nunca kept one per mix of categories under these keys.
  legacyPrefixes: ["saideira_eu-nunca_bag_"],
});
const MAX_AGE_MS = SESSION_TTL_HOURS * 60 * 60 * 1000;

interface SavedGame {
  state: EuNuncaState;
  savedAt: number;
}

const PHASES: readonly Phase[] = ["marking", "revealed", "over"];
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === "string");

function isContender(v: unknown, maxLives: number): boolean {
  const p = v as Record<string, unknown> | null;
  return (
    !!p &&
    typeof p.id === "string" &&
    typeof p.name === "string" &&
    isCount(p.lives) &&
    p.lives <= maxLives &&
    (p.outOn === null || isCount(p.outOn))
  );
}

function isRound(v: unknown): boolean {
  const r = v as Record<string, unknown> | null;
  return (
    v === null ||
    (!!r && isStringList(r.lost) && isStringList(r.eliminated) && typeof r.spared === "boolean")
  );
}

export function isEuNuncaState(v: unknown): v is EuNuncaState {
  const s = v as Record<string, unknown> | null;
  if (!s || typeof s !== "object") return false;
  return (
    Array.isArray(s.categories) &&
    s.categories.every(isCategoryId) &&
    isStringList(s.deck) &&
    s.deck.every((id) => statementById(id) !== null) &&
    isCount(s.cursor) &&
    s.cursor <= s.deck.length &&
    isCount(s.maxLives) &&
    s.maxLives >= LIVES.min &&
    s.maxLives <= LIVES.max &&
    Array.isArray(s.players) &&
    s.players.every((p) => isContender(p, s.maxLives as number)) &&
    isStringList(s.marked) &&
    PHASES.includes(s.phase as Phase) &&
    (s.phase === "over" || s.cursor < s.deck.length) &&
    isRound(s.round)
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** A deck saved before ids were made from the text ("festa:7", a position) in today's ids. */
function upgradeIds(saved: Record<string, unknown>): unknown {
  const state = saved.state;
  if (!isRecord(state) || !isStringList(state.deck)) return saved;
  const deck = state.deck.map((id) => legacyStatementId(id) ?? id);
  return { ...saved, state: { ...state, deck } };
}

const isSavedGame = (v: unknown): v is SavedGame =>
  typeof v === "object" &&
  v !== null &&
  isEuNuncaState((v as SavedGame).state) &&
  typeof (v as SavedGame).savedAt === "number";

/** The unfinished game of the last 24 hours, or null. */
export function loadGame(now = Date.now()): EuNuncaState | null {
  const stored = readJson(GAME_KEY, isRecord);
  const saved = stored && upgradeIds(stored);
  if (!isSavedGame(saved)) {
    if (stored) removeKey(GAME_KEY);
    return null;
  }
  if (now - saved.savedAt > MAX_AGE_MS || saved.state.phase === "over") return null;
  return saved.state;
}

/** Keeps the game (a finished one is forgotten) and records how far into its deck it got. */
export function saveGame(state: EuNuncaState, now = Date.now()): void {
  if (state.phase === "over") removeKey(GAME_KEY);
  else writeJson(GAME_KEY, { state, savedAt: now });
  if (state.deck.length) bag.record(state.deck.slice(0, cardsSeen(state)), state.deck);
}

export function clearGame(): void {
  removeKey(GAME_KEY);
}

/** A fresh game for these categories, with these players (none: plain card flow). */
export function startGame(
  options: {
    categories: readonly CategoryId[];
    showAdult: boolean;
    players: readonly { id: string; name: string }[];
    lives: number;
  },
  rng: Rng = cryptoRng(),
): EuNuncaState {
  const categories = allowedCategories(options.categories, options.showAdult);
  const ids = deckIds(categories, options.showAdult);
  const deck = ids.length ? bag.deal(ids, rng) : [];
  const state = newGame({ ...options, categories, deck });
  saveGame(state);
  return state;
}
