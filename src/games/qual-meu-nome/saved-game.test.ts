// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import { beginRound, guess, newGame, startTurn } from "./logic";
import { clearSavedGame, isGameState, loadSavedGame, saveGame } from "./saved-game";
import { remainingMs } from "./timer";

const rng = seededRng(9);
const teams = [
  { name: "Azul", members: ["Ana", "Bia"] },
  { name: "Rosa", members: ["Caio", "Duda"] },
];
const fresh = () => newGame({ teams, names: ["Pelé", "Xuxa", "Shrek"], turnSeconds: 30 }, rng);

afterEach(() => {
  clearSavedGame();
  window.localStorage.clear();
});

describe("the saved game", () => {
  it("comes back as it was", () => {
    const s = fresh();
    saveGame(s, 0, 1_000);
    expect(loadSavedGame(2_000)).toEqual(s);
  });

  it("brings a turn back paused with the time it had left", () => {
    const s = guess(startTurn(beginRound(fresh()), 100, rng), 200);
    saveGame(s, 10_100, 1_000);
    const back = loadSavedGame(2_000);
    expect(back?.phase).toBe("turn");
    expect(back?.clock.runningSince).toBeNull();
    expect(back && remainingMs(back.clock, 0)).toBe(20_000);
    expect(back?.current).toBe(s.current);
  });

  it("is forgotten after a day or once the game is over", () => {
    saveGame(fresh(), 0, 0);
    expect(loadSavedGame(25 * 60 * 60 * 1000)).toBeNull();
    saveGame({ ...fresh(), phase: "game-over" }, 0, 0);
    expect(loadSavedGame(1)).toBeNull();
  });

  it("is cleared on demand", () => {
    saveGame(fresh(), 0, 0);
    clearSavedGame();
    expect(loadSavedGame(1)).toBeNull();
  });

  it("rejects corrupt data", () => {
    const s = fresh();
    expect(isGameState(s)).toBe(true);
    expect(isGameState({ ...s, teams: s.teams.slice(0, 1) })).toBe(false);
    expect(isGameState({ ...s, phase: "bogus" })).toBe(false);
    expect(isGameState({ ...s, scores: [[0, 0]] })).toBe(false);
    expect(isGameState({ ...s, team: 5 })).toBe(false);
    expect(isGameState({ ...s, clock: { ...s.clock, runningSince: 3 } })).toBe(false);
    window.localStorage.setItem("saideira_qual-meu-nome_game", "{nope");
    expect(loadSavedGame()).toBeNull();
  });
});
