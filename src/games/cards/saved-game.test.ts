// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { deckFor, newGame, reduce } from "./logic";
import {
  clearSavedGame,
  isCardsState,
  loadSavedGame,
  type SavedGame,
  saveGame,
} from "./saved-game";

const NOW = 1_700_000_000_000;
const HOUR = 60 * 60 * 1000;
const saved = (over: Partial<SavedGame> = {}): SavedGame => ({
  state: reduce(newGame(deckFor(false)), { type: "draw", cardId: "regra-05", ownerId: "ana" }),
  otherId: null,
  cardCount: 30,
  showAdult: false,
  savedAt: NOW,
  ...over,
});

beforeEach(() => localStorage.clear());

describe("Cartas: the game in progress", () => {
  it("comes back as it was saved", () => {
    saveGame(saved());
    expect(loadSavedGame(false, NOW + HOUR)).toEqual(saved());
  });

  it("is not resumed after a day, with +18 cards the profile no longer allows, or once cleared", () => {
    saveGame(saved());
    expect(loadSavedGame(false, NOW + 25 * HOUR)).toBeNull();
    expect(loadSavedGame(true, NOW)).toEqual(saved());
    saveGame({ ...saved(), showAdult: true });
    expect(loadSavedGame(false, NOW)).toBeNull();
    expect(loadSavedGame(true, NOW)?.showAdult).toBe(true);
    clearSavedGame();
    expect(loadSavedGame(false, NOW)).toBeNull();
  });

  it("is not resumed when already over or without a card on the table", () => {
    const game = saved();
    saveGame({ ...game, state: { ...game.state, cardsPlayed: 30 } });
    expect(loadSavedGame(false, NOW)).toBeNull();
    saveGame({ ...game, state: { ...game.state, cardId: null } });
    expect(loadSavedGame(false, NOW)).toBeNull();
  });

  it("discards corrupt data", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem("saideira_cards_game", "{nope");
    expect(loadSavedGame(false, NOW)).toBeNull();
    const game = saved();
    const badRule = { ...game.state.activeRules[0], turnsLeft: 0 };
    expect(isCardsState({ ...game.state, activeRules: [badRule] })).toBe(false);
    expect(isCardsState({ ...game.state, turn: -1 })).toBe(false);
    expect(isCardsState(game.state)).toBe(true);
  });
});
