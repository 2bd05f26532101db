import { parsePlayerList } from "../../shared/players";
import type { DrinkMode } from "../../shared/schemas/profile";
import type { SetupPlayer } from "../kit/engine/engine";
import { isDeck, isDeckCount, parseCard } from "./cards";
import type { SuecaState } from "./logic";
import type { RankRule, RuleEffect, RuleSet } from "./presets";
import { isRuleSet } from "./rule-settings";
import { isTracker } from "./tracker";

export type SuecaMove =
  /** 'Próxima carta' (or 'Ver resumo' after the last card). */
  | { type: "next" }
  | { type: "general-rule"; text: string; dropId: string | null }
  | { type: "personal-rule"; text: string }
  /** From the card (closes its input) or set by hand in the tracker. */
  | { type: "forbidden-word"; word: string; fromCard: boolean }
  | { type: "clear-forbidden-word" }
  | { type: "remove-general"; id: string }
  | { type: "remove-personal"; ownerId: string }
  | { type: "spend-pass" }
  | { type: "skip-card-action" }
  /** Back from 'Mudar regras ou jogadores': the players and rules as the setup left them. */
  | { type: "table"; players: SetupPlayer[]; rules: RuleSet };

const MAX_TEXT = 500;
const text = (v: unknown): v is string => typeof v === "string" && v.length <= MAX_TEXT;
const id = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;

/** Untrusted input: the shape of a move (the rules of the moment are the definition's). */
export function isSuecaMove(value: unknown): value is SuecaMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case "next":
    case "clear-forbidden-word":
    case "spend-pass":
    case "skip-card-action":
      return true;
    case "general-rule":
      return text(m.text) && (m.dropId === null || id(m.dropId));
    case "personal-rule":
      return text(m.text);
    case "forbidden-word":
      return text(m.word) && typeof m.fromCard === "boolean";
    case "remove-general":
      return id(m.id);
    case "remove-personal":
      return id(m.ownerId);
    case "table":
      return Array.isArray(m.players) && typeof m.rules === "object" && m.rules !== null;
    default:
      return false;
  }
}

export function ruleOf(cardId: string | null, rules: RuleSet): RankRule | null {
  const card = parseCard(cardId);
  return card ? rules[card.rank] : null;
}

/** The input the face-up card still asks for (a rule or a word), or null. */
export function pendingEffect(
  state: Pick<SuecaState, "cardId" | "cardDone" | "rules">,
): RuleEffect | null {
  const effect = ruleOf(state.cardId, state.rules)?.effect;
  if (!effect || state.cardDone) return null;
  return effect === "regra-geral" || effect === "regra-pessoal" || effect === "palavra-proibida"
    ? effect
    : null;
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

/** A stored game this version of the rules can resume. */
export function isSuecaState(v: unknown): v is SuecaState {
  const s = v as Partial<Record<keyof SuecaState, unknown>> | null;
  if (!s || typeof s !== "object") return false;
  const idOrNull = (x: unknown) => x === null || id(x);
  const count = (x: unknown) => typeof x === "number" && Number.isInteger(x) && x >= 0;
  const list = parsePlayerList(s.list);
  return (
    list !== null &&
    list.players.length > 0 &&
    list.currentPlayerIndex !== null &&
    isRuleSet(s.rules) &&
    isDeckCount(s.decks) &&
    isDeck(s.deck) &&
    (s.cardId === null || parseCard(s.cardId as string) !== null) &&
    idOrNull(s.drawerId) &&
    typeof s.cardDone === "boolean" &&
    isTracker(s.tracker) &&
    count(s.rulesCreated) &&
    count(s.round) &&
    typeof s.over === "boolean"
  );
}
