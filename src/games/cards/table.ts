import { cards, type PromptCard } from "./content";

/**
 * The table of Cartas: the card on it and the rules in force, as a pure reducer (the game
 * definition in logic.ts picks the cards and the players).
 *
 * Rule ageing: a 'regra' card is in force for exactly `turns` turns, counting the turn it was
 * drawn in. It enters with turnsLeft = turns; every 'done' (the turn passes) takes one from every
 * active rule and removes those that reach 0. So a 4-turn rule drawn by Ana is shown on Ana's,
 * Bia's, Caio's and Ana's next turn, and disappears when that fourth turn is done. 'skip' is not
 * a new turn: it never ages rules, and skipping a rule card withdraws that rule.
 */

export interface ActiveRule {
  cardId: string;
  /** Who drew it: the {jogador} of its text. */
  ownerId: string | null;
  /** The {outro} of its text, kept so the rule names the same person for its whole life. */
  otherId?: string | null;
  /** Turns it is still in force, the current one included (always ≥ 1 while listed). */
  turnsLeft: number;
}

export interface CardsState {
  /** The cards of this game (adult ones only when 18+ is on). */
  deckIds: string[];
  /** The card on the table, or null between a 'done' and the next 'draw'. */
  cardId: string | null;
  activeRules: ActiveRule[];
  /** Turns completed since the start; rules age by it. */
  turn: number;
  /** Cards resolved ('done'); skipped cards do not count. The game ends at the chosen count. */
  cardsPlayed: number;
}

/** Who the card is for: the caller picks them (current player, a random other one). */
export interface CardPick {
  cardId: string;
  ownerId?: string | null;
  otherId?: string | null;
}

export type CardsAction =
  | ({ type: "draw" } & CardPick)
  | { type: "done" }
  | ({ type: "skip" } & CardPick);

const byId = new Map(cards.map((c) => [c.id, c]));

export function cardById(id: string | null | undefined): PromptCard | null {
  return (id && byId.get(id)) || null;
}

/** Ids of every card; adult cards only when the profile's 18+ setting is on. */
export function deckFor(showAdult: boolean): string[] {
  return cards.filter((c) => showAdult || !c.adult).map((c) => c.id);
}

/** Every card id of the game, 18+ included (what the shuffle bag may remember). */
export const allCardIds: readonly string[] = cards.map((c) => c.id);

export function newGame(deckIds: readonly string[]): CardsState {
  return { deckIds: [...deckIds], cardId: null, activeRules: [], turn: 0, cardsPlayed: 0 };
}

/** Puts a card on the table; a 'regra' enters the active rules (drawn again: it starts over). */
function place(state: CardsState, pick: CardPick): CardsState {
  const card = cardById(pick.cardId);
  if (!card || !state.deckIds.includes(card.id)) return state;
  if (card.kind !== "regra") return { ...state, cardId: card.id };
  const rule: ActiveRule = {
    cardId: card.id,
    ownerId: pick.ownerId ?? null,
    otherId: pick.otherId ?? null,
    turnsLeft: Math.max(1, card.turns ?? 1),
  };
  const others = state.activeRules.filter((r) => r.cardId !== card.id);
  return { ...state, cardId: card.id, activeRules: [...others, rule] };
}

/** Applies an action; an action that does not fit the state returns the very same state. */
export function reduce(state: CardsState, action: CardsAction): CardsState {
  switch (action.type) {
    case "draw":
      // Only fills an empty table: replacing a card is 'skip'.
      return state.cardId === null ? place(state, action) : state;
    case "done":
      if (state.cardId === null) return state;
      return {
        ...state,
        cardId: null,
        turn: state.turn + 1,
        cardsPlayed: state.cardsPlayed + 1,
        activeRules: state.activeRules
          .map((r) => ({ ...r, turnsLeft: r.turnsLeft - 1 }))
          .filter((r) => r.turnsLeft > 0),
      };
    case "skip": {
      if (state.cardId === null) return state;
      const skipped = state.cardId;
      const withdrawn = {
        ...state,
        cardId: null,
        activeRules: state.activeRules.filter((r) => r.cardId !== skipped),
      };
      const next = place(withdrawn, action);
      return next === withdrawn ? state : next;
    }
  }
}

export function isGameOver(state: CardsState, cardCount: number): boolean {
  return state.cardsPlayed >= cardCount;
}
