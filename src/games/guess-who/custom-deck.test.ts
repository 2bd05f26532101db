import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CustomDeck } from "../../shared/custom-deck";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { customIds, playableDeck } from "../kit/custom-cards";
import {
  checkDeckProperties,
  deckArbitrary,
  expectNoRepeatBeforeExhaustion,
} from "../kit/engine/check-deck";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, DEVICE, type GameState, playAgain, startGame } from "../kit/engine/engine";
import { THEME_IDS, type ThemeId } from "./content";
import { allWordIds, deckIds, wordById } from "./deck";
import {
  type GuessWhoMove,
  type GuessWhoSettings,
  type GuessWhoState,
  guessWhoGame as game,
  wordIn,
} from "./logic";
import { isGuessWhoState } from "./state";

type G = GameState<GuessWhoState>;
const T0 = 1_700_000_000_000;
const seats = ["Ana", "Bia", "Caio"].map((name, i) => ({ id: `p${i}`, name }));

function deckOf(n: number, adult = false): CustomDeck {
  return {
    id: "d1",
    name: "Firma",
    game: "guess-who",
    adult,
    items: Array.from({ length: n }, (_, i) => ({ text: `Chefe ${i}` })),
  };
}

const start = (over: Partial<GuessWhoSettings>, seed = 3) =>
  startGame(
    game,
    {
      players: seats,
      settings: { themes: [], seconds: 60, tilt: false, rounds: 3, ...over },
      bag: EMPTY_BAG,
    },
    seed,
  );

function play(s: G, move: GuessWhoMove, at: number): G {
  const result = applyMove(game, s, { version: s.version, move, at });
  if (!result.ok) throw new Error(`${move.type}: ${result.code}`);
  return result.state;
}

/** `n` words answered in one turn: the words in the order they came up. */
function words(s: G, n: number) {
  let t = play(s, { type: "start" }, T0);
  const shown: string[] = [];
  for (let i = 0; i < n; i++) {
    const word = t.data.turn?.word as string;
    shown.push(word);
    t = play(t, { type: "answer", answer: i % 2 ? "passou" : "acertou", word }, T0 + 10 * (i + 1));
  }
  return { state: t, shown };
}

