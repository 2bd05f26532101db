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
import {
  deckIds,
  truthOrDareGame as game,
  type Kind,
  LEVELS,
  promptById,
  type TruthOrDareMove,
  type TruthOrDareSettings,
  type TruthOrDareState,
} from "./logic";

type S = GameState<TruthOrDareState>;
const players = ["Ana", "Bia", "Caio"].map((name, i) => ({ id: `p${i}`, name }));

function deckOf(truths: number, dares: number, adult = false): CustomDeck {
  return {
    id: "d1",
    name: "Firma",
    game: "truth-or-dare",
    adult,
    items: [
      ...Array.from({ length: truths }, (_, i) => ({ text: `Verdade ${i}?`, kind: "truth" })),
      ...Array.from({ length: dares }, (_, i) => ({ text: `Desafio ${i}!`, kind: "dare" })),
    ],
  };
}

const start = (over: Partial<TruthOrDareSettings>, seed = 7) =>
  startGame(
    game,
    { players, settings: { levels: [], maxPoints: 200, ...over }, bag: EMPTY_BAG },
    seed,
  );

let clock = 1_000;
function play(state: S, move: TruthOrDareMove): S {
  clock += 1_000;
  const result = applyMove(game, state, { version: state.version, move, at: clock });
  if (!result.ok) throw new Error(`${move.type}: ${result.code}`);
  return result.state;
}

/** `n` cards of a kind: choose, then skip to the next of the same kind. */
function cardsOf(s: S, kind: Kind, n: number) {
  let state = play(s, { type: "choose", kind });
  const shown: string[] = [];
  for (let i = 0; i < n; i++) {
    shown.push(state.data.card?.promptId as string);
    state = play(state, { type: "skip" });
  }
  return { state, shown };
}

