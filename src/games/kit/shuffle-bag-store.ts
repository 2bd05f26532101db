import { keysStartingWith, readJson, removeKey, writeJson } from "../../client/safe-storage";
import { cryptoRng, type Rng } from "../../shared/random";
import {
  type BagMemory,
  dealOrder,
  drawFromBag,
  EMPTY_BAG,
  fromLegacyBags,
  parseBagMemory,
  recordDealt,
} from "../../shared/shuffle-bag";

/** Where a game's bag memory lives: one key per game, whatever is chosen to play. */
export const bagKey = (gameId: string): string => `saideira_bag_${gameId}`;

export interface GameBagOptions {
  /** Every prompt id of the game (all decks, 18+ included): seen ids outside it are forgotten. */
  universe: readonly string[];
  /** Today's id for an id of the old per-selection bags (default: the same id); null: gone. */
  legacyId?: (old: string) => string | null;
  /** Key prefixes of the old bags besides `saideira_bag_<game>_` (one key per selection). */
  legacyPrefixes?: readonly string[];
  rng?: Rng;
}

/** A game's persisted shuffle bag (see src/shared/shuffle-bag.ts for the rule). */
export interface GameBag {
  /** The next id of the selection; remembered, so reloads never repeat early. */
  draw(selection: readonly string[], rng?: Rng): string;
  /** The order of a whole deck laid out at the start of a game; nothing is remembered yet. */
  deal(selection: readonly string[], rng?: Rng): string[];
  /** Remembers the cards of a deal that came out so far (same or longer part each time). */
  record(dealt: readonly string[], selection: readonly string[]): void;
}

const isObject = (v: unknown): v is object => typeof v === "object" && v !== null;
const isAnything = (_: unknown): _ is unknown => true;

export function gameBag(gameId: string, options: GameBagOptions): GameBag {
  const key = bagKey(gameId);
  const prefixes = [`${key}_`, ...(options.legacyPrefixes ?? [])];
  const mapId = options.legacyId ?? ((old: string) => old);
  let defaultRng = options.rng;
  const rng = (): Rng => {
    defaultRng ??= cryptoRng();
    return defaultRng;
  };
  const { universe } = options;

  /** The memory, after moving the old bags' seen ids into it once (and removing those keys). */
  function load(): BagMemory {
    const stored = readJson(key, isObject);
    let memory = stored ? parseBagMemory(stored) : null;
    const legacyKeys = prefixes.flatMap(keysStartingWith);
    if (legacyKeys.length > 0) {
      const migrated =
        memory === null
          ? fromLegacyBags(
              legacyKeys.map((k) => readJson(k, isAnything)),
              mapId,
            )
          : null;
      for (const k of legacyKeys) removeKey(k);
      if (migrated) {
        memory = migrated;
        writeJson(key, migrated);
      }
    }
    return memory ?? EMPTY_BAG;
  }

  return {
    draw(selection, drawRng = rng()) {
      const { id, memory } = drawFromBag(load(), selection, drawRng, universe);
      writeJson(key, memory);
      return id;
    },
    deal(selection, dealRng = rng()) {
      return dealOrder(load(), selection, dealRng, universe);
    },
    record(dealt, selection) {
      const before = load();
      const after = recordDealt(before, dealt, selection, universe);
      if (JSON.stringify(after) !== JSON.stringify(before)) writeJson(key, after);
    },
  };
}

/** The game's bag memory as plain data, for a game state that carries it (the engine). */
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
