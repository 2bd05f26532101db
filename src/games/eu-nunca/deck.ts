import { type Rng, type ShuffleBagState, shuffle } from "../../shared/random";
import { type Category, type CategoryId, categories } from "./content";

export type { CategoryId };

export const CATEGORY_IDS: readonly CategoryId[] = categories.map((c) => c.id);

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === "string" && (CATEGORY_IDS as readonly string[]).includes(value);
}

export function categoryById(id: CategoryId): Category | null {
  return categories.find((c) => c.id === id) ?? null;
}

/** The chosen categories without repeats, in catalogue order; 18+ ones only while allowed. */
export function allowedCategories(chosen: readonly CategoryId[], showAdult: boolean): CategoryId[] {
  return categories
    .filter((c) => chosen.includes(c.id) && (showAdult || !c.adult))
    .map((c) => c.id);
}

/** Ids of every statement of the allowed categories, like "festa:7". */
export function deckIds(chosen: readonly CategoryId[], showAdult: boolean): string[] {
  const allowed = allowedCategories(chosen, showAdult);
  return categories
    .filter((c) => allowed.includes(c.id))
    .flatMap((c) => c.statements.map((_, i) => `${c.id}:${i}`));
}

/** Names a mix of categories the same whatever the order they were picked in. */
export function deckKey(chosen: readonly CategoryId[]): string {
  return [...new Set(chosen)].sort().join("+");
}

export function statementById(id: string): { text: string; category: Category } | null {
  const [catId, index] = id.split(":");
  const category = categories.find((c) => c.id === catId);
  const text = category?.statements[Number(index)];
  return category && text !== undefined ? { text, category } : null;
}

export function isAdultCard(id: string): boolean {
  return statementById(id)?.category.adult ?? false;
}

/**
 * The order of a new game's deck. Cards not seen yet keep the order they had in the last deck
 * (so several games in a row still see every card before any repeats), cards new to the mix are
 * slipped in among them at random, and the cards already seen follow, shuffled. When every card
 * was seen the whole deck is shuffled again. `previous` is the last deck and how many of its
 * cards were seen; cards no longer in the mix are dropped.
 */
export function buildDeck(
  previous: ShuffleBagState | null,
  ids: readonly string[],
  rng: Rng,
): string[] {
  const deck = [...new Set(ids)];
  if (!previous) return shuffle(deck, rng);
  const inDeck = new Set(deck);
  const seen = new Set(previous.order.slice(0, previous.cursor).filter((id) => inDeck.has(id)));
  const unseen = [
    ...new Set(
      previous.order.slice(previous.cursor).filter((id) => inDeck.has(id) && !seen.has(id)),
    ),
  ];
  const known = new Set(previous.order);
  for (const id of deck) {
    if (!known.has(id)) unseen.splice(rng.int(unseen.length + 1), 0, id);
  }
  if (unseen.length === 0) return shuffle(deck, rng);
  return [...unseen, ...shuffle([...seen], rng)];
}