describe("Verdade ou Desafio: a custom deck", () => {
  it("alone: its truths for 'Verdade', its dares for 'Desafio', with the deck's name", () => {
    const deck = deckOf(3, 4);
    const s = start({ customDeck: deck });
    expect(s.data.settings.levels).toEqual([]);
    const truths = cardsOf(s, "truth", 9).shown;
    expect(truths.every((id) => customIds(deck, ["truth"]).includes(id))).toBe(true);
    expectNoRepeatBeforeExhaustion(truths, 3);
    const dares = cardsOf(s, "dare", 12);
    expect(dares.shown.every((id) => customIds(deck, ["dare"]).includes(id))).toBe(true);
    expectNoRepeatBeforeExhaustion(dares.shown, 4);
    const card = game.view(dares.state.data, DEVICE).card;
    expect(card?.deck).toEqual({ id: "custom", name: "Firma", adult: false });
    expect(card?.kind).toBe("dare");
    expect(deck.items.map((i) => i.text)).toContain(card?.prompt.text);
    expect(card?.prompt.level).toBe("leve");
  });

  it("a deck without truths and no levels: 'Verdade' falls back to the game's own", () => {
    const deck = deckOf(0, 2);
    const { shown } = cardsOf(start({ customDeck: deck }), "truth", 3);
    expect(shown.every((id) => promptById(id)?.kind === "truth")).toBe(true);
  });

  it("mixed: the deck's cards and the levels' come from one bag", () => {
    const deck = deckOf(5, 5);
    const { shown } = cardsOf(start({ customDeck: deck, levels: ["leve"] }), "truth", 30);
    const pool = new Set([...customIds(deck, ["truth"]), ...deckIds("truth", ["leve"])]);
    expect(shown.every((id) => pool.has(id))).toBe(true);
    expect(new Set(shown).size).toBe(30);
    expect(shown.filter((id) => customIds(deck).includes(id)).length).toBeGreaterThan(0);
    const builtIn = game.view(start({ levels: ["leve"] }).data, DEVICE);
    expect(builtIn.card).toBeNull();
  });

  it("an 18+ deck needs showAdult; 'adjust' with showAdult false takes it out", () => {
    expect(start({ customDeck: deckOf(2, 2, true) }).data.settings.customDeck).toBeUndefined();
    let s = start({ customDeck: deckOf(2, 2, true), levels: ["leve"], showAdult: true });
    s = play(s, { type: "choose", kind: "truth" });
    while (!customIds(s.data.settings.customDeck).includes(s.data.card?.promptId ?? ""))
      s = play(s, { type: "skip" });
    expect(game.view(s.data, DEVICE).card?.prompt.level).toBe("picante");
    s = play(s, { type: "adjust", players, levels: ["leve"], maxPoints: 200, showAdult: false });
    expect(s.data.card).toBeNull();
    expect(s.data.settings.customDeck).toBeUndefined();
    const { shown } = cardsOf(s, "truth", 10);
    expect(shown.every((id) => promptById(id)?.prompt.level === "leve")).toBe(true);
  });

  it("'Jogar de novo' and a JSON round trip keep the deck", () => {
    const deck = deckOf(2, 2);
    const { state } = cardsOf(start({ customDeck: deck }), "dare", 1);
    const again = playAgain(game, JSON.parse(JSON.stringify(state)));
    expect(again.data.settings.customDeck).toEqual(deck);
    const next = play(again, { type: "choose", kind: "dare" });
    // The bag remembered the dare already shown: the other one comes first.
    expect(next.data.card?.promptId).not.toBe(state.data.bag.last);
  });

  const setups = fc
    .record({
      n: fc.integer({ min: 2, max: 6 }),
      deck: deckArbitrary("truth-or-dare"),
      levels: fc.subarray([...LEVELS]),
      maxPoints: fc.integer({ min: 10, max: 60 }),
      showAdult: fc.boolean(),
    })
    .map(({ n, deck, levels, maxPoints, showAdult }) => ({
      players: Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `J${i}` })),
      settings: {
        levels,
        maxPoints,
        ...(showAdult ? { showAdult: true as const } : {}),
        customDeck: deck,
      } as TruthOrDareSettings,
      bag: EMPTY_BAG,
    }));

  const candidates = (state: TruthOrDareState) => {
    const list = state.list.players.map((p) => ({ id: p.id, name: p.name }));
    return [
      { type: "choose", kind: "truth" },
      { type: "choose", kind: "dare" },
      { type: "answer", outcome: "cumpriu" },
      { type: "answer", outcome: "recusou" },
      { type: "skip" },
      { type: "skip" },
      { type: "adjust", players: list, levels: state.settings.levels, maxPoints: 60 },
      { type: "adjust", players: list, levels: [], maxPoints: 60, showAdult: false },
    ];
  };

  const allowed = (state: TruthOrDareState, id: string) => {
    const deck = playableDeck(state.settings.customDeck, state.settings.showAdult === true);
    const own = promptById(id);
    return (
      customIds(deck).includes(id) ||
      (own !== null &&
        (state.settings.levels.length
          ? state.settings.levels.includes(own.prompt.level)
          : own.prompt.level !== "picante"))
    );
  };

  it("random decks: only their cards (and the levels' when mixed), JSON round trip plays on", () => {
    checkDeckProperties({
      def: game,
      setups,
      candidates,
      shown: (state) => (state.card ? [state.card.promptId] : []),
      allowed,
    });
  });

  it("random decks pass the engine properties", () => {
    checkGameProperties({
      def: game,
      setups,
      candidates,
      invariant: (state) => {
        if (state.card) {
          const card = game.view(state, DEVICE).card;
          if (!card) return "a card without text";
          if (card.kind !== state.card.kind) return "a card of another kind";
          if (!allowed(state, state.card.promptId)) return "a card from outside the game";
        }
        return null;
      },
      progress: (state): TruthOrDareMove =>
        state.card ? { type: "answer", outcome: "cumpriu" } : { type: "choose", kind: "dare" },
      maxProgressMoves: 400,
      runs: 60,
    });
  });
});
