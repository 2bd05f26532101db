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
    if (taken.has(key)) return "Alguém já pôs esse nome no pote. Escolha outro!";
    return null;
  });
}

/** `count` names of the built-in list in random order, none of them already in `exclude`. */
export function drawFromList(
  count: number,
  exclude: readonly string[],
  rng: Rng,
  list: readonly string[] = LIST,
): string[] {
  const taken = new Set(exclude.map(nameKey));
  return shuffle(
    list.filter((n) => !taken.has(nameKey(n))),
    rng,
  ).slice(0, Math.max(0, count));
}

/** One idea for someone who is stuck, never a name already written; null if the list ran out. */
export function suggestName(exclude: readonly string[], rng: Rng): string | null {
  return drawFromList(1, exclude, rng)[0] ?? null;
}

/** The pool: the typed names (repeats dropped), then `listCount` names drawn from the list. */
export function buildPool(secret: readonly string[], listCount: number, rng: Rng): string[] {
  const seen = new Set<string>();
  const typed: string[] = [];
  for (const raw of secret) {
    const name = cleanName(raw);
    const key = nameKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    typed.push(name);
  }
  return [...typed, ...drawFromList(listCount, typed, rng)];
}
