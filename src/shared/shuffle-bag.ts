import { type Rng, shuffle } from "./random";

/**
 * A game's shuffle-bag memory: which prompt ids were seen, and the last one shown. One memory
 * per game, whatever categories, themes or 18+ setting are chosen, so changing the selection
 * never makes seen prompts come back early.
 *
 * The rule: a draw from a selection (the ids in play now) takes an id of that selection not seen
 * yet, uniformly. Only when every id of the selection was seen does that selection start over:
 * its ids, and only those, are forgotten (ids of other selections stay seen), and the first id
 * of the new round is never the last id shown (when the selection has more than one id).
 *
 * Plain data, ids only (never texts), so it is small and can be kept in localStorage.
 */
export interface BagMemory {
  seen: string[];
  last: string | null;
}

export const EMPTY_BAG: BagMemory = { seen: [], last: null };

const MAX_ID_LENGTH = 200;
const isId = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= MAX_ID_LENGTH;

/**
 * Reads stored data as a memory and never throws: anything that is not an id is dropped, repeats
 * are merged, and data of the wrong shape is an empty memory (everything unseen again).
 */
export function parseBagMemory(value: unknown): BagMemory {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return EMPTY_BAG;
  const { seen, last } = value as { seen?: unknown; last?: unknown };
  return {
    seen: Array.isArray(seen) ? [...new Set(seen.filter(isId))] : [],
    last: isId(last) ? last : null,
  };
}

/** Forgets ids that are no longer in the game's content (`universe`: every id of the game). */
function pruned(memory: unknown, universe: readonly string[] | undefined): BagMemory {
  const parsed = parseBagMemory(memory);
  if (!universe) return parsed;
  const known = new Set(universe);
  return {
    seen: parsed.seen.filter((id) => known.has(id)),
    last: parsed.last !== null && known.has(parsed.last) ? parsed.last : null,
  };
}

function selectionOf(ids: readonly string[], caller: string): string[] {
  const selection = [...new Set(ids)];
  if (selection.length === 0) throw new RangeError(`${caller} needs at least one id`);
  return selection;
}

/**
 * Records that `id` was shown while `selection` was in play. An id seen already means the
 * selection started over, when all of it was seen: its ids are forgotten first.
 */
export function markSeen(memory: BagMemory, id: string, selection: readonly string[]): BagMemory {
  const seen = new Set(memory.seen);
  if (seen.has(id) && selection.every((s) => seen.has(s))) {
    for (const s of selection) seen.delete(s);
  }
  seen.add(id);
  return { seen: [...seen], last: id };
}

/**
 * Draws the next id of `selection` by the rule above. `universe`, every id of the game, lets
 * the memory forget ids removed from the content; ids new to the content are simply unseen.
 * A missing or corrupt memory is an empty one. Pure: the given memory is never modified.
 * Throws on an empty selection.
 */
export function drawFromBag(
  memory: BagMemory | null,
  selection: readonly string[],
  rng: Rng,
  universe?: readonly string[],
): { id: string; memory: BagMemory } {
  const ids = selectionOf(selection, "drawFromBag()");
  const current = pruned(memory, universe);
  const seen = new Set(current.seen);
  let candidates = ids.filter((id) => !seen.has(id));
  if (candidates.length === 0) {
    candidates = ids.length > 1 ? ids.filter((id) => id !== current.last) : ids;
  }
  const id = candidates[rng.int(candidates.length)] as string;
  return { id, memory: markSeen(current, id, ids) };
}

/**
 * The order of a whole deal of `selection` (a game that lays out its deck at the start): every
 * unseen id first, shuffled, then the seen ones, shuffled; those come out as the selection's next
 * round. When all of it was seen, the deal never starts with the last id shown. Records nothing:
 * `recordDealt` does, as the cards come out. Throws on an empty selection.
 */
export function dealOrder(
  memory: BagMemory | null,
  selection: readonly string[],
  rng: Rng,
  universe?: readonly string[],
): string[] {
  const ids = selectionOf(selection, "dealOrder()");
  const current = pruned(memory, universe);
  const seen = new Set(current.seen);
  const fresh = shuffle(
    ids.filter((id) => !seen.has(id)),
    rng,
  );
  const again = shuffle(
    ids.filter((id) => seen.has(id)),
    rng,
  );
  if (fresh.length === 0 && again.length > 1 && again[0] === current.last) {
    // Swap the repeat with a uniformly chosen other position.
    const j = 1 + rng.int(again.length - 1);
    again[0] = again[j] as string;
    again[j] = current.last;
  }
  return [...fresh, ...again];
}

/**
 * Records the ids of a deal that came out so far (`dealt`, in order), as draws would. Called again
 * with the same or a longer part of the deal, it records only what is new: it goes on after the
 * memory's last id when that id is in `dealt`.
 */
export function recordDealt(
  memory: BagMemory | null,
  dealt: readonly string[],
  selection: readonly string[],
  universe?: readonly string[],
): BagMemory {
  let current = pruned(memory, universe);
  const known = universe ? new Set(universe) : null;
  const ids = [...new Set(selection)].filter((id) => !known || known.has(id));
  const from = current.last === null ? 0 : dealt.lastIndexOf(current.last) + 1;
  for (const id of dealt.slice(from)) {
    if (known && !known.has(id)) continue;
    current = markSeen(current, id, ids);
  }
  return current;
}

/** A bag kept in memory only (tests, previews): the same rule, one memory for every selection. */
export function memoryBag(
  rng: Rng,
  universe?: readonly string[],
): (selection: readonly string[]) => string {
  let memory: BagMemory = EMPTY_BAG;
  return (selection) => {
    const next = drawFromBag(memory, selection, rng, universe);
    memory = next.memory;
    return next.id;
  };
}
