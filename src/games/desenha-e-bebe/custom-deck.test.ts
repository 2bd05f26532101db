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
import {
  applyMove,
  DEVICE,
  type GameState,
  playAgain,
  type Seat,
  startGame,
} from "../kit/engine/engine";
import { allWordIds, wordIn, wordPool } from "./deck";
import { guessMatches } from "./guess";
import { type DesenhaMove, type DesenhaState, desenhaGame, members } from "./logic";
import type { DesenhaSettings } from "./options";
import {
  cleanRoomSettings,
  type DesenhaRoomMove,
  type DesenhaRoomState,
  desenhaRoomGame,
} from "./room-logic";
import { isDesenhaState } from "./state-schema";
import { CATEGORY_CHOICES, DIFFICULTIES } from "./words";

const T0 = 1_700_000_000_000;

function deckOf(n: number, adult = false): CustomDeck {
  return {
    id: "d1",
    name: "Firma",
    game: "desenha-e-bebe",
    adult,
    items: Array.from({ length: n }, (_, i) => ({ text: `Chefe dançando ${i}` })),
  };
}

const teams: DesenhaSettings["teams"] = [
  { id: "a", name: "Time Amarelo", color: "amarelo", members: ["Ana", "Bia"] },
  { id: "b", name: "Time Rosa", color: "rosa", members: ["Caio", "Duda"] },
];
const base: DesenhaSettings = {
  mode: "desenho",
  seconds: 60,
  target: 7,
  category: "aleatorio",
  difficulties: [],
  teams,
};

