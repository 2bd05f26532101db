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
import { CATEGORY_IDS, type CategoryId, deckIds, statementById } from "./deck";
import {
  alive,
  currentCard,
  type EuNuncaGame,
  type EuNuncaGameSettings,
  type EuNuncaMove,
  euNuncaGame as game,
} from "./logic";

type S = GameState<EuNuncaGame>;
const trio = ["Ana", "Bia", "Caio"].map((name) => ({ id: name.toLowerCase(), name }));

function deckOf(n: number, adult = false): CustomDeck {
  return {
    id: "d1",
    name: "Firma",
    game: "eu-nunca",
    adult,
    items: Array.from({ length: n }, (_, i) => ({ text: `Eu nunca dancei ${i} vezes` })),
  };
}

const start = (over: Partial<EuNuncaGameSettings>, players = trio, seed = 5) =>
  startGame(
    game,
    { players, settings: { categories: [], lives: 3, showAdult: false, ...over }, bag: EMPTY_BAG },
    seed,
  );

function play(s: S, ...moves: EuNuncaMove[]): S {
  let state = s;
  for (const move of moves) {
    const result = applyMove(game, state, { version: state.version, move, at: state.version });
    if (!result.ok) throw new Error(`${move.type}: ${result.code}`);
    state = result.state;
  }
  return state;
}

const progress = ({ round }: EuNuncaGame): EuNuncaMove => {
  if (!round.players.length || round.phase === "revealed") return { type: "next" };
  return { type: "skip" };
};

/** Every card that came up, in order, to the end of the game. */
function cardsToTheEnd(s: S) {
  const shown: string[] = [];
  let state = s;
  while (game.status(state.data).kind === "playing") {
    const card = game.view(state.data, DEVICE).card;
    if (card && shown.at(-1) !== card.id) shown.push(card.id);
    state = play(state, progress(state.data));
  }
  return { state, shown };
}

