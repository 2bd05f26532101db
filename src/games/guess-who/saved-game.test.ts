// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { deckIds, wordText } from "./deck";
import { gameReducer, newGame } from "./logic";
import { clearSavedGame, isGameState, loadSavedGame, saveGame } from "./saved-game";

const T0 = 1_700_000_000_000;

describe("Quem Sou Eu saved game", () => {
  beforeEach(() => clearSavedGame());

  it("brings back a game with the same players", () => {
    const game = { ...newGame(["a", "b"], 45), current: 1 };
    saveGame(game, T0);
    expect(loadSavedGame(["a", "b"], T0 + 1000)).toEqual(game);
  });

  it("saves a running turn as that player's hand-off", () => {
    const playing = gameReducer(newGame(["a", "b"], 45), {
      type: "start-turn",
      now: T0,
      word: "animais:1",
    });
    saveGame(playing, T0);
    expect(loadSavedGame(["a", "b"], T0)).toMatchObject({ phase: "handoff", turn: null });
  });

  it("reads word ids saved before ids were slugs (positions) as today's ids", () => {
    const old = {
      ...newGame(["a", "b"], 45),
      phase: "summary" as const,
      tallies: [
        { guessed: ["animais:0"], passed: ["comidas:1"] },
        { guessed: [], passed: [] },
      ],
      turn: {
        status: "over" as const,
        startedAt: T0,
        durationMs: 45_000,
        word: "animais:2",
        guessed: ["animais:0"],
        passed: ["comidas:1"],
      },
    };
    saveGame(old, T0);
    const loaded = loadSavedGame(["a", "b"], T0);
    expect(loaded?.tallies[0]).toEqual({
      guessed: [deckIds(["animais"])[0]],
      passed: [deckIds(["comidas"])[1]],
    });
    expect(loaded?.turn?.word).toBe(deckIds(["animais"])[2]);
    expect(wordText(loaded?.turn?.guessed[0] ?? "")).toBeTruthy();
  });

  it("ignores a game of other players, a finished game or an old one", () => {
    saveGame(newGame(["a", "b"], 45), T0);
    expect(loadSavedGame(["a", "c"], T0)).toBeNull();
    expect(loadSavedGame(["b", "a"], T0)).toBeNull();
    expect(loadSavedGame(["a", "b"], T0 + 25 * 60 * 60 * 1000)).toBeNull();
    saveGame({ ...newGame(["a", "b"], 45), phase: "results" }, T0);
    expect(loadSavedGame(["a", "b"], T0)).toBeNull();
  });

  it("rejects malformed states", () => {
    const good = newGame(["a", "b"], 30);
    expect(isGameState(good)).toBe(true);
    expect(isGameState({ ...good, current: 2 })).toBe(false);
    expect(isGameState({ ...good, durationMs: 31_000 })).toBe(false);
    expect(isGameState({ ...good, tallies: [] })).toBe(false);
    expect(isGameState({ ...good, phase: "summary" })).toBe(false);
    expect(isGameState("nada")).toBe(false);
  });
});
