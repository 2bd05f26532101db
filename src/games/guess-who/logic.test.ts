import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, type GameState, playAgain, startGame } from "../kit/engine/engine";
import { deckIds, wordById } from "./deck";
import {
  defaultGuessWhoSettings,
  drinkRule,
  drinkVerdict,
  type GuessWhoMove,
  type GuessWhoSettings,
  type GuessWhoState,
  guessWhoGame,
  ranking,
} from "./logic";
import { isGuessWhoState } from "./state";

const T0 = 1_700_000_000_000;
const settings: GuessWhoSettings = { themes: ["animais"], seconds: 30, tilt: false, rounds: 1 };
const seats = (n = 3) =>
  ["Ana", "Bia", "Caio", "Duda"].slice(0, n).map((name, i) => ({ id: `p${i}`, name }));
const start = (n = 3, over: Partial<GuessWhoSettings> = {}) =>
  startGame(
    guessWhoGame,
    { players: seats(n), settings: { ...settings, ...over }, bag: EMPTY_BAG },
    3,
  );

type G = GameState<GuessWhoState>;
function play(s: G, move: GuessWhoMove, at: number): G {
  const result = applyMove(guessWhoGame, s, { version: s.version, move, at });
  if (!result.ok) throw new Error(`${move.type}: ${result.code}`);
  return result.state;
}
const refusal = (s: G, move: unknown, at: number) => {
  const result = applyMove(guessWhoGame, s, { version: s.version, move, at });
  return result.ok ? null : result.code;
};
const word = (s: G) => s.data.turn?.word ?? "";
const current = (s: G) => s.data.list.players[s.data.list.currentPlayerIndex ?? -1]?.name;
const points = (s: G) => s.data.list.players.map((p) => p.points);

/** The current player's turn from `at`: the answers a second apart, then the buzzer. */
function turn(s: G, answers: ("acertou" | "passou")[], at = T0): G {
  let t = play(s, { type: "start" }, at);
  answers.forEach((answer, i) => {
    t = play(t, { type: "answer", answer, word: word(t) }, at + 1_000 * (i + 1));
  });
  return play(t, { type: "tick" }, at + 30_000);
}
const turnAndNext = (s: G, answers: ("acertou" | "passou")[]) =>
  play(turn(s, answers), { type: "next" }, T0 + 40_000);

