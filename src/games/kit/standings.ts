import { joinNames } from "./names";

/** One line of a game's final ranking, best first. */
export interface RankedEntry {
  name: string;
  points: number;
  /**
   * 1 for the winners. Without it, entries with the same points as the one before share its
   * place; a game with a tie-breaker (fingers, then who went out later) sets it itself.
   */
  place?: number;
}

export interface PlacedEntry {
  name: string;
  points: number;
  place: number;
}

/**
 * Places in the sports way: a tie shares the place and the next one skips it ("1º, 1º, 3º").
 * The entries come best first; the result is a new array.
 */
export function withPlaces(entries: readonly RankedEntry[]): PlacedEntry[] {
  const placed: PlacedEntry[] = [];
  entries.forEach((e, i) => {
    const before = placed[i - 1];
    const place = e.place ?? (before && before.points === e.points ? before.place : i + 1);
    placed.push({ name: e.name, points: e.points, place });
  });
  return placed;
}

/** The names in first place: one winner, several when the top is a tie, none without players. */
export function winnerNames(entries: readonly RankedEntry[]): string[] {
  return withPlaces(entries)
    .filter((e) => e.place === 1)
    .map((e) => e.name);
}

/** The headline of the end: "Ana venceu!", "Empate entre Ana e Bia", or "Fim de jogo". */
export function resultTitle(entries: readonly RankedEntry[]): string {
  const winners = winnerNames(entries);
  if (winners.length === 0) return "Fim de jogo";
  if (winners.length === 1) return `${winners[0]} venceu!`;
  return `Empate entre ${joinNames(winners)}`;
}

/** One step of the podium: a place and everyone who shares it. */
export interface PodiumStep {
  place: number;
  entries: PlacedEntry[];
}

/**
 * The podium's steps, best first: everyone placed 1º to 3º stands on it, and a tie shares its
 * step ("1º, 1º, 3º" gives two steps; a four-way tie for first, one step with all four).
 */
export function podiumSteps(placed: readonly PlacedEntry[]): PodiumStep[] {
  const steps: PodiumStep[] = [];
  for (const e of placed) {
    if (e.place > 3) continue;
    const step = steps.find((s) => s.place === e.place);
    if (step) step.entries.push(e);
    else steps.push({ place: e.place, entries: [e] });
  }
  return steps.sort((a, b) => a.place - b.place);
}
