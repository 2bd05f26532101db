import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CustomDeck } from "../../shared/custom-deck";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { customCards, customIds, playableDeck } from "../kit/custom-cards";
import {
  checkDeckProperties,
  deckArbitrary,
  expectNoRepeatBeforeExhaustion,
} from "../kit/engine/check-deck";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, DEVICE, type GameState, playAgain, startGame } from "../kit/engine/engine";
import type { LevelId } from "./content";
import {
  candidates,
  deckIds,
  type MaisProvavelMove,
  type MaisProvavelSettings,
  type MaisProvavelState,
  maisProvavelGame,
  nextVoter,
  promptById,
} from "./logic";

const def = maisProvavelGame;
const playersOf = (n: number) =>
  ["Ana", "Bia", "Caio", "Duda", "Edu", "Fê", "Gui"].slice(0, n).map((name, i) => ({
    id: `p${i}`,
    name,
  }));

const progress = (state: MaisProvavelState): MaisProvavelMove => {
  const voter = nextVoter(state);
  if (voter) return { type: "voteFor", voter, target: candidates(state, voter)[0] as string };
  return { type: "next" };
};

function deckOf(n: number, adult = false): CustomDeck {
  return {
    id: "d1",
    name: "Firma",
    game: "mais-provavel",
    adult,
    items: Array.from({ length: n }, (_, i) => ({ text: `Quem é mais provável de pular ${i}?` })),
  };
}

const start = (over: Partial<MaisProvavelSettings>, seed = 3) =>
  startGame(
    def,
    {
      players: playersOf(3),
      settings: { levels: [], rounds: 50, showAdult: false, ...over },
      bag: EMPTY_BAG,
    },
    seed,
  );

/** Plays to the end with the progress moves; the prompt of every round in order. */
function playThrough(s: GameState<MaisProvavelState>) {
  const drawn = [s.data.promptId];
  let state = s;
  while (def.status(state.data).kind === "playing") {
    const result = applyMove(def, state, {
      version: state.version,
      move: progress(state.data),
      at: 1_000 + state.version,
    });
    if (!result.ok) throw new Error(result.code);
    if (result.state.data.round !== state.data.round) drawn.push(result.state.data.promptId);
    state = result.state;
  }
  return { state, drawn };
}

