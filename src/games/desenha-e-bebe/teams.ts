import { type Rng, shuffle } from "../../shared/random";

/**
 * The team editor's rules as pure functions: 2 to 4 teams, each with a name, a colour and its
 * members (at least 2, so someone is left to guess). Inputs are never modified.
 */

export type TeamColor = "amarelo" | "rosa" | "azul" | "verde";
export const TEAM_COLORS: readonly TeamColor[] = ["amarelo", "rosa", "azul", "verde"];
export const TEAM_COLOR_NAMES: Record<TeamColor, string> = {
  amarelo: "Amarelo",
  rosa: "Rosa",
  azul: "Azul",
  verde: "Verde",
};

export interface Member {
  id: string;
  name: string;
}

export interface TeamSetup {
  id: string;
  name: string;
  color: TeamColor;
  members: Member[];
}

export const TEAM_LIMITS = {
  minTeams: 2,
  maxTeams: 4,
  minMembers: 2,
  /** Everyone in all teams together. */
  maxPlayers: 16,
  nameMaxLength: 24,
} as const;

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

const clean = (name: string) =>
  name.trim().replace(/\s+/g, " ").slice(0, TEAM_LIMITS.nameMaxLength);
const same = (a: string, b: string) =>
  a.toLocaleLowerCase("pt-BR") === b.toLocaleLowerCase("pt-BR");

export function playerCount(teams: readonly TeamSetup[]): number {
  return teams.reduce((n, t) => n + t.members.length, 0);
}

/** A new team in the first colour not taken yet; the very same list when 4 teams exist. */
export function addTeam(teams: readonly TeamSetup[], id: string): readonly TeamSetup[] {
  const color = TEAM_COLORS.find((c) => !teams.some((t) => t.color === c));
  if (!color || teams.length >= TEAM_LIMITS.maxTeams) return teams;
  return [...teams, { id, name: defaultTeamName(color), color, members: [] }];
}

/** Removes a team (its members leave with it); never below 2 teams. */
export function removeTeam(teams: readonly TeamSetup[], teamId: string): readonly TeamSetup[] {
  if (teams.length <= TEAM_LIMITS.minTeams) return teams;
  return teams.filter((t) => t.id !== teamId);
}

/** A blank name falls back to the colour's default name. */
export function renameTeam(
  teams: readonly TeamSetup[],
  teamId: string,
  name: string,
): readonly TeamSetup[] {
  return teams.map((t) =>
    t.id === teamId ? { ...t, name: clean(name) || defaultTeamName(t.color) } : t,
  );
}

export type AddMemberResult = { teams: readonly TeamSetup[]; error: null } | { error: string };

/** Adds a player to a team; names are unique across all teams and 16 players is the most. */
export function addMember(
  teams: readonly TeamSetup[],
  teamId: string,
  member: Member,
): AddMemberResult {
  const name = clean(member.name);
  if (!name) return { error: "Digite um nome" };
  if (teams.some((t) => t.members.some((m) => same(m.name, name))))
    return { error: `${name} já está num time` };
  if (playerCount(teams) >= TEAM_LIMITS.maxPlayers)
    return { error: `No máximo ${TEAM_LIMITS.maxPlayers} jogadores` };
  if (!teams.some((t) => t.id === teamId)) return { error: "Time não encontrado" };
  return {
    error: null,
    teams: teams.map((t) =>
      t.id === teamId ? { ...t, members: [...t.members, { id: member.id, name }] } : t,
    ),
  };
}

export function removeMember(teams: readonly TeamSetup[], memberId: string): readonly TeamSetup[] {
  return teams.map((t) =>
    t.members.some((m) => m.id === memberId)
      ? { ...t, members: t.members.filter((m) => m.id !== memberId) }
      : t,
  );
}

/** Moves a player to the next team (the last wraps to the first), keeping everyone else. */
export function moveMemberToNextTeam(
  teams: readonly TeamSetup[],
  memberId: string,
): readonly TeamSetup[] {
  const from = teams.findIndex((t) => t.members.some((m) => m.id === memberId));
  const member = teams[from]?.members.find((m) => m.id === memberId);
  if (from === -1 || !member) return teams;
  const to = (from + 1) % teams.length;
  return teams.map((t, i) => {
    if (i === from) return { ...t, members: t.members.filter((m) => m.id !== memberId) };
    if (i === to) return { ...t, members: [...t.members, member] };
    return t;
  });
}

/** Everyone in a random order, dealt one by one to the teams: sizes differ by at most one. */
export function shuffleTeams(teams: readonly TeamSetup[], rng: Rng): readonly TeamSetup[] {
  const everyone = shuffle(
    teams.flatMap((t) => t.members),
    rng,
  );
  return teams.map((t, i) => ({
    ...t,
    members: everyone.filter((_, j) => j % teams.length === i),
  }));
}

/** Fills the teams from a saved group's names (dealt in turn, after any that do not fit). */
export function teamsFromNames(
  teams: readonly TeamSetup[],
  names: readonly string[],
  ids: readonly string[],
): readonly TeamSetup[] {
  const seen = new Set<string>();
  const members: Member[] = [];
  names.forEach((raw, i) => {
    const name = clean(raw);
    const key = name.toLocaleLowerCase("pt-BR");
    if (!name || seen.has(key) || members.length >= TEAM_LIMITS.maxPlayers) return;
    seen.add(key);
    members.push({ id: ids[i] ?? `m${i}`, name });
  });
  return teams.map((t, i) => ({
    ...t,
    members: members.filter((_, j) => j % teams.length === i),
  }));
}

/** Why the game cannot start yet, in Portuguese; null when the teams are ready. */
export function teamsProblem(teams: readonly TeamSetup[]): string | null {
  if (teams.length < TEAM_LIMITS.minTeams) return "Monte pelo menos 2 times";
  if (teams.length > TEAM_LIMITS.maxTeams) return "No máximo 4 times";
  const short = teams.find((t) => t.members.length < TEAM_LIMITS.minMembers);
  if (short) {
    const missing = TEAM_LIMITS.minMembers - short.members.length;
    return `${short.name} precisa de mais ${missing} ${missing === 1 ? "jogador" : "jogadores"}`;
  }
  const names = teams.map((t) => t.name.toLocaleLowerCase("pt-BR"));
  if (new Set(names).size !== names.length) return "Dê um nome diferente para cada time";
  if (playerCount(teams) > TEAM_LIMITS.maxPlayers)
    return `No máximo ${TEAM_LIMITS.maxPlayers} jogadores`;
  return null;
}
