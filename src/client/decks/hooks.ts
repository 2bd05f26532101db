import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { type CustomDeck, type DeckGame, MAX_DECKS_PER_USER } from "../../shared/custom-deck";
import type { Deck, DeckInput } from "../../shared/schemas/deck";
import { api, HttpError, ok, segment } from "../api";
import { useSession } from "../session";
import {
  accountDeckView,
  hasAccountCopy,
  newDeckId,
  queueEdit,
  readAccountDecks,
  subscribeAccountDecks,
  updateAccountDecks,
  withEdits,
} from "./account-decks";
import { flushDeckEdits } from "./deck-edits";
import {
  asDeck,
  checkedInput,
  deleteDeviceDeck,
  deviceDecks,
  refusal,
  saveDeviceDeck,
  subscribeDeviceDecks,
} from "./device-decks";
import { DECKS_KEY } from "./keys";
import { offeredDeck, subscribeOfferedDeck } from "./offer";
import { parseDeck, snapshotOf } from "./parse";

export { DECKS_KEY };

const EMPTY: readonly Deck[] = [];

/** An account with a profile keeps its decks on the server (and a copy here); a guest, here only. */
function useAccountId(): { userId: string | null; loading: boolean } {
  const { user, profile, loading } = useSession();
  return { userId: user && profile ? user.id : null, loading };
}

function decksQuery(userId: string) {
  return queryOptions({
    queryKey: DECKS_KEY,
    queryFn: async ({ signal }) => {
      const { decks } = await ok(api.decks.$get(undefined, { init: { signal } }));
      const fresh = decks.map(parseDeck).filter((d): d is Deck => d !== null);
      updateAccountDecks(userId, (a) => ({ ...a, decks: fresh }));
      return fresh;
    },
  });
}

/** What /baralhos reads, the same whether the decks are the account's or the device's. */
export interface DecksView {
  decks: readonly Deck[];
  isPending: boolean;
  /** The account's list could not be read and there is no copy on the device. */
  isError: boolean;
  /** True for a guest: the decks live on this device only. */
  onDevice: boolean;
  /** Account edits made offline, not on the server yet. */
  waiting: number;
}

/** Sends the account's offline edits now and whenever the connection returns. */
function useFlushOnOnline(userId: string | null): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const flush = () =>
      void flushDeckEdits(userId).then((r) => {
        if (r.sent > 0) void qc.invalidateQueries({ queryKey: DECKS_KEY });
      });
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [userId, qc]);
}

export function useDecks(): DecksView {
  const { userId, loading } = useAccountId();
  const account = useQuery({
    ...decksQuery(userId ?? ""),
    enabled: !loading && userId !== null,
  });
  const device = useSyncExternalStore(subscribeDeviceDecks, deviceDecks, () => []);
  const copy = useSyncExternalStore(
    subscribeAccountDecks,
    () => accountDeckView(userId),
    () => EMPTY,
  );
  useFlushOnOnline(userId);
  const deviceView = useMemo(() => device.map(asDeck), [device]);
  if (loading) return { decks: EMPTY, isPending: true, isError: false, onDevice: true, waiting: 0 };
  if (!userId)
    return { decks: deviceView, isPending: false, isError: false, onDevice: true, waiting: 0 };
  const held = account.data !== undefined || hasAccountCopy(userId);
  return {
    decks: copy,
    isPending: !held && account.isPending,
    isError: !held && account.isError,
    onDevice: false,
    waiting: readAccountDecks(userId).edits.length,
  };
}

/** One deck by id, from the same view (the editor's). */
export function useDeck(id: string | undefined): { deck: Deck | null; isPending: boolean } {
  const view = useDecks();
  return { deck: view.decks.find((d) => d.id === id) ?? null, isPending: view.isPending };
}

/**
 * A write that runs at once, offline too (the in-house useMutation waits for the connection,
 * and an account's edit offline must be kept on the device at once).
 */
