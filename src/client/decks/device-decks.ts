import { MAX_DECKS_PER_USER } from "../../shared/custom-deck";
import type { Deck, DeckInput } from "../../shared/schemas/deck";
import { HttpError } from "../api";
import { readString } from "../safe-storage";
import { storedValue } from "../stored-value";
import { uuid } from "../uuid";
import { DEVICE_DECKS_KEY } from "./keys";
import { contentOf, isDate, UUID } from "./parse";
import { cleanDeckInput, deckProblem } from "./rules";

/**
 * A guest's decks live on the device, like saved groups (decision 028): each has a UUID from
 * birth, which stays its id when they move into the first account signed in here (import is
 * idempotent by that id, so a second sign-in never makes a deck twice).
 */
const CHANGED = "saideira-decks-changed";
const FIVE_YEARS_MS = 5 * 365 * 24 * 60 * 60 * 1000;

/** What a device deck stores: a Deck without the account's share state and version. */
export type DeviceDeck = Pick<
  Deck,
  "id" | "name" | "game" | "adult" | "items" | "createdAt" | "updatedAt"
>;

function parseDeviceDeck(v: unknown): DeviceDeck | null {
  const content = contentOf(v);
  if (!content || !UUID.test(content.id)) return null;
  const { createdAt, updatedAt } = v as Record<string, unknown>;
  if (!isDate(createdAt) || !isDate(updatedAt)) return null;
  return { ...content, createdAt, updatedAt };
}

// One unreadable deck is dropped alone: the others (hours of typing) stay.
const parseDecks = (v: unknown): DeviceDeck[] | null =>
  Array.isArray(v) ? v.map(parseDeviceDeck).filter((d): d is DeviceDeck => d !== null) : null;

const store = storedValue(DEVICE_DECKS_KEY, parseDecks, FIVE_YEARS_MS);

const EMPTY: readonly DeviceDeck[] = [];
let cache: { raw: string | null; decks: readonly DeviceDeck[] } = { raw: null, decks: EMPTY };

/** The device's decks, newest first; the same array until they change (useSyncExternalStore). */
export function deviceDecks(): readonly DeviceDeck[] {
  const raw = readString(DEVICE_DECKS_KEY);
  if (raw !== cache.raw) cache = { raw, decks: raw === null ? EMPTY : (store.read() ?? EMPTY) };
  return cache.decks;
}

export function subscribeDeviceDecks(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => e.key === DEVICE_DECKS_KEY && onChange();
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

export const refusal = (status: number, code: string, message: string) =>
  new HttpError(status, { error: { code, message } }, message);

function write(decks: readonly DeviceDeck[]): void {
  if (decks.length === 0) store.clear();
  // A device that cannot store says so like the server would, instead of losing the deck silently.
  else if (!store.write([...decks]))
    throw refusal(507, "STORAGE_FULL", "Não foi possível salvar neste aparelho.");
  window.dispatchEvent(new Event(CHANGED));
}

/** The deck as the server would store it, or a refusal in the server's words. */
export function checkedInput(input: DeckInput): DeckInput {
  const deck = cleanDeckInput(input);
  const problem = deckProblem(deck);
  if (problem) throw refusal(400, "VALIDATION_ERROR", problem);
  return deck;
}

/** Creates (no id) or replaces a device deck; the same limits as an account's. */
export function saveDeviceDeck(id: string | undefined, input: DeckInput): DeviceDeck {
  const deck = checkedInput(input);
  const decks = deviceDecks();
  const now = new Date().toISOString();
  if (id) {
    const old = decks.find((d) => d.id === id);
    if (!old) throw refusal(404, "DECK_NOT_FOUND", "Baralho não encontrado.");
    const saved = { ...old, ...deck, updatedAt: now };
    write(decks.map((d) => (d.id === id ? saved : d)));
    return saved;
  }
  if (decks.length >= MAX_DECKS_PER_USER)
    throw refusal(409, "TOO_MANY_DECKS", `Limite de ${MAX_DECKS_PER_USER} baralhos atingido.`);
  const saved = { id: uuid(), ...deck, createdAt: now, updatedAt: now };
  write([saved, ...decks]);
  return saved;
}

export function deleteDeviceDeck(id: string): void {
  write(deviceDecks().filter((d) => d.id !== id));
}

/** Forgets the decks that went into the account (only those: one saved meanwhile stays). */
export function forgetDeviceDecks(ids: ReadonlySet<string>): void {
  write(deviceDecks().filter((d) => !ids.has(d.id)));
}

/** A device deck shown like an account's (never shared: sharing needs an account). */
export const asDeck = (d: DeviceDeck): Deck => ({
  ...d,
  version: 1,
  shareCode: null,
  shared: false,
  hidden: false,
});
