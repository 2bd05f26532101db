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
  type CategoryId,
  type ClassicGameSettings,
  type ClassicMove,
  type ClassicState,
  challengeById,
  challengeOf,
  deckIds,
  classicGame as game,
  kindOf,
  OUTCOMES_BY_KIND,
} from "./logic";
import { categoryFace } from "./sober";

type S = GameState<ClassicState>;
const players = ["Ana", "Bia", "Caio"].map((name, i) => ({ id: `p${i}`, name }));
const KINDS = ["desafio", "roda", "duelo", "outro"] as const;

function deckOf(n: number, adult = false): CustomDeck {
  return {
    id: "d1",
    name: "Firma",
    game: "classic",
    adult,
    items: Array.from({ length: n }, (_, i) => ({
      text: `Imite ${i} bichos`,
      kind: KINDS[i % 4] as string,
    })),
  };
}

const start = (over: Partial<ClassicGameSettings>, seed = 7) =>
  startGame(
    game,
    {
      players,
      settings: { categories: [], maxPoints: 1_000, showAdult: false, ...over },
      bag: EMPTY_BAG,
    },
    seed,
  );

/** The answer that fits the card on the table. */
const fitting = (state: ClassicState): ClassicMove => {
  const prompt = challengeOf(state.settings, state.promptId);
  const kind = prompt ? kindOf(prompt.challenge) : "desafio";
  return { type: "answer", outcome: OUTCOMES_BY_KIND[kind][0] ?? "cumpriu" };
};

function cards(s: S, n: number) {
  let state = s;
  const shown: string[] = [];
  for (let i = 0; i < n; i++) {
    shown.push(state.data.promptId);
    const result = applyMove(game, state, {
      version: state.version,
      move: fitting(state.data),
      at: 1_000 + i,
    });
    if (!result.ok) throw new Error(result.code);
    state = result.state;
  }
  return { state, shown };
}

describe("Modo Clássico: a custom deck", () => {
  it("alone: only its cards, each with its kind, under the deck's name", () => {
    const deck = deckOf(8);
    const s = start({ customDeck: deck });
    const view = game.view(s.data, DEVICE);
    expect(view.prompt?.category).toEqual({
      id: "custom",
      name: "Firma",
      icon: "Sparkles",
      adult: false,
    });
    const item = deck.items.find((i) => i.text === view.prompt?.challenge.text);
    expect(item).toBeDefined();
    expect(view.kind).toBe(item?.kind);
    expect(
      categoryFace(view.prompt?.category ?? { id: "x", name: "", icon: "Star" }, "sem-alcool").name,
    ).toBe("Firma");
    const { shown } = cards(s, 24);
    expect(shown.every((id) => customIds(deck).includes(id))).toBe(true);
    expectNoRepeatBeforeExhaustion(shown, 8);
  });

  it("scores a custom card by its kind (a 'roda' card scores nobody)", () => {
    const deck: CustomDeck = {
      ...deckOf(2),
      items: [
        { text: "Todos bebem", kind: "roda" },
        { text: "Todos dançam", kind: "roda" },
      ],
    };
    const s = start({ customDeck: deck });
    expect(game.view(s.data, DEVICE).kind).toBe("roda");
    const bad = applyMove(game, s, {
      version: 0,
      move: { type: "answer", outcome: "cumpriu" },
      at: 1,
    });
    expect(bad).toEqual({ ok: false, code: "INVALID_MOVE" });
    const { state } = cards(s, 3);
    expect(state.data.list.players.every((p) => p.points === 0)).toBe(true);
  });

  it("mixed: the deck's cards and the categories' from one bag", () => {
    const deck = deckOf(10);
    const { shown } = cards(start({ customDeck: deck, categories: ["classic"] }), 50);
    const pool = new Set([...customIds(deck), ...deckIds(["classic"], false)]);
    expect(shown.every((id) => pool.has(id))).toBe(true);
    expect(new Set(shown).size).toBe(50);
  });

  it("bad data or an 18+ deck with 18+ off is no deck; nothing chosen falls back", () => {
    for (const customDeck of [deckOf(4, true), { ...deckOf(4), game: "eu-nunca" as const }]) {
      const s = start({ customDeck });
      expect(s.data.settings.customDeck).toBeUndefined();
      expect(challengeById(s.data.promptId)).not.toBeNull();
    }
    const adult = start({ customDeck: deckOf(4, true), showAdult: true });
    expect(game.view(adult.data, DEVICE).prompt?.category.adult).toBe(true);
  });

  it("'Jogar de novo' after a JSON round trip keeps the deck", () => {
    const deck = deckOf(3);
    const { state } = cards(start({ customDeck: deck, maxPoints: 10 }), 1);
    const again = playAgain(game, JSON.parse(JSON.stringify(state)));
    expect(again.data.settings.customDeck).toEqual(deck);
    expect(customIds(deck)).toContain(again.data.promptId);
    expect(again.data.promptId).not.toBe(state.data.bag.last);
  });

  const setups = fc
    .record({
      n: fc.integer({ min: 2, max: 6 }),
      deck: deckArbitrary("classic"),
      categories: fc
        .subarray(["classic", "drinking", "family", "spicy"] as const)
        .map((c): CategoryId[] => [...c]),
      maxPoints: fc.integer({ min: 10, max: 60 }),
      showAdult: fc.boolean(),
    })
    .map(({ n, deck, categories, maxPoints, showAdult }) => ({
      players: Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `J${i}` })),
      settings: { categories, maxPoints, showAdult, customDeck: deck } as ClassicGameSettings,
      bag: EMPTY_BAG,
    }));

  const candidates = (state: ClassicState) => [
    fitting(state),
    fitting(state),
    { type: "answer", outcome: "bebeu" },
    { type: "answer", outcome: "ganhou-outro" },
    { type: "skip" },
    { type: "addPlayer", name: `Nova${state.list.players.length}` },
    { type: "removePlayer", playerId: state.list.players[0]?.id },
  ];

  const allowed = (state: ClassicState, id: string) => {
    const { settings } = state;
    if (customIds(playableDeck(settings.customDeck, settings.showAdult)).includes(id)) return true;
    const chosen = deckIds(settings.categories, settings.showAdult);
    const pool =
      chosen.length || playableDeck(settings.customDeck, settings.showAdult)
        ? chosen
        : deckIds(["classic", "drinking"], false);
    return pool.includes(id);
  };

  it("random decks: only their cards (and the categories' when mixed), JSON round trip plays on", () => {
    checkDeckProperties({
      def: game,
      setups,
      candidates,
      shown: (state) => (state.over ? [] : [state.promptId]),
      allowed,
    });
  });

  it("random decks pass the engine properties", () => {
    checkGameProperties({
      def: game,
      setups,
      candidates,
      invariant: (state) => {
        if (!challengeOf(state.settings, state.promptId)) return "a card without text";
        if (!state.over && !allowed(state, state.promptId)) return "a card from outside the game";
        return null;
      },
      progress: fitting,
      maxProgressMoves: 200,
      runs: 60,
    });
  });
});
