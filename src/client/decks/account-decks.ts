import type { Deck, DeckInput } from "../../shared/schemas/deck";
import { readJson, readString, removeKey, writeJson } from "../safe-storage";
import { uuid } from "../uuid";
import { ACCOUNT_DECKS_KEY } from "./keys";
import { contentOf, isRecord, parseDeck, UUID } from "./parse";

/**
 * The device copy of the signed-in account's decks: what the server last sent (so they play
 * offline) and the edits made since that have not reached it yet, sent in order by deck-edits.ts.
 * Tied to one user id: another account signed in on this phone never sees or sends them.
 */
export type DeckEdit =
  /** A deck made offline: sent through /api/decks/import with its UUID, so a retry is harmless. */
  | { op: "create"; id: string; deck: DeckInput }
  /** `base` is the server's deck the edit started from: its version goes with the PUT. */
  | { op: "update"; id: string; base: Deck; deck: DeckInput }
  | { op: "delete"; id: string };

export interface AccountDecks {
  userId: string;
  decks: Deck[];
  edits: DeckEdit[];
}

const CHANGED = "saideira-account-decks-changed";

const inputOf = (v: unknown): DeckInput | null => {
  const c = contentOf(isRecord(v) ? { ...v, id: "x" } : null);
  return c && { name: c.name, game: c.game, adult: c.adult, items: c.items };
};

function parseEdit(v: unknown): DeckEdit | null {
  if (!isRecord(v) || typeof v.id !== "string") return null;
  if (v.op === "delete") return { op: "delete", id: v.id };
  const deck = inputOf(v.deck);
  if (!deck) return null;
  if (v.op === "create") return UUID.test(v.id) ? { op: "create", id: v.id, deck } : null;
  const base = v.op === "update" ? parseDeck(v.base) : null;
  return base ? { op: "update", id: v.id, base, deck } : null;
}

function isAccountDecks(v: unknown): v is AccountDecks {
  if (!isRecord(v) || typeof v.userId !== "string") return false;
  if (!Array.isArray(v.decks) || !Array.isArray(v.edits)) return false;
  // Checked and cleaned in place: one unreadable deck or edit is dropped alone.
  v.decks = v.decks.map(parseDeck).filter((d) => d !== null);
  v.edits = v.edits.map(parseEdit).filter((e) => e !== null);
  return true;
}

export function readAccountDecks(userId: string): AccountDecks {
  if (memory?.userId === userId) return memory;
  const stored = readJson(ACCOUNT_DECKS_KEY, isAccountDecks);
  return stored && stored.userId === userId ? stored : { userId, decks: [], edits: [] };
}

/** Whether the device holds anything of this account (a copy to show while offline). */
export function hasAccountCopy(userId: string): boolean {
  const stored = readJson(ACCOUNT_DECKS_KEY, isAccountDecks);
  return stored !== null && stored.userId === userId;
}

let memory: AccountDecks | null = null;

function writeAccountDecks(value: AccountDecks): void {
  // Storage full: the copy is only a copy; the edits stay in this page's memory until sent.
  if (!writeJson(ACCOUNT_DECKS_KEY, value)) memory = value;
  else memory = null;
  window.dispatchEvent(new Event(CHANGED));
}

export function updateAccountDecks(
  userId: string,
  change: (current: AccountDecks) => AccountDecks,
): void {
  writeAccountDecks(change(readAccountDecks(userId)));
}

export function subscribeAccountDecks(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => e.key === ACCOUNT_DECKS_KEY && onChange();
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

export function forgetAccountDecks(): void {
  memory = null;
  removeKey(ACCOUNT_DECKS_KEY);
}

const draftDeck = (id: string, deck: DeckInput, now: string): Deck => ({
  id,
  ...deck,
  version: 0,
  shareCode: null,
  shared: false,
  hidden: false,
  createdAt: now,
  updatedAt: now,
});

/** The server's decks with the edits not yet sent laid over them: what the screens show. */
export function withEdits(a: AccountDecks): Deck[] {
  let decks = [...a.decks];
  const now = new Date().toISOString();
  for (const edit of a.edits) {
    if (edit.op === "create") decks = [draftDeck(edit.id, edit.deck, now), ...decks];
    else if (edit.op === "delete") decks = decks.filter((d) => d.id !== edit.id);
    else decks = decks.map((d) => (d.id === edit.id ? { ...d, ...edit.deck } : d));
  }
  return decks;
}

const EMPTY: readonly Deck[] = [];
let viewCache: { key: string; decks: readonly Deck[] } = { key: "", decks: EMPTY };

/** The account's decks as shown; the same array until they change (useSyncExternalStore). */
export function accountDeckView(userId: string | null): readonly Deck[] {
  if (!userId) return EMPTY;
  const key = `${userId}\n${memory ? JSON.stringify(memory) : readString(ACCOUNT_DECKS_KEY)}`;
  if (key !== viewCache.key) {
    viewCache = { key, decks: withEdits(readAccountDecks(userId)) };
  }
  return viewCache.decks;
}

/** Adds an edit, folded into one already waiting for the same deck (only the latest counts). */
export function queueEdit(a: AccountDecks, edit: DeckEdit): AccountDecks {
  const pending = a.edits.find((e) => e.id === edit.id && e.op !== "delete");
  let edits = a.edits;
  if (edit.op === "delete") {
    edits = edits.filter((e) => e.id !== edit.id);
    // A deck the server never saw needs no delete.
    if (pending?.op !== "create") edits = [...edits, edit];
  } else if (pending?.op === "create") {
    edits = edits.map((e) => (e === pending ? { ...pending, deck: edit.deck } : e));
  } else if (pending?.op === "update") {
    // The first base stays: the merge needs what this device started from.
    edits = edits.map((e) => (e === pending ? { ...pending, deck: edit.deck } : e));
  } else {
    edits = [...edits, edit];
  }
  return { ...a, edits };
}

/** A new deck's id, known before the server sees it (import keeps it). */
export const newDeckId = (): string => uuid();
