import { textId } from "../../shared/content-id";
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

/** A statement's stable id: its category and a hash of its text ("festa.0k3z9ab"). */
const statementId = (category: Category, text: string): string => textId(category.id, text);

const byId = new Map(
  categories.flatMap((category) =>
    category.statements.map((text) => [statementId(category, text), { text, category }] as const),
  ),
);

/** Every statement id of the game, 18+ included (what the shuffle bag may remember). */
export const allStatementIds: readonly string[] = [...byId.keys()];

/** Ids of every statement of the allowed categories. */
export function deckIds(chosen: readonly CategoryId[], showAdult: boolean): string[] {
  const allowed = allowedCategories(chosen, showAdult);
  return categories
    .filter((c) => allowed.includes(c.id))
    .flatMap((c) => c.statements.map((text) => statementId(c, text)));
}

export function statementById(id: string): { text: string; category: Category } | null {
  return byId.get(id) ?? null;
}

export function isAdultCard(id: string): boolean {
  return statementById(id)?.category.adult ?? false;
}
