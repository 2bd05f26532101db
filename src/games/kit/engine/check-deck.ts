import fc from "fast-check";
import { expect } from "vitest";
import {
  type CustomDeck,
  cleanDeckText,
  DECK_ITEM_KINDS,
  DECK_ITEM_MAX,
  type DeckGame,
  parseCustomDeck,
} from "../../../shared/custom-deck";
import {
  applyMove,
  type GameDefinition,
  type GameState,
  type MoveRequest,
  type Seat,
  type SetupInput,
  startGame,
} from "./engine";

/**
 * The custom-deck property (issue 27) every game that takes a deck runs beside checkGameProperties:
 * random decks (2 items, 300 long items, sizes between), random move sequences; nothing throws,
 * only the deck's items (and the game's own when mixed) come up, and a state sent through JSON
 * mid-game plays on exactly like the original.
 */

// Fragments of every kind an item may hold: accents, emoji, other scripts, RTL, markup as text.
const FRAGMENTS = [
  "Eu nunca",
  "fui",
  "à praia",
  "ação",
  "🍺",
  "👨‍👩‍👧",
  "日本",
  "مرحبا",
  "<b>oi</b>",
  "**negrito**",
  "https://exemplo.com",
  "Quem é mais provável de",
  "dançar",
  "?",
  "!",
  "São João",
];
// Digits of other scripts: different items (deckItemKey) whose slugs match, so ids must not clash.
const DIGITS = ["٠١٢٣٤٥٦٧٨٩", "0123456789", "〇一二三四五六七八九"];

const numeral = (n: number, digits: string) =>
  [...String(n)].map((d) => [...digits][Number(d)]).join("");

const itemText = (words: string[], index: number, script: number, long: boolean): string => {
  const tail = ` ${numeral(index, DIGITS[script % DIGITS.length] as string)}`;
  let head = cleanDeckText(words.join(" ")) || "item";
  if (long) while (head.length < DECK_ITEM_MAX) head = `${head} ${head}`;
  // Cut at a whole code point, within the limit (counted in UTF-16 units, as stored).
  let cut = "";
  for (const ch of head) {
    if (cut.length + ch.length + tail.length > DECK_ITEM_MAX) break;
    cut += ch;
  }
  return cleanDeckText(cut + tail);
};

/** A valid deck for `game` (parseCustomDeck accepts it) of `size` items. */
export function deckArbitrary(
  game: DeckGame,
  size: fc.Arbitrary<number> = fc.oneof(
    fc.constant(2),
    fc.constant(300),
    fc.integer({ min: 2, max: 40 }),
  ),
  adult: fc.Arbitrary<boolean> = fc.boolean(),
): fc.Arbitrary<CustomDeck> {
  const kinds = DECK_ITEM_KINDS[game];
  return fc
    .record({
      size,
      adult,
      name: fc.constantFrom("Aniversário da Bia", "Firma 🍻", "日本 deck", "<i>nome</i>"),
      words: fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 4 }),
      script: fc.nat(),
      long: fc.boolean(),
      kindSeed: fc.nat(),
    })
    .map(({ size: n, adult: isAdult, name, words, script, long, kindSeed }) => {
      const items = Array.from({ length: n }, (_, i) => {
        const text = itemText(words, i, script + (i % 3), long && n === 300);
        const kind = kinds.length ? kinds[(kindSeed + i * 7) % kinds.length] : undefined;
        return kind ? { text, kind } : { text };
      });
      const deck = parseCustomDeck(
        { id: `deck-${n}-${script}`, name, game, adult: isAdult, items },
        game,
      );
      if (!deck) throw new Error("deckArbitrary made an invalid deck");
      return deck;
    });
}

export interface DeckProperties<S, M, V, Settings> {
  def: GameDefinition<S, M, V, Settings>;
  /** Setups with a custom deck in their settings (alone or mixed). */
  setups: fc.Arbitrary<SetupInput<Settings>>;
  /** Moves worth trying now (legal ones mostly). */
  candidates(state: S): unknown[];
  /** The ids on the table now (the prompt, the card, the word), none between turns. */
  shown(state: S): readonly string[];
  /** Whether an id may come up in this game: the deck's, or the game's own when mixed. */
  allowed(state: S, id: string): boolean;
  /** Who makes the moves (a room's seat); the phone passed around when absent. */
  seat?(state: S): Seat;
  runs?: number;
}

const steps = fc.array(fc.nat(), { minLength: 1, maxLength: 80 });

export function checkDeckProperties<S, M, V, Settings>(p: DeckProperties<S, M, V, Settings>) {
  fc.assert(
    fc.property(p.setups, fc.nat(), steps, fc.nat(), (input, seed, picks, cutAt) => {
      let state: GameState<S> = startGame(p.def, input, seed);
      const states: GameState<S>[] = [state];
      const log: MoveRequest<unknown>[] = [];
      let at = 1_700_000_000_000;
      const check = (s: GameState<S>) => {
        for (const id of p.shown(s.data))
          if (!p.allowed(s.data, id)) throw new Error(`an id from outside the game came up: ${id}`);
        p.def.view(s.data, { kind: "device" });
        p.def.view(s.data, { kind: "board" });
      };
      check(state);
      for (const pick of picks) {
        at += 1_500;
        const options = p.candidates(state.data);
        if (!options.length) break;
        const move = options[pick % options.length];
        const request = { version: state.version, move, at, seat: p.seat?.(state.data) };
        const result = applyMove(p.def, state, request);
        if (!result.ok) continue;
        state = result.state;
        log.push(request);
        states.push(state);
        check(state);
      }
      // A state sent through JSON (stored, reloaded, a room's row) plays on identically.
      const cut = cutAt % states.length;
      let copy = JSON.parse(JSON.stringify(states[cut])) as GameState<S>;
      expect(p.def.isState?.(copy.data) ?? true).toBe(true);
      for (let i = cut; i < log.length; i++) {
        const result = applyMove(p.def, copy, log[i] as MoveRequest<unknown>);
        if (!result.ok) throw new Error(`the copy refused a move: ${result.code}`);
        copy = result.state;
        expect(copy).toEqual(states[i + 1]);
      }
      expect(copy).toEqual(state);
    }),
    { numRuns: p.runs ?? 60, seed: 20261204 },
  );
}

/**
 * Ids in the order they came up, one per draw: no id comes back before every id of the deck came
 * up (each block of `size` draws holds `size` different ids).
 */
export function expectNoRepeatBeforeExhaustion(draws: readonly string[], size: number) {
  for (let from = 0; from < draws.length; from += size) {
    const block = draws.slice(from, from + size);
    expect(new Set(block).size).toBe(block.length);
  }
}
