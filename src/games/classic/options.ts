import type { CustomDeck } from "../../shared/custom-deck";
import type { CategoryInfo } from "./categories";

// What a game of Modo Clássico is set up with and scores: apart from logic.ts, which holds the
// deck, so that the start screen and its rules sheet do not load it.

export const CHALLENGE_POINTS = 10;
export const DRINK_POINTS = 5;
/** 'Pular' is a way out of a card nobody wants, not of every card: two per player per game. */
export const SKIPS_PER_PLAYER = 2;
export type CategoryId = CategoryInfo["id"];

export interface ClassicSettings {
  /** Empty only when a custom deck plays alone. */
  categories: CategoryId[];
  maxPoints: number;
  /**
   * A custom deck's snapshot (issue 27), drawn with the categories; an 18+ one only with the
   * game's 18+ on. Absent or null: none.
   */
  customDeck?: CustomDeck | null;
}

export const defaultClassicSettings: ClassicSettings = {
  categories: ["classic", "drinking"],
  maxPoints: 100,
};
