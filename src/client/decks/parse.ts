import { type CustomDeck, parseCustomDeck } from "../../shared/custom-deck";
import type { Deck } from "../../shared/schemas/deck";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isDate = (v: unknown): v is string =>
  typeof v === "string" && !Number.isNaN(Date.parse(v));
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The playable content of a stored deck: the snapshot rules of custom-deck.ts, no zod. */
export const contentOf = (v: unknown): CustomDeck | null => parseCustomDeck(v);

/** A Deck as the server sends it, checked by hand (a device copy may be anything). */
export function parseDeck(v: unknown): Deck | null {
  if (!isRecord(v)) return null;
  const content = contentOf(v);
  if (!content) return null;
  const { version, shareCode, shared, hidden, createdAt, updatedAt } = v;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 0) return null;
  if (shareCode !== null && typeof shareCode !== "string") return null;
  if (typeof shared !== "boolean" || typeof hidden !== "boolean") return null;
  if (!isDate(createdAt) || !isDate(updatedAt)) return null;
  return { ...content, version, shareCode, shared, hidden, createdAt, updatedAt };
}

/** What a game keeps of a deck when it starts (no version, no share state). */
export const snapshotOf = (deck: Deck): CustomDeck | null => contentOf(deck);
