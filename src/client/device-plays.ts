import { type DevicePlay, isDevicePlay, MAX_PLAYS_PER_REQUEST } from "../shared/device-play";
import { api } from "./api";
import { storedValue } from "./stored-value";

/**
 * Every finished game is recorded here first, guest or not (decision 024). A signed-in device
 * sends what is not sent yet; a guest's plays wait until someone signs in on this device and then
 * go to that account. The server counts a play id once, so a retry never counts twice.
 */
const KEY = "saideira_plays";
const MAX_KEPT = 500;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

type Kept = DevicePlay & { synced: boolean };
const isKept = (v: unknown): v is Kept =>
  isDevicePlay(v, ["synced"]) && typeof (v as Kept).synced === "boolean";
// One unreadable play drops the list, as before (the server would refuse it anyway).
const store = storedValue(
  KEY,
  (v): Kept[] | null => (Array.isArray(v) && v.every(isKept) ? v : null),
  YEAR_MS,
);

const read = (): Kept[] => store.read() ?? [];

export function recordPlay(play: DevicePlay): void {
  // The oldest sent plays make room first; unsent ones are kept while there is any other choice.
  const all = [...read(), { ...play, synced: false }];
  while (all.length > MAX_KEPT) {
    const i = all.findIndex((p) => p.synced);
    all.splice(Math.max(i, 0), 1);
  }
  store.write(all);
}

export const unsyncedPlays = (): DevicePlay[] =>
  read()
    .filter((p) => !p.synced)
    .map(({ synced: _, ...play }) => play);

export const devicePlays = (): DevicePlay[] => read().map(({ synced: _, ...play }) => play);

function markSynced(ids: ReadonlySet<string>): void {
  store.write(read().map((p) => (ids.has(p.id) ? { ...p, synced: true } : p)));
}

let syncing: Promise<number> | null = null;

/**
 * Sends the plays not sent yet to the signed-in account, in batches. Returns how many the server
 * took (duplicates included); stops quietly when offline, signed out or without a profile yet.
 */
export function syncPlays(): Promise<number> {
  syncing ??= (async () => {
    let sent = 0;
    try {
      for (;;) {
        const batch = unsyncedPlays().slice(0, MAX_PLAYS_PER_REQUEST);
        if (batch.length === 0) return sent;
        const res = await api.stats.plays.$post({ json: { plays: batch } }).catch(() => null);
        if (!res) return sent;
        // 400: plays this server cannot read will never be taken; drop them from the queue.
        if (res.ok || res.status === 400) markSynced(new Set(batch.map((p) => p.id)));
        if (!res.ok) return sent;
        sent += batch.length;
      }
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}