describe("Quem Sou Eu: the game", () => {
  it("starts with the first player's hand-off; the turn's clock starts with the move after the 3-2-1", () => {
    let s = start();
    expect(s.data).toMatchObject({ phase: "handoff", turn: null, played: [] });
    s = play(s, { type: "start" }, T0);
    expect(s.data.turn).toMatchObject({ status: "playing", startedAt: T0, durationMs: 30_000 });
    expect(wordById(word(s))?.theme.id).toBe("animais");
  });

  it("counts answers about the word on the forehead, then the buzzer opens the summary", () => {
    const s = turn(start(), ["acertou", "passou", "acertou"]);
    expect(s.data.phase).toBe("summary");
    expect(s.data.turn?.guessed).toHaveLength(2);
    expect(s.data.turn?.passed).toHaveLength(1);
    expect(points(s)).toEqual([2, 0, 0]);
  });

  it("refuses a tick before the time is up, and an answer about another word", () => {
    const s = play(start(), { type: "start" }, T0);
    expect(refusal(s, { type: "tick" }, T0 + 29_999)).toBe("NOT_NOW");
    expect(refusal(s, { type: "answer", answer: "acertou", word: "nope" }, T0 + 1)).toBe("NOT_NOW");
  });

  it("a double tap scores one word: the second tap names a version already played", () => {
    const s = play(start(), { type: "start" }, T0);
    const tap = {
      version: s.version,
      move: { type: "answer", answer: "acertou", word: word(s) },
      at: T0 + 500,
    };
    const first = applyMove(guessWhoGame, s, tap);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(applyMove(guessWhoGame, first.state, { ...tap, at: T0 + 580 })).toEqual({
      ok: false,
      code: "STALE_MOVE",
    });
    expect(first.state.data.turn?.guessed).toEqual([word(s)]);
  });

  it("an answer as the buzzer goes ends the turn without counting", () => {
    const s = play(start(), { type: "start" }, T0);
    const late = play(s, { type: "answer", answer: "acertou", word: word(s) }, T0 + 30_000);
    expect(late.data.phase).toBe("summary");
    expect(points(late)).toEqual([0, 0, 0]);
  });

  it("everyone plays one turn before the results; the ranking and who drinks come from the points", () => {
    let s = turnAndNext(start(), ["acertou", "acertou"]);
    expect(current(s)).toBe("Bia");
    expect(guessWhoGame.status(s.data).kind).toBe("playing");
    s = turnAndNext(s, ["acertou"]);
    s = turnAndNext(s, ["passou", "acertou"]);
    expect(s.data.phase).toBe("results");
    const status = guessWhoGame.status(s.data);
    expect(status.kind === "over" && status.standings.map((x) => [x.name, x.rank])).toEqual([
      ["Ana", 1],
      ["Bia", 2],
      ["Caio", 2],
    ]);
    expect(ranking(s.data.list)).toEqual([
      { name: "Ana", points: 2 },
      { name: "Bia", points: 1 },
      { name: "Caio", points: 1 },
    ]);
    expect(s.data.roundDrinkers).toEqual(["p1", "p2"]);
    expect(refusal(s, { type: "start" }, T0)).toBe("GAME_OVER");
  });

  it("the results are kept: a finished game is a state the device can store and read back", () => {
    let s = start(2);
    s = turnAndNext(turnAndNext(s, ["acertou"]), []);
    const stored = JSON.parse(JSON.stringify(s.data));
    expect(isGuessWhoState(stored)).toBe(true);
    expect(guessWhoGame.status(stored).kind).toBe("over");
  });

  it("a reload mid-turn keeps the word and the clock", () => {
    let s = play(start(), { type: "start" }, T0);
    s = play(s, { type: "answer", answer: "acertou", word: word(s) }, T0 + 4_000);
    const stored = JSON.parse(JSON.stringify(s.data));
    expect(isGuessWhoState(stored)).toBe(true);
    expect(stored.turn).toEqual(s.data.turn);
    expect(stored.turn.startedAt + stored.turn.durationMs).toBe(T0 + 30_000);
    expect(isGuessWhoState({ ...stored, phase: "turn", turn: null })).toBe(false);
    expect(isGuessWhoState({ ...stored, list: 7 })).toBe(false);
  });

  it("hides the word from the player guessing it, not from the group's phone", () => {
    const s = play(start(), { type: "start" }, T0);
    expect(guessWhoGame.view(s.data, { kind: "device" }).turn?.word).toBe(word(s));
    expect(guessWhoGame.view(s.data, { kind: "player", playerId: "p0" }).turn?.word).toBeNull();
    expect(guessWhoGame.view(s.data, { kind: "player", playerId: "p1" }).turn?.word).toBe(word(s));
  });

  it("never shows a word twice in a game (the bag is in the state)", () => {
    let s = start(3, { themes: ["animais", "comidas"], seconds: 90 });
    const shown: string[] = [];
    for (let p = 0; p < 3; p++) {
      s = play(s, { type: "start" }, T0);
      for (let i = 0; i < 25; i++) {
        shown.push(word(s));
        s = play(s, { type: "answer", answer: "passou", word: word(s) }, T0 + 100 * (i + 1));
      }
      s = play(play(s, { type: "tick" }, T0 + 90_000), { type: "next" }, T0 + 91_000);
    }
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.length).toBeLessThan(deckIds(["animais", "comidas"]).length);
  });

  it("'Jogar de novo' starts over with the same players, everyone at zero", () => {
    const s = turnAndNext(turnAndNext(start(2), ["acertou"]), ["acertou"]);
    const again = playAgain(guessWhoGame, s);
    expect(again.data).toMatchObject({ phase: "handoff", played: [] });
    expect(points(again)).toEqual([0, 0]);
    expect(again.data.list.players.map((p) => p.name)).toEqual(["Ana", "Bia"]);
  });
});

