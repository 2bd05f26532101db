import { type Team, type TeamRules, teamProblems } from "../kit/teams";

/**
 * Desenha e Bebe's teams: the kit's rules (src/games/kit/teams.ts) plus a colour per team, which
 * the team keeps for the whole game. 2 to 4 teams of at least 2, so someone is left to guess.
 */

export type TeamColor = "amarelo" | "rosa" | "azul" | "verde";
export const TEAM_COLORS: readonly TeamColor[] = ["amarelo", "rosa", "azul", "verde"];
export const TEAM_COLOR_NAMES: Record<TeamColor, string> = {
  amarelo: "Amarelo",
  rosa: "Rosa",
  azul: "Azul",
  verde: "Verde",
};

export interface TeamSetup extends Team {
  color: TeamColor;
}

export const TEAM_RULES: TeamRules = { minTeams: 2, maxTeams: 4, minMembers: 2, maxPlayers: 16 };

export function defaultTeamName(color: TeamColor): string {
  return `Time ${TEAM_COLOR_NAMES[color]}`;
}

/** Two empty teams, Amarelo and Rosa; ids come from the caller. */
export function defaultTeams(ids: readonly [string, string]): TeamSetup[] {
  return [
    { id: ids[0], name: defaultTeamName("amarelo"), color: "amarelo", members: [] },
    { id: ids[1], name: defaultTeamName("rosa"), color: "rosa", members: [] },
  ];
}

/** A new empty team in the first colour not taken yet; null when all 4 exist. */
export function newTeam(teams: readonly TeamSetup[], id: string): TeamSetup | null {
  const color = TEAM_COLORS.find((c) => !teams.some((t) => t.color === c));
  if (!color || teams.length >= TEAM_RULES.maxTeams) return null;
  return { id, name: defaultTeamName(color), color, members: [] };
}

/** Why the game cannot start yet, in Portuguese; null when the teams are ready. */
export function teamsProblem(teams: readonly TeamSetup[]): string | null {
  return teamProblems(teams, TEAM_RULES)[0] ?? null;
}
