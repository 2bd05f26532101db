import { currentPlayer } from "../../shared/players";
import type { PlayerList } from "../../shared/schemas/player";
import { type GameDefinition, refuse, type SetupPlayer } from "../kit/engine/engine";
import { listFromSetup, passTurn, setupPlayersOf, standingsOf } from "../kit/engine/turns";
import { cardsLeft, type Deck, type DeckCount, drawCard, isDeckOver, shuffledDeck } from "./cards";
import { manifest } from "./manifest";
import type { RuleSet } from "./presets";
import { isRuleSet } from "./rule-settings";
import { isSuecaMove, isSuecaState, pendingEffect, ruleOf, type SuecaMove } from "./state";
import { isSetupPlayers, reseat, sameTable } from "./table";
import {
  addGeneralRule,
  clearForbiddenWord,
  emptyTracker,
  forgetMissingPlayers,
  giveBathroomPass,
  removeGeneralRule,
  removePersonalRule,
  setForbiddenWord,
  setPersonalRule,
  spendBathroomPass,
  type Tracker,
} from "./tracker";

export {
  isSuecaMove,
  isSuecaState,
  mentionsDrinking,
  pendingEffect,
  ruleOf,
  ruleText,
  type SuecaMove,
  soberText,
} from "./state";

/** What a pile is played with; `carry` is what 'Embaralhar de novo' keeps from the last pile. */
export interface SuecaGameSettings {
  rules: RuleSet;
  decks: DeckCount;
  carry?: { tracker: Tracker; round: number; firstId: string | null };
}

/**
 * One pile of Sueca: the list's current player turns the top card, its rule applies (an 8 moves
 * the bathroom pass, a 10/9/5 asks for a rule or word), 'Próxima carta' passes the turn. The
 * game is over when 'Ver resumo' follows the last card; 'Jogar de novo' reshuffles, keeping what
 * is in force. A player's points are the cards they drew.
 */
export interface SuecaState {
  list: PlayerList;
  rules: RuleSet;
  decks: DeckCount;
  deck: Deck;
  /** The card face up (the first is turned at setup), or null once nobody could draw. */
  cardId: string | null;
  drawerId: string | null;
  /** The face-up card's rule, word or pass was already applied: it is not offered again. */
  cardDone: boolean;
  tracker: Tracker;
  /** Rules and forbidden words created in this pile, for the summary. */
  rulesCreated: number;
  /** 1 for the first pile, +1 at each 'Embaralhar de novo'. */
  round: number;
  over: boolean;
}

const MIN_PLAYERS = manifest.minPlayers;
const MAX_PLAYERS = manifest.maxPlayers;

/** The current player turns the top card; its effect applies; they count one card more. */
function turnCard(state: SuecaState): SuecaState {
  const drawer = currentPlayer(state.list);
  const drawn = drawCard(state.deck);
  if (!drawn || !drawer) return state;
  const effect = ruleOf(drawn.cardId, state.rules)?.effect;
  const tracker =
    effect === "banheiro" ? giveBathroomPass(state.tracker, drawer.id) : state.tracker;
  const players = state.list.players.map((p) =>
    p.id === drawer.id ? { ...p, points: p.points + 1 } : p,
  );
  return {
    ...state,
    list: { ...state.list, players },
    deck: drawn.deck,
    cardId: drawn.cardId,
    drawerId: drawer.id,
    cardDone: effect === undefined || effect === "nenhum" || effect === "banheiro",
    tracker,
  };
}

/** A pile laid out with `deck`, its first card turned (exported so tests can stack the pile). */
export function newPile(
  players: readonly SetupPlayer[],
  settings: SuecaGameSettings,
  deck: Deck,
): SuecaState {
  let list = listFromSetup(players.slice(0, MAX_PLAYERS));
  const first = list.players.findIndex((p) => p.id === settings.carry?.firstId);
  if (first > 0)
    list = {
      ...list,
      players: list.players.map((p, i) => ({ ...p, isActive: i === first })),
      currentPlayerIndex: first,
    };
  return turnCard({
    list,
    rules: settings.rules,
    decks: settings.decks,
    deck,
    cardId: null,
    drawerId: null,
    cardDone: false,
    tracker: settings.carry?.tracker ?? emptyTracker(),
    rulesCreated: 0,
    round: settings.carry?.round ?? 1,
    over: false,
  });
}

/** The tracker changed by a rule created from the card: count it and close the card's input. */
function created(state: SuecaState, tracker: Tracker, fromCard: boolean): SuecaState | null {
  if (tracker === state.tracker) return null;
  const cardDone = fromCard || state.cardDone;
  return { ...state, tracker, cardDone, rulesCreated: state.rulesCreated + 1 };
}

const tracked = (state: SuecaState, tracker: Tracker): SuecaState | null =>
  tracker === state.tracker ? null : { ...state, tracker };