describe("Quem Sou Eu: a custom deck", () => {
  it("alone: only its words, with their texts and the deck's name in the view", () => {
    const deck = deckOf(5);
    const { state, shown } = words(start({ customDeck: deck }), 15);
    expect(shown.every((id) => customIds(deck).includes(id))).toBe(true);
    expectNoRepeatBeforeExhaustion(shown, 5);
    const board = game.view(state.data, DEVICE).turn;
    expect(deck.items.map((i) => i.text)).toContain(board?.wordText);
    expect(board?.themeName).toBe("Firma");
    expect(board?.guessedTexts).toEqual(
      state.data.turn?.guessed.map((id) => wordIn(state.data.settings, id)?.word),
    );
    expect(board?.passedTexts?.every((t) => t.startsWith("Chefe "))).toBe(true);
    // The guesser's own phone never sees the word, its text or its deck.
    const guesser = game.view(state.data, { kind: "player", playerId: "p0" }).turn;
    expect(guesser).toMatchObject({ word: null, wordText: null, themeName: "" });
  });

  it("a built-in word's view has its text and theme too", () => {
    const { state } = words(start({ themes: ["animais"] }), 1);
    const view = game.view(state.data, DEVICE).turn;
    const id = state.data.turn?.word as string;
    expect(view?.wordText).toBe(wordById(id)?.word);
    expect(view?.themeName).toBe(wordById(id)?.theme.name);
  });

  it("mixed: the deck's words and the themes' from one bag", () => {
    const deck = deckOf(10);
    const { shown } = words(start({ customDeck: deck, themes: ["animais"] }), 40);
    const pool = new Set([...customIds(deck), ...deckIds(["animais"])]);
    expect(shown.every((id) => pool.has(id))).toBe(true);
    expect(new Set(shown).size).toBe(40);
  });

  it("an 18+ deck plays only with showAdult; bad data is no deck; nothing chosen falls back", () => {
    for (const customDeck of [deckOf(3, true), { ...deckOf(3), game: "classic" as const }]) {
      const s = start({ customDeck });
      expect(s.data.settings.customDeck).toBeUndefined();
      expect(allWordIds).toContain(words(s, 1).shown[0]);
    }
    const adult = start({ customDeck: deckOf(3, true), showAdult: true });
    expect(customIds(adult.data.settings.customDeck)).toContain(words(adult, 1).shown[0]);
  });

  it("a stored game resumes with its deck, one from before decks too, and 'Jogar de novo' keeps it", () => {
    const deck = deckOf(4);
    const { state } = words(start({ customDeck: deck }), 2);
    const stored = JSON.parse(JSON.stringify(state)) as G;
    expect(isGuessWhoState(stored.data)).toBe(true);
    expect(
      isGuessWhoState({
        ...stored.data,
        settings: { ...stored.data.settings, customDeck: { x: 1 } },
      }),
    ).toBe(false);
    expect(isGuessWhoState(start({ themes: ["animais"] }).data)).toBe(true);
    const again = playAgain(game, stored);
    expect(again.data.settings.customDeck).toEqual(deck);
    const next = words(again, 1).shown;
    expect(
      next.some(
        (id) => state.data.turn?.guessed.includes(id) || state.data.turn?.passed.includes(id),
      ),
    ).toBe(false);
  });

  const setups = fc
    .record({
      deck: deckArbitrary("guess-who"),
      themes: fc.subarray([...THEME_IDS]).map((t): ThemeId[] => [...t]),
      showAdult: fc.boolean(),
      rounds: fc.constantFrom(1, 2) as fc.Arbitrary<1 | 2>,
    })
    .map(({ deck, themes, showAdult, rounds }) => ({
      players: seats,
      settings: {
        themes,
        seconds: 30,
        tilt: false,
        rounds,
        showAdult,
        customDeck: deck,
      } as GuessWhoSettings,
      bag: EMPTY_BAG,
    }));

  const candidates = (state: GuessWhoState) => [
    { type: "start" },
    { type: "answer", answer: "acertou", word: state.turn?.word ?? "x" },
    { type: "answer", answer: "passou", word: state.turn?.word ?? "x" },
    { type: "answer", answer: "acertou", word: state.turn?.word ?? "x" },
    { type: "tick" },
    { type: "next" },
  ];

  // deckIds slugs every word of the themes: computed once per choice of themes.
  const themeIds = new Map<string, Set<string>>();
  const idsOf = (themes: readonly ThemeId[]) => {
    const key = themes.join();
    if (!themeIds.has(key)) themeIds.set(key, new Set(deckIds(themes)));
    return themeIds.get(key) as Set<string>;
  };
  const allowed = (state: GuessWhoState, id: string) => {
    const { settings } = state;
    const deck = playableDeck(settings.customDeck, settings.showAdult === true);
    if (customIds(deck).includes(id)) return true;
    const own = idsOf(settings.themes);
    return own.size || deck ? own.has(id) : allWordIds.includes(id);
  };

  it("random decks: only their words (and the themes' when mixed), JSON round trip plays on", {
    timeout: 60_000,
  }, () => {
    checkDeckProperties({
      def: game,
      setups,
      candidates,
      shown: (state) => (state.turn ? [state.turn.word] : []),
      allowed,
    });
  });

  it("random decks pass the engine properties", { timeout: 60_000 }, () => {
    checkGameProperties({
      def: game,
      setups,
      candidates,
      invariant: (state) => {
        if (state.turn && !wordIn(state.settings, state.turn.word)) return "a word without text";
        if (state.turn && !allowed(state, state.turn.word)) return "a word from outside the game";
        return null;
      },
      progress: (state): GuessWhoMove =>
        state.phase === "handoff"
          ? { type: "start" }
          : state.phase === "turn"
            ? { type: "answer", answer: "acertou", word: state.turn?.word ?? "" }
            : { type: "next" },
      maxProgressMoves: 1_000,
      runs: 60,
    });
  });
});
