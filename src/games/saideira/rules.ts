import { textId } from "../../shared/content-id";
import { completeChallenge, completeDrink } from "../../shared/players";
import type { Rng } from "../../shared/random";
import type { PlayerList } from "../../shared/schemas/player";
import type { DrinkMode } from "../../shared/schemas/profile";
import {
  type RoulettePrompt,
  roulettePrompts,
  type SlotKind,
  slotDescriptions,
  slotDescriptionsSemAlcool,
  type WheelSlot,
  wheelSlots,
} from "./content";

/** Slot points are small numbers; a round to the default 100 points should take ~4 turns each. */
export const POINT_SCALE = 10;
export const MIN_SPIN_TURNS = 4;
export const DRINK_UNITS = ["goles", "doses"] as const;
export type DrinkUnit = (typeof DRINK_UNITS)[number];

export const SLOT_DEGREES = 360 / wheelSlots.length;

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The slot under the pointer (at the top) after the wheel turned `rotation` degrees clockwise. */
export function slotAtRotation(rotation: number, slotCount = wheelSlots.length): number {
  const seg = 360 / slotCount;
  return Math.floor(mod(-rotation, 360) / seg) % slotCount;
}

/**
 * Where to stop so the chosen slot lands under the pointer: the result is decided first (by the
 * random module), then the animation goes there, always forward and at least MIN_SPIN_TURNS turns.
 * `offset01` places the pointer inside the slot (0.5 = centre), keeping clear of its edges.
 */
export function planSpin(
  fromRotation: number,
  targetSlot: number,
  offset01: number,
  extraTurns = MIN_SPIN_TURNS,
  slotCount = wheelSlots.length,
): number {
  const seg = 360 / slotCount;
  const inside = 0.15 + Math.min(Math.max(offset01, 0), 1) * 0.7; // never within 15% of an edge
  const wanted = (targetSlot + inside) * seg; // wheel-frame angle that must sit under the pointer
  const delta = mod(-wanted - fromRotation, 360);
  return fromRotation + extraTurns * 360 + delta;
}

export function chooseSlot(rng: Rng): { slot: number; offset01: number; extraTurns: number } {
  return {
    slot: rng.int(wheelSlots.length),
    offset01: rng.next(),
    extraTurns: MIN_SPIN_TURNS + rng.int(3),
  };
}

export type Outcome = "cumpriu" | "recusou";

/** Refusals per player id this game: each refusal costs one more drink than the last. */
export type Refusals = Record<string, number>;

/** The most a refusal costs, so nobody is pushed too far. */
export const MAX_REFUSAL_DRINKS = 3;
/** What a Dose dupla asks for: refusing it must never cost more than doing it. */
export const DOSE_DUPLA_DRINKS = 2;

/**
 * Drinks owed for refusing: 1, then 2, then 3 (the player's refusals of this game count), never
 * more than MAX_REFUSAL_DRINKS, and for a Dose dupla never more than its own two drinks.
 */
export function refusalPenalty(previousRefusals: number, kind?: SlotKind): number {
  const cap = kind === "dose-dupla" ? DOSE_DUPLA_DRINKS : MAX_REFUSAL_DRINKS;
  return Math.min(previousRefusals + 1, cap);
}

/** A 'Regra nova' lasts this many full rounds (one turn per player each). */
export const RULE_ROUNDS = 2;

export interface ActiveRule {
  promptId: string;
  /** The names filled in when the rule was drawn: it stays the same rule if players leave. */
  names: { jogador: string; outro: string | null };
  /** Turns the rule still covers, counting the one being played. */
  turnsLeft: number;
}

/**
 * The rule in force once a turn is answered. A new rule replaces the old one and lasts
 * RULE_ROUNDS rounds of the current players; otherwise the rule loses a turn and ends at zero.
 */
export function ruleAfterTurn(
  current: ActiveRule | null,
  drawn: Omit<ActiveRule, "turnsLeft"> | null,
  playerCount: number,
): ActiveRule | null {
  if (drawn !== null) return { ...drawn, turnsLeft: RULE_ROUNDS * Math.max(1, playerCount) };
  if (!current || current.turnsLeft <= 1) return null;
  return { ...current, turnsLeft: current.turnsLeft - 1 };
}

/** How long the rule in force still lasts, for the banner above the wheel. */
export function ruleTurnsLabel(turnsLeft: number): string {
  return turnsLeft <= 1 ? "vale só nesta jogada" : `vale por mais ${turnsLeft} jogadas`;
}

/** Whether the slot asks the player something they can refuse (a dare, a truth, a double). */
export function isRefusable(kind: SlotKind): boolean {
  return kind === "desafio" || kind === "verdade" || kind === "dose-dupla";
}

export interface AnswerResult {
  list: PlayerList;
  refusals: Refusals;
  /** Drinks the player owes for refusing (0 when they did it). */
  penalty: number;
}

