import { slug } from "../../shared/content-id";
import { THEME_IDS, type Theme, type ThemeId, themes } from "./content";

/** Draws the next word id of the ids in play (a shuffle bag: no repeats until they run out). */
export type Draw = (ids: readonly string[]) => string;

/** The chosen themes, known ones only, without repeats, in the picker's order. */
export function normaliseThemes(chosen: readonly ThemeId[]): ThemeId[] {
  return THEME_IDS.filter((id) => chosen.includes(id));
}

/**
 * A word's id is the slug of the word ("Onça-pintada" → "onca-pintada"), never its position, so
 * editing a theme's list never changes what a stored id points to. Words are unique across
 * themes (content.test.ts), so the theme is not part of the id.
 */
const byId = new Map(
  themes.flatMap((theme) => theme.words.map((word) => [slug(word), { word, theme }] as const)),
);

/** Every word id of the game, all themes (what the shuffle bag may remember). */
export const allWordIds: readonly string[] = [...byId.keys()];

/** One id per word of every chosen theme: several themes mix into one deck. */
export function deckIds(chosen: readonly ThemeId[]): string[] {
  const wanted = new Set(chosen);
  return themes.filter((t) => wanted.has(t.id)).flatMap((t) => t.words.map(slug));
}

export function wordById(id: string): { word: string; theme: Theme } | null {
  return byId.get(id) ?? null;
}

/** The word's text, or an empty string for an unknown id (content changed since it was saved). */
export function wordText(id: string): string {
  return wordById(id)?.word ?? "";
}
