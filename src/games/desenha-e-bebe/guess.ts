import { slug } from "../../shared/content-id";

/** Longest guess a phone may send (a word of the list is far shorter). */
export const GUESS_MAX_LENGTH = 60;

/**
 * A guess as it is compared: case, accents, punctuation and the spaces around and between words
 * do not count ("  Pão-de Queijo " and "pao de queijo" are the same guess). A word's id is this
 * same slug of its text, so a guess is right when its key is the word's id.
 */
export const guessKey = (text: string): string => slug(text);

export function guessMatches(guess: string, word: string): boolean {
  const key = guessKey(guess);
  return key.length > 0 && key === guessKey(word);
}

/** What guessers see of the word: a blank per letter, spaces and hyphens kept ("___ __ ______"). */
export function wordShape(text: string): string {
  return [...text].map((c) => (/[\s-]/.test(c) ? c : "_")).join("");
}
