import { readJson, writeJson } from "../../client/safe-storage";
import { type BagMemory, EMPTY_BAG, parseBagMemory } from "../../shared/shuffle-bag";

/** Where a game's bag memory lives on the device: one key per game, whatever is chosen to play. */
export const bagKey = (gameId: string): string => `saideira_bag_${gameId}`;

const isObject = (v: unknown): v is object => typeof v === "object" && v !== null;

/**
 * The game's bag memory as plain data (the engine carries it inside the game state and hands it
 * back after every move), so the next game does not repeat the prompts of the last one.
 */
export function loadBagMemory(gameId: string, universe?: readonly string[]): BagMemory {
  const stored = readJson(bagKey(gameId), isObject);
  const memory = stored ? parseBagMemory(stored) : EMPTY_BAG;
  if (!universe) return memory;
  const known = new Set(universe);
  return {
    seen: memory.seen.filter((id) => known.has(id)),
    last: memory.last && known.has(memory.last) ? memory.last : null,
  };
}

export function saveBagMemory(gameId: string, memory: BagMemory): void {
  writeJson(bagKey(gameId), memory);
}
