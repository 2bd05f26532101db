import { mergeDeckEdits } from "../../shared/custom-deck";
import type { Deck, DeckInput } from "../../shared/schemas/deck";
import { api, segment } from "../api";
import {
  type AccountDecks,
  type DeckEdit,
  newDeckId,
  readAccountDecks,
  updateAccountDecks,
} from "./account-decks";
import { isRecord, parseDeck } from "./parse";

/** How an edit went: taken (with the server's deck when it sent one), refused for good, or not yet. */
type Outcome =
  | { kind: "done"; deck?: Deck; overLimit?: number }
  | { kind: "dropped" }
  | { kind: "offline" }
  | { kind: "recreate" };

interface Answer {
  status: number;
  body: unknown;
}

/** A request's status and JSON body, or null when it never got an answer (offline). */
async function answer(request: () => Promise<Response>): Promise<Answer | null> {
  try {
    const res = await request();
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body };
  } catch {
    return null;
  }
}

// Busy or down (5xx, 429, 408), or signed out meanwhile (401/403): worth trying again later.
const retryLater = (a: Answer | null) =>
  a === null || a.status >= 500 || [401, 403, 408, 429].includes(a.status);

const errorCode = (a: Answer): string | undefined =>
  isRecord(a.body) && isRecord(a.body.error) && typeof a.body.error.code === "string"
    ? a.body.error.code
    : undefined;

const deckIn = (a: Answer): Deck | null => (isRecord(a.body) ? parseDeck(a.body.deck) : null);

/** The server's answer to a conflict carries its deck: merged with ours, then sent on top of it. */
const MAX_MERGES = 5;

/** PUT with the base version; on DECK_CONFLICT merges (mergeDeckEdits) and tries again. */
export async function putWithMerge(id: string, base: Deck, mine: DeckInput): Promise<Outcome> {
  for (let i = 0; i <= MAX_MERGES; i += 1) {
    const a = await answer(
      () =>
        api.decks[":id"].$put({
          param: { id: segment(id) },
          json: { deck: mine, version: base.version },
        }) as Promise<Response>,
    );
    if (a === null || retryLater(a)) return { kind: "offline" };
    if (a.status < 300) return { kind: "done", deck: deckIn(a) ?? undefined };
    if (a.status === 404) return { kind: "recreate" };
    const theirs = a.status === 409 && errorCode(a) === "DECK_CONFLICT" ? deckIn(a) : null;
    if (!theirs) return { kind: "dropped" }; // 400: this server will never take it
    // Both sides' changes kept: the next PUT starts from the server's deck.
    mine = { ...mergeDeckEdits(base, mine, theirs), game: mine.game };
    base = theirs;
  }
  return { kind: "offline" };
}

async function send(edit: DeckEdit): Promise<Outcome> {
  if (edit.op === "update") return putWithMerge(edit.id, edit.base, edit.deck);
  if (edit.op === "delete") {
    const a = await answer(
      () => api.decks[":id"].$delete({ param: { id: segment(edit.id) } }) as Promise<Response>,
    );
    if (retryLater(a)) return { kind: "offline" };
    return { kind: "done" }; // 204, or 404: gone either way
  }
  const a = await answer(
    () =>
      api.decks.import.$post({
        json: { decks: [{ id: edit.id, deck: edit.deck }] },
      }) as Promise<Response>,
  );
  if (a === null || retryLater(a)) return { kind: "offline" };
  if (a.status >= 300) return { kind: "dropped" };
  const overLimit = isRecord(a.body) && typeof a.body.overLimit === "number" ? a.body.overLimit : 0;
  return { kind: "done", overLimit };
}

/** A deck the server just created from an import: version 1, not shared. */
function createdDeck(id: string, deck: DeckInput): Deck {
  const now = new Date().toISOString();
  return {
    id,
    ...deck,
    version: 1,
    shareCode: null,
    shared: false,
    hidden: false,
    createdAt: now,
    updatedAt: now,
  };
}

const same = (a: DeckEdit, b: DeckEdit) => JSON.stringify(a) === JSON.stringify(b);

/** The device copy once `edit` went as `outcome`; an edit made meanwhile on the same deck stays. */
function settle(a: AccountDecks, edit: DeckEdit, outcome: Outcome): AccountDecks {
  const i = a.edits.findIndex((e) => e.id === edit.id && e.op === edit.op);
  const current = i < 0 ? undefined : a.edits[i];
  const rest = a.edits.filter((_, j) => j !== i);
  if (outcome.kind === "recreate" && edit.op === "update") {
    // Deleted on another device while edited here: kept as a new deck, nothing typed is lost.
    const deck = current?.op === "update" ? current.deck : edit.deck;
    const create: DeckEdit = { op: "create", id: newDeckId(), deck };
    return {
      ...a,
      decks: a.decks.filter((d) => d.id !== edit.id),
      edits: i < 0 ? [...rest, create] : a.edits.map((e, j) => (j === i ? create : e)),
    };
  }
  let decks = a.decks;
  let edits = rest;
  const saved =
    outcome.kind !== "done"
      ? undefined
      : edit.op === "create" && !outcome.overLimit
        ? createdDeck(edit.id, edit.deck) // shown until the next GET /api/decks brings the real one
        : outcome.deck;
  if (edit.op === "create" && saved) decks = [saved, ...decks.filter((d) => d.id !== saved.id)];
  if (saved) decks = decks.map((d) => (d.id === saved.id ? saved : d));
  if (edit.op === "delete" && outcome.kind === "done")
    decks = decks.filter((d) => d.id !== edit.id);
  if (current && !same(current, edit) && current.op !== "delete" && outcome.kind !== "done")
    edits = a.edits; // refused, but changed since: the newer content gets its own try
  else if (current && !same(current, edit) && current.op !== "delete") {
    // Changed again while this one was on its way: it goes next, from what the server now has.
    const base: Deck | undefined = saved;
    if (base)
      edits = a.edits.map((e, j) =>
        j === i ? { op: "update", id: edit.id, base, deck: current.deck } : e,
      );
    else edits = a.edits; // no server deck to start from: sent again as is
  }
  return { ...a, decks, edits };
}

export interface FlushResult {
  /** Edits the server took (or refused for good). */
  sent: number;
  /** Decks made offline that did not fit in the account (50 already). */
  overLimit: number;
  /** Something is still waiting for the connection. */
  pending: boolean;
}

async function flushNow(userId: string): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, overLimit: 0, pending: false };
  for (let guard = 0; guard < 500; guard += 1) {
    const [edit] = readAccountDecks(userId).edits;
    if (!edit) return result;
    const outcome = await send(edit);
    if (outcome.kind === "offline") return { ...result, pending: true };
    result.sent += 1;
    if (outcome.kind === "done") result.overLimit += outcome.overLimit ?? 0;
    updateAccountDecks(userId, (a) => settle(a, edit, outcome));
  }
  return result;
}

let flushing: Promise<FlushResult> | null = null;

/**
 * Sends this account's waiting deck edits, oldest first; stops at the first that cannot go yet.
 * Tabs share them: a Web Lock lets one tab at a time send, so nothing goes out twice.
 */
export function flushDeckEdits(userId: string): Promise<FlushResult> {
  // Cleared after the assignment (a `finally` inside would run first when nothing is awaited).
  flushing ??= (async () => {
    if (typeof navigator !== "undefined" && !navigator.onLine)
      return { sent: 0, overLimit: 0, pending: readAccountDecks(userId).edits.length > 0 };
    const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
    return locks
      ? await locks.request("saideira-deck-edits", () => flushNow(userId))
      : await flushNow(userId);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
