import { completeChallenge, completeDrink, currentPlayer, nextPlayer } from "../../shared/players";
import type { Rng } from "../../shared/random";
import type { Player, PlayerList } from "../../shared/schemas/player";
import type { DrinkMode } from "../../shared/schemas/profile";
import { type BagMemory, drawFromBag, EMPTY_BAG } from "../../shared/shuffle-bag";
import { type GameDefinition, refuse, type Standing } from "../kit/engine/engine";
import { listFromSetup, setupPlayersOf } from "../kit/engine/turns";
import type { CardKind, PromptCard } from "./content";
import { manifest } from "./manifest";
import {
  type CardCount,
  type CardsSettings,
  CHALLENGE_POINTS,
  defaultCardsSettings,
  isCardCount,
  MINI_GAME_POINTS,
} from "./options";
import {
  type ActiveRule,
  allCardIds,
  type CardsState,
  cardById,
  deckFor,
  isGameOver,
  newGame,
  reduce,
} from "./table";

/**
 * Cartas as a game definition: the current player gets a card from the shuffle bag (its memory in
 * the state), answers it and the turn passes; the table (card, rules in force, count) is the pure
 * reducer of table.ts. The game ends after the chosen number of cards, or when the group ends it.
 */

export {
  CARD_COUNTS,
  type CardCount,
  type CardsSettings,
  CHALLENGE_POINTS,
  defaultCardsSettings,
  isCardCount,
  MINI_GAME_POINTS,
} from "./options";

/** How the results break a tie, said on the results screen. */
export const TIE_BREAK =
  "Desempate: com os mesmos pontos, fica na frente quem bebeu mais. Empatou nos dois? Dividem a posição.";

export type Outcome = "cumpriu" | "bebeu" | "proxima";

/** The answers a card offers besides 'Pular': a desafio is done or drunk, the rest just move on. */
export function outcomesFor(kind: CardKind): Outcome[] {
  return kind === "desafio" ? ["cumpriu", "bebeu"] : ["proxima"];
}

/**
 * Scores the current player's answer and passes the turn: 'Cumpriu' on a desafio earns
 * CHALLENGE_POINTS and counts a challenge, 'Bebeu' counts a drink for 0 points. A mini-jogo
 * with a loser (`loserId`) counts the loser's drink and gives everyone else MINI_GAME_POINTS;
 * other group cards score nothing. 'Cumpriu' on anything but a desafio scores nothing either.
 */
export function scoreTurn(
  list: PlayerList,
  kind: CardKind,
  outcome: Outcome,
  now = Date.now(),
  loserId: string | null = null,
): PlayerList {
  const player = currentPlayer(list);
  let scored = list;
  if (player && outcome === "cumpriu" && kind === "desafio")
    scored = completeChallenge(list, player.id, CHALLENGE_POINTS, now);
  else if (player && outcome === "bebeu") scored = completeDrink(list, player.id, 0, now);
  else if (kind === "mini-jogo" && list.players.some((p) => p.id === loserId))
    scored = list.players.reduce(
      (l, p) =>
        p.id === loserId
          ? completeDrink(l, p.id, 0, now)
          : completeChallenge(l, p.id, MINI_GAME_POINTS, now),
      list,
    );
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
        ? `Cumpriu vale ${CHALLENGE_POINTS} pontos. Não topou? Um gole de água ou refri.`
        : `Cumpriu vale ${CHALLENGE_POINTS} pontos. Não topou? Bebe um gole.`;
    case "mais-provavel":
      return MOST_LIKELY_INSTRUCTION[drinkMode];
    case "regra":
      return `Nova regra: vale por ${turnsLabel(card.turns ?? 1)}, contando esta.`;
    case "todos-bebem":
      return "Carta para a roda toda.";
    case "mini-jogo":
      return `Mini-jogo para a roda toda: marquem quem perdeu, e o resto ganha ${MINI_GAME_POINTS} ponto.`;
  }
}

/** "1 jogada", "4 jogadas": a jogada is one player's turn. */
export function turnsLabel(turns: number): string {
  return turns === 1 ? "1 jogada" : `${turns} jogadas`;
}

export interface CardsGameState {
  list: PlayerList;
  /** `adult`: +18 cards are in this game's deck (the group said yes and the profile allowed it). */
  settings: CardsSettings;
  bag: BagMemory;
  table: CardsState;
  /** The {outro} of the card on the table. */
  otherId: string | null;
  over: boolean;
}

export type CardsMove =
  /** `loserId`: on a mini-jogo, who lost it (the others score). */
  { type: "answer"; outcome: Outcome; loserId?: string } | { type: "skip" } | { type: "end" };

