import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import {
  addPlayer,
  completeChallenge,
  completeDrink,
  emptyList,
  movePlayer,
  nextPlayer,
  parsePlayerList,
  removePlayer,
  renamePlayer,
  resetPoints,
  setFirstPlayer,
} from "../shared/players";
import type { PlayerList } from "../shared/schemas/player";
import { deviceSessionId, SESSION_ID_KEY } from "./device-keys";
import { STORAGE_UPDATE_EVENT } from "./events";
import { readJson, readString, removeKey, writeString } from "./safe-storage";

/**
 * The local player list and settings of each game (spec section 3), kept in localStorage under
 * `{prefix}{sessionId}_{gameId}`. Nothing here throws: corrupt data is discarded with a warning,
 * and when storage is full or unavailable the value is kept in memory for this page so the game
 * goes on (save functions then return false). Every change fires 'saideira-storage-update'.
 */

export const PLAYERS_KEY_PREFIX = "saideira_players_";
export const SETTINGS_KEY_PREFIX = "saideira_settings_";
export const DEFAULT_GAME_ID = "classic";

export type StorageUpdateType = "players" | "settings";
export type StorageUpdateAction = "add" | "remove" | "update" | "reset" | "cleanup";
export interface StorageUpdateDetail {
  type: StorageUpdateType;
  action: StorageUpdateAction;
  gameId: string;
}

export function emitStorageUpdate(detail: StorageUpdateDetail): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<StorageUpdateDetail>(STORAGE_UPDATE_EVENT, { detail }));
}

/** Used only when the device session id cannot be stored, so keys stay stable for this page. */
let unstoredSessionId: string | null = null;

function sessionIdForKeys(): string {
  const stored = readString(SESSION_ID_KEY);
  if (stored) return stored;
  const id = deviceSessionId();
  if (readString(SESSION_ID_KEY) === id) return id;
  unstoredSessionId ??= id;
  return unstoredSessionId;
}

export function playersKey(gameId: string = DEFAULT_GAME_ID): string {
  return `${PLAYERS_KEY_PREFIX}${sessionIdForKeys()}_${gameId}`;
}

export function settingsKey(gameId: string = DEFAULT_GAME_ID): string {
  return `${SETTINGS_KEY_PREFIX}${sessionIdForKeys()}_${gameId}`;
}

/** Values whose write failed (storage full or unavailable): they win over what storage holds. */
const unsavedPlayers = new Map<string, PlayerList>();
const unsavedSettings = new Map<string, unknown>();
/** The last list read per key with the raw text it came from: same text, same object. */
const snapshots = new Map<string, { raw: string | null; list: PlayerList }>();

