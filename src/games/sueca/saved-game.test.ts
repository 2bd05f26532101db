// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import { shuffledDeck } from "./cards";
import { newGame, reduce } from "./logic";
import { presetById } from "./presets";
import { clearSavedGame, loadSavedGame, saveGame } from "./saved-game";

const rules = presetById("classica").rules;
const started = () =>
  reduce(newGame(shuffledDeck(1, seededRng(1))), { type: "draw", drawerId: "ana", rules });

beforeEach(() => localStorage.clear());

describe("Sueca saved game", () => {
  it("gives back the round in progress", () => {
    saveGame(started(), 1000);
    expect(loadSavedGame(2000)?.state).toEqual(started());
  });

  it("forgets rounds older than a day, or with no card yet", () => {
    saveGame(started(), 0);
    expect(loadSavedGame(25 * 60 * 60 * 1000)).toBeNull();
    saveGame(newGame(shuffledDeck(1, seededRng(1))), 0);
    expect(loadSavedGame(1)).toBeNull();
  });

  it("discards broken data and can be cleared", () => {
    localStorage.setItem("saideira_sueca_game", JSON.stringify({ state: { deck: 1 }, savedAt: 0 }));
    expect(loadSavedGame(1)).toBeNull();
    saveGame(started(), 0);
    clearSavedGame();
    expect(loadSavedGame(1)).toBeNull();
  });
});
