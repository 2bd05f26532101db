import { type Rng, shuffle } from "../../shared/random";
import { normalise } from "../content-check";

/**
 * The team editor's rules as pure functions, for every team game: people are known by their
 * name (unique across all teams, whatever the case or accents), every change returns new teams
 * and never mutates. A game's team may carry more (a colour): those fields are kept as they are.
 */

export interface Team {
  id: string;
  name: string;
  members: string[];
}

export interface TeamRules {
  minTeams: number;
  maxTeams: number;
  minMembers: number;
  /** Everyone in all teams together. */
  maxPlayers: number;
}

export const TEAM_NAME_MAX = 24;
export const PERSON_NAME_MAX = 30;

const clean = (name: string, max: number) => name.trim().replace(/\s+/g, " ").slice(0, max);

/** How a team is called in sentences: "Azul" reads "Time Azul", "Time dos Brabos" stays. */
export function teamLabel(name: string): string {
  return /^time\b/i.test(name.trim()) ? name.trim() : `Time ${name.trim()}`;
}

export function allMembers(teams: readonly Team[]): string[] {
  return teams.flatMap((t) => t.members);
}

/** Removes a team with its members; never below the minimum number of teams. */
export function removeTeam<T extends Team>(teams: readonly T[], id: string, rules: TeamRules): T[] {
  if (teams.length <= rules.minTeams) return [...teams];
  return teams.filter((t) => t.id !== id);
}

/** A blank name keeps the old one. */
export function renameTeam<T extends Team>(teams: readonly T[], id: string, name: string): T[] {
  const cleaned = clean(name, TEAM_NAME_MAX);
  if (!cleaned) return [...teams];
  return teams.map((t) => (t.id === id ? { ...t, name: cleaned } : t));
}

/** Why a person cannot join (blank, already playing, full), or null when they can. */
export function memberProblem(
  teams: readonly Team[],
  name: string,
  rules: TeamRules,
): string | null {
  const person = clean(name, PERSON_NAME_MAX);
  if (!person) return "Digite um nome";
  if (allMembers(teams).some((m) => normalise(m) === normalise(person)))
    return `${person} já está num time`;
  if (allMembers(teams).length >= rules.maxPlayers)
    return `No máximo ${rules.maxPlayers} pessoas neste jogo`;
  return null;
}

export function addMember<T extends Team>(
  teams: readonly T[],
  teamId: string,
  name: string,
  rules: TeamRules,
): { teams: T[]; error: string | null } {
  const error = teams.some((t) => t.id === teamId)
    ? memberProblem(teams, name, rules)
    : "Time não encontrado";
  if (error) return { teams: [...teams], error };
  const person = clean(name, PERSON_NAME_MAX);
  return {
    teams: teams.map((t) => (t.id === teamId ? { ...t, members: [...t.members, person] } : t)),
    error: null,
  };
}

export function removeMember<T extends Team>(teams: readonly T[], name: string): T[] {
  return teams.map((t) =>
    t.members.includes(name) ? { ...t, members: t.members.filter((m) => m !== name) } : t,
  );
}

/** Moves a person to the next team (the last wraps to the first), keeping everyone else. */
export function moveMemberToNextTeam<T extends Team>(teams: readonly T[], name: string): T[] {
  const from = teams.findIndex((t) => t.members.includes(name));
  if (from === -1 || teams.length < 2) return [...teams];
  const to = (from + 1) % teams.length;
  return teams.map((t, i) => {
    if (i === from) return { ...t, members: t.members.filter((m) => m !== name) };
    if (i === to) return { ...t, members: [...t.members, name] };
    return t;
  });
}

/** Deals the people in random order, one per team in turn: sizes differ by one at most. */
export function dealMembers<T extends Team>(
  teams: readonly T[],
  people: readonly string[],
  rng: Rng,
  rules: TeamRules,
): T[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of people) {
    const person = clean(raw, PERSON_NAME_MAX);
    const key = normalise(person);
    if (!person || seen.has(key) || unique.length >= rules.maxPlayers) continue;
    seen.add(key);
    unique.push(person);
  }
  const dealt = teams.map((t) => ({ ...t, members: [] as string[] }));
  shuffle(unique, rng).forEach((p, i) => {
    dealt[i % dealt.length]?.members.push(p);
  });
  return dealt;
}

/** Mixes everyone who is already in a team into new, balanced teams. */
export function shuffleTeams<T extends Team>(teams: readonly T[], rng: Rng, rules: TeamRules): T[] {
  return dealMembers(teams, allMembers(teams), rng, rules);
}

/** What stops the game from starting, in Portuguese; empty when the teams are ready. */
export function teamProblems(teams: readonly Team[], rules: TeamRules): string[] {
  const problems: string[] = [];
  if (teams.length < rules.minTeams) problems.push(`Monte pelo menos ${rules.minTeams} times`);
  if (teams.length > rules.maxTeams) problems.push(`No máximo ${rules.maxTeams} times`);
  for (const t of teams) {
    const missing = rules.minMembers - t.members.length;
    if (missing > 0)
      problems.push(
        `${teamLabel(t.name)} precisa de mais ${missing} ${missing === 1 ? "pessoa" : "pessoas"}`,
      );
  }
  const names = teams.map((t) => normalise(teamLabel(t.name)));
  if (new Set(names).size !== names.length) problems.push("Dois times estão com o mesmo nome");
  if (allMembers(teams).length > rules.maxPlayers)
    problems.push(`No máximo ${rules.maxPlayers} pessoas neste jogo`);
  return problems;
}