function parseRaw(raw: string): PlayerList | null {
  try {
    return parsePlayerList(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The game's player list. Corrupt or foreign data is discarded (warning, key removed) and an
 * empty list returned. Reading the same stored text twice returns the same object.
 */
export function loadPlayers(gameId: string = DEFAULT_GAME_ID): PlayerList {
  const key = playersKey(gameId);
  const pending = unsavedPlayers.get(key);
  if (pending) return pending;
  const raw = readString(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.list;

  let list = raw === null ? null : parseRaw(raw);
  let rawAfter = raw;
  if (raw !== null && list === null) {
    console.warn(`[saideira] discarding unreadable player list under "${key}"`);
    removeKey(key);
    rawAfter = readString(key);
  }
  list ??= emptyList();
  snapshots.set(key, { raw: rawAfter, list });
  return list;
}

/** Stores the list and fires the update event. False when storage refused it (kept in memory). */
export function savePlayers(
  list: PlayerList,
  gameId: string = DEFAULT_GAME_ID,
  action: StorageUpdateAction = "update",
): boolean {
  const key = playersKey(gameId);
  const raw = JSON.stringify(list);
  const saved = writeString(key, raw);
  if (saved) {
    unsavedPlayers.delete(key);
    snapshots.set(key, { raw, list });
  } else {
    unsavedPlayers.set(key, list);
  }
  emitStorageUpdate({ type: "players", action, gameId });
  return saved;
}

/** Reads, applies `fn` and saves. When `fn` returns the same list nothing is saved or fired. */
export function updatePlayers(
  gameId: string,
  fn: (list: PlayerList) => PlayerList,
  action: StorageUpdateAction = "update",
): PlayerList {
  const current = loadPlayers(gameId);
  const next = fn(current);
  if (next !== current) savePlayers(next, gameId, action);
  return next;
}

/** The game's settings, or `defaults` when missing or not valid (invalid data is discarded). */
export function loadSettings<T>(
  gameId: string,
  defaults: T,
  isValid: (value: unknown) => value is T,
): T {
  const key = settingsKey(gameId);
  if (unsavedSettings.has(key)) {
    const pending = unsavedSettings.get(key);
    if (isValid(pending)) return pending;
  }
  return readJson(key, isValid) ?? defaults;
}

/** Stores the settings and fires the update event. False when storage refused them. */
export function saveSettings<T>(settings: T, gameId: string = DEFAULT_GAME_ID): boolean {
  const key = settingsKey(gameId);
  const saved = writeString(key, JSON.stringify(settings));
  if (saved) unsavedSettings.delete(key);
  else unsavedSettings.set(key, settings);
  emitStorageUpdate({ type: "settings", action: "update", gameId });
  return saved;
}

/** Removes the game's player list and settings. */
export function cleanupPlayers(gameId: string = DEFAULT_GAME_ID): void {
  const players = playersKey(gameId);
  const settings = settingsKey(gameId);
  removeKey(players);
  removeKey(settings);
  unsavedPlayers.delete(players);
  unsavedSettings.delete(settings);
  snapshots.delete(players);
  emitStorageUpdate({ type: "players", action: "cleanup", gameId });
  emitStorageUpdate({ type: "settings", action: "cleanup", gameId });
}

/**
 * Calls `onChange` when the game's player list may have changed: an update event for the game in
 * this tab, or a `storage` event for its key from another tab. Returns the unsubscribe function.
 */
export function subscribePlayers(gameId: string, onChange: () => void): () => void {
  return subscribeStored("players", gameId, onChange);
}

/**
 * Calls `onChange` when the game's settings may have changed: an update event for them in this
 * tab, or a `storage` event for their key from another tab. Returns the unsubscribe function.
 */
export function subscribeSettings(gameId: string, onChange: () => void): () => void {
  return subscribeStored("settings", gameId, onChange);
}

/** The update events of one kind for one game in this tab, and `storage` events for its key. */
function subscribeStored(
  type: "players" | "settings",
  gameId: string,
  onChange: () => void,
): () => void {
  if (typeof window === "undefined") return () => {};
  const onUpdate = (event: Event) => {
    const detail = (event as CustomEvent<StorageUpdateDetail | undefined>).detail;
    if (detail?.type === type && detail.gameId === gameId) onChange();
  };
  const onStorage = (event: StorageEvent) => {
    const key = type === "players" ? playersKey(gameId) : settingsKey(gameId);
    // key null: another tab cleared the whole storage.
    if (event.key !== null && event.key !== key) return;
    (type === "players" ? unsavedPlayers : unsavedSettings).delete(key);
    onChange();
  };
  window.addEventListener(STORAGE_UPDATE_EVENT, onUpdate);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(STORAGE_UPDATE_EVENT, onUpdate);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * A game's settings as screen state that follows changes saved elsewhere (another screen, another
 * tab). Setting it changes this screen only; the screen saves when it means to.
 */
export function useStoredSettings<T>(
  gameId: string,
  load: () => T,
): [T, Dispatch<SetStateAction<T>>] {
  const [settings, setSettings] = useState(load);
  useEffect(() => subscribeSettings(gameId, () => setSettings(load())), [gameId, load]);
  return [settings, setSettings];
}

/** Changes to a game's player list; each reads the latest stored list, saves and returns it. */
export interface PlayerActions {
  add(name?: string): PlayerList;
  remove(id: string): PlayerList;
  rename(id: string, name: string): PlayerList;
  move(id: string, toIndex: number): PlayerList;
  next(): PlayerList;
  setFirst(): PlayerList;
  resetPoints(): PlayerList;
  completeChallenge(id: string, points: number): PlayerList;
  completeDrink(id: string, points: number): PlayerList;
  /** Replaces the whole list; an invalid list is refused with a warning (list unchanged). */
  replace(list: PlayerList): PlayerList;
  /** Empties the list (no players, no current player). */
  clear(): PlayerList;
}

export function playerActions(gameId: string = DEFAULT_GAME_ID): PlayerActions {
  const update = (fn: (list: PlayerList) => PlayerList, action: StorageUpdateAction) =>
    updatePlayers(gameId, fn, action);
  return {
    add: (name) => update((l) => addPlayer(l, name), "add"),
    remove: (id) => update((l) => removePlayer(l, id), "remove"),
    rename: (id, name) => update((l) => renamePlayer(l, id, name), "update"),
    move: (id, toIndex) => update((l) => movePlayer(l, id, toIndex), "update"),
    next: () => update((l) => nextPlayer(l), "update"),
    setFirst: () => update((l) => setFirstPlayer(l), "update"),
    resetPoints: () => update((l) => resetPoints(l), "reset"),
    completeChallenge: (id, points) => update((l) => completeChallenge(l, id, points), "update"),
    completeDrink: (id, points) => update((l) => completeDrink(l, id, points), "update"),
    replace: (list) =>
      update((current) => {
        const parsed = parsePlayerList(list);
        if (parsed) return { ...parsed, lastUpdated: Date.now() };
        console.warn("[saideira] refusing to store an invalid player list");
        return current;
      }, "update"),
    clear: () => update(() => emptyList(), "remove"),
  };
}

/** What the server (prerender) and the first hydration render see. */
const SERVER_SNAPSHOT: PlayerList = emptyList(0);
const getServerSnapshot = () => SERVER_SNAPSHOT;

/**
 * The game's player list and the actions that change it. Follows changes made by other hook
 * instances in this tab and by other tabs.
 */
export function usePlayers(gameId: string = DEFAULT_GAME_ID): [PlayerList, PlayerActions] {
  const subscribe = useCallback(
    (onChange: () => void) => subscribePlayers(gameId, onChange),
    [gameId],
  );
  const getSnapshot = useCallback(() => loadPlayers(gameId), [gameId]);
  const list = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const actions = useMemo(() => playerActions(gameId), [gameId]);
  return [list, actions];
}
