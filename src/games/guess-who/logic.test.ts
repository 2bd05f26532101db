import { describe, expect, it } from "vitest";
import { addPlayer, emptyList } from "../../shared/players";
import { seededRng } from "../../shared/random";
import { memoryBag } from "../../shared/shuffle-bag";
import { allWordIds, deckIds } from "./deck";
import {
  drinkRule,
  drinkVerdict,
  fewestGuessed,
  type GameAction,
  type GameState,
  gameReducer,
  guessedCount,
  newGame,
  ranking,
  resumeGame,
  withScores,
} from "./logic";
import { COUNTDOWN_MS } from "./turn";

const T0 = 5_000_000;
const reduce = (state: GameState, ...actions: GameAction[]) => actions.reduce(gameReducer, state);
const names: Record<string, string> = { a: "Ana", b: "Bia", c: "Caio" };
const nameOf = (id: string) => names[id] ?? id;

/** Plays the current player's turn: the given answers one second apart, then the clock runs out. */
function playTurn(state: GameState, answers: ("acertou" | "passou")[], draw: () => string) {
  let s = reduce(state, { type: "start-turn", now: T0, word: draw() });
  const start = T0 + COUNTDOWN_MS;
  answers.forEach((answer, i) => {
    const word = s.turn?.word ?? "";
    s = gameReducer(s, { type: "answer", answer, word, next: draw(), now: start + i * 1000 });
  });
  return reduce(s, { type: "tick", now: start + s.durationMs });
}

const counter = () => {
  let n = 0;
  return () => `w${++n}`;
};

describe("Quem Sou Eu game: flow", () => {
  it("starts with the first player's hand-off and empty tallies", () => {
    const game = newGame(["a", "b"], 30);
    expect(game).toMatchObject({ phase: "handoff", current: 0, durationMs: 30_000, turn: null });
    expect(game.tallies).toEqual([
      { guessed: [], passed: [] },
      { guessed: [], passed: [] },
    ]);
  });

  it("opens the turn with a countdown when the player is ready", () => {
    const game = reduce(newGame(["a", "b"], 60), { type: "start-turn", now: T0, word: "w1" });
    expect(game.phase).toBe("turn");
    expect(game.turn).toMatchObject({ status: "countdown", word: "w1", durationMs: 60_000 });
  });

  it("ignores start-turn outside the hand-off", () => {
    const game = reduce(newGame(["a", "b"], 60), { type: "start-turn", now: T0, word: "w1" });
    expect(reduce(game, { type: "start-turn", now: T0 + 10, word: "w9" })).toBe(game);
  });

  it("moves to the summary when the clock runs out, with the turn's words in the tally", () => {
    const game = playTurn(newGame(["a", "b"], 30), ["acertou", "passou", "acertou"], counter());
    expect(game.phase).toBe("summary");
    expect(game.turn?.status).toBe("over");
    expect(game.tallies[0]).toEqual({ guessed: ["w1", "w3"], passed: ["w2"] });
    expect(game.turn?.word).toBe("w4");
  });

  it("hands the phone to the next player, then shows the results after the last", () => {
    const draw = counter();
    let game = playTurn(newGame(["a", "b"], 30), ["acertou"], draw);
    game = reduce(game, { type: "next" });
    expect(game).toMatchObject({ phase: "handoff", current: 1, turn: null });
    game = reduce(playTurn(game, ["passou", "acertou", "acertou"], draw), { type: "next" });
    expect(game.phase).toBe("results");
    expect(guessedCount(game, "a")).toBe(1);
    expect(guessedCount(game, "b")).toBe(2);
  });

  it("ignores ticks and answers outside a turn, and 'next' outside the summary", () => {
    const game = newGame(["a", "b"], 30);
    expect(reduce(game, { type: "tick", now: T0 })).toBe(game);
    expect(reduce(game, { type: "next" })).toBe(game);
    const answer: GameAction = { type: "answer", answer: "acertou", word: "x", next: "y", now: 1 };
    expect(reduce(game, answer)).toBe(game);
  });

  it("does not count an answer twice for the same word", () => {
    let game = reduce(newGame(["a", "b"], 30), { type: "start-turn", now: T0, word: "w1" });
    const now = T0 + COUNTDOWN_MS + 500;
    const dup: GameAction = { type: "answer", answer: "acertou", word: "w1", next: "w2", now };
    game = reduce(game, dup, { ...dup, next: "w3", now: now + 5 });
    expect(game.turn?.guessed).toEqual(["w1"]);
    expect(game.turn?.word).toBe("w2");
  });

  it("starts over with fresh tallies on 'Jogar de novo'", () => {
    const played = reduce(playTurn(newGame(["a", "b"], 30), ["acertou"], counter()), {
      type: "next",
    });
    const again = reduce(played, { type: "new-game", playerIds: ["a", "b"], seconds: 45 });
    expect(again).toEqual(newGame(["a", "b"], 45));
  });

  it("resumes a half-played turn from its hand-off after a reload", () => {
    const playing = reduce(newGame(["a", "b"], 30), { type: "start-turn", now: T0, word: "w1" });
    expect(resumeGame(playing)).toMatchObject({ phase: "handoff", turn: null, current: 0 });
    const handoff = newGame(["a", "b"], 30);
    expect(resumeGame(handoff)).toBe(handoff);
  });

  it("never shows a word twice in a game with mixed themes (shuffle bag)", () => {
    const chosen = ["animais", "comidas"] as const;
    const ids = deckIds(chosen);
    const bag = memoryBag(seededRng(42), allWordIds);
    const draw = () => bag(ids);
    let game = newGame(["a", "b", "c"], 90);
    const shown: string[] = [];
    const track = () => {
      const id = draw();
      shown.push(id);
      return id;
    };
    for (let p = 0; p < 3; p++) {
      game = reduce(playTurn(game, Array(25).fill("passou"), track), { type: "next" });
    }
    expect(game.phase).toBe("results");
    expect(shown.length).toBeLessThan(ids.length);
    expect(new Set(shown).size).toBe(shown.length);
  });
});