describe("Desenha e Bebe on one phone: a custom deck", () => {
  type S = GameState<DesenhaState>;
  const begin = (over: Partial<DesenhaSettings>, seed = 5): S => {
    const s = { ...base, ...over };
    return startGame(desenhaGame, { players: members(s), settings: s, bag: EMPTY_BAG }, seed);
  };
  const play = (s: S, move: DesenhaMove, at = T0): S => {
    const r = applyMove(desenhaGame, s, { version: s.version, move, at });
    if (!r.ok) throw new Error(`${move.type}: ${r.code}`);
    return r.state;
  };
  /** Whole turns to the end; the word of each turn. */
  function turns(s: S, n: number) {
    let state = s;
    const shown: string[] = [];
    for (let i = 0; i < n && state.data.phase !== "over"; i++) {
      state = play(state, { type: "reveal" });
      shown.push(state.data.wordId as string);
      state = play(state, { type: "go" });
      state = play(state, { type: "end", outcome: i % 2 ? "acertaram" : "nao-acertaram" }, T0 + 1);
      if (state.data.phase === "outcome") state = play(state, { type: "next" });
    }
    return { state, shown };
  }

  it("alone: only its words, shown with the deck's name; the last word too", () => {
    const deck = deckOf(4);
    const s = play(begin({ customDeck: deck }), { type: "reveal" });
    const word = desenhaGame.view(s.data, DEVICE).word;
    expect(word).toMatchObject({ difficulty: "medio", deckName: "Firma" });
    expect(deck.items.map((i) => i.text)).toContain(word?.text);
    const after = play(play(s, { type: "go" }), { type: "end", outcome: "acertaram" }, T0 + 1);
    expect(desenhaGame.view(after.data, DEVICE).lastWord?.text).toBe(word?.text);
    const { shown } = turns(begin({ customDeck: deck }), 12);
    expect(shown.every((id) => customIds(deck).includes(id))).toBe(true);
    expectNoRepeatBeforeExhaustion(shown, 4);
  });

  it("mixed with the chosen words; an 18+ deck needs showAdult; bad data is no deck", () => {
    const deck = deckOf(6);
    const { shown } = turns(begin({ customDeck: deck, difficulties: ["facil"], target: 7 }), 13);
    const pool = new Set([...customIds(deck), ...wordPool("aleatorio", ["facil"])]);
    expect(shown.every((id) => pool.has(id))).toBe(true);
    expect(new Set(shown).size).toBe(shown.length);
    for (const customDeck of [deckOf(3, true), { ...deckOf(3), game: "classic" as const }]) {
      const s = begin({ customDeck });
      expect(s.data.settings.customDeck).toBeUndefined();
      expect(allWordIds).toContain(play(s, { type: "reveal" }).data.wordId);
    }
    const adult = begin({ customDeck: deckOf(3, true), showAdult: true });
    expect(customIds(adult.data.settings.customDeck)).toContain(
      play(adult, { type: "reveal" }).data.wordId,
    );
  });

  it("a stored game resumes with its deck (one from before decks too); 'Jogar de novo' keeps it", () => {
    const deck = deckOf(3);
    const { state } = turns(begin({ customDeck: deck }), 1);
    const stored = JSON.parse(JSON.stringify(state)) as S;
    expect(isDesenhaState(stored.data)).toBe(true);
    expect(isDesenhaState(begin({ difficulties: ["facil"] }).data)).toBe(true);
    const broken = { ...stored.data, settings: { ...stored.data.settings, customDeck: { a: 1 } } };
    expect(isDesenhaState(broken)).toBe(false);
    const again = playAgain(desenhaGame, stored);
    expect(again.data.settings.customDeck).toEqual(deck);
    const first = play(again, { type: "reveal" }).data.wordId;
    expect(first).not.toBe(state.data.game.last?.wordId);
  });

  const setups = fc
    .record({
      deck: deckArbitrary("desenha-e-bebe"),
      category: fc.constantFrom(...CATEGORY_CHOICES),
      difficulties: fc.subarray([...DIFFICULTIES]),
      showAdult: fc.boolean(),
    })
    .map(({ deck, ...rest }) => {
      const s: DesenhaSettings = { ...base, target: 3, ...rest, customDeck: deck };
      return { players: members(s), settings: s, bag: EMPTY_BAG };
    });
  const candidates = () => [
    ...["reveal", "swap", "go", "next", "reveal", "go"].map((type) => ({ type })),
    ...["acertaram", "nao-acertaram", "tempo"].map((outcome) => ({ type: "end", outcome })),
  ];
  const allowed = (state: DesenhaState, id: string) => {
    const { category, difficulties, customDeck, showAdult } = state.settings;
    const deck = playableDeck(customDeck, showAdult === true);
    if (customIds(deck).includes(id)) return true;
    const own = wordPool(category, difficulties);
    return (own.length || deck ? own : wordPool(category, DIFFICULTIES)).includes(id);
  };

  it("random decks: only their words (and the chosen ones when mixed), JSON round trip plays on", () => {
    checkDeckProperties({
      def: desenhaGame,
      setups,
      candidates,
      shown: (state) => (state.wordId ? [state.wordId] : []),
      allowed,
    });
  });

  it("random decks pass the engine properties", { timeout: 60_000 }, () => {
    checkGameProperties({
      def: desenhaGame,
      setups,
      runs: 60,
      candidates,
      invariant: (state) => {
        if (state.wordId && !wordIn(state.settings.customDeck, state.wordId)) return "no text";
        if (state.wordId && !allowed(state, state.wordId)) return "a word from outside the game";
        return null;
      },
      progress: ({ phase }): DesenhaMove => {
        if (phase === "handoff") return { type: "reveal" };
        if (phase === "reveal") return { type: "go" };
        if (phase === "play") return { type: "end", outcome: "acertaram" };
        return { type: "next" };
      },
      maxProgressMoves: 1_000,
    });
  });
});

