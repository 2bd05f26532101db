import { type Rng, shuffle } from "../../shared/random";

/** The French deck of Sueca: 13 ranks, 4 suits; one or two decks shuffled together. */
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
export type Rank = (typeof RANKS)[number];

export const SUITS = ["copas", "espadas", "ouros", "paus"] as const;
export type Suit = (typeof SUITS)[number];

export const DECK_COUNTS = [1, 2] as const;
export type DeckCount = (typeof DECK_COUNTS)[number];

export const CARDS_PER_DECK = RANKS.length * SUITS.length;

export interface PlayingCard {
  id: string;
  rank: Rank;
  suit: Suit;
  /** Which of the decks (1 or 2) this copy comes from. */
  copy: number;
}

export const SUIT_INFO: Record<Suit, { name: string; symbol: string; red: boolean }> = {
  copas: { name: "copas", symbol: "♥", red: true },
  espadas: { name: "espadas", symbol: "♠", red: false },
  ouros: { name: "ouros", symbol: "♦", red: true },
  paus: { name: "paus", symbol: "♣", red: false },
};

export const RANK_NAMES: Record<Rank, string> = {
  A: "Ás",
  "2": "Dois",
  "3": "Três",
  "4": "Quatro",
  "5": "Cinco",
  "6": "Seis",
  "7": "Sete",
  "8": "Oito",
  "9": "Nove",
  "10": "Dez",
  J: "Valete",
  Q: "Dama",
  K: "Rei",
};

export const isRank = (v: unknown): v is Rank => RANKS.some((r) => r === v);
export const isDeckCount = (v: unknown): v is DeckCount => DECK_COUNTS.some((d) => d === v);

/** Every card id of the given number of decks, e.g. "Q-copas-2" (unique even with two decks). */
export function cardIds(decks: DeckCount): string[] {
  const ids: string[] = [];
  for (let copy = 1; copy <= decks; copy++)
    for (const suit of SUITS) for (const rank of RANKS) ids.push(`${rank}-${suit}-${copy}`);
  return ids;
}

export function parseCard(id: string | null | undefined): PlayingCard | null {
  const [rank, suit, copy, ...rest] = (id ?? "").split("-");
  const n = Number(copy);
  if (rest.length || !isRank(rank) || !SUITS.some((s) => s === suit)) return null;
  if (!Number.isInteger(n) || n < 1 || n > 2) return null;
  return { id: id as string, rank, suit: suit as Suit, copy: n };
}

/** "do ás", "da dama": the rank after "regra". */
export function ofRank(rank: Rank): string {
  return `${rank === "Q" ? "da" : "do"} ${RANK_NAMES[rank].toLowerCase()}`;
}

/** "Dama de copas". */
export function cardLabel(card: PlayingCard): string {
  return `${RANK_NAMES[card.rank]} de ${SUIT_INFO[card.suit].name}`;
}

/** The pile face down: a fixed shuffled order and how many were already turned. */
export interface Deck {
  order: string[];
  cursor: number;
}

/** A fresh, fully shuffled pile: also what 'Embaralhar de novo' makes when the pile is over. */
export function shuffledDeck(decks: DeckCount, rng: Rng): Deck {
  return { order: shuffle(cardIds(decks), rng), cursor: 0 };
}

export function cardsLeft(deck: Deck): number {
  return Math.max(0, deck.order.length - deck.cursor);
}

export function isDeckOver(deck: Deck): boolean {
  return cardsLeft(deck) === 0;
}

/** Turns the top card; null when the pile is over (no card comes out twice before that). */
export function drawCard(deck: Deck): { cardId: string; deck: Deck } | null {
  const cardId = deck.order[deck.cursor];
  if (cardId === undefined) return null;
  return { cardId, deck: { order: deck.order, cursor: deck.cursor + 1 } };
}

/** A stored pile is trusted only if it is one or two whole decks, each card once. */
export function isDeck(v: unknown): v is Deck {
  if (typeof v !== "object" || v === null) return false;
  const { order, cursor } = v as { order?: unknown; cursor?: unknown };
  if (!Array.isArray(order)) return false;
  const decks = order.length / CARDS_PER_DECK;
  if (!isDeckCount(decks)) return false;
  const all = new Set(cardIds(decks));
  if (new Set(order).size !== order.length || !order.every((id) => all.has(id))) return false;
  return (
    typeof cursor === "number" && Number.isInteger(cursor) && cursor >= 0 && cursor <= order.length
  );
}
