import { readJson, removeKey, writeJson } from "../../client/safe-storage";
import { SESSION_TTL_HOURS } from "../../shared/constants";
import { isSuecaState, type SuecaState } from "./logic";

/** The round in progress, kept on the device so a reload keeps the pile, the card and the rules. */
export interface SavedGame {
  state: SuecaState;
  savedAt: number;
}

const KEY = "saideira_sueca_game";
const MAX_AGE_MS = SESSION_TTL_HOURS * 60 * 60 * 1000;

export function isSavedGame(v: unknown): v is SavedGame {
  const g = v as Partial<Record<keyof SavedGame, unknown>> | null;
  return !!g && typeof g === "object" && isSuecaState(g.state) && typeof g.savedAt === "number";
}

/** A round worth resuming: recent and with a card on the table. */
export function loadSavedGame(now = Date.now()): SavedGame | null {
  const game = readJson(KEY, isSavedGame);
  if (!game || now - game.savedAt >= MAX_AGE_MS || game.state.cardId === null) return null;
  return game;
}

export function saveGame(state: SuecaState, now = Date.now()): void {
  writeJson(KEY, { state, savedAt: now } satisfies SavedGame);
}

export function clearSavedGame(): void {
  removeKey(KEY);
}
