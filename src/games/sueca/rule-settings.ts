import { type DeckCount, isDeckCount, isRank, RANKS, type Rank } from "./cards";
import {
  PRESET_IDS,
  type PresetId,
  presetById,
  type RankRule,
  RULE_EFFECTS,
  type RuleSet,
} from "./presets";
import { cleanText } from "./tracker";

/** The table's choices, kept on the device: which rules, the custom set and how many decks. */
export type RuleSource = PresetId | "personalizada";

export interface SuecaSettings {
  source: RuleSource;
  /** The edited set; kept when a preset is chosen, so going back to it loses nothing. */
  custom: RuleSet | null;
  decks: DeckCount;
}

export const defaultSuecaSettings: SuecaSettings = { source: "classica", custom: null, decks: 1 };

export const MAX_TITLE_LENGTH = 30;
export const MAX_TEXT_LENGTH = 160;

/** The rules in use: the custom set when chosen (and present), otherwise the preset's. */
export function activeRules(settings: SuecaSettings): RuleSet {
  if (settings.source === "personalizada") return settings.custom ?? presetById("classica").rules;
  return presetById(settings.source).rules;
}

export function choosePreset(settings: SuecaSettings, source: RuleSource): SuecaSettings {
  if (source === "personalizada" && !settings.custom) return settings;
  return source === settings.source ? settings : { ...settings, source };
}

export function chooseDecks(settings: SuecaSettings, decks: DeckCount): SuecaSettings {
  return settings.decks === decks ? settings : { ...settings, decks };
}

/** A rule as typed in the editor, tidied; null when the title or the text is empty. */
export function cleanRule(rule: RankRule): RankRule | null {
  const title = cleanText(rule.title, MAX_TITLE_LENGTH);
  const text = cleanText(rule.text, MAX_TEXT_LENGTH);
  return title && text ? { title, text, effect: rule.effect } : null;
}

/**
 * Changes one rank's rule. The rules in use are copied into the custom set (replacing an older
 * custom set when a preset was in use) and the custom set becomes the one in use.
 */
export function editRule(settings: SuecaSettings, rank: Rank, rule: RankRule): SuecaSettings {
  const clean = cleanRule(rule);
  if (!clean) return settings;
  const custom = { ...activeRules(settings), [rank]: clean };
  return { ...settings, source: "personalizada", custom };
}

/** Editing now would overwrite a custom set that is not the one in use. */
export function editOverwritesCustom(settings: SuecaSettings): boolean {
  return settings.source !== "personalizada" && settings.custom !== null;
}

export function isRankRule(v: unknown): v is RankRule {
  const r = v as Partial<Record<keyof RankRule, unknown>> | null;
  return (
    !!r &&
    typeof r.title === "string" &&
    typeof r.text === "string" &&
    cleanRule({ title: r.title, text: r.text, effect: "nenhum" }) !== null &&
    RULE_EFFECTS.some((e) => e === r.effect)
  );
}

export function isRuleSet(v: unknown): v is RuleSet {
  if (typeof v !== "object" || v === null) return false;
  const keys = Object.keys(v);
  return (
    keys.length === RANKS.length &&
    keys.every(isRank) &&
    RANKS.every((rank) => isRankRule((v as Record<string, unknown>)[rank]))
  );
}

export function isSuecaSettings(v: unknown): v is SuecaSettings {
  const s = v as Partial<Record<keyof SuecaSettings, unknown>> | null;
  if (!s || typeof s !== "object") return false;
  const sourceOk =
    PRESET_IDS.some((id) => id === s.source) || (s.source === "personalizada" && !!s.custom);
  return sourceOk && (s.custom === null || isRuleSet(s.custom)) && isDeckCount(s.decks);
}
