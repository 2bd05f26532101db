// What a game of Cartas is set up with and scores: apart from logic.ts, which holds the deck, so
// that the setup and its rules sheet draw without loading it (decision 052).

export const CARD_COUNTS = [20, 30, 50] as const;
export type CardCount = (typeof CARD_COUNTS)[number];

export interface CardsSettings {
  /** The game ends after this many cards are resolved. */
  cardCount: CardCount;
  /** The group said yes to +18 cards (they also need the profile's setting on). */
  adult: boolean;
}

export const defaultCardsSettings: CardsSettings = { cardCount: 30, adult: false };

/** Points a player earns for each 'desafio' done ('Cumpriu'); drinking ('Bebeu') earns none. */
export const CHALLENGE_POINTS = 2;
/** A mini-jogo with a loser: everyone else survived it and earns this. */
export const MINI_GAME_POINTS = 1;

export const isCardCount = (v: unknown): v is CardCount => CARD_COUNTS.some((count) => count === v);
