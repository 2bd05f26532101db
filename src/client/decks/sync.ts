import type { DeckImportResult } from "../../shared/schemas/deck";
import { api, HttpError, ok } from "../api";
import { flushDeckEdits } from "./deck-edits";
import { deviceDecks, forgetDeviceDecks } from "./device-decks";

let syncing: Promise<DeckImportResult | null> | null = null;

/**
 * Moves the device's guest decks into the signed-in account, then forgets them here; then sends
 * the account's deck edits made offline. Null when there was nothing to move or the server did
 * not answer (they stay for the next try). The ids go along: a second sign-in imports nothing twice.
 */
export function syncDecks(userId?: string): Promise<DeckImportResult | null> {
  syncing ??= (async () => {
    try {
      const moved = await importDeviceDecks();
      if (userId) {
        const flushed = await flushDeckEdits(userId);
        if (flushed.sent > 0 || flushed.overLimit > 0)
          return {
            imported: (moved?.imported ?? 0) + flushed.sent,
            overLimit: (moved?.overLimit ?? 0) + flushed.overLimit,
          };
      }
      return moved;
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}

async function importDeviceDecks(): Promise<DeckImportResult | null> {
  const decks = deviceDecks();
  if (decks.length === 0) return null;
  const body = {
    decks: decks.map(({ id, name, game, adult, items }) => ({
      id,
      deck: { name, game, adult, items },
    })),
  };
  const sent = new Set(body.decks.map((d) => d.id));
  try {
    const result = await ok(api.decks.import.$post({ json: body }));
    forgetDeviceDecks(sent);
    return result;
  } catch (err) {
    // A 400 means one of them breaks a rule the device did not know: sent one by one instead,
    // so only that one stays behind (nothing typed is thrown away).
    if (err instanceof HttpError && err.status === 400 && decks.length > 1) {
      let imported = 0;
      let overLimit = 0;
      for (const one of body.decks) {
        try {
          const r = await ok(api.decks.import.$post({ json: { decks: [one] } }));
          forgetDeviceDecks(new Set([one.id]));
          imported += r.imported;
          overLimit += r.overLimit;
        } catch {
          /* kept on the device, still editable here */
        }
      }
      return { imported, overLimit };
    }
    return null;
  }
}
