/**
 * The category picker's rules as pure functions: +18 categories exist only while the profile's
 * 18+ setting is on, adding one needs everyone's yes first, and at least one stays chosen.
 */

export interface ChoosableCategory<Id extends string> {
  id: Id;
  adult?: boolean;
}

/** What the picker lists: everything, or everything but the +18 categories. */
export function visibleCategories<C extends ChoosableCategory<string>>(
  categories: readonly C[],
  showAdult: boolean,
): C[] {
  return categories.filter((c) => showAdult || !c.adult);
}

/** The chosen categories the group can play now, without repeats, in the picker's order. */
export function usableChoice<Id extends string>(
  chosen: readonly Id[],
  categories: readonly ChoosableCategory<Id>[],
  showAdult: boolean,
): Id[] {
  return visibleCategories(categories, showAdult)
    .filter((c) => chosen.includes(c.id))
    .map((c) => c.id);
}

export type ToggleResult<Id extends string> =
  | { kind: "changed"; chosen: Id[] }
  /** An +18 category: ask the whole group, then call `addCategory`. */
  | { kind: "confirm"; id: Id }
  /** Unchecking the last one would leave nothing to play. */
  | { kind: "last" }
  /** Hidden or unknown: nothing happens. */
  | { kind: "refused" };

export function toggleCategory<Id extends string>(
  chosen: readonly Id[],
  id: Id,
  categories: readonly ChoosableCategory<Id>[],
  showAdult: boolean,
): ToggleResult<Id> {
  const category = visibleCategories(categories, showAdult).find((c) => c.id === id);
  if (!category) return { kind: "refused" };
  const usable = usableChoice(chosen, categories, showAdult);
  if (usable.includes(id)) {
    if (usable.length === 1) return { kind: "last" };
    return { kind: "changed", chosen: usable.filter((c) => c !== id) };
  }
  if (category.adult) return { kind: "confirm", id };
  return { kind: "changed", chosen: usableChoice([...usable, id], categories, showAdult) };
}

/** Adds a category once the group agreed (an +18 one only while the setting is on). */
export function addCategory<Id extends string>(
  chosen: readonly Id[],
  id: Id,
  categories: readonly ChoosableCategory<Id>[],
  showAdult: boolean,
): Id[] {
  return usableChoice([...chosen, id], categories, showAdult);
}

/**
 * Whether a game's +18 prompts are in play: the profile allows them and the group said yes in
 * this game (an opt-in that starts off), like the +18 categories above.
 */
export function adultInPlay(groupOptIn: boolean, showAdult: boolean): boolean {
  return groupOptIn && showAdult;
}
