import { type Rng, shuffle } from "../../shared/random";
import { normalise } from "../content-check";

/** The teams editor's rules as pure functions: every change returns new teams, never mutates. */

export interface Team {
  id: string;
  name: string;
  members: string[];
}

export const TEAMS = { min: 2, max: 4, minMembers: 2, maxPeople: 20 } as const;
export const MAX_PERSON_NAME = 30;
export const MAX_TEAM_NAME = 24;
/** Default names, one per team slot; each team also keeps this colour on screen. */
export const TEAM_COLOURS = ["Azul", "Rosa", "Verde", "Laranja"] as const;

/** How a team is called in sentences: "Azul" reads "Time Azul", "Time dos Brabos" stays. */
export function teamLabel(name: string): string {
  return /^time\b/i.test(name.trim()) ? name.trim() : `Time ${name.trim()}`;
}

export function defaultTeams(ids: readonly [string, string]): Team[] {
  return ids.map((id, i) => ({ id, name: TEAM_COLOURS[i] ?? `Time ${i + 1}`, members: [] }));
}

export function allMembers(teams: readonly Team[]): string[] {
  return teams.flatMap((t) => t.members);
}

/** A new empty team named after the first colour nobody uses; nothing past the maximum. */
export function addTeam(teams: readonly Team[], id: string): Team[] {
  if (teams.length >= TEAMS.max) return [...teams];
  const used = new Set(teams.map((t) => normalise(t.name)));
  const name = TEAM_COLOURS.find((c) => !used.has(normalise(c))) ?? `Time ${teams.length + 1}`;
  return [...teams, { id, name, members: [] }];
}

/** Removes a team with its members; never below the minimum number of teams. */
export function removeTeam(teams: readonly Team[], id: string): Team[] {
  if (teams.length <= TEAMS.min) return [...teams];
  return teams.filter((t) => t.id !== id);
}

/** A blank name keeps the old one. */
export function renameTeam(teams: readonly Team[], id: string, name: string): Team[] {
  const clean = name.trim().replace(/\s+/g, " ").slice(0, MAX_TEAM_NAME);
  if (!clean) return [...teams];
  return teams.map((t) => (t.id === id ? { ...t, name: clean } : t));
}

/** Why a person cannot join (blank, already playing, full), or null when they can. */
export function memberProblem(teams: readonly Team[], name: string): string | null {
  const clean = name.trim();
  if (!clean) return "Digite um nome";
  if (allMembers(teams).some((m) => normalise(m) === normalise(clean)))
    return `${clean} já está num time`;
  if (allMembers(teams).length >= TEAMS.maxPeople)
    return `No máximo ${TEAMS.maxPeople} pessoas neste jogo`;
  return null;
}

export function addMember(
  teams: readonly Team[],
  teamId: string,
  name: string,
): { teams: Team[]; error: string | null } {
  const error = memberProblem(teams, name);
  if (error) return { teams: [...teams], error };
  const clean = name.trim().replace(/\s+/g, " ").slice(0, MAX_PERSON_NAME);
  return {
    teams: teams.map((t) => (t.id === teamId ? { ...t, members: [...t.members, clean] } : t)),
    error: null,
  };
}

export function removeMember(teams: readonly Team[], teamId: string, name: string): Team[] {
  return teams.map((t) =>
    t.id === teamId ? { ...t, members: t.members.filter((m) => m !== name) } : t,
  );
}

/** Deals the people in random order, one per team in turn: team sizes differ by one at most. */
export function dealMembers(teams: readonly Team[], people: readonly string[], rng: Rng): Team[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of people) {
    const person = raw.trim().replace(/\s+/g, " ").slice(0, MAX_PERSON_NAME);
    const key = normalise(person);
    if (!person || seen.has(key) || unique.length >= TEAMS.maxPeople) continue;
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
export function shuffleTeams(teams: readonly Team[], rng: Rng): Team[] {
  return dealMembers(teams, allMembers(teams), rng);
}

/** What stops the game from starting; empty when the teams are ready. */
export function teamProblems(teams: readonly Team[]): string[] {
  const problems: string[] = [];
  if (teams.length < TEAMS.min) problems.push(`Monte pelo menos ${TEAMS.min} times`);
  for (const t of teams) {
    const missing = TEAMS.minMembers - t.members.length;
    if (missing > 0)
      problems.push(
        `${teamLabel(t.name)} precisa de mais ${missing} ${missing === 1 ? "pessoa" : "pessoas"}`,
      );
  }
  const names = teams.map((t) => normalise(teamLabel(t.name)));
  if (new Set(names).size !== names.length) problems.push("Dois times estão com o mesmo nome");
  return problems;
}