describe("Quem é Mais Provável?: a custom deck", () => {
  it("alone: only its questions come up, with the deck's name as the level", () => {
    const deck = deckOf(5);
    const s = start({ customDeck: deck, rounds: 12 });
    expect(s.data.settings.levels).toEqual([]);
    const view = def.view(s.data, DEVICE);
    expect(view.prompt?.level).toEqual({ id: "custom", name: "Firma", adult: false });
    expect(deck.items.map((i) => i.text)).toContain(view.prompt?.text);
    const { drawn } = playThrough(s);
    expect(drawn.length).toBe(12);
    expect(drawn.every((id) => customIds(deck).includes(id))).toBe(true);
    expectNoRepeatBeforeExhaustion(drawn, 5);
  });

  it("mixed: the deck's questions and the levels' come from one bag", () => {
    const deck = deckOf(30);
    const s = start({ customDeck: deck, levels: ["leve"], rounds: 50 });
    const { drawn } = playThrough(s);
    const pool = new Set([...customIds(deck), ...deckIds(["leve"], false)]);
    expect(drawn.every((id) => pool.has(id))).toBe(true);
    expect(new Set(drawn).size).toBe(50);
    expect(drawn.some((id) => customIds(deck).includes(id))).toBe(true);
    expect(drawn.some((id) => promptById(id) !== null)).toBe(true);
  });

  it("bad data is no deck, and an empty selection falls back to the game's levels", () => {
    const s = start({ customDeck: { ...deckOf(3), items: [{ text: "só um" }] } as CustomDeck });
    expect(s.data.settings.customDeck).toBeUndefined();
    expect(s.data.settings.levels).toEqual(["leve", "festa"]);
    expect(promptById(s.data.promptId)).not.toBeNull();
    const other = start({ customDeck: { ...deckOf(3), game: "eu-nunca" } });
    expect(other.data.settings.customDeck).toBeUndefined();
  });

  it("an 18+ deck plays only with 18+ on, and 'hideAdult' takes it and its question away", () => {
    const off = start({ customDeck: deckOf(4, true) });
    expect(off.data.settings.customDeck).toBeUndefined();
    expect(promptById(off.data.promptId)).not.toBeNull();
    let s = start({ customDeck: deckOf(4, true), showAdult: true });
    expect(def.view(s.data, DEVICE).prompt?.level.adult).toBe(true);
    const hidden = applyMove(def, s, { version: s.version, move: { type: "hideAdult" }, at: 5 });
    if (!hidden.ok) throw new Error(hidden.code);
    s = hidden.state;
    expect(s.data.settings.levels).toEqual(["leve", "festa"]);
    expect(promptById(s.data.promptId)?.level.adult).toBe(false);
    const { drawn } = playThrough(s);
    expect(drawn.every((id) => promptById(id) !== null)).toBe(true);
    // 'Jogar de novo' with 18+ now off starts without the deck.
    expect(playAgain(def, s).data.settings.customDeck).toBeUndefined();
  });

  it("'Jogar de novo' and a stored game keep the deck they started with", () => {
    const deck = deckOf(3);
    const { state } = playThrough(start({ customDeck: deck, rounds: 2 }));
    const again = playAgain(def, JSON.parse(JSON.stringify(state)));
    expect(again.data.settings.customDeck).toEqual(deck);
    expect(customIds(deck)).toContain(again.data.promptId);
    expect(def.isState?.(JSON.parse(JSON.stringify(again.data)))).toBe(true);
    // A game stored before decks (no customDeck at all) still resumes.
    const old = start({ levels: ["leve"] });
    expect("customDeck" in old.data.settings).toBe(false);
    expect(def.isState?.(old.data)).toBe(true);
  });

  const setups = fc
    .record({
      players: fc.integer({ min: 3, max: 7 }).map(playersOf),
      deck: deckArbitrary("mais-provavel"),
      levels: fc.subarray(["leve", "festa", "picante"] as const).map((l): LevelId[] => [...l]),
      rounds: fc.integer({ min: 1, max: 8 }),
      showAdult: fc.boolean(),
    })
    .map(({ players, deck, levels, rounds, showAdult }) => ({
      players,
      settings: { levels, rounds, showAdult, customDeck: deck } as MaisProvavelSettings,
      bag: EMPTY_BAG,
    }));

  const allowed = (state: MaisProvavelState, id: string) =>
    customIds(playableDeck(state.settings.customDeck, state.settings.showAdult)).includes(id) ||
    (promptById(id) !== null &&
      (deckIds(state.settings.levels, state.settings.showAdult).includes(id) ||
        (state.settings.levels.length === 0 && !state.settings.customDeck)));

  it("random decks: only their questions (and the levels' when mixed), JSON round trip plays on", () => {
    checkDeckProperties({
      def,
      setups,
      candidates: (state) => {
        const voter = nextVoter(state);
        return [
          progress(state),
          progress(state),
          ...(voter
            ? candidates(state, voter).map((target) => ({ type: "voteFor", voter, target }))
            : []),
          { type: "reveal" },
          { type: "hideAdult" },
          { type: "addPlayer", name: `Nova${state.players.length}` },
          { type: "removePlayer", playerId: state.players[0]?.id },
        ];
      },
      shown: (state) => (state.phase === "voting" ? [state.promptId] : []),
      allowed,
    });
  });

  it("random decks pass the engine properties", () => {
    checkGameProperties({
      def,
      setups,
      runs: 60,
      candidates: (state) => [
        progress(state),
        { type: "reveal" },
        { type: "hideAdult" },
        { type: "next" },
      ],
      invariant: (state) => {
        if (!def.view(state, DEVICE).prompt) return "a question without text";
        if (
          state.phase === "voting" &&
          !state.settings.showAdult &&
          def.view(state, DEVICE).prompt?.level.adult
        )
          return "18+ question with 18+ off";
        return null;
      },
      progress,
      maxProgressMoves: 8 * 8 + 10,
    });
  });

  it("random decks alone: no question repeats before the deck is used up", () => {
    fc.assert(
      fc.property(
        deckArbitrary("mais-provavel", undefined, fc.constant(false)),
        fc.nat(),
        (deck, seed) => {
          const { drawn } = playThrough(start({ customDeck: deck, rounds: 50 }, seed));
          expect(drawn.every((id) => customCards(deck).some((c) => c.id === id))).toBe(true);
          expectNoRepeatBeforeExhaustion(drawn, deck.items.length);
        },
      ),
      { numRuns: 40, seed: 20261204 },
    );
  });
});