describe("Quem Sou Eu: players who come and go", () => {
  it("removing the player holding the phone passes it to the next one", () => {
    let s = turnAndNext(start(4), ["acertou"]); // Bia's hand-off
    s = play(s, { type: "removePlayer", playerId: "p1" }, T0 + 50_000);
    expect(current(s)).toBe("Caio");
    expect(s.data.phase).toBe("handoff");
    const mid = play(s, { type: "start" }, T0 + 60_000); // Caio leaves mid-turn
    s = play(mid, { type: "removePlayer", playerId: "p2" }, T0 + 61_000);
    expect(current(s)).toBe("Duda");
    expect(s.data.turn).toBeNull();
  });

  it("removing the last one still to play shows the results", () => {
    let s = turnAndNext(turnAndNext(start(3), ["acertou"]), []); // Caio's hand-off
    s = play(s, { type: "removePlayer", playerId: "p2" }, T0 + 50_000);
    expect(s.data.phase).toBe("results");
  });

  it("a late player joins with zero, nobody's score changes, and they play before the results", () => {
    let s = turnAndNext(start(2), ["acertou", "acertou"]);
    s = play(s, { type: "addPlayer", name: "Eva" }, T0 + 50_000);
    expect(points(s)).toEqual([2, 0, 0]);
    s = turnAndNext(s, ["acertou"]);
    expect(current(s)).toBe("Eva");
    expect(s.data.phase).toBe("handoff");
    s = turnAndNext(s, []);
    expect(s.data.phase).toBe("results");
    expect(refusal(start(2), { type: "removePlayer", playerId: "p0" }, T0)).toBe("TOO_FEW_PLAYERS");
  });
});

describe("Quem Sou Eu: rounds and the drink rule per round", () => {
  it("with 2 rounds everyone plays twice; each round closes with who guessed fewest in it", () => {
    let s = start(3, { rounds: 2 });
    s = turn(s, ["acertou", "acertou"]); // Ana 2
    expect(s.data.roundDrinkers).toBeNull(); // the round is still open
    s = play(s, { type: "next" }, T0 + 40_000);
    s = turnAndNext(s, ["acertou"]); // Bia 1
    s = turn(s, []); // Caio 0: the round closes, Caio drinks
    expect(s.data.roundDrinkers).toEqual(["p2"]);
    const view = guessWhoGame.view(s.data, { kind: "device" });
    expect(view.roundDrinkers?.map((p) => p.name)).toEqual(["Caio"]);
    expect(view.next?.name).toBe("Ana"); // round 2 starts from the top
    s = play(s, { type: "next" }, T0 + 40_000);
    expect(s.data).toMatchObject({ phase: "handoff", round: 2, played: [], roundDrinkers: null });
    expect(current(s)).toBe("Ana");
    s = turnAndNext(s, []); // Ana 0 this round
    s = turnAndNext(s, ["acertou"]);
    s = turn(s, ["acertou", "acertou"]);
    expect(s.data.roundDrinkers).toEqual(["p0"]); // fewest in round 2, not in the whole game
    s = play(s, { type: "next" }, T0 + 40_000);
    expect(s.data.phase).toBe("results");
    expect(points(s)).toEqual([2, 2, 2]);
  });

  it("a game saved before rounds existed is not resumed (state version 2)", () => {
    expect(guessWhoGame.stateVersion).toBe(2);
    const old = JSON.parse(JSON.stringify(start().data));
    delete old.round;
    delete old.roundScores;
    expect(isGuessWhoState(old)).toBe(false);
  });

  it("states the rule per round, with a sip or a sip of water without alcohol", () => {
    expect(drinkRule("alcool")).toBe("A cada rodada, quem acertou menos nela bebe um gole");
    expect(drinkRule("sem-alcool")).toBe(
      "A cada rodada, quem acertou menos nela bebe um gole d'água",
    );
  });

  it("names who drinks: one player, a tie, or everyone; never more than a sip", () => {
    expect(drinkVerdict(["Bia"], 3, "alcool")).toBe("Bia acertou menos na rodada e bebe um gole.");
    expect(drinkVerdict(["Bia", "Caio"], 3, "alcool")).toBe(
      "Bia e Caio acertaram menos na rodada e bebem um gole.",
    );
    expect(drinkVerdict(["Ana", "Bia"], 2, "sem-alcool")).toBe(
      "Deu empate: todo mundo bebe um gole d'água.",
    );
    expect(drinkVerdict([], 3, "alcool")).toBe("");
    for (const mode of ["alcool", "sem-alcool"] as const)
      expect(drinkVerdict(["Ana", "Bia", "Caio"], 3, mode)).not.toMatch(/vire|dose|copo/i);
  });
});

