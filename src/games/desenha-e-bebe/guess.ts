import { slug } from "../../shared/content-id";
import { DECK_ITEM_MAX, deckItemKey } from "../../shared/custom-deck";

/** Longest guess a phone may send: as long as a custom deck's word may be. */
export const GUESS_MAX_LENGTH = DECK_ITEM_MAX;

/**
 * A guess as it is compared: case, accents, punctuation and the spaces around and between words
 * do not count ("  Pão-de Queijo " and "pao de queijo" are the same guess). A word's id is this
 * same slug of its text, so a guess is right when its key is the word's id.
 */
export const guessKey = (text: string): string => slug(text);

export function guessMatches(guess: string, word: string): boolean {
  const key = guessKey(guess);
  if (key.length > 0 && key === guessKey(word)) return true;
  // A custom word in another script (or emoji) has no slug: compared as deck items are.
  const wide = deckItemKey(guess);
  return /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(wide) && wide === deckItemKey(word);
}

/** What guessers see of the word: a blank per letter, spaces and hyphens kept ("___ __ ______"). */
export function wordShape(text: string): string {
  return [...text].map((c) => (/[\s-]/.test(c) ? c : "_")).join("");
}
