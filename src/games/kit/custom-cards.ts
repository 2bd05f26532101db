import { textId } from "../../shared/content-id";
import { type CustomDeck, type DeckGame, parseCustomDeck } from "../../shared/custom-deck";

/**
 * A custom deck ("Meus baralhos", issue 27) as a game plays it: its items with stable ids, drawn
 * through the same shuffle bag as the game's own content. The deck travels in the game's settings,
 * so these are recomputed from the state, never stored apart from it.
 */
export interface CustomCard {
  /** `custom.<hash>` (textId("custom", text)), never an id of the game's own content. */
  id: string;
  text: string;
  /** Verdade ou Desafio's truth/dare, Modo Clássico's card kind; absent elsewhere. */
  kind?: string;
}

export const CUSTOM_PREFIX = "custom";

const cache = new WeakMap<CustomDeck, { cards: CustomCard[]; byId: Map<string, CustomCard> }>();

function cardsOf(deck: CustomDeck) {
  const hit = cache.get(deck);
  if (hit) return hit;
  const byId = new Map<string, CustomCard>();
  const cards: CustomCard[] = [];
  for (const item of deck.items) {
    const base = textId(CUSTOM_PREFIX, item.text);
    // Texts without Latin letters (emoji, other scripts) share a slug: later ones get a suffix.
    let id = base;
    for (let n = 2; byId.has(id); n += 1) id = `${base}.${n}`;
    const card: CustomCard = item.kind
      ? { id, text: item.text, kind: item.kind }
      : { id, text: item.text };
    byId.set(id, card);
    cards.push(card);
  }
  const entry = { cards, byId };
  cache.set(deck, entry);
  return entry;
}

/** The deck's items with their ids, in the deck's order; none without a deck. */
export const customCards = (deck: CustomDeck | null | undefined): readonly CustomCard[] =>
  deck ? cardsOf(deck).cards : [];

/** The item of the deck with this id, or null. */
export const customCardById = (
  deck: CustomDeck | null | undefined,
  id: string,
): CustomCard | null => (deck ? (cardsOf(deck).byId.get(id) ?? null) : null);

/** The deck's ids, optionally only those of some kinds. */
export const customIds = (
  deck: CustomDeck | null | undefined,
  kinds?: readonly string[],
): string[] =>
  customCards(deck)
    .filter((c) => !kinds || (c.kind !== undefined && kinds.includes(c.kind)))
    .map((c) => c.id);

/**
 * A settings value's deck as a game keeps it: checked by parseCustomDeck (bad data is no deck),
 * and an 18+ deck only with the game's 18+ setting on.
 */
export function settingsDeck(
  value: unknown,
  game: DeckGame,
  showAdult: boolean,
): CustomDeck | null {
  const deck = parseCustomDeck(value, game);
  return deck && (showAdult || !deck.adult) ? deck : null;
}

/** The deck that draws now: an 18+ one only while 18+ is on ('hideAdult' keeps it for its texts). */
export const playableDeck = (
  deck: CustomDeck | null | undefined,
  showAdult: boolean,
): CustomDeck | null => (deck && (showAdult || !deck.adult) ? deck : null);

/** A stored state's deck field: absent (a game from before decks), null or a valid deck. */
export const isStoredDeck = (value: unknown, game: DeckGame): boolean =>
  value === undefined || value === null || parseCustomDeck(value, game) !== null;

/** The settings part a game adds when a deck plays: nothing without one (old shapes stay). */
export const withDeck = (deck: CustomDeck | null): { customDeck?: CustomDeck } =>
  deck ? { customDeck: deck } : {};
