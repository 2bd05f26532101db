import { keysStartingWith, readJson } from "../../client/safe-storage";
import { type StoredValue, storedValue } from "../../client/stored-value";
import { SESSION_TTL_HOURS } from "../../shared/constants";
import { DEVICE, type GameDefinition, type GameState } from "./engine/engine";

/** Games in progress live on the device for a day after their last move. */
const MAX_AGE_MS = SESSION_TTL_HOURS * 60 * 60 * 1000;

export const savedGameKey = (gameId: string): string => `saideira_game_${gameId}`;

interface StoredGame {
  game: string;
  stateVersion: number;
  version: number;
  rng: number;
  data: unknown;
  /** Whether the game was still going when stored: the dashboard's 'Continuar' reads only this. */
  playing?: boolean;
}

const isInt = (v: unknown, min = Number.MIN_SAFE_INTEGER): v is number =>
  Number.isSafeInteger(v) && (v as number) >= min;

/** A stored game's envelope, its known fields only (checked by hand: no zod on the dashboard). */
export function parseStoredGame(v: unknown): StoredGame | null {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return null;
  const g = v as Record<string, unknown>;
  if (typeof g.game !== "string" || !isInt(g.stateVersion) || !isInt(g.version, 0)) return null;
  if (!isInt(g.rng, 0) || (g.playing !== undefined && typeof g.playing !== "boolean")) return null;
  // An envelope without its game's data is not a game (the zod schema this replaced required the
  // key; `undefined` in it passes, as it did there).
  if (!("data" in g)) return null;
  const game: StoredGame = {
    game: g.game,
    stateVersion: g.stateVersion,
    version: g.version,
    rng: g.rng,
    data: g.data,
  };
  if (g.playing !== undefined) game.playing = g.playing;
  return game;
}

/** Games whose write failed (storage full): kept for this page's life, they win over storage. */
const unsaved = new Map<string, StoredGame>();

export const store = (gameId: string): StoredValue<StoredGame> => {
  const stored = storedValue(savedGameKey(gameId), parseStoredGame, MAX_AGE_MS);
  return {
    read: (now) => unsaved.get(gameId) ?? stored.read(now),
    write(value, now) {
      const saved = stored.write(value, now);
      if (saved) unsaved.delete(gameId);
      else unsaved.set(gameId, value);
      return saved;
    },
    clear() {
      unsaved.delete(gameId);
      stored.clear();
    },
  };
};

/** Games left unfinished on this device, the most recent first (without loading their rules). */
export function unfinishedGames(now = Date.now()): string[] {
  return keysStartingWith(savedGameKey(""))
    .map((key) => {
      const gameId = key.slice(savedGameKey("").length);
      const raw = readJson(
        key,
        (v): v is { savedAt: number } => typeof v === "object" && v !== null,
      );
      const game = store(gameId).read(now);
      return { gameId, savedAt: raw?.savedAt ?? 0, playing: game?.playing === true };
    })
    .filter((g) => g.playing)
    .sort((a, b) => b.savedAt - a.savedAt)
    .map((g) => g.gameId);
}

export function save<S, M, V, Settings>(
  def: GameDefinition<S, M, V, Settings>,
  game: GameState<S>,
) {
  const playing = def.status(game.data).kind === "playing";
  store(def.id).write({ ...game, playing });
}

/** A stored game of this definition that its rules can still read, or null. */
export function readSavedGame<S, M, V, Settings>(
  def: GameDefinition<S, M, V, Settings>,
): GameState<S> | null {
  const saved = store(def.id).read();
  if (!saved || saved.game !== def.id || saved.stateVersion !== def.stateVersion) return null;
  if (def.isState && !def.isState(saved.data)) return null;
  const { playing: _, ...rest } = saved;
  const game = rest as GameState<S>;
  try {
    def.status(game.data);
    def.view(game.data, DEVICE);
    return game;
  } catch {
    return null; // an unreadable game is started again, never a crash
  }
}

/** Whether the device holds an unfinished game of this definition ('Continuar'). */
export function hasUnfinishedGame<S, M, V, Settings>(
  def: GameDefinition<S, M, V, Settings>,
): boolean {
  const saved = readSavedGame(def);
  return saved !== null && def.status(saved.data).kind === "playing";
}
