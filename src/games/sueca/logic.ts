import type { DrinkMode } from "../../shared/schemas/profile";
import { cardsLeft, type Deck, drawCard, isDeck, isDeckOver, parseCard } from "./cards";
import type { RankRule, RuleEffect, RuleSet } from "./presets";
import {
  addGeneralRule,
  clearForbiddenWord,
  emptyTracker,
  forgetMissingPlayers,
  giveBathroomPass,
  isTracker,
  removeGeneralRule,
  removePersonalRule,
  setForbiddenWord,
  setPersonalRule,
  spendBathroomPass,
  type Tracker,
} from "./tracker";

/**
 * Sueca as a pure state machine: the screen shuffles (rng) and rotates the drawer (player list);
 * this module turns cards and keeps the tracker. An action that does not fit returns the same state.
 */
export interface SuecaState {
  deck: Deck;
  /** The card face up, or null before the first card of a round. */
  cardId: string | null;
  drawerId: string | null;
  /** The face-up card's rule, word or pass was already applied: it is not offered again. */
  cardDone: boolean;
  tracker: Tracker;
  /** Rules and forbidden words created in this round, for the summary. */
  rulesCreated: number;
  /** 1 for the first pile, +1 at each 'Embaralhar de novo'. */
  round: number;
}

export type SuecaAction =
  | { type: "draw"; drawerId: string | null; rules: RuleSet }
  | { type: "general-rule"; text: string; dropId?: string | null }
  | { type: "personal-rule"; text: string }
  /** From the card (closes its input) or set by hand in the tracker. */
  | { type: "forbidden-word"; word: string; fromCard?: boolean }
  | { type: "clear-forbidden-word" }
  | { type: "remove-general"; id: string }
  | { type: "remove-personal"; ownerId: string }
  | { type: "spend-pass" }
  | { type: "skip-card-action" }
  | { type: "reshuffle"; deck: Deck }
  | { type: "forget-players"; playerIds: readonly string[] };

export function newGame(deck: Deck): SuecaState {
  return {
    deck,
    cardId: null,
    drawerId: null,
    cardDone: false,
    tracker: emptyTracker(),
    rulesCreated: 0,
    round: 1,
  };
}

export function ruleOf(cardId: string | null, rules: RuleSet): RankRule | null {
  const card = parseCard(cardId);
  return card ? rules[card.rank] : null;
}

/** The input the face-up card still asks for (a rule or a word), or null. */
export function pendingEffect(state: SuecaState, rules: RuleSet): RuleEffect | null {
  const effect = ruleOf(state.cardId, rules)?.effect;
  if (!effect || state.cardDone) return null;
  return effect === "regra-geral" || effect === "regra-pessoal" || effect === "palavra-proibida"
    ? effect
    : null;
}

/** The tracker changed by a created rule: count it and (from the card) close the card's input. */
function created(state: SuecaState, tracker: Tracker, fromCard = true): SuecaState {
  if (tracker === state.tracker) return state;
  const cardDone = fromCard || state.cardDone;
  return { ...state, tracker, cardDone, rulesCreated: state.rulesCreated + 1 };
}

function withTracker(state: SuecaState, tracker: Tracker): SuecaState {
  return tracker === state.tracker ? state : { ...state, tracker };
}

export function reduce(state: SuecaState, action: SuecaAction): SuecaState {
  switch (action.type) {
    case "draw": {
      const drawn = drawCard(state.deck);
      if (!drawn) return state;
      const effect = ruleOf(drawn.cardId, action.rules)?.effect;
      const tracker =
        effect === "banheiro" ? giveBathroomPass(state.tracker, action.drawerId) : state.tracker;
      return {
        ...state,
        deck: drawn.deck,
        cardId: drawn.cardId,
        drawerId: action.drawerId,
        cardDone: effect === undefined || effect === "nenhum" || effect === "banheiro",
        tracker,
      };
    }
    case "general-rule":
      return created(
        state,
        addGeneralRule(state.tracker, action.text, state.drawerId, action.dropId),
      );
    case "personal-rule":
      if (state.drawerId === null) return state;
      return created(state, setPersonalRule(state.tracker, state.drawerId, action.text));
    case "forbidden-word": {
      const tracker = setForbiddenWord(state.tracker, action.word);
      return tracker.forbiddenWord ? created(state, tracker, action.fromCard ?? false) : state;
    }
    case "clear-forbidden-word":
      return withTracker(state, clearForbiddenWord(state.tracker));
    case "remove-general":
      return withTracker(state, removeGeneralRule(state.tracker, action.id));
    case "remove-personal":
      return withTracker(state, removePersonalRule(state.tracker, action.ownerId));
    case "spend-pass":
      return withTracker(state, spendBathroomPass(state.tracker));
    case "skip-card-action":
      return state.cardDone || state.cardId === null ? state : { ...state, cardDone: true };
    case "reshuffle":
      if (!isDeckOver(state.deck)) return state;
      return {
        ...state,
        deck: action.deck,
        cardId: null,
        drawerId: null,
        cardDone: false,
        rulesCreated: 0,
        round: state.round + 1,
      };
    case "forget-players":
      return withTracker(state, forgetMissingPlayers(state.tracker, action.playerIds));
  }
}

/** The face-up card is the last of the pile: next comes the summary. */
export function isRoundOver(state: SuecaState): boolean {
  return state.cardId !== null && isDeckOver(state.deck);
}

export interface RoundSummary {
  cardsDrawn: number;
  cardsLeft: number;
  rulesCreated: number;
}

export function summary(state: SuecaState): RoundSummary {
  return {
    cardsDrawn: state.deck.cursor,
    cardsLeft: cardsLeft(state.deck),
    rulesCreated: state.rulesCreated,
  };
}

const SOBER: readonly [RegExp, string][] = [
  [/\bbebem um gole\b/gi, "tomam um gole de água"],
  [/\bbebe um gole\b/gi, "toma um gole de água"],
  [/\bbeber um gole\b/gi, "tomar um gole de água"],
];

/** The rule for people playing without alcohol: every sip becomes a sip of water. */
export function soberText(text: string): string {
  return SOBER.reduce((t, [from, to]) => t.replace(from, to), text);
}

export function ruleText(rule: RankRule, drinkMode: DrinkMode): string {
  return drinkMode === "sem-alcool" ? soberText(rule.text) : rule.text;
}

/** A custom rule the rewrite could not cover still talks about drinking. */
export function mentionsDrinking(text: string): boolean {
  return /\bbeb/i.test(text);
}

export function isSuecaState(v: unknown): v is SuecaState {
  const s = v as Partial<Record<keyof SuecaState, unknown>> | null;
  if (!s || typeof s !== "object") return false;
  const idOrNull = (x: unknown) => x === null || (typeof x === "string" && x.length > 0);
  const count = (x: unknown) => typeof x === "number" && Number.isInteger(x) && x >= 0;
  return (
    isDeck(s.deck) &&
    (s.cardId === null || parseCard(s.cardId as string) !== null) &&
    idOrNull(s.drawerId) &&
    typeof s.cardDone === "boolean" &&
    isTracker(s.tracker) &&
    count(s.rulesCreated) &&
    count(s.round)
  );
}