function useAction<V, T>(fn: (v: V) => Promise<T>) {
  const [isPending, setPending] = useState(false);
  const busy = useRef(false);
  const latest = useRef(fn);
  latest.current = fn;
  const mutateAsync = useCallback(async (v: V): Promise<T> => {
    // A double tap makes one request: the second waits for nothing and is refused.
    if (busy.current) throw new Error("busy");
    busy.current = true;
    setPending(true);
    try {
      return await latest.current(v);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { mutateAsync, isPending };
}

export interface SavedDeck {
  deck: Deck;
  /** Kept on this device for now: it goes to the account when the connection returns. */
  queued: boolean;
}

/** Sends what waits, twice at most: a flush already running may have ended before this edit. */
async function flushIncluding(userId: string, id: string): Promise<boolean> {
  for (let i = 0; i < 2; i += 1) {
    const waiting = () => readAccountDecks(userId).edits.some((e) => e.id === id);
    if (!waiting()) return false;
    await flushDeckEdits(userId);
    if (!waiting()) return false;
    if (!navigator.onLine) return true;
  }
  return readAccountDecks(userId).edits.some((e) => e.id === id);
}

export function useSaveDeck() {
  const qc = useQueryClient();
  const { userId } = useAccountId();
  return useAction(async ({ id, input }: { id?: string; input: DeckInput }): Promise<SavedDeck> => {
    if (!userId) return { deck: asDeck(saveDeviceDeck(id, input)), queued: false };
    const deck = checkedInput(input);
    const before = readAccountDecks(userId);
    if (!id && withEdits(before).length >= MAX_DECKS_PER_USER)
      throw refusal(409, "TOO_MANY_DECKS", `Limite de ${MAX_DECKS_PER_USER} baralhos atingido.`);
    const deckId = id ?? newDeckId();
    if (id && !withEdits(before).some((d) => d.id === id))
      throw refusal(404, "DECK_NOT_FOUND", "Baralho não encontrado.");
    const base = before.decks.find((d) => d.id === deckId);
    updateAccountDecks(userId, (a) =>
      queueEdit(
        a,
        id && base ? { op: "update", id, base, deck } : { op: "create", id: deckId, deck },
      ),
    );
    const queued = await flushIncluding(userId, deckId);
    const shown = withEdits(readAccountDecks(userId)).find((d) => d.id === deckId);
    // Taken by the import but not kept: the account was full (another device filled it).
    if (!shown && !queued && !id)
      throw refusal(409, "TOO_MANY_DECKS", `Limite de ${MAX_DECKS_PER_USER} baralhos atingido.`);
    if (!queued) void qc.invalidateQueries({ queryKey: DECKS_KEY });
    return { deck: shown ?? { ...asDeckDraft(deckId, deck) }, queued };
  });
}

const asDeckDraft = (id: string, deck: DeckInput): Deck => {
  const now = new Date().toISOString();
  return { id, ...deck, createdAt: now, updatedAt: now, ...{ version: 1 }, ...NOT_SHARED };
};
const NOT_SHARED = { shareCode: null, shared: false, hidden: false } as const;

export function useDeleteDeck() {
  const qc = useQueryClient();
  const { userId } = useAccountId();
  return useAction(async (id: string): Promise<{ queued: boolean }> => {
    if (!userId) {
      deleteDeviceDeck(id);
      return { queued: false };
    }
    updateAccountDecks(userId, (a) => queueEdit(a, { op: "delete", id }));
    const queued = await flushIncluding(userId, id);
    if (!queued) void qc.invalidateQueries({ queryKey: DECKS_KEY });
    return { queued };
  });
}

/** Opens or closes a deck's link (/b/CODE): needs the account and the connection. */
export function useShareDeck() {
  const qc = useQueryClient();
  const { userId } = useAccountId();
  return useAction(async ({ id, share }: { id: string; share: boolean }): Promise<Deck> => {
    if (!userId) throw refusal(401, "UNAUTHORIZED", "Para compartilhar, entre na sua conta.");
    // Edits still waiting go first: the link shows the deck as it is here.
    if (await flushIncluding(userId, id))
      throw refusal(503, "OFFLINE", "Sem conexão. Tente de novo quando a internet voltar.");
    const param = { param: { id: segment(id) } };
    const { deck } = await ok(
      share ? api.decks[":id"].share.$post(param) : api.decks[":id"].share.$delete(param),
    );
    const saved = parseDeck(deck);
    if (saved)
      updateAccountDecks(userId, (a) => ({
        ...a,
        decks: a.decks.map((d) => (d.id === saved.id ? saved : d)),
      }));
    void qc.invalidateQueries({ queryKey: DECKS_KEY });
    return saved ?? (deck as Deck);
  });
}

/**
 * The decks a game's setup offers: the user's own for `game` (account or device) as the snapshots
 * a game keeps, plus the shared deck offered with 'Jogar com este baralho' in this session.
 */
export function useDecksFor(game: DeckGame): { decks: CustomDeck[]; loading: boolean } {
  const view = useDecks();
  const offered = useSyncExternalStore(subscribeOfferedDeck, offeredDeck, () => null);
  const decks = useMemo(() => {
    const own = view.decks
      .filter((d) => d.game === game)
      .map(snapshotOf)
      .filter((d): d is CustomDeck => d !== null);
    if (offered && offered.game === game && !own.some((d) => d.id === offered.id))
      return [offered, ...own];
    return own;
  }, [view.decks, offered, game]);
  return { decks, loading: view.isPending };
}

export { HttpError };
