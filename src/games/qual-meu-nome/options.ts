/** The game's choices and their rules, pure (the game definition reads them too). */
import { randomId } from "../../shared/random";
import type { SetupPlayer } from "../kit/engine/engine";
import { PERSON_NAME_MAX, TEAM_NAME_MAX } from "../kit/teams";
import { defaultTeams, TEAM_RULES, type Team, teamLabel } from "./teams";

export const POOL_SOURCES = ["secretos", "lista", "ambos"] as const;
export type PoolSource = (typeof POOL_SOURCES)[number];
export const NAMES_PER_PERSON = [2, 3, 4, 5] as const;
/** 10 is the quick game (also what the end-to-end test plays). */
export const LIST_COUNTS = [10, 20, 30, 40] as const;
export const TURN_SECONDS = [30, 45, 60] as const;

export interface QualMeuNomeSettings {
  teams: Team[];
  source: PoolSource;
  perPerson: (typeof NAMES_PER_PERSON)[number];
  listCount: (typeof LIST_COUNTS)[number];
  turnSeconds: (typeof TURN_SECONDS)[number];
}

export function defaultSettings(): QualMeuNomeSettings {
  return {
    teams: defaultTeams([randomId(), randomId()]),
    source: "secretos",
    perPerson: 3,
    listCount: 20,
    turnSeconds: 45,
  };
}

const oneOf = <T>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

const isText = (v: unknown): v is string => typeof v === "string" && v.trim().length > 0;

/** Keeps only well-formed teams (text names, at most the limits); too few gives the defaults. */
function cleanTeams(value: unknown, fallback: Team[]): Team[] {
  if (!Array.isArray(value)) return fallback;
  const teams = value
    .filter(
      (t): t is Team =>
        typeof t === "object" &&
        t !== null &&
        isText(t.id) &&
        isText(t.name) &&
        Array.isArray(t.members) &&
        t.members.every(isText),
    )
    .slice(0, TEAM_RULES.maxTeams)
    .map((t) => ({
      id: t.id,
      name: t.name.slice(0, TEAM_NAME_MAX),
      members: t.members.map((m) => m.slice(0, PERSON_NAME_MAX)),
    }));
  return teams.length >= TEAM_RULES.minTeams ? teams : fallback;
}

/** Any stored value as valid settings: each unreadable field falls back to its default. */
export function normaliseSettings(value: unknown): QualMeuNomeSettings {
  const d = defaultSettings();
  if (typeof value !== "object" || value === null) return d;
  const v = value as Record<string, unknown>;
  return {
    teams: cleanTeams(v.teams, d.teams),
    source: oneOf(POOL_SOURCES, v.source, d.source),
    perPerson: oneOf(NAMES_PER_PERSON, v.perPerson, d.perPerson),
    listCount: oneOf(LIST_COUNTS, v.listCount, d.listCount),
    turnSeconds: oneOf(TURN_SECONDS, v.turnSeconds, d.turnSeconds),
  };
}

export const usesSecretNames = (s: Pick<QualMeuNomeSettings, "source">) => s.source !== "lista";
export const usesList = (s: Pick<QualMeuNomeSettings, "source">) => s.source !== "secretos";

/** How many names the pool will hold for these settings and this many people. */
export function expectedPoolSize(s: QualMeuNomeSettings, people: number): number {
  return (usesSecretNames(s) ? s.perPerson * people : 0) + (usesList(s) ? s.listCount : 0);
}

/**
 * Everyone of every team, in the teams' order: who types names, with an id per person (the seat's
 * id in a room).
 */
export function writers(
  settings: QualMeuNomeSettings,
  seats?: string[][],
): (SetupPlayer & { team: string })[] {
  return settings.teams.flatMap((t, ti) =>
    t.members.map((name, i) => ({
      id: seats?.[ti]?.[i] ?? `${t.id}:${i}`,
      name,
      team: teamLabel(t.name),
    })),
  );
}
