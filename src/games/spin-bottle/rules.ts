import { textId } from "../../shared/content-id";
import { completeChallenge, completeDrink, ranking } from "../../shared/players";
import { pick, type Rng } from "../../shared/random";
import type { Player, PlayerList } from "../../shared/schemas/player";
import { type BottlePrompt, bebes, desafios, verdades } from "./content";
import { COMPLETE_POINTS, KINDS, type Outcome, type PromptKind } from "./options";

/**
 * Girar a Garrafa's turn rules, pure: who answers, what they get, the score and when the night
 * ends. The game's definition (logic.ts) puts them together.
 */

export {
  type Card,
  CHOOSABLE_KINDS,
  COMPLETE_POINTS,
  clampRounds,
  defaultSpinBottleSettings,
  KIND_LABELS,
  KINDS,
  type KindMode,
  type Outcome,
  type PromptKind,
  ROUND_OPTIONS,
  type SpinBottleSettings,
} from "./options";

const decks: Record<PromptKind, readonly BottlePrompt[]> = {
  verdade: verdades,
  desafio: desafios,
  bebe: bebes,
};

/** A prompt's stable id: its kind and a hash of its text ("verdade.0k3z9ab"), never its position. */
const promptId = (kind: PromptKind, prompt: BottlePrompt): string => textId(kind, prompt.text);

const byId = new Map(
  KINDS.flatMap((kind) =>
    decks[kind].map((prompt) => [promptId(kind, prompt), { kind, prompt }] as const),
  ),
);

/** Every prompt id of the game, 18+ included (what the shuffle bag may remember). */
export const allPromptIds: readonly string[] = [...byId.keys()];

/** Ids of the kind's prompts; 18+ only when allowed. */
export function deckIds(kind: PromptKind, adult: boolean): string[] {
  return decks[kind].flatMap((p) => (p.adult && !adult ? [] : [promptId(kind, p)]));
}

export function promptById(id: string): { kind: PromptKind; prompt: BottlePrompt } | null {
  return byId.get(id) ?? null;
}

/** 'sorteio' mode: each of the three kinds equally likely. */
export function randomKind(rng: Rng): PromptKind {
  return pick(KINDS, rng);
}

/** The spinner asks; if the bottle pointed back at them, someone else is named instead. */
export function otherFor(
  players: readonly Player[],
  spinnerId: string | null,
  pickedId: string,
  rng: Rng,
): string | null {
  if (spinnerId && spinnerId !== pickedId && players.some((p) => p.id === spinnerId))
    return spinnerId;
  const others = players.filter((p) => p.id !== pickedId);
  return others.length ? pick(others, rng).id : null;
}

/** Makes the player current (the one the bottle chose spins next). Unknown id: unchanged. */
export function handTurnTo(list: PlayerList, id: string, now: number = Date.now()): PlayerList {
  const index = list.players.findIndex((p) => p.id === id);
  if (index === -1 || list.currentPlayerIndex === index) return list;
  return {
    players: list.players.map((p, i) => ({ ...p, isActive: i === index })),
    currentPlayerIndex: index,
    lastUpdated: now,
  };
}

/**
 * Scores the chosen player's answer: 'cumpriu' is a point and a completed challenge; 'recusou'
 * (drink or forfeit) and 'bebeu' (a 'bebe' card) count a drink. Then they spin next.
 */
export function resolvePrompt(
  list: PlayerList,
  pickedId: string,
  outcome: Outcome,
  now: number = Date.now(),
): PlayerList {
  const scored =
    outcome === "cumpriu"
      ? completeChallenge(list, pickedId, COMPLETE_POINTS, now)
      : completeDrink(list, pickedId, 0, now);
  return handTurnTo(scored, pickedId, now);
}

/** Who drank and how much, most first (a 'Bebe' card and a refusal each cost one), for the results. */
export function drinkTally(list: PlayerList): { id: string; name: string; drinks: number }[] {
  return list.players
    .map((p, i) => ({ id: p.id, name: p.name, drinks: p.drinksCompleted, i }))
    .sort((a, b) => b.drinks - a.drinks || a.i - b.i)
    .map(({ id, name, drinks }) => ({ id, name, drinks }));
}

export function finalRanking(list: PlayerList): { name: string; points: number }[] {
  return ranking(list).map((p) => ({ name: p.name, points: p.points }));
}
