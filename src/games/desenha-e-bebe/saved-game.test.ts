// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { newGame, resolveRound } from "./logic";
import { clearSavedGame, isGameState, loadSavedGame, saveGame } from "./saved-game";
import { defaultTeams, type TeamSetup } from "./teams";
import { words } from "./words";

const teams: TeamSetup[] = defaultTeams(["a", "b"]).map((t, i) => ({
  ...t,
  members: [`P${i}1`, `P${i}2`],
}));
const word = words[0] ?? { id: "x", text: "x", category: "objeto", difficulty: "facil" };

afterEach(() => localStorage.clear());

describe("saved game", () => {
  it("comes back after a reload with scores and turn", () => {
    const game = resolveRound(newGame(teams, 5), "acertaram", word);
    saveGame(game, 1000);
    expect(loadSavedGame(2000)).toEqual(game);
  });

  it("is not resumed once over", () => {
    saveGame(resolveRound(newGame(teams, 1), "acertaram", word), 1000);
    expect(loadSavedGame(2000)).toBeNull();
  });

  it("is forgotten after 24 hours", () => {
    saveGame(newGame(teams, 5), 0);
    expect(loadSavedGame(24 * 60 * 60 * 1000)).toBeNull();
  });

  it("can be cleared", () => {
    saveGame(newGame(teams, 5), 1000);
    clearSavedGame();
    expect(loadSavedGame(2000)).toBeNull();
  });

  it("rejects broken data", () => {
    const game = newGame(teams, 5);
    expect(isGameState(game)).toBe(true);
    expect(isGameState({ ...game, turn: 5 })).toBe(false);
    expect(isGameState({ ...game, teams: [] })).toBe(false);
    expect(isGameState({ ...game, last: { teamId: "a" } })).toBe(false);
    localStorage.setItem("saideira_desenha_game", "{not json");
    expect(loadSavedGame()).toBeNull();
  });
});
