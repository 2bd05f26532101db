import { type CustomDeck, parseCustomDeck } from "../../shared/custom-deck";
import type { SetupPlayer } from "../kit/engine/engine";
import {
  isCategoryChoice,
  isDifficulty,
  MODES,
  type Mode,
  ROUND_SECONDS,
  type RoundSeconds,
  TARGETS,
  type Target,
} from "./rules";
import { TEAM_COLORS, TEAM_RULES, type TeamSetup } from "./teams";
import { type CategoryChoice, DIFFICULTIES, type Difficulty } from "./word-kinds";

export interface DesenhaSettings {
  mode: Mode;
  seconds: RoundSeconds;
  target: Target;
  category: CategoryChoice;
  /** Empty with a custom deck: the deck alone. */
  difficulties: Difficulty[];
  teams: TeamSetup[];
  /** The profile's 18+ when the game started: an 18+ custom deck plays only with it on. */
  showAdult?: boolean;
  /** A custom deck's snapshot (issue 27), mixed with the words chosen. Absent or null: none. */
  customDeck?: CustomDeck | null;
}

export const defaultSettings = (teams: TeamSetup[]): DesenhaSettings => ({
  mode: "desenho",
  seconds: 60,
  target: 5,
  category: "aleatorio",
  difficulties: ["facil", "medio"],
  teams,
});

const isString = (v: unknown): v is string => typeof v === "string" && v.length > 0;

export function isTeamSetup(v: unknown): v is TeamSetup {
  const t = v as Partial<Record<keyof TeamSetup, unknown>> | null;
  return (
    typeof t === "object" &&
    t !== null &&
    isString(t.id) &&
    isString(t.name) &&
    TEAM_COLORS.includes(t.color as never) &&
    Array.isArray(t.members) &&
    t.members.every(isString)
  );
}

export function isDesenhaSettings(v: unknown): v is DesenhaSettings {
  const s = v as Partial<Record<keyof DesenhaSettings, unknown>> | null;
  return (
    typeof s === "object" &&
    s !== null &&
    MODES.includes(s.mode as Mode) &&
    ROUND_SECONDS.includes(s.seconds as RoundSeconds) &&
    TARGETS.includes(s.target as Target) &&
    isCategoryChoice(s.category) &&
    Array.isArray(s.difficulties) &&
    s.difficulties.every(isDifficulty) &&
    Array.isArray(s.teams) &&
    s.teams.length >= TEAM_RULES.minTeams &&
    s.teams.length <= TEAM_RULES.maxTeams &&
    s.teams.every(isTeamSetup) &&
    // Absent before custom decks (issue 27).
    (s.showAdult === undefined || typeof s.showAdult === "boolean") &&
    (s.customDeck === undefined ||
      s.customDeck === null ||
      parseCustomDeck(s.customDeck, "desenha-e-bebe") !== null)
  );
}

/** Difficulties without repeats, in their canonical order (none at all falls back to all). */
export function normaliseSettings(s: DesenhaSettings): DesenhaSettings {
  const difficulties = DIFFICULTIES.filter((d) => s.difficulties.includes(d));
  return {
    ...s,
    difficulties: difficulties.length ? difficulties : [...DIFFICULTIES],
  };
}

/** Everyone of every team, in the teams' order, with an id per person. */
export function members(settings: DesenhaSettings): SetupPlayer[] {
  return settings.teams.flatMap((t) => t.members.map((name, i) => ({ id: `${t.id}:${i}`, name })));
}
