import { drawFromBag, type Rng, type ShuffleBagState } from "../../shared/random";
import { THEME_IDS, type Theme, type ThemeId, themes } from "./content";

/** Draws the next word id of a deck (a shuffle bag: no repeats until the deck runs out). */
export type Draw = (deckKey: string, ids: readonly string[]) => string;

/** The chosen themes, known ones only, without repeats, in the picker's order. */
export function normaliseThemes(chosen: readonly ThemeId[]): ThemeId[] {
  return THEME_IDS.filter((id) => chosen.includes(id));
}

/** One id per word ("animais:3") of every chosen theme: several themes mix into one deck. */
export function deckIds(chosen: readonly ThemeId[]): string[] {
  const wanted = new Set(chosen);
  return themes
    .filter((t) => wanted.has(t.id))
    .flatMap((t) => t.words.map((_, i) => `${t.id}:${i}`));
}

/** The same mix of themes always names the same bag, whatever order they were picked in. */
export function deckKey(chosen: readonly ThemeId[]): string {
  return normaliseThemes(chosen).join("+");
}

export function wordById(id: string): { word: string; theme: Theme } | null {
  const [themeId, index] = id.split(":");
  const theme = themes.find((t) => t.id === themeId);
  const word = theme?.words[Number(index)];
  return theme && word !== undefined ? { word, theme } : null;
}

/** The word's text, or an empty string for an unknown id (content changed since it was saved). */
export function wordText(id: string): string {
  return wordById(id)?.word ?? "";
}

/** An in-memory shuffle bag per deck: what the screens do with localStorage, for tests and previews. */
export function memoryDraw(rng: Rng): Draw {
  const bags = new Map<string, ShuffleBagState>();
  return (key, ids) => {
    const { id, state } = drawFromBag(bags.get(key) ?? null, ids, rng);
    bags.set(key, state);
    return id;
  };
}