describe("Quem Sou Eu: engine properties", () => {
  // Up to three rounds of turns per game: slow on a busy machine.
  it("passes them", { timeout: 60_000 }, () => {
    const setups = fc.record({
      players: fc
        .integer({ min: 2, max: 6 })
        .map((n) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `J${i}` }))),
      settings: fc.record({
        themes: fc.subarray([...defaultGuessWhoSettings.themes], { minLength: 1 }),
        seconds: fc.constantFrom(30 as const, 45 as const, 60 as const, 90 as const),
        tilt: fc.boolean(),
        rounds: fc.constantFrom(1 as const, 2 as const, 3 as const),
      }),
      bag: fc.constant(EMPTY_BAG),
    });
    checkGameProperties({
      def: guessWhoGame,
      setups,
      candidates: (state) => [
        { type: "start" },
        { type: "answer", answer: "acertou", word: state.turn?.word ?? "x" },
        { type: "answer", answer: "passou", word: state.turn?.word ?? "x" },
        { type: "answer", answer: "acertou", word: "outra" },
        { type: "answer", answer: "talvez", word: state.turn?.word ?? "x" },
        { type: "tick" },
        { type: "next" },
        { type: "addPlayer", name: "Nova" },
        ...state.list.players.map((p) => ({ type: "removePlayer", playerId: p.id })),
      ],
      invariant: (state) => {
        const i = state.list.currentPlayerIndex;
        if (i === null || !state.list.players[i]) return "no current player";
        if (state.list.players.length < 2) return "fewer than two players";
        for (const p of state.list.players)
          if (p.points !== p.challengesCompleted) return "points are not the words guessed";
        const ids = state.list.players.map((p) => p.id);
        if (state.played.some((id) => !ids.includes(id))) return "a player who left has played";
        if ((state.phase === "turn" || state.phase === "summary") !== (state.turn !== null))
          return "turn and phase disagree";
        if (state.phase === "results" && ids.some((id) => !state.played.includes(id)))
          return "results before everyone played";
        if (state.phase === "results" && state.round !== state.settings.rounds)
          return "results before the last round";
        if (state.round < 1 || state.round > state.settings.rounds) return "round out of range";
        if (state.turn && !wordById(state.turn.word)) return "unknown word";
        return null;
      },
      progress: (state): GuessWhoMove =>
        state.phase === "handoff"
          ? { type: "start" }
          : state.phase === "turn"
            ? { type: "answer", answer: "acertou", word: state.turn?.word ?? "" }
            : { type: "next" },
      maxProgressMoves: 1_000,
    });
  });
});
