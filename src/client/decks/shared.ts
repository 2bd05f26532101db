import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type CustomDeck, parseCustomDeck } from "../../shared/custom-deck";
import type { SharedDeck } from "../../shared/schemas/deck";
import { api, ok, segment } from "../api";
import { useSession } from "../session";
import { updateAccountDecks } from "./account-decks";
import { saveDeviceDeck } from "./device-decks";
import { DECKS_KEY } from "./keys";
import { parseDeck } from "./parse";

/** A deck opened by its link (/b/CODE): public, read-only. */
export const sharedDeckQuery = (code: string) =>
  queryOptions({
    queryKey: ["/api/shared-decks", code.toUpperCase()],
    queryFn: async ({ signal }) =>
      (
        await ok(
          api["shared-decks"][":code"].$get(
            { param: { code: segment(code) } },
            { init: { signal } },
          ),
        )
      ).deck as SharedDeck,
    retry: false,
  });

/** The snapshot a game plays of a shared deck; its id never collides with the user's own decks. */
export const sharedSnapshot = (deck: SharedDeck): CustomDeck | null =>
  parseCustomDeck({ ...deck, id: `shared-${deck.code}` });

/**
 * 'Copiar para meus baralhos': into the account (the server copies it) or, for a guest, onto this
 * device. Returns the new deck's id.
 */
export function useCopySharedDeck() {
  const qc = useQueryClient();
  const { user, profile } = useSession();
  const userId = user && profile ? user.id : null;
  const [isPending, setPending] = useState(false);
  const mutateAsync = async (deck: SharedDeck): Promise<string> => {
    if (isPending) throw new Error("busy");
    setPending(true);
    try {
      if (!userId) {
        const { name, game, adult, items } = deck;
        return saveDeviceDeck(undefined, { name, game, adult, items }).id;
      }
      const copied = await ok(
        api["shared-decks"][":code"].copy.$post({ param: { code: segment(deck.code) } }),
      );
      const saved = parseDeck(copied.deck);
      if (saved) updateAccountDecks(userId, (a) => ({ ...a, decks: [saved, ...a.decks] }));
      void qc.invalidateQueries({ queryKey: DECKS_KEY });
      return copied.deck.id;
    } finally {
      setPending(false);
    }
  };
  return { mutateAsync, isPending };
}

/** 'Denunciar': anyone may report, once per person per deck. */
export async function reportSharedDeck(code: string, reason: string): Promise<void> {
  await ok(
    api["shared-decks"][":code"].report.$post({
      param: { code: segment(code) },
      json: { reason },
    }),
  );
}