describe("Desenha e Bebe in a room: a custom deck", () => {
  type S = GameState<DesenhaRoomState>;
  const players = [
    { id: "ana", name: "Ana" },
    { id: "bia", name: "Bia" },
    { id: "caio", name: "Caio" },
  ];
  const seat = (playerId: string): Seat => ({ kind: "player", playerId });
  const start = (settings: unknown, seed = 42) =>
    startGame(
      desenhaRoomGame,
      { players, settings: cleanRoomSettings(settings), bag: EMPTY_BAG },
      seed,
    );
  const act = (s: S, move: DesenhaRoomMove, by: Seat, at = T0): S => {
    const r = applyMove(desenhaRoomGame, s, { version: s.version, move, at, seat: by });
    if (!r.ok) throw new Error(`${move.type}: ${r.code}`);
    return r.state;
  };

  it("the host's deck reaches the game; the drawer alone sees the word, guessers its blanks", () => {
    const deck = deckOf(3);
    const clean = cleanRoomSettings({ seconds: 30, laps: 2, difficulties: [], customDeck: deck });
    expect(clean).toMatchObject({ difficulties: [], customDeck: deck });
    expect(cleanRoomSettings({ customDeck: deckOf(3, true) }).customDeck).toBeUndefined();
    expect(cleanRoomSettings({ customDeck: deckOf(3, true), showAdult: true }).customDeck).toEqual(
      deckOf(3, true),
    );
    const s = act(start(clean), { type: "go" }, seat("ana"));
    const text = wordIn(deck, s.data.wordId as string)?.text as string;
    expect(desenhaRoomGame.view(s.data, seat("ana")).word).toEqual({
      text,
      difficulty: "medio",
      deckName: "Firma",
    });
    for (const other of [seat("bia"), { kind: "board" } as Seat]) {
      const view = desenhaRoomGame.view(s.data, other);
      expect(view.word).toBeNull();
      expect(JSON.stringify(view)).not.toContain(text);
      expect(view.shape?.length).toBe(text.length);
    }
    // A guess counts whatever its case and accents; the word then comes out for everyone.
    const right = act(
      s,
      { type: "guess", text: text.toUpperCase().replace("ç", "c") },
      seat("bia"),
    );
    expect(right.data.last?.outcome).toBe("acertou");
    expect(desenhaRoomGame.view(right.data, seat("caio")).last?.word).toBe(text);
  });

  it("a word in another script can be guessed too", () => {
    expect(guessMatches("日本", "日本")).toBe(true);
    expect(guessMatches("مرحبا", "مرحبا!")).toBe(true);
    expect(guessMatches("日本", "中国")).toBe(false);
    expect(guessMatches("🍺", "🍺")).toBe(true);
    expect(guessMatches("🍺", "🍷")).toBe(false);
  });

  it("random decks: only their words, JSON round trip plays on", () => {
    const setups = fc
      .record({
        deck: deckArbitrary("desenha-e-bebe"),
        difficulties: fc.subarray([...DIFFICULTIES]),
        showAdult: fc.boolean(),
        laps: fc.constantFrom(1, 2, 3),
      })
      .map(({ deck, ...rest }) => ({
        players,
        settings: cleanRoomSettings({ seconds: 30, ...rest, customDeck: deck }),
        bag: EMPTY_BAG,
      }));
    const drawerSeat = (state: DesenhaRoomState) => seat(state.players[state.drawer]?.id ?? "ana");
    checkDeckProperties({
      def: desenhaRoomGame,
      setups,
      // The drawer's seat makes every move (a guesser's are tested above).
      seat: drawerSeat,
      candidates: () => [
        { type: "swap" },
        { type: "go" },
        { type: "giveUp" },
        { type: "timeUp" },
        { type: "next" },
        { type: "next" },
      ],
      shown: (state) => (state.wordId ? [state.wordId] : []),
      allowed: (state, id) => {
        const { category, difficulties, customDeck, showAdult } = state.settings;
        const deck = playableDeck(customDeck, showAdult === true);
        return (
          customIds(deck).includes(id) ||
          (difficulties.length ? wordPool(category, difficulties) : allWordIds).includes(id)
        );
      },
    });
    // The drawer's own moves, turn after turn: the words of a deck alone never repeat early.
    fc.assert(
      fc.property(deckArbitrary("desenha-e-bebe", undefined, fc.constant(false)), (deck) => {
        let s = start({ seconds: 30, laps: 3, difficulties: [], customDeck: deck });
        const shown: string[] = [];
        while (s.data.phase !== "over") {
          shown.push(s.data.wordId as string);
          s = act(s, { type: "go" }, drawerSeat(s.data));
          s = act(s, { type: "giveUp" }, drawerSeat(s.data), T0 + 1);
          s = act(s, { type: "next" }, seat("ana"), T0 + 2);
        }
        expect(shown.length).toBe(9);
        expect(shown.every((id) => customIds(deck).includes(id))).toBe(true);
        expectNoRepeatBeforeExhaustion(shown, deck.items.length);
      }),
      { numRuns: 30, seed: 20261204 },
    );
  });
});