describe("Quem Sou Eu game: scores and the drink rule", () => {
  const finished = () => {
    const draw = counter();
    let game = newGame(["a", "b", "c"], 30);
    for (const answers of [["acertou", "acertou"], ["acertou"], ["passou", "acertou"]] as const) {
      game = reduce(playTurn(game, [...answers], draw), { type: "next" });
    }
    return game;
  };

  it("ranks players by words guessed, ties in playing order", () => {
    expect(ranking(finished(), nameOf)).toEqual([
      { name: "Ana", points: 2 },
      { name: "Bia", points: 1 },
      { name: "Caio", points: 1 },
    ]);
  });

  it("finds everyone tied for the fewest words guessed", () => {
    expect(fewestGuessed(finished())).toEqual(["b", "c"]);
    expect(fewestGuessed(newGame([], 30))).toEqual([]);
  });

  it("states the rule with a sip, or a sip of water without alcohol", () => {
    expect(drinkRule("alcool")).toBe("Quem acertou menos bebe um gole");
    expect(drinkRule("sem-alcool")).toBe("Quem acertou menos bebe um gole d'água");
  });

  it("names who drinks: one player, a tie, or everyone", () => {
    expect(drinkVerdict(["Bia"], 3, "alcool")).toBe("Bia acertou menos e bebe um gole.");
    expect(drinkVerdict(["Bia", "Caio"], 3, "alcool")).toBe(
      "Bia e Caio acertaram menos e bebem um gole.",
    );
    expect(drinkVerdict(["Ana", "Bia"], 2, "sem-alcool")).toBe(
      "Deu empate: todo mundo bebe um gole d'água.",
    );
    expect(drinkVerdict(["Bia"], 3, "sem-alcool")).toBe("Bia acertou menos e bebe um gole d'água.");
    expect(drinkVerdict([], 3, "alcool")).toBe("");
  });

  it("never asks for more than a sip", () => {
    for (const mode of ["alcool", "sem-alcool"] as const) {
      expect(drinkVerdict(["Ana", "Bia", "Caio"], 3, mode)).not.toMatch(/vire|dose|copo/i);
    }
  });

  it("writes each player's guessed words as their points in the player list", () => {
    const list = ["Ana", "Bia", "Caio"].reduce(
      (l, n) => addPlayer(l, n, seededRng(n.length), 1),
      emptyList(0),
    );
    const ids = list.players.map((p) => p.id);
    let game = newGame(ids, 30);
    game = playTurn(game, ["acertou", "acertou", "passou"], counter());
    const scored = withScores(list, game, 99);
    expect(scored.players.map((p) => p.points)).toEqual([2, 0, 0]);
    expect(scored.lastUpdated).toBe(99);
    expect(withScores(scored, game, 100)).toBe(scored);
  });
});
