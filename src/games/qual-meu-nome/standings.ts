import { joinNames } from "../kit/names";
import type { DrinkablePrompt } from "../kit/prompt";
import { resultTitle } from "../kit/standings";
import type { Scored } from "./play";
import { totals } from "./play";
import { teamLabel } from "./teams";

/** Who won and who drinks, from the totals of the three rounds. Ties are shared both ways. */
export interface Standings {
  /** Teams with the best total (more than one: a tie at the top). */
  winners: number[];
  /** Teams with the worst total; empty when every team has the same total. */
  losers: number[];
}

export function standings(points: readonly number[]): Standings {
  if (points.length === 0) return { winners: [], losers: [] };
  const best = Math.max(...points);
  const worst = Math.min(...points);
  const at = (value: number) => points.flatMap((p, i) => (p === value ? [i] : []));
  return { winners: at(best), losers: best === worst ? [] : at(worst) };
}

export interface RankingEntry {
  name: string;
  points: number;
}

/** Teams by total, best first; equal totals keep the teams' order. */
export function ranking(s: Scored): RankingEntry[] {
  const t = totals(s);
  return s.teams
    .map((team, i) => ({ name: teamLabel(team.name), points: t[i] ?? 0, i }))
    .sort((a, b) => b.points - a.points || a.i - b.i)
    .map(({ name, points }) => ({ name, points }));
}

/** "Time Azul", "Time Azul e Time Rosa", "Time Azul, Time Rosa e Time Verde". */
export function joinTeams(s: Scored, indexes: readonly number[]): string {
  const names = indexes.map((i) => teamLabel(s.teams[i]?.name ?? ""));
  return joinNames(names);
}

/** The headline of the end, the same as the results screen's: who won, or who tied at the top. */
export function winnerLine(s: Scored): string {
  return resultTitle(ranking(s));
}

/**
 * The losing team's drink: one sip (never more); without alcohol, a forfeit or a sip of water.
 * Null when every team tied, so nobody lost.
 */
export function loserPrompt(s: Scored): (DrinkablePrompt & { teams: string }) | null {
  const { losers } = standings(totals(s));
  if (losers.length === 0) return null;
  const many = losers.length > 1;
  return {
    teams: joinTeams(s, losers),
    text: many ? "Os times perdedores bebem um gole" : "O time perdedor bebe um gole",
    drink: true,
    alt: many
      ? "Os times perdedores pagam uma prenda (ou bebem um gole d'água)"
      : "O time perdedor paga uma prenda (ou bebe um gole d'água)",
  };
}
