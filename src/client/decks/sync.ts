import type { DeckGame, DeckItem } from "../../shared/custom-deck";
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
            left: moved?.left ?? [],
          };
      }
      return moved;
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}

/** Well under the server's 1 MB body limit: 50 full decks are about 3 MB, so they go in parts. */
const BATCH_BYTES = 512 * 1024;

type ImportEntry = {
  id: string;
  deck: { name: string; game: DeckGame; adult: boolean; items: DeckItem[] };
};

function batches(entries: ImportEntry[]): ImportEntry[][] {
  const encoder = new TextEncoder();
  const out: ImportEntry[][] = [];
  let size = 0;
  for (const entry of entries) {
    const bytes = encoder.encode(JSON.stringify(entry)).length;
    const last = out.at(-1);
    if (last && size + bytes <= BATCH_BYTES) {
      last.push(entry);
      size += bytes;
    } else {
      out.push([entry]);
      size = bytes;
    }
  }
  return out;
}

/** Sends one part; the decks taken (or already there) leave the device, those over the limit stay. */
async function importBatch(part: ImportEntry[]): Promise<DeckImportResult> {
  const result = await ok(api.decks.import.$post({ json: { decks: part } }));
  const left = new Set(result.left);
  forgetDeviceDecks(new Set(part.map((d) => d.id).filter((id) => !left.has(id))));
  return result;
}

async function importDeviceDecks(): Promise<DeckImportResult | null> {
  const decks = deviceDecks();
  if (decks.length === 0) return null;
  const entries = decks.map(({ id, name, game, adult, items }) => ({
    id,
    deck: { name, game, adult, items },
  }));
  const total: DeckImportResult = { imported: 0, overLimit: 0, left: [] };
  const add = (r: DeckImportResult) => {
    total.imported += r.imported;
    total.overLimit += r.overLimit;
    total.left.push(...r.left);
  };
  let answered = false;
  for (const part of batches(entries)) {
    try {
      add(await importBatch(part));
      answered = true;
    } catch (err) {
      if (!(err instanceof HttpError) || err.status !== 400) continue;
      // A 400 means one of them breaks a rule the device did not know: sent one by one instead,
      // so only that one stays behind (nothing typed is thrown away).
      for (const one of part) {
        try {
          add(await importBatch([one]));
          answered = true;
        } catch {
          /* kept on the device, still editable here */
        }
      }
    }
  }
  return answered ? total : null;
}
