import type { QualMeuNomeSettings } from "./options";
import { type GameState, nextTeamWithPlayers } from "./play";
import { ROUNDS } from "./rounds";
import { countdown, pauseCountdown } from "./timer";

/**
 * Qual Meu Nome in a room, people coming and going (decision 041): a phone that joins mid-game
 * goes to the smallest team and describes in its turn; one that leaves is taken out of its team
 * and out of the describing order; a team left empty is skipped; with fewer than two teams
 * left the game ends with the scores as they are. Pure: the room's `addPlayer` / `removePlayer`.
 */

/** The team a newcomer joins: the one with fewest people (the first of them on a tie). */
export function smallestTeam(seats: readonly string[][]): number {
  let best = 0;
  seats.forEach((members, t) => {
    if (members.length < (seats[best]?.length ?? 0)) best = t;
  });
  return best;
}

/** Index in the writers' order (every team's members, team after team) of a team's member. */
export const writerIndex = (seats: readonly string[][], team: number, member: number): number =>
  seats.slice(0, team).reduce((n, m) => n + m.length, 0) + member;

/** Where a seat sits: its team and place in it, or null when it is not in the game. */
export function placeOf(seats: readonly string[][], id: string) {
  const team = seats.findIndex((members) => members.includes(id));
  return team < 0 ? null : { team, member: seats[team]?.indexOf(id) ?? 0 };
}

/** How many teams still have someone in them. */
export const teamsLeft = (seats: readonly string[][]): number =>
  seats.filter((members) => members.length > 0).length;

/** The settings with a member added to (or taken from) a team. */
export function withMembers(
  settings: QualMeuNomeSettings,
  team: number,
  members: (names: string[]) => string[],
): QualMeuNomeSettings {
  return {
    ...settings,
    teams: settings.teams.map((t, i) => (i === team ? { ...t, members: members(t.members) } : t)),
  };
}

/** A newcomer mid-rounds: last of their team's describing order, so they describe in turn. */
export function joinRounds(g: GameState, team: number, name: string): GameState {
  return {
    ...g,
    teams: g.teams.map((t, i) => (i === team ? { ...t, members: [...t.members, name] } : t)),
  };
}

/**
 * A player leaves mid-rounds. If they were describing (or just had), the turn is over: the name
 * on screen goes back into the pool and the turn passes on as after a time up, the team's next
 * describer being whoever followed them. Otherwise the order just closes up over them.
 */
export function leaveRounds(g: GameState, team: number, member: number, at: number): GameState {
  const members = g.teams[team]?.members ?? [];
  const size = members.length - 1;
  const teams = g.teams.map((t, i) =>
    i === team ? { ...t, members: t.members.filter((_, m) => m !== member) } : t,
  );
  const explaining = g.team === team && (g.explainers[team] ?? 0) === member;
  const midTurn = explaining && (g.phase === "turn" || g.phase === "turn-over");
  const explainers = g.explainers.map((e, t) => {
    if (t !== team || size <= 0) return t === team ? 0 : e;
    // Mid-turn, `nextTurn` moves the team on by one: start one back so it lands on the follower.
    if (midTurn) return (member - 1 + size) % size;
    return (member < e ? e - 1 : e) % size;
  });
  let next: GameState = { ...g, teams, explainers };
  if (g.phase === "turn" && explaining) {
    next = {
      ...next,
      pool: g.current === null ? g.pool : [...g.pool, g.current],
      current: null,
      clock: pauseCountdown(g.clock, at),
      phase: "turn-over",
    };
  }
  if (teamsLeft(teams.map((t) => t.members)) < 2) return { ...next, phase: "game-over" };
  // A team left empty before its turn began: the next team with people plays instead.
  if (size <= 0 && g.team === team && next.phase !== "turn-over")
    return { ...next, team: nextTeamWithPlayers(next, team), carried: false };
  return next;
}

/** The rounds never began: a finished game with every score at zero (too few people left). */
export function endedBeforeRounds(settings: QualMeuNomeSettings): GameState {
  const turnMs = settings.turnSeconds * 1000;
  return {
    teams: settings.teams.map((t) => ({ name: t.name, members: [...t.members] })),
    names: [],
    round: 0,
    pool: [],
    current: null,
    team: 0,
    explainers: settings.teams.map(() => 0),
    scores: ROUNDS.map(() => settings.teams.map(() => 0)),
    turnMs,
    clock: countdown(turnMs),
    carried: false,
    turnGuessed: [],
    phase: "game-over",
  };
}
