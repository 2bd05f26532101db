import { parseCustomDeck } from "../../shared/custom-deck";

/**
 * A room's custom deck (issue 27). The room's row keeps the whole deck in its settings (and the
 * game's state keeps it too), so a restart or a reload loses nothing; the phones get only its
 * summary in every `room` message: each item reaches them through the game's view as it comes
 * up, and a 300-item deck (65-190 KB) is not sent again on every move.
 */

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** What a room message carries of a deck: no items. */
export interface DeckSummary {
  id: string;
  name: string;
  game: string;
  adult: boolean;
  size: number;
}

/** The settings as the phones see them: a deck as its summary. */
export function publicSettings(settings: unknown): unknown {
  const s = record(settings);
  const deck = s ? parseCustomDeck(s.customDeck) : null;
  if (!s || !deck) return settings;
  const { items, ...rest } = deck;
  const summary: DeckSummary = { ...rest, size: items.length };
  return { ...s, customDeck: summary };
}

/**
 * The host's settings for a start. 'Jogar de novo' sends back the settings it was shown, with the
 * deck's summary: the room's own deck of that id plays again (a deck sent whole is used as sent).
 */
export function withStoredDeck(given: unknown, stored: unknown): unknown {
  const g = record(given);
  const mine = record(g?.customDeck);
  const kept = record(stored)?.customDeck;
  const deck = parseCustomDeck(kept);
  if (!g || !mine || !deck || mine.id !== deck.id || parseCustomDeck(mine)) return given;
  return { ...g, customDeck: deck };
}
