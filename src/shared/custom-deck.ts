/**
 * Custom decks ("Meus baralhos", issue 27): the limits, the plain-text rule for items and the
 * snapshot a game keeps of a deck. No zod here: game logic and the pages that play read this.
 */

/** The games that take a custom deck, and what an item of each is. */
export const DECK_GAMES = [
  "eu-nunca",
  "truth-or-dare",
  "mais-provavel",
  "classic",
  "guess-who",
  "desenha-e-bebe",
] as const;
export type DeckGame = (typeof DECK_GAMES)[number];
export const isDeckGame = (v: unknown): v is DeckGame =>
  typeof v === "string" && (DECK_GAMES as readonly string[]).includes(v);

/** Item kinds: Verdade ou Desafio's truth or dare, Modo Clássico's card kinds; none elsewhere. */
export const DECK_ITEM_KINDS: Record<DeckGame, readonly string[]> = {
  "eu-nunca": [],
  "truth-or-dare": ["truth", "dare"],
  "mais-provavel": [],
  classic: ["desafio", "roda", "duelo", "outro"],
  "guess-who": [],
  "desenha-e-bebe": [],
};

/** How the editor and the error messages name a kind ("verdade ou desafio"). */
const KIND_NAMES: Record<string, string> = {
  truth: "verdade",
  dare: "desafio",
  desafio: "desafio",
  roda: "roda",
  duelo: "duelo",
  outro: "outro",
};
export const deckKindName = (kind: string): string => KIND_NAMES[kind] ?? kind;

export const DECK_NAME_MAX = 40;
export const DECK_MIN_ITEMS = 2;
export const DECK_MAX_ITEMS = 300;
export const DECK_ITEM_MAX = 200;
export const MAX_DECKS_PER_USER = 50;
export const SHARE_CODE_LENGTH = 8;
/** No 0/O, 1/I/L: a code read aloud or typed from a screen. */
export const SHARE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export interface DeckItem {
  text: string;
  /** One of DECK_ITEM_KINDS[game]; absent for games without kinds. */
  kind?: string;
}

/** What a game stores of a deck when it starts: later edits or a delete change nothing in it. */
export interface CustomDeck {
  id: string;
  name: string;
  game: DeckGame;
  adult: boolean;
  items: DeckItem[];
}

// Controls, zero-width spaces and bidi marks, overrides and isolates: never part of a party card.
// The zero-width joiner stays: emoji sequences (families, flags of skin tones) are made with it.
const INVISIBLE = /[\p{Cc}\u200b\u200c\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/gu;

/**
 * Plain text as items are stored: controls and bidi marks dropped, runs of spaces (and line
 * breaks) made one space, trimmed. HTML stays as typed: it is only ever shown as text.
 */
export function cleanDeckText(text: string): string {
  return text.normalize("NFC").replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
}

/**
 * Two items are the same when they differ only in case, accents, spaces or punctuation. An item
 * of emoji or symbols alone ("🍺" and "🍷") is compared as written, so it is not everyone's twin.
 */
export function deckItemKey(text: string): string {
  const plain = cleanDeckText(text)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
  const words = plain.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  return words || plain;
}

/** The first item that repeats an earlier one (by deckItemKey), or null. */
export function firstDuplicate(items: readonly DeckItem[]): string | null {
  const seen = new Set<string>();
  for (const item of items) {
    const key = deckItemKey(item.text);
    if (seen.has(key)) return item.text;
    seen.add(key);
  }
  return null;
}

/** Bulk paste: one item a line, cleaned, empty lines dropped. */
export function splitPastedItems(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map(cleanDeckText)
    .filter((line) => line.length > 0);
}

const isItem = (game: DeckGame, v: unknown): v is DeckItem => {
  if (typeof v !== "object" || v === null) return false;
  const { text, kind } = v as { text?: unknown; kind?: unknown };
  if (typeof text !== "string" || text.length === 0 || text.length > DECK_ITEM_MAX) return false;
  if (cleanDeckText(text) !== text) return false;
  const kinds = DECK_ITEM_KINDS[game];
  return kinds.length === 0 ? kind === undefined : typeof kind === "string" && kinds.includes(kind);
};

/**
 * A game's settings read a deck snapshot through this (a stored game, a room's settings from a
 * phone): null unless every rule holds, so a game never starts on a deck the server would refuse.
 */
export function parseCustomDeck(value: unknown, game?: DeckGame): CustomDeck | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isDeckGame(v.game) || (game && v.game !== game)) return null;
  const deckGame = v.game;
  if (typeof v.id !== "string" || v.id.length === 0 || v.id.length > 64) return null;
  if (typeof v.name !== "string" || v.name.length === 0 || v.name.length > DECK_NAME_MAX)
    return null;
  if (typeof v.adult !== "boolean" || !Array.isArray(v.items)) return null;
  const items = v.items;
  if (items.length < DECK_MIN_ITEMS || items.length > DECK_MAX_ITEMS) return null;
  if (!items.every((item) => isItem(deckGame, item))) return null;
  if (firstDuplicate(items as DeckItem[]) !== null) return null;
  return {
    id: v.id,
    name: v.name,
    game: deckGame,
    adult: v.adult,
    items: (items as DeckItem[]).map(({ text, kind }) => (kind ? { text, kind } : { text })),
  };
}

/**
 * Three-way merge of an edit made offline (`mine`, from `base`) with the server's copy
 * (`theirs`, also from `base`): nobody's change is lost. An item removed on one side and kept on
 * the other is removed; items added on either side are kept (theirs first, in their order, then
 * mine); a name or 18+ flag changed on one side only takes that side, on both sides takes mine.
 */
export function mergeDeckEdits<T extends { name: string; adult: boolean; items: DeckItem[] }>(
  base: T,
  mine: T,
  theirs: T,
): Pick<T, "name" | "adult" | "items"> {
  const keys = (items: readonly DeckItem[]) => new Set(items.map((i) => deckItemKey(i.text)));
  const baseKeys = keys(base.items);
  const mineKeys = keys(mine.items);
  const theirKeys = keys(theirs.items);
  const removed = new Set([...baseKeys].filter((k) => !mineKeys.has(k) || !theirKeys.has(k)));
  const items: DeckItem[] = [];
  const taken = new Set<string>();
  for (const item of [...theirs.items, ...mine.items]) {
    const key = deckItemKey(item.text);
    if (removed.has(key) || taken.has(key)) continue;
    taken.add(key);
    items.push(item);
  }
  const pick = <K extends "name" | "adult">(k: K) => (mine[k] !== base[k] ? mine[k] : theirs[k]);
  return { name: pick("name"), adult: pick("adult"), items: items.slice(0, DECK_MAX_ITEMS) };
}
