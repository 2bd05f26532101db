// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seededRng } from "../../shared/random";
import { type CategoryId, deckIds } from "./deck";
import { clearGame, isEuNuncaState, loadGame, saveGame, startGame } from "./game-store";
import { reduce } from "./logic";

const GAME_KEY = "saideira_eu-nunca_game";
const players = [
  { id: "a1", name: "Ana" },
  { id: "b2", name: "Bia" },
];
const start = (seed = 1, categories: CategoryId[] = ["festa"]) =>
  startGame({ categories, showAdult: false, players, lives: 4 }, seededRng(seed));

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("Eu Nunca: the game kept on the device", () => {
  it("starts a game with every card of the mix and the players' fingers", () => {
    const s = start();
    expect(s.deck).toHaveLength(deckIds(["festa"], false).length);
    expect(s.players.map((p) => [p.name, p.lives])).toEqual([
      ["Ana", 4],
      ["Bia", 4],
    ]);
    expect(loadGame()).toEqual(s);
  });

  it("leaves the 18+ category out when the setting is off", () => {
    const s = startGame(
      { categories: ["festa", "picante"], showAdult: false, players: [], lives: 5 },
      seededRng(1),
    );
    expect(s.categories).toEqual(["festa"]);
    expect(s.deck.some((id) => id.startsWith("picante."))).toBe(false);
  });

  it("resumes the card and fingers after a reload", () => {
    const s = reduce(reduce(start(), { type: "toggle", id: "a1" }), { type: "confirm" });
    saveGame(s);
    expect(loadGame()?.players[0]?.lives).toBe(3);
    expect(loadGame()?.phase).toBe("revealed");
  });

  it("forgets a finished game", () => {
    saveGame(reduce(start(), { type: "end" }));
    expect(loadGame()).toBeNull();
    expect(window.localStorage.getItem(GAME_KEY)).toBeNull();
  });

  it("forgets a game older than a day", () => {
    const s = start();
    saveGame(s, 0);
    expect(loadGame(25 * 60 * 60 * 1000)).toBeNull();
    expect(loadGame(60 * 60 * 1000)).toEqual(s);
  });

  it("can be cleared", () => {
    start();
    clearGame();
    expect(loadGame()).toBeNull();
  });

  it("discards unreadable data", () => {
    window.localStorage.setItem(GAME_KEY, JSON.stringify({ state: { deck: 3 }, savedAt: 1 }));
    expect(loadGame()).toBeNull();
    window.localStorage.setItem(GAME_KEY, "{not json");
    expect(loadGame()).toBeNull();
  });

  it("checks every field of a stored game", () => {
    const s = start();
    expect(isEuNuncaState(s)).toBe(true);
    expect(isEuNuncaState({ ...s, deck: ["nada.0000000"] })).toBe(false);
    expect(isEuNuncaState({ ...s, deck: ["festa:0"] })).toBe(false);
    expect(isEuNuncaState({ ...s, cursor: s.deck.length })).toBe(false);
    expect(isEuNuncaState({ ...s, maxLives: 11 })).toBe(false);
    expect(isEuNuncaState({ ...s, phase: "talvez" })).toBe(false);
    expect(isEuNuncaState({ ...s, categories: ["nada"] })).toBe(false);
    const tooMany = s.players.map((p) => ({ ...p, lives: 9 }));
    expect(isEuNuncaState({ ...s, players: tooMany })).toBe(false);
  });

  it("starts the next game with the cards the last one did not reach", () => {
    let s = start(1);
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      seen.add(s.deck[s.cursor] as string);
      s = reduce(s, { type: "skip" });
      saveGame(s);
    }
    seen.add(s.deck[s.cursor] as string); // the card on the table was seen too
    const next = start(2);
    const fresh = next.deck.slice(0, next.deck.length - seen.size);
    expect(fresh.some((id) => seen.has(id))).toBe(false);
  });

  it("a smaller mix next time still skips the cards seen in the bigger one", () => {
    let s = start(1, ["festa", "viagem"]);
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      seen.add(s.deck[s.cursor] as string);
      s = reduce(s, { type: "skip" });
      saveGame(s);
    }
    seen.add(s.deck[s.cursor] as string);
    const festa = deckIds(["festa"], false);
    const unseenFesta = festa.filter((id) => !seen.has(id));
    const next = start(2, ["festa"]);
    expect(new Set(next.deck.slice(0, unseenFesta.length))).toEqual(new Set(unseenFesta));
  });

  it("starts a mix over once all of it was seen, forgetting only its cards", () => {
    const viagem = start(1, ["viagem"]);
    saveGame(viagem);
    let s = start(2);
    while (s.phase !== "over") {
      s = reduce(s, { type: "skip" });
      saveGame(s);
    }
    // Every Festa card was seen: the next Festa game is a fresh round in any order...
    expect([...start(3).deck].sort()).toEqual([...deckIds(["festa"], false)].sort());
    // ...while the Viagem card seen earlier is still seen.
    const next = start(4, ["viagem"]);
    expect(next.deck.at(-1)).toBe(viagem.deck[0]);
  });

  it("moves the old per-mix bags into the game's bag, and removes them", () => {
    const festa = deckIds(["festa"], false);
    window.localStorage.setItem(
      "saideira_eu-nunca_bag_festa",
      JSON.stringify({ order: ["festa:0", "festa:1", "festa:2"], cursor: 2 }),
    );
    window.localStorage.setItem("saideira_eu-nunca_bag_festa+viagem", "{lixo");
    const s = start(5);
    expect(s.deck.slice(-2).sort()).toEqual([festa[0], festa[1]].sort());
    expect(window.localStorage.getItem("saideira_eu-nunca_bag_festa")).toBeNull();
    expect(window.localStorage.getItem("saideira_eu-nunca_bag_festa+viagem")).toBeNull();
  });

  it("resumes a game saved with the old positional ids", () => {
    const festa = deckIds(["festa"], false);
    const s = start(6);
    const old = { ...s, deck: s.deck.map((id) => `festa:${festa.indexOf(id)}`) };
    window.localStorage.setItem(GAME_KEY, JSON.stringify({ state: old, savedAt: Date.now() }));
    expect(loadGame()?.deck).toEqual(s.deck);
  });
});
