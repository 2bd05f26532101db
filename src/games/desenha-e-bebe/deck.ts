// The words in play: apart from rules.ts, so that the setup screen does not load the word list.
import { type CategoryChoice, type Difficulty, type Word, wordById, words } from "./words";

/** Words of the chosen category ('aleatorio': all of them) in the chosen difficulties. */
export function wordPool(category: CategoryChoice, difficulties: readonly Difficulty[]): string[] {
  return words
    .filter(
      (w) =>
        (category === "aleatorio" || w.category === category) &&
        difficulties.includes(w.difficulty),
    )
    .map((w) => w.id);
}

/** Every word id of the game (what the shuffle bag may remember). */
export const allWordIds: readonly string[] = words.map((w) => w.id);

/** Draws one id of the ids in play without repeats (the screen passes the game's shuffle bag). */
export type Draw = (ids: readonly string[]) => string;

/** The next word for the choice, or null when nothing matches (no difficulty chosen). */
export function drawWord(
  category: CategoryChoice,
  difficulties: readonly Difficulty[],
  draw: Draw,
): Word | null {
  const ids = wordPool(category, difficulties);
  if (ids.length === 0) return null;
  return wordById(draw(ids));
}
