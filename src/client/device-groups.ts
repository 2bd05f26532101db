import {
  GROUP_MIN_PLAYERS,
  GROUP_NAME_MAX,
  MAX_GROUPS_PER_USER,
  PLAYER_NAME_MAX,
} from "../shared/group-limits";
import type { GroupImportResult, GroupInput, PlayerGroup } from "../shared/schemas/group";
import { api, HttpError, ok } from "./api";
import { readString } from "./safe-storage";
import { storedValue } from "./stored-value";
import { uuid } from "./uuid";

/**
 * A guest's saved groups live on the device (decision 024). Each has a UUID from birth, which
 * stays its id when the groups move into the first account signed in here: the server creates a
 * known id once, so a retry or a second sync never makes a group twice.
 */
export const DEVICE_GROUPS_KEY = "saideira_groups";
/** The account's groups in the query cache (GET /api/groups), refreshed after a sync. */
export const GROUPS_KEY = ["/api/groups"] as const;
const CHANGED = "saideira-groups-changed";
const FIVE_YEARS_MS = 5 * 365 * 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isName = (v: unknown, max: number): v is string =>
  typeof v === "string" && v.trim().length > 0 && v.length <= max;
const isDate = (v: unknown): v is string => typeof v === "string" && !Number.isNaN(Date.parse(v));

/** deviceGroupSchema's rules by hand: zod stays out of the pages that read groups (issue 18). */
function parseGroup(v: unknown): PlayerGroup | null {
  if (typeof v !== "object" || v === null) return null;
  const g = v as Record<string, unknown>;
  const players = g.players;
  if (
    typeof g.id !== "string" ||
    !UUID.test(g.id) ||
    !isName(g.name, GROUP_NAME_MAX) ||
    !Array.isArray(players) ||
    players.length < GROUP_MIN_PLAYERS ||
    players.length > 30 ||
    !players.every((p) => isName(p, PLAYER_NAME_MAX)) ||
    !isDate(g.createdAt) ||
    !isDate(g.updatedAt)
  )
    return null;
  return {
    id: g.id,
    name: g.name.trim(),
    players: players.map((p: string) => p.trim()),
    createdAt: g.createdAt,
    updatedAt: g.updatedAt,
  };
}

const parseGroups = (v: unknown): PlayerGroup[] | null => {
  if (!Array.isArray(v)) return null;
  const groups = v.map(parseGroup);
  return groups.every((g) => g !== null) ? (groups as PlayerGroup[]) : null;
};

const store = storedValue(DEVICE_GROUPS_KEY, parseGroups, FIVE_YEARS_MS);

const EMPTY: readonly PlayerGroup[] = [];
let cache: { raw: string | null; groups: readonly PlayerGroup[] } = { raw: null, groups: EMPTY };

/** The device's groups, newest first; the same array until they change (for useSyncExternalStore). */
export function deviceGroups(): readonly PlayerGroup[] {
  const raw = readString(DEVICE_GROUPS_KEY);
  if (raw !== cache.raw) cache = { raw, groups: raw === null ? EMPTY : (store.read() ?? EMPTY) };
  return cache.groups;
}

export function subscribeDeviceGroups(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => e.key === DEVICE_GROUPS_KEY && onChange();
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

function write(groups: readonly PlayerGroup[]): void {
  if (groups.length === 0) store.clear();
  // A device that cannot store says so like the server would, instead of losing the group silently.
  else if (!store.write([...groups]))
    throw refusal(507, "STORAGE_FULL", "Não foi possível salvar neste aparelho.");
  window.dispatchEvent(new Event(CHANGED));
}

const refusal = (status: number, code: string, message: string) =>
  new HttpError(status, { error: { code, message } }, message);

/** Creates (no id) or replaces a device group; the same limits as an account's. */
export function saveDeviceGroup(id: string | undefined, input: GroupInput): PlayerGroup {
  const groups = deviceGroups();
  const now = new Date().toISOString();
  if (id) {
    const old = groups.find((g) => g.id === id);
    if (!old) throw refusal(404, "GROUP_NOT_FOUND", "Grupo não encontrado.");
    const group = { ...old, ...input, updatedAt: now };
    write(groups.map((g) => (g.id === id ? group : g)));
    return group;
  }
  if (groups.length >= MAX_GROUPS_PER_USER)
    throw refusal(409, "TOO_MANY_GROUPS", `Limite de ${MAX_GROUPS_PER_USER} grupos atingido.`);
  const group = { id: uuid(), ...input, createdAt: now, updatedAt: now };
  write([group, ...groups]);
  return group;
}

export function deleteDeviceGroup(id: string): void {
  write(deviceGroups().filter((g) => g.id !== id));
}

let syncing: Promise<GroupImportResult | null> | null = null;

/**
 * Moves the device's groups into the signed-in account, then forgets them here. Null when there
 * was nothing to move or the server did not answer (they stay for the next try).
 */
export function syncGroups(): Promise<GroupImportResult | null> {
  syncing ??= (async () => {
    try {
      const groups = deviceGroups();
      if (groups.length === 0) return null;
      const body = { groups: groups.map(({ id, name, players }) => ({ id, name, players })) };
      const sent = new Set(body.groups.map((g) => g.id));
      // Only what was sent leaves the device: a group saved meanwhile waits for the next sync.
      const forgetSent = () => write(deviceGroups().filter((g) => !sent.has(g.id)));
      try {
        const result = await ok(api.groups.import.$post({ json: body }));
        forgetSent();
        return result;
      } catch (err) {
        // 400: groups this server cannot read will never be taken; offline: try again later.
        if (err instanceof HttpError && err.status === 400) {
          try {
            forgetSent();
          } catch {
            /* storage blocked: dropped at the next try */
          }
        }
        return null;
      }
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}