/**
 * Scores the current player's answer to their slot (the turn is passed by the game). Doing it
 * earns the slot's points: challenges count as challenges; on a drinking slot whoever drinks
 * scores (everyone on 'Todos bebem', the chosen player on 'Escolha alguém'). Refusing earns
 * nothing, costs a growing penalty and is not counted as a toast.
 */
export function scoreAnswer(
  list: PlayerList,
  refusals: Refusals,
  slotIndex: number,
  outcome: Outcome,
  at: number,
  drinkerId: string | null = null,
): AnswerResult {
  const slot = wheelSlots[slotIndex];
  const index = list.currentPlayerIndex;
  const player = index === null ? undefined : list.players[index];
  if (!slot || !player) return { list, refusals, penalty: 0 };
  const points = slot.points * POINT_SCALE;
  if (outcome === "recusou" && isRefusable(slot.kind)) {
    const before = refusals[player.id] ?? 0;
    return {
      list,
      refusals: { ...refusals, [player.id]: before + 1 },
      penalty: refusalPenalty(before, slot.kind),
    };
  }
  if (slot.kind === "desafio" || slot.kind === "verdade" || slot.kind === "regra")
    return { list: completeChallenge(list, player.id, points, at), refusals, penalty: 0 };
  if (slot.kind === "passe-a-vez") return { list, refusals, penalty: 0 };
  const drinkers = drinkersOf(slot.kind, list, player.id, drinkerId);
  const scored = drinkers.reduce((l, id) => completeDrink(l, id, points, at), list);
  return { list: scored, refusals, penalty: 0 };
}

/** Who drinks on a drinking slot: the whole group, the chosen other player, or the spinner. */
export function drinkersOf(
  kind: SlotKind,
  list: PlayerList,
  spinnerId: string,
  chosenId: string | null,
): string[] {
  if (kind === "todos-bebem") return list.players.map((p) => p.id);
  if (kind === "escolha-alguem") {
    const chosen = list.players.find((p) => p.id === chosenId && p.id !== spinnerId);
    return chosen ? [chosen.id] : [];
  }
  return [spinnerId];
}

/** A rough length of a game: 100 points take ~15 minutes with 4 people (~45 s a turn). */
export function estimatedMinutes(maxPoints: number): number {
  return Math.max(5, Math.round((maxPoints * 0.15) / 5) * 5);
}

/** "um gole" → "uma dose" when the group plays with doses. */
export function withDrinkUnit(text: string, unit: DrinkUnit): string {
  if (unit === "goles") return text;
  return text
    .replace(/\bum gole\b/g, "uma dose")
    .replace(/\bdois goles\b/g, "duas doses")
    .replace(/\btrês goles\b/g, "três doses")
    .replace(/\bgoles\b/g, "doses")
    .replace(/\bgole\b/g, "dose");
}

/** A refusal's cost: "2 goles", "1 dose"; without alcohol "2 goles de água". */
export function drinksLabel(n: number, unit: DrinkUnit, drinkMode: DrinkMode = "alcool"): string {
  if (drinkMode === "sem-alcool") return n === 1 ? "1 gole de água" : `${n} goles de água`;
  if (unit === "doses") return n === 1 ? "1 dose" : `${n} doses`;
  return n === 1 ? "1 gole" : `${n} goles`;
}

/** The slot's name on the wheel and on its panel, in the group's drink mode. */
export function slotLabel(slot: WheelSlot, drinkMode: DrinkMode): string {
  return drinkMode === "sem-alcool" && slot.altLabel ? slot.altLabel : slot.label;
}

/** What the slot asks, in the group's drink mode (placeholders still to fill). */
export function slotDescription(kind: SlotKind, drinkMode: DrinkMode): string {
  return (drinkMode === "sem-alcool" ? slotDescriptionsSemAlcool : slotDescriptions)[kind];
}

export type PromptKind = keyof typeof roulettePrompts;

const PROMPT_KINDS: readonly PromptKind[] = ["desafio", "verdade", "regra"];

/** A prompt's stable id: its kind and a hash of its text ("desafio.0k3z9ab"), never its position. */
const promptId = (kind: PromptKind, prompt: RoulettePrompt): string => textId(kind, prompt.text);

const byId = new Map(
  PROMPT_KINDS.flatMap((kind) =>
    roulettePrompts[kind].map((prompt) => [promptId(kind, prompt), prompt] as const),
  ),
);

/** Every prompt id of the roulette, 18+ included (what the shuffle bag may remember). */
export const allPromptIds: readonly string[] = [...byId.keys()];

/** Ids of a slot's prompts; +18 ones only when they are in play. */
export function promptIds(kind: PromptKind, adult: boolean): string[] {
  return roulettePrompts[kind].flatMap((p) => (p.adult && !adult ? [] : [promptId(kind, p)]));
}

export function promptById(id: string): RoulettePrompt | null {
  return byId.get(id) ?? null;
}
