import { type CustomDeck, type DeckGame, parseCustomDeck } from "../../shared/custom-deck";
import { OFFERED_DECK_KEY } from "./keys";

const CHANGED = "saideira-offered-deck-changed";

/** The offer when session storage is blocked: kept for this page only. */
let memory: string | null = null;

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(OFFERED_DECK_KEY) ?? memory;
  } catch {
    return memory;
  }
}

let cache: { raw: string | null; deck: CustomDeck | null } = { raw: null, deck: null };

/** The shared deck opened with 'Jogar com este baralho' in this tab, or null. */
export function offeredDeck(): CustomDeck | null {
  const raw = readRaw();
  if (raw !== cache.raw) {
    let deck: CustomDeck | null = null;
    try {
      deck = raw === null ? null : parseCustomDeck(JSON.parse(raw));
    } catch {
      deck = null;
    }
    cache = { raw, deck };
  }
  return cache.deck;
}

/**
 * Offers a deck (a shared one, from /b/CODE) to its game's setup for this session: the setup
 * lists it with the user's own and preselects it. Session storage: a new tab starts clean.
 */
export function offerDeck(deck: CustomDeck): void {
  const raw = JSON.stringify(deck);
  try {
    window.sessionStorage.setItem(OFFERED_DECK_KEY, raw);
  } catch {
    memory = raw;
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** The id of the deck offered to `game`'s setup, or null: what the setup preselects. */
export function offeredDeckId(game: DeckGame): string | null {
  const deck = offeredDeck();
  return deck && deck.game === game ? deck.id : null;
}

export function subscribeOfferedDeck(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}