export interface CardsView {
  list: PlayerList;
  current: Player | null;
  card: PromptCard | null;
  /** The {jogador} and {outro} of the card: a rule keeps the ones it was drawn with. */
  names: { jogador: string; outro: string | undefined };
  activeRules: ActiveRule[];
  cardsPlayed: number;
  cardCount: CardCount;
  /** Changes with every card put on the table (its entrance animation). */
  cardKey: string;
  over: boolean;
}

function cleanSettings(value: unknown): CardsSettings {
  const s = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  return {
    cardCount: isCardCount(s.cardCount) ? s.cardCount : defaultCardsSettings.cardCount,
    adult: s.adult === true,
  };
}

/** A new card for the current player: 'draw' on an empty table, 'skip' to replace the card. */
function deal(state: CardsGameState, type: "draw" | "skip", rng: Rng): CardsGameState {
  const owner = currentPlayer(state.list);
  const { id, memory } = drawFromBag(state.bag, state.table.deckIds, rng, allCardIds);
  const others = state.list.players.filter((p) => p.id !== owner?.id);
  const otherId = others.length ? (others[rng.int(others.length)]?.id ?? null) : null;
  const table = reduce(state.table, { type, cardId: id, ownerId: owner?.id ?? null, otherId });
  return { ...state, bag: memory, table, otherId };
}

const outcomes: readonly string[] = ["cumpriu", "bebeu", "proxima"];

function isCardsMove(value: unknown): value is CardsMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  if (m.type === "answer")
    return (
      typeof m.outcome === "string" &&
      outcomes.includes(m.outcome) &&
      (m.loserId === undefined || typeof m.loserId === "string")
    );
  return m.type === "skip" || m.type === "end";
}

/** Most points first, then most drinks; players equal on both share a place. */
function standings(list: PlayerList): Standing[] {
  const sorted = [...list.players].sort(
    (a, b) => b.points - a.points || b.drinksCompleted - a.drinksCompleted,
  );
  return sorted.map((p) => ({
    playerId: p.id,
    name: p.name,
    score: p.points,
    rank:
      1 +
      sorted.filter(
        (o) =>
          o.points > p.points || (o.points === p.points && o.drinksCompleted > p.drinksCompleted),
      ).length,
  }));
}

export const cardsGame: GameDefinition<CardsGameState, CardsMove, CardsView, CardsSettings> = {
  id: manifest.id,
  stateVersion: 1,
  minPlayers: manifest.minPlayers,
  maxPlayers: manifest.maxPlayers,
  setup({ players, settings, bag }, rng) {
    const clean = cleanSettings(settings);
    const list = listFromSetup(players.slice(0, manifest.maxPlayers));
    const table = newGame(deckFor(clean.adult));
    const state = {
      list,
      settings: clean,
      bag: bag ?? EMPTY_BAG,
      table,
      otherId: null,
      over: false,
    };
    return deal(state, "draw", rng);
  },
  isMove: isCardsMove,
  move(state, move, { at, rng }) {
    if (state.over) return refuse("GAME_OVER");
    const card = cardById(state.table.cardId);
    if (!card) return refuse("NOT_NOW");
    switch (move.type) {
      case "end":
        return { ...state, over: true };
      case "skip":
        return deal(state, "skip", rng);
      case "answer": {
        if (!outcomesFor(card.kind).includes(move.outcome)) return refuse("INVALID_MOVE");
        if (move.loserId !== undefined && card.kind !== "mini-jogo") return refuse("INVALID_MOVE");
        if (move.loserId !== undefined && !state.list.players.some((p) => p.id === move.loserId))
          return refuse("INVALID_MOVE");
        const list = scoreTurn(state.list, card.kind, move.outcome, at, move.loserId ?? null);
        const table = reduce(state.table, { type: "done" });
        const next = { ...state, list, table, otherId: null };
        if (isGameOver(table, state.settings.cardCount)) return { ...next, over: true };
        return deal(next, "draw", rng);
      }
    }
  },
  view(state) {
    const { table, list } = state;
    const current = currentPlayer(list);
    const card = state.over ? null : cardById(table.cardId);
    const rule = table.activeRules.find((r) => r.cardId === card?.id);
    const nameOf = (id: string | null | undefined) => list.players.find((p) => p.id === id)?.name;
    return {
      list,
      current,
      card,
      names: {
        jogador: nameOf(rule?.ownerId) ?? current?.name ?? "",
        outro: nameOf(rule ? rule.otherId : state.otherId),
      },
      activeRules: table.activeRules,
      cardsPlayed: table.cardsPlayed,
      cardCount: state.settings.cardCount,
      cardKey: `${table.turn}:${table.cardId}`,
      over: state.over,
    };
  },
  status: (state) =>
    state.over ? { kind: "over", standings: standings(state.list) } : { kind: "playing" },
  players: (state) => setupPlayersOf(state.list),
  settings: (state) => state.settings,
  bag: (state) => state.bag,
};
