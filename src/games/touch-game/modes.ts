import { pick, type Rng, shuffle } from "../../shared/random";

/** Who gets chosen: one person, N people, or everyone split into teams. */
export const COUNT_RANGE = { min: 2, max: 5 } as const;
export const TEAM_RANGE = { min: 2, max: 4 } as const;

export type Mode =
  | { kind: "one" }
  | { kind: "many"; count: number }
  | { kind: "teams"; teams: number };

export const clamp = (n: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(n)));

/** A mode with its number brought inside the allowed range. */
export function normaliseMode(mode: Mode): Mode {
  if (mode.kind === "many")
    return { kind: "many", count: clamp(mode.count, COUNT_RANGE.min, COUNT_RANGE.max) };
  if (mode.kind === "teams")
    return { kind: "teams", teams: clamp(mode.teams, TEAM_RANGE.min, TEAM_RANGE.max) };
  return { kind: "one" };
}

/** Fewest fingers (or names) that make a draw meaningful for the mode. */
export function minFingers(mode: Mode): number {
  if (mode.kind === "many") return mode.count + 1;
  if (mode.kind === "teams") return mode.teams;
  return 2;
}

export interface Choice {
  chosen: string[];
  /** Team index per id (team mode only). */
  teams: Record<string, number>;
}

/**
 * The draw itself, uniform over the ids given (never over touch order): one id, N distinct ids,
 * or a random split into teams whose sizes differ by at most one.
 */
export function choose(ids: readonly string[], mode: Mode, rng: Rng): Choice {
  if (ids.length === 0) return { chosen: [], teams: {} };
  if (mode.kind === "one") return { chosen: [pick(ids, rng)], teams: {} };
  const order = shuffle(ids, rng);
  if (mode.kind === "many") return { chosen: order.slice(0, mode.count), teams: {} };
  const teams: Record<string, number> = {};
  order.forEach((id, i) => {
    teams[id] = i % mode.teams;
  });
  return { chosen: [], teams };
}

export const TEAM_LETTERS = ["A", "B", "C", "D"] as const;
export const teamLabel = (team: number) => `Time ${TEAM_LETTERS[team] ?? team + 1}`;
