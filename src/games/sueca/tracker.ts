/**
 * What is in force at the table, as pure functions: general rules (at most 2), one personal
 * rule per player, who holds the bathroom pass and the forbidden word. Inputs are never changed;
 * a call with nothing to change returns the very same tracker.
 */

export const MAX_GENERAL_RULES = 2;
export const MAX_RULE_LENGTH = 120;
export const MAX_WORD_LENGTH = 30;

export interface TrackedRule {
  id: string;
  text: string;
  /** Who created it (general rules) or whose rule it is (personal rules). */
  ownerId: string | null;
}

export interface Tracker {
  /** Oldest first. */
  general: TrackedRule[];
  /** At most one per owner. */
  personal: TrackedRule[];
  bathroomPassId: string | null;
  forbiddenWord: string | null;
  /** Rules created so far; makes rule ids unique without randomness. */
  seq: number;
}

export function emptyTracker(): Tracker {
  return { general: [], personal: [], bathroomPassId: null, forbiddenWord: null, seq: 0 };
}

/** Trimmed, single-spaced and cut to `max` characters; "" when nothing is left. */
export function cleanText(text: string, max = MAX_RULE_LENGTH): string {
  return Array.from(text.replace(/\s+/g, " ").trim()).slice(0, max).join("").trim();
}

export function isGeneralFull(t: Tracker): boolean {
  return t.general.length >= MAX_GENERAL_RULES;
}

/** The rule a new general rule replaces by default when the cap is reached: the oldest. */
export function generalRuleToDrop(t: Tracker): TrackedRule | null {
  return isGeneralFull(t) ? (t.general[0] ?? null) : null;
}

/**
 * Adds a general rule. At the cap, `dropId` (the rule the table chose to drop) goes away; when it
 * is missing or unknown, the oldest does.
 */
export function addGeneralRule(
  t: Tracker,
  text: string,
  ownerId: string | null,
  dropId?: string | null,
): Tracker {
  const clean = cleanText(text);
  if (!clean) return t;
  const rule: TrackedRule = { id: `g${t.seq + 1}`, text: clean, ownerId };
  let kept = t.general;
  while (kept.length >= MAX_GENERAL_RULES) {
    const chosen = kept.some((r) => r.id === dropId) ? dropId : kept[0]?.id;
    kept = kept.filter((r) => r.id !== chosen);
  }
  return { ...t, general: [...kept, rule], seq: t.seq + 1 };
}

export function removeGeneralRule(t: Tracker, id: string): Tracker {
  return t.general.some((r) => r.id === id)
    ? { ...t, general: t.general.filter((r) => r.id !== id) }
    : t;
}

export function personalRuleOf(t: Tracker, ownerId: string | null): TrackedRule | null {
  return t.personal.find((r) => r.ownerId === ownerId) ?? null;
}

/** Sets the owner's personal rule; a new one replaces the owner's previous rule. */
export function setPersonalRule(t: Tracker, ownerId: string, text: string): Tracker {
  const clean = cleanText(text);
  if (!clean) return t;
  const rule: TrackedRule = { id: `p${t.seq + 1}`, text: clean, ownerId };
  const index = t.personal.findIndex((r) => r.ownerId === ownerId);
  const personal =
    index === -1 ? [...t.personal, rule] : t.personal.map((r, i) => (i === index ? rule : r));
  return { ...t, personal, seq: t.seq + 1 };
}

export function removePersonalRule(t: Tracker, ownerId: string): Tracker {
  return personalRuleOf(t, ownerId)
    ? { ...t, personal: t.personal.filter((r) => r.ownerId !== ownerId) }
    : t;
}

/** The pass goes to whoever drew the latest 8 (or the card that gives it). */
export function giveBathroomPass(t: Tracker, playerId: string | null): Tracker {
  return t.bathroomPassId === playerId ? t : { ...t, bathroomPassId: playerId };
}

/** The holder went to the bathroom: nobody holds the pass until the next 8. */
export function spendBathroomPass(t: Tracker): Tracker {
  return t.bathroomPassId === null ? t : { ...t, bathroomPassId: null };
}

/** Sets the forbidden word (one word or short expression); an empty one clears it. */
export function setForbiddenWord(t: Tracker, word: string): Tracker {
  const clean = cleanText(word, MAX_WORD_LENGTH) || null;
  return clean === t.forbiddenWord ? t : { ...t, forbiddenWord: clean };
}

export function clearForbiddenWord(t: Tracker): Tracker {
  return setForbiddenWord(t, "");
}

/** Drops what belongs to players no longer at the table (removed from the list mid-game). */
export function forgetMissingPlayers(t: Tracker, playerIds: readonly string[]): Tracker {
  const here = (id: string | null) => id === null || playerIds.includes(id);
  const personal = t.personal.filter((r) => here(r.ownerId));
  const pass = here(t.bathroomPassId) ? t.bathroomPassId : null;
  if (personal.length === t.personal.length && pass === t.bathroomPassId) return t;
  return { ...t, personal, bathroomPassId: pass };
}

/** How many things are in force, for the tracker's badge. */
export function inForce(t: Tracker): number {
  return (
    t.general.length + t.personal.length + (t.bathroomPassId ? 1 : 0) + (t.forbiddenWord ? 1 : 0)
  );
}

const isRule = (v: unknown): v is TrackedRule => {
  const r = v as Partial<Record<keyof TrackedRule, unknown>> | null;
  return (
    !!r &&
    typeof r.id === "string" &&
    typeof r.text === "string" &&
    r.text.length > 0 &&
    (r.ownerId === null || typeof r.ownerId === "string")
  );
};

export function isTracker(v: unknown): v is Tracker {
  const t = v as Partial<Record<keyof Tracker, unknown>> | null;
  if (!t || typeof t !== "object") return false;
  return (
    Array.isArray(t.general) &&
    t.general.length <= MAX_GENERAL_RULES &&
    t.general.every(isRule) &&
    Array.isArray(t.personal) &&
    t.personal.every(isRule) &&
    (t.bathroomPassId === null || typeof t.bathroomPassId === "string") &&
    (t.forbiddenWord === null || typeof t.forbiddenWord === "string") &&
    typeof t.seq === "number" &&
    Number.isInteger(t.seq) &&
    t.seq >= 0
  );
}
