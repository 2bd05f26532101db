import { normalise } from "../content-check";
import type { Team, TeamRules } from "../kit/teams";

/** Qual Meu Nome's teams: the kit's rules (src/games/kit/teams.ts), named after colours. */

export type { Team } from "../kit/teams";
export { allMembers, teamLabel } from "../kit/teams";

export const TEAM_RULES: TeamRules = { minTeams: 2, maxTeams: 4, minMembers: 2, maxPlayers: 20 };
/** Default names, one per team slot; each team also keeps this colour on screen. */
export const TEAM_COLOURS = ["Azul", "Rosa", "Verde", "Laranja"] as const;

export function defaultTeams(ids: readonly [string, string]): Team[] {
  return ids.map((id, i) => ({ id, name: TEAM_COLOURS[i] ?? `Time ${i + 1}`, members: [] }));
}

/** A new empty team named after the first colour nobody uses; null past the maximum. */
export function newTeam(teams: readonly Team[], id: string): Team | null {
  if (teams.length >= TEAM_RULES.maxTeams) return null;
  const used = new Set(teams.map((t) => normalise(t.name)));
  const name = TEAM_COLOURS.find((c) => !used.has(normalise(c))) ?? `Time ${teams.length + 1}`;
  return { id, name, members: [] };
}
