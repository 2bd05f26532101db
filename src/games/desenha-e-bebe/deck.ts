// The words in play: apart from rules.ts, so that the setup screen does not load the word list.
import type { CustomDeck } from "../../shared/custom-deck";
import { customCardById, customIds } from "../kit/custom-cards";
import {
  type CategoryChoice,
  type CategoryId,
  type Difficulty,
  type Word,
  wordById,
  words,
} from "./words";

/** A custom deck's words stand in this category (screens show `deckName` instead). */
export const CUSTOM_WORD_CATEGORY: CategoryId = "objeto";
/** ...and count as this difficulty (the sips of a word not guessed). */
export const CUSTOM_WORD_DIFFICULTY: Difficulty = "medio";

/** A word of this game: its own, or its custom deck's (issue 27). */
export function wordIn(deck: CustomDeck | null | undefined, id: string): Word | null {
  const custom = customCardById(deck, id);
  if (deck && custom)
    return {
      id,
      text: custom.text,
      category: CUSTOM_WORD_CATEGORY,
      difficulty: CUSTOM_WORD_DIFFICULTY,
      deckName: deck.name,
    };
  return wordById(id);
}

/**
 * The ids in play: the chosen category and difficulties, and the custom deck's words. No
 * difficulty chosen with a deck: the deck alone.
 */
export function poolWith(
  category: CategoryChoice,
  difficulties: readonly Difficulty[],
  deck: CustomDeck | null,
): string[] {
  return [...wordPool(category, difficulties), ...customIds(deck)];
}

/** Every id the bag may remember: the game's words and the custom deck's. */
export const universeWith = (deck: CustomDeck | null | undefined): string[] => [
  ...allWordIds,
  ...customIds(deck),
];

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
