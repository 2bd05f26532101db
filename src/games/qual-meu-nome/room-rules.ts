import type { Seat, SetupPlayer } from "../kit/engine/engine";
import { normaliseSettings, type QualMeuNomeSettings } from "./options";
import type { GameState } from "./play";
import { cleanName, entryProblems } from "./pool";
import { TEAM_COLOURS, TEAM_RULES, type Team } from "./teams";

/**
 * Qual Meu Nome in a room: the teams are dealt from the room's players (seat order, one to each
 * team in turn), everyone types their own secret names at once on their own phone, and only the
 * seat that explains may run the turn. Pure, like the rest of the game.
 */

/** A room's settings: teams without members (the room deals its players into them at the start). */
export function roomTeams(count: number): Team[] {
  const n = Math.min(TEAM_RULES.maxTeams, Math.max(TEAM_RULES.minTeams, Math.floor(count)));
  return Array.from({ length: n }, (_, i) => ({
    id: `t${i + 1}`,
    name: TEAM_COLOURS[i] ?? `Time ${i + 1}`,
    members: [],
  }));
}

/** Settings whose teams have no members come from a room: its players are dealt into them. */
export const isRoomSetup = (settings: QualMeuNomeSettings): boolean =>
  settings.teams.every((t) => t.members.length === 0);

/**
 * Deals the players into the teams in seat order (Ana → Azul, Bia → Rosa, Caio → Azul…), with
 * as many teams as fit at least two people each. The host reorders seats to choose teams.
 */
export function dealTeams(
  settings: QualMeuNomeSettings,
  players: readonly SetupPlayer[],
): { settings: QualMeuNomeSettings; seats: string[][] } {
  const fit = Math.max(TEAM_RULES.minTeams, Math.floor(players.length / TEAM_RULES.minMembers));
  const teams = settings.teams.slice(0, Math.min(settings.teams.length, fit));
  const seats = teams.map((_, t) => players.filter((_, i) => i % teams.length === t));
  return {
    settings: {
      ...settings,
      teams: teams.map((team, t) => ({ ...team, members: (seats[t] ?? []).map((p) => p.name) })),
    },
    seats: seats.map((members) => members.map((p) => p.id)),
  };
}

/** The seat id of whoever explains now (room games only). */
export function explainerSeat(seats: string[][], game: GameState): string | undefined {
  return seats[game.team]?.[game.explainers[game.team] ?? 0];
}

/** Whether a seat is one of the game's players. */
export const seated = (seats: string[][], seat: Seat): seat is Seat & { kind: "player" } =>
  seat.kind === "player" && seats.some((team) => team.includes(seat.playerId));

/** The names the other ready writers already put in the pool (never told whose). */
export function takenByOthers(written: string[][], ready: boolean[], writer: number): string[] {
  return written.filter((_, i) => i !== writer && ready[i]).flat();
}

export type Submitted =
  | { kind: "ready"; names: string[] }
  /** The names fit one phone but clash with names already in: kept, the phone shows which. */
  | { kind: "clash"; names: string[] }
  | { kind: "invalid" };

/** A phone sends its names at once: blank, too long or repeated on the phone itself are invalid. */
export function submitNames(
  names: readonly string[],
  perPerson: number,
  taken: readonly string[],
): Submitted {
  if (names.length !== perPerson) return { kind: "invalid" };
  if (entryProblems(names, []).some((p) => p !== null)) return { kind: "invalid" };
  const clean = names.map(cleanName);
  const clash = entryProblems(clean, taken).some((p) => p !== null);
  return { kind: clash ? "clash" : "ready", names: clean };
}

/** The host's room settings (untrusted): the pool's choices and how many teams to deal. */
export function cleanRoomSettings(value: unknown): QualMeuNomeSettings {
  const v = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const count =
    typeof v.teamCount === "number" ? v.teamCount : Array.isArray(v.teams) ? v.teams.length : 2;
  const { teams: _teams, ...rest } = v;
  return { ...normaliseSettings(rest), teams: roomTeams(Number.isFinite(count) ? count : 2) };
}
