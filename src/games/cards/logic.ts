import { completeChallenge, completeDrink, currentPlayer, nextPlayer } from "../../shared/players";
import type { PlayerList } from "../../shared/schemas/player";
import type { DrinkMode } from "../../shared/schemas/profile";
import { type CardKind, cards, type PromptCard } from "./content";

/**
 * Cartas as a pure state machine. The screen owns the randomness (it picks card ids from the
 * shuffle bag and the {outro} player) and the player list; this module only applies actions.
 *
 * Rule ageing: a 'regra' card is in force for exactly `turns` turns, counting the turn it was
 * drawn in. It enters with turnsLeft = turns; every 'done' (the turn passes) takes one from every
 * active rule and removes those that reach 0. So a 4-turn rule drawn by Ana is shown on Ana's,
 * Bia's, Caio's and Ana's next turn, and disappears when that fourth turn is done. 'skip' is not
 * a new turn: it never ages rules, and skipping a rule card withdraws that rule.
 */

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
export const CHALLENGE_POINTS = 1;

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

export type Outcome = "cumpriu" | "bebeu" | "proxima";

/** The answers a card offers besides 'Pular': a desafio is done or drunk, the rest just move on. */
export function outcomesFor(kind: CardKind): Outcome[] {
  return kind === "desafio" ? ["cumpriu", "bebeu"] : ["proxima"];
}

/**
 * Scores the current player's answer and passes the turn: 'Cumpriu' on a desafio earns
 * CHALLENGE_POINTS and counts a challenge, 'Bebeu' counts a drink for 0 points, 'Próxima'
 * (group cards) scores nothing. 'Cumpriu' on anything but a desafio scores nothing either.
 */
export function scoreTurn(
  list: PlayerList,
  kind: CardKind,
  outcome: Outcome,
  now = Date.now(),
): PlayerList {
  const player = currentPlayer(list);
  let scored = list;
  if (player && outcome === "cumpriu" && kind === "desafio")
    scored = completeChallenge(list, player.id, CHALLENGE_POINTS, now);
  else if (player && outcome === "bebeu") scored = completeDrink(list, player.id, 0, now);
  return nextPlayer(scored, now);
}

export interface RankingEntry {
  name: string;
  points: number;
  drinks: number;
  /** Shared by players with the same points and drinks (a tie: "1º, 1º, 3º"). */
  place: number;
}

/** Most points first; on a tie, most drinks first; then the order of the list. */
export function finalRanking(list: PlayerList): RankingEntry[] {
  const sorted = list.players
    .map((p, i) => ({ name: p.name, points: p.points, drinks: p.drinksCompleted, i }))
    .sort((a, b) => b.points - a.points || b.drinks - a.drinks || a.i - b.i);
  const ranked: RankingEntry[] = [];
  sorted.forEach(({ name, points, drinks }, i) => {
    const before = ranked[i - 1];
    const tied = before && before.points === points && before.drinks === drinks;
    ranked.push({ name, points, drinks, place: tied ? before.place : i + 1 });
  });
  return ranked;
}

export const MOST_LIKELY_INSTRUCTION: Record<DrinkMode, string> = {
  alcool: "Contem até 3 e apontem: o mais votado bebe um gole.",
  "sem-alcool": "Contem até 3 e apontem: o mais votado paga uma prenda.",
};

/** The line under the card's text that says how to play it. */
export function cardInstruction(card: PromptCard, drinkMode: DrinkMode): string {
  switch (card.kind) {
    case "desafio":
      return drinkMode === "sem-alcool"
        ? "Cumpriu vale 1 ponto. Não topou? Um gole de água ou refri."
        : "Cumpriu vale 1 ponto. Não topou? Bebe um gole.";
    case "mais-provavel":
      return MOST_LIKELY_INSTRUCTION[drinkMode];
    case "regra":
      return `Nova regra: vale por ${turnsLabel(card.turns ?? 1)}, contando esta.`;
    case "todos-bebem":
      return "Carta para a roda toda.";
    case "mini-jogo":
      return "Mini-jogo para a roda toda.";
  }
}

/** "1 jogada", "4 jogadas": a jogada is one player's turn. */
export function turnsLabel(turns: number): string {
  return turns === 1 ? "1 jogada" : `${turns} jogadas`;
}