/** The move's next state, or null when it changes nothing (refused, so no version is spent). */
function apply(state: SuecaState, move: SuecaMove, at: number): SuecaState | null {
  const pending = pendingEffect(state);
  switch (move.type) {
    case "next": {
      if (isDeckOver(state.deck)) return { ...state, over: true };
      // The drawer left the table: the turn already passed to the next one, who draws now.
      const passes = currentPlayer(state.list)?.id === state.drawerId;
      const list = passes ? passTurn(state.list, at).list : state.list;
      return turnCard({ ...state, list });
    }
    case "general-rule":
      if (pending !== "regra-geral") return null;
      return created(
        state,
        addGeneralRule(state.tracker, move.text, state.drawerId, move.dropId),
        true,
      );
    case "personal-rule":
      if (pending !== "regra-pessoal" || state.drawerId === null) return null;
      return created(state, setPersonalRule(state.tracker, state.drawerId, move.text), true);
    case "forbidden-word": {
      if (move.fromCard && pending !== "palavra-proibida") return null;
      const tracker = setForbiddenWord(state.tracker, move.word);
      return tracker.forbiddenWord ? created(state, tracker, move.fromCard) : null;
    }
    case "clear-forbidden-word":
      return tracked(state, clearForbiddenWord(state.tracker));
    case "remove-general":
      return tracked(state, removeGeneralRule(state.tracker, move.id));
    case "remove-personal":
      return tracked(state, removePersonalRule(state.tracker, move.ownerId));
    case "spend-pass":
      return tracked(state, spendBathroomPass(state.tracker));
    case "skip-card-action":
      return pending === null ? null : { ...state, cardDone: true };
    case "table": {
      const list = reseat(state.list, move.players, at);
      const ids = list.players.map((p) => p.id);
      return {
        ...state,
        list,
        rules: move.rules,
        tracker: forgetMissingPlayers(state.tracker, ids),
      };
    }
  }
}

export interface SuecaView {
  list: PlayerList;
  cardId: string | null;
  drawerId: string | null;
  drawerName: string | null;
  /** Who turns the next card after 'Próxima carta'. */
  nextName: string;
  rules: RuleSet;
  cardDone: boolean;
  tracker: Tracker;
  cardsDrawn: number;
  cardsLeft: number;
  rulesCreated: number;
  round: number;
  over: boolean;
}

export const suecaGame: GameDefinition<SuecaState, SuecaMove, SuecaView, SuecaGameSettings> = {
  id: "sueca",
  stateVersion: 1,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup({ players, settings }, rng) {
    return newPile(players, settings, shuffledDeck(settings.decks, rng));
  },
  isState: isSuecaState,
  isMove: isSuecaMove,
  move(state, move, { at }) {
    if (state.over) return refuse("GAME_OVER");
    if (move.type === "table") {
      if (!isSetupPlayers(move.players) || !isRuleSet(move.rules)) return refuse("INVALID_MOVE");
      if (move.players.length < MIN_PLAYERS) return refuse("TOO_FEW_PLAYERS");
      if (move.players.length > MAX_PLAYERS) return refuse("TOO_MANY_PLAYERS");
      const sameRules = JSON.stringify(move.rules) === JSON.stringify(state.rules);
      if (sameTable(state.list, move.players) && sameRules) return refuse("NOT_NOW");
    }
    return apply(state, move, at) ?? refuse("NOT_NOW");
  },
  view(state) {
    const current = currentPlayer(state.list);
    const drawer = state.list.players.find((p) => p.id === state.drawerId) ?? null;
    const count = state.list.players.length;
    const next =
      current && current.id === state.drawerId
        ? state.list.players[((state.list.currentPlayerIndex ?? 0) + 1) % count]
        : current;
    const left = cardsLeft(state.deck);
    return {
      list: state.list,
      cardId: state.cardId,
      drawerId: state.drawerId,
      drawerName: drawer?.name ?? null,
      nextName: next?.name ?? "",
      rules: state.rules,
      cardDone: state.cardDone,
      tracker: state.tracker,
      cardsDrawn: state.deck.order.length - left,
      cardsLeft: left,
      rulesCreated: state.rulesCreated,
      round: state.round,
      over: state.over,
    };
  },
  status(state) {
    return state.over ? { kind: "over", standings: standingsOf(state.list) } : { kind: "playing" };
  },
  players: (state) => setupPlayersOf(state.list),
  settings(state) {
    const { list } = state;
    const after = list.players.findIndex((p) => p.id === state.drawerId) + 1;
    const firstId = list.players[after % Math.max(1, list.players.length)]?.id ?? null;
    return {
      rules: state.rules,
      decks: state.decks,
      carry: { tracker: state.tracker, round: state.round + 1, firstId },
    };
  },
};
