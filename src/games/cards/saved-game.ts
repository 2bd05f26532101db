import { readJson, removeKey, writeJson } from "../../client/safe-storage";
import { SESSION_TTL_HOURS } from "../../shared/constants";
import { type CardCount, type CardsState, cardById, isGameOver } from "./logic";
import { isCardCount } from "./settings";

/**
 * The game in progress, kept on the device so a reload (or a call that kills the tab) does not
 * lose the card, the active rules and the count. Scores live in the player list already.
 */
export interface SavedGame {
  state: CardsState;
  /** The {outro} of the card on the table. */
  otherId: string | null;
  cardCount: CardCount;
  /** The 18+ setting the deck was built with: a game is only resumed with the same one. */
  showAdult: boolean;
  savedAt: number;
}

const KEY = "saideira_cards_game";
const MAX_AGE_MS = SESSION_TTL_HOURS * 60 * 60 * 1000;

const isCount = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isId = (v: unknown) => typeof v === "string" && v.length > 0;
const isIdOrNull = (v: unknown) => v === null || isId(v);

export function isCardsState(v: unknown): v is CardsState {
  if (typeof v !== "object" || v === null) return false;
  const s = v as Partial<Record<keyof CardsState, unknown>>;
  return (
    Array.isArray(s.deckIds) &&
    s.deckIds.every(isId) &&
    isIdOrNull(s.cardId) &&
    Array.isArray(s.activeRules) &&
    s.activeRules.every((r: unknown) => {
      const rule = r as Record<string, unknown> | null;
      return (
        !!rule &&
        isId(rule.cardId) &&
        isIdOrNull(rule.ownerId) &&
        (rule.otherId === undefined || isIdOrNull(rule.otherId)) &&
        isCount(rule.turnsLeft) &&
        (rule.turnsLeft as number) > 0
      );
    }) &&
    isCount(s.turn) &&
    isCount(s.cardsPlayed)
  );
}

export function isSavedGame(v: unknown): v is SavedGame {
  if (typeof v !== "object" || v === null) return false;
  const g = v as Partial<Record<keyof SavedGame, unknown>>;
  return (
    isCardsState(g.state) &&
    isIdOrNull(g.otherId) &&
    isCardCount(g.cardCount) &&
    typeof g.showAdult === "boolean" &&
    typeof g.savedAt === "number"
  );
}

/**
 * A game worth resuming: recent, a known card on the table, not over, and without +18 cards
 * unless the profile still allows them (the group said yes when it started).
 */
export function loadSavedGame(showAdult: boolean, now = Date.now()): SavedGame | null {
  const game = readJson(KEY, isSavedGame);
  if (!game) return null;
  const usable =
    now - game.savedAt < MAX_AGE_MS &&
    (!game.showAdult || showAdult) &&
    cardById(game.state.cardId) !== null &&
    !isGameOver(game.state, game.cardCount);
  return usable ? game : null;
}

export function saveGame(game: SavedGame): void {
  writeJson(KEY, game);
}

export function clearSavedGame(): void {
  removeKey(KEY);
}
