import type { Rng } from "../../shared/random";
import type { Player } from "../../shared/schemas/player";
import { type Choice, choose, type Mode, minFingers } from "./modes";

/** 'Escolher pelos nomes': the same fair draw as the fingers, over the players' ids. */
export interface NamesDraw extends Choice {
  /** The names the highlight walks through before it stops on the (already chosen) result. */
  path: number[];
}

/** Full laps the highlight makes before stopping, so the draw feels like a spin. */
export const SPIN_LAPS = 2;

/**
 * Indices from `start`, going round the list `laps` times, ending exactly on `target`. The
 * result is decided before the animation; this only decides what the eye sees on the way.
 */
export function spinPath(count: number, start: number, target: number, laps = SPIN_LAPS): number[] {
  if (count <= 0) return [];
  const from = ((start % count) + count) % count;
  const steps = laps * count + ((target - from + count) % count);
  return Array.from({ length: steps + 1 }, (_, i) => (from + i) % count);
}

/**
 * Milliseconds to wait before each step of the path: quick at first, slowing down near the end
 * (ease-out), about two seconds in all.
 */
export function spinDelays(steps: number, first = 40, last = 320): number[] {
  if (steps <= 1) return steps === 1 ? [0] : [];
  return Array.from({ length: steps }, (_, i) => {
    const t = i / (steps - 1);
    return Math.round(first + (last - first) * t ** 3);
  });
}

export function canDrawNames(players: readonly Player[], mode: Mode): boolean {
  return players.length >= minFingers(mode);
}

export function drawNames(players: readonly Player[], mode: Mode, rng: Rng): NamesDraw {
  const ids = players.map((p) => p.id);
  const choice = choose(ids, mode, rng);
  const first = choice.chosen[0];
  const target = first === undefined ? 0 : ids.indexOf(first);
  const path = mode.kind === "teams" ? [] : spinPath(ids.length, rng.int(ids.length), target);
  return { ...choice, path };
}

/** Players grouped by team, in list order inside each team. */
export function teamsOf(players: readonly Player[], teams: Record<string, number>, count: number) {
  return Array.from({ length: count }, (_, t) => players.filter((p) => teams[p.id] === t));
}