describe("Eu Nunca: a custom deck", () => {
  it("alone: its statements, each once, with the deck's name as the category", () => {
    const deck = deckOf(6);
    const s = start({ customDeck: deck });
    expect(s.data.settings.categories).toEqual([]);
    const view = game.view(s.data, DEVICE);
    expect(view.deckName).toBe("Firma");
    expect(view.card?.category).toEqual({ id: "custom", name: "Firma", adult: false });
    expect(deck.items.map((i) => i.text)).toContain(view.card?.text);
    expect(view.card?.id).toBe(currentCard(view));
    const { shown } = cardsToTheEnd(s);
    expect([...shown].sort()).toEqual([...customIds(deck)].sort());
  });

  it("mixed: the deck's statements and the categories' in one deal", () => {
    const deck = deckOf(20);
    const s = start({ customDeck: deck, categories: ["festa"] });
    expect([...s.data.round.deck].sort()).toEqual(
      [...deckIds(["festa"], false), ...customIds(deck)].sort(),
    );
    const view = game.view(s.data, DEVICE);
    expect(view.card?.text).toBe(
      statementById(view.card?.id ?? "")?.text ??
        deck.items.find((_, i) => customIds(deck)[i] === view.card?.id)?.text,
    );
  });

  it("a built-in card's view is the same as before, plus its text", () => {
    const s = start({ categories: ["festa"] });
    const view = game.view(s.data, DEVICE);
    expect(view).toMatchObject(s.data.round);
    expect(view.card?.text).toBe(statementById(currentCard(s.data.round) ?? "")?.text);
    expect(view.deckName).toBeNull();
    expect("customDeck" in s.data.settings).toBe(false);
  });

  it("bad data is no deck; nothing chosen then falls back to the mildest mix", () => {
    const s = start({ customDeck: { ...deckOf(3), game: "mais-provavel" } });
    expect(s.data.settings.customDeck).toBeUndefined();
    expect(s.data.round.categories).toEqual(["classico", "festa"]);
  });

  it("an 18+ deck needs 18+ on; 'hideAdult' takes its cards out of the rest of the deal", () => {
    expect(start({ customDeck: deckOf(4, true) }).data.settings.customDeck).toBeUndefined();
    const deck = deckOf(10, true);
    let s = start({ customDeck: deck, categories: ["festa"], showAdult: true }, []);
    s = play(s, { type: "next" });
    s = play(s, { type: "hideAdult" });
    const rest = s.data.round.deck.slice(s.data.round.cursor);
    expect(rest.some((id) => customIds(deck).includes(id))).toBe(false);
    expect(rest.length).toBeGreaterThan(0);
    expect(playAgain(game, s).data.settings.customDeck).toBeUndefined();
  });

  it("'Jogar de novo' keeps the deck and deals its unseen cards first", () => {
    const deck = deckOf(4);
    let s = start({ customDeck: deck }, []);
    s = play(s, { type: "next" }, { type: "end" });
    const seen = s.data.round.deck.slice(0, 2);
    const again = playAgain(game, JSON.parse(JSON.stringify(s)));
    expect(again.data.settings.customDeck).toEqual(deck);
    expect(again.data.round.deck.slice(0, 2).some((id) => seen.includes(id))).toBe(false);
    expect(game.view(again.data, DEVICE).card?.category.name).toBe("Firma");
  });

  const setups = fc
    .record({
      players: fc.integer({ min: 0, max: 5 }),
      deck: deckArbitrary("eu-nunca"),
      categories: fc.subarray([...CATEGORY_IDS]).map((c): CategoryId[] => [...c]),
      lives: fc.integer({ min: 3, max: 4 }),
      showAdult: fc.boolean(),
    })
    .map(({ players, deck, categories, lives, showAdult }) => ({
      players: ["Ana", "Bia", "Caio", "Duda", "Edu"]
        .slice(0, players)
        .map((name) => ({ id: name.toLowerCase(), name })),
      settings: { categories, lives, showAdult, customDeck: deck } as EuNuncaGameSettings,
      bag: EMPTY_BAG,
    }));

  const candidates = (state: EuNuncaGame) => [
    progress(state),
    ...state.round.players.map((p) => ({ type: "toggle", id: p.id })),
    { type: "confirm" },
    { type: "next" },
    { type: "skip" },
    { type: "hideAdult" },
    { type: "end" },
  ];

  it("random decks: only their cards (and the categories' when mixed), JSON round trip plays on", () => {
    checkDeckProperties({
      def: game,
      setups,
      candidates,
      shown: (state) => {
        const id = currentCard(state.round);
        return id ? [id] : [];
      },
      allowed: (state, id) =>
        customIds(state.settings.customDeck).includes(id) ||
        deckIds(state.round.categories, true).includes(id),
    });
  });

  it("random decks pass the engine properties", () => {
    checkGameProperties({
      def: game,
      setups,
      candidates,
      invariant: (state) => {
        const { round, settings } = state;
        if (new Set(round.deck).size !== round.deck.length) return "a card twice in the deck";
        if (round.phase !== "over" && !game.view(state, DEVICE).card) return "a card without text";
        const adult = new Set(customIds(settings.customDeck));
        if (
          !playableDeck(settings.customDeck, settings.showAdult) &&
          settings.customDeck &&
          round.deck.slice(round.cursor + 1).some((id) => adult.has(id))
        )
          return "18+ custom card with 18+ off";
        return null;
      },
      progress: (state): EuNuncaMove => {
        const { round } = state;
        if (!round.players.length || round.phase === "revealed") return { type: "next" };
        const first = alive(round)[0];
        return round.marked.length || !first
          ? { type: "confirm" }
          : { type: "toggle", id: first.id };
      },
      maxProgressMoves: 1_500,
      runs: 60,
    });
  });

  it("random decks alone: no card repeats before the deck is used up, across 'Jogar de novo'", () => {
    fc.assert(
      fc.property(
        deckArbitrary("eu-nunca", undefined, fc.constant(false)),
        fc.nat(),
        (deck, seed) => {
          let s = start({ customDeck: deck }, [], seed);
          const shown: string[] = [];
          for (let game_ = 0; game_ < 3; game_++) {
            // Half a deal each game: the bag carries the rest into the next one.
            const half = Math.ceil(deck.items.length / 2);
            for (let i = 0; i < half; i++) {
              shown.push(currentCard(s.data.round) as string);
              s = play(s, i + 1 < half ? { type: "next" } : { type: "end" });
            }
            s = playAgain(game, JSON.parse(JSON.stringify(s)));
          }
          expect(shown.every((id) => customIds(deck).includes(id))).toBe(true);
          expectNoRepeatBeforeExhaustion(shown, deck.items.length);
        },
      ),
      { numRuns: 30, seed: 20261204 },
    );
  });
});
