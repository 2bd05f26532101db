import { type Rng, shuffle } from "../../shared/random";
import { normalise } from "../content-check";
import { famousNames } from "./content";

/** Building the pool of names: the secret names people type and the ones drawn from the list. */

export const MAX_ENTRY_LENGTH = 40;
const LIST: readonly string[] = famousNames.map((n) => n.name);

/** Same name whatever the case, accents or punctuation: "pelé" and "Pele!" are one name. */
export const nameKey = (name: string): string => normalise(name);

export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

/** Said of a name already in the pool, without telling that someone else wrote it. */
export const NAME_UNAVAILABLE = "Esse nome não pode ser usado. Escolha outro!";

/**
 * One problem per entry of a person's screen (null when fine): blank, too long, repeated on the
 * same screen, or already in the pool from someone before.
 */
export function entryProblems(
  entries: readonly string[],
  pool: readonly string[],
): (string | null)[] {
  const taken = new Set(pool.map(nameKey));
  const mine = new Set<string>();
  return entries.map((raw) => {
    const name = cleanName(raw);
    if (!name) return "Escreva um nome";
    if (name.length > MAX_ENTRY_LENGTH) return `No máximo ${MAX_ENTRY_LENGTH} letras`;
    const key = nameKey(name);
    if (!key) return "Use letras ou números";
    if (mine.has(key)) return "Você já escreveu esse nome";
    mine.add(key);
    if (taken.has(key)) return NAME_UNAVAILABLE;
    return null;
  });
}

/** Picks one key among `keys` (a shuffle bag's draw: names not used in earlier games first). */
export type DrawKey = (keys: readonly string[]) => string;

/**
 * `count` names of the built-in list, none of them already in `exclude`: in random order, or one
 * by one from `draw` (the game's bag), so the next games bring names not played yet first.
 */
export function drawFromList(
  count: number,
  exclude: readonly string[],
  rng: Rng,
  list: readonly string[] = LIST,
  draw?: DrawKey,
): string[] {
  const taken = new Set(exclude.map(nameKey));
  const available = list.filter((n) => !taken.has(nameKey(n)));
  if (!draw) return shuffle(available, rng).slice(0, Math.max(0, count));
  const byKey = new Map(available.map((n) => [nameKey(n), n]));
  const picked: string[] = [];
  while (picked.length < count && byKey.size > 0) {
    const key = draw([...byKey.keys()]);
    const name = byKey.get(key);
    if (name === undefined) break; // a draw outside the keys offered: stop rather than loop
    picked.push(name);
    byKey.delete(key);
  }
  return picked;
}

/** Every name of the built-in list by its key: the universe of the game's bag. */
export const listKeys: readonly string[] = LIST.map(nameKey);

/** One idea for someone who is stuck, never a name already written; null if the list ran out. */
export function suggestName(exclude: readonly string[], rng: Rng): string | null {
  return drawFromList(1, exclude, rng)[0] ?? null;
}

/** The pool: the typed names (repeats dropped), then `listCount` names drawn from the list. */
export function buildPool(
  secret: readonly string[],
  listCount: number,
  rng: Rng,
  draw?: DrawKey,
): string[] {
  const seen = new Set<string>();
  const typed: string[] = [];
  for (const raw of secret) {
    const name = cleanName(raw);
    const key = nameKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    typed.push(name);
  }
  return [...typed, ...drawFromList(listCount, typed, rng, LIST, draw)];
}
