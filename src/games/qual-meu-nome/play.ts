import { type Rng, shuffle } from "../../shared/random";
import { ROUNDS } from "./rounds";
import {
  type Countdown,
  countdown,
  isRunning,
  isUp,
  pauseCountdown,
  remainingMs,
  startCountdown,
} from "./timer";

/**
 * Qual Meu Nome as a pure state machine: `(state, …) => state`, with the clock reading (`now`)
 * and the randomness (`rng`) passed in. An action that does not fit the phase returns the very
 * same state (logic.ts, the engine's definition, refuses such a move).
 *
 * Pool rule: the pool is a queue. A turn starts by shaking it (shuffle) and showing its first
 * name; 'Acertou' scores and shows the next; 'Passar' (rounds 2 and 3) sends the name to the back.
 * When time runs out the name on screen goes back into the pool.
 *
 * Empty pool mid-turn: the round ends at once. If at least MIN_CARRY_MS are left, the turn is
 * carried over: the same team and explainer open the next round with the time that was left.
 * Otherwise (or after the last round) the turn simply ends.
 */

export const MIN_CARRY_MS = 5000;

export type Phase = "round-intro" | "ready" | "turn" | "turn-over" | "round-over" | "game-over";

export interface GameTeam {
  name: string;
  members: string[];
}

/** What the score helpers read: a game state, or a view of it without the hidden names. */
export type Scored = Pick<GameState, "teams" | "scores">;

export interface GameState {
  teams: GameTeam[];
  /** Every name of the game: each round refills the pool with exactly these. */
  names: string[];
  /** 0-based index into ROUNDS. */
  round: number;
  /** Names still to guess this round, not counting the one on screen. */
  pool: string[];
  /** The name on screen during a turn. */
  current: string | null;
  /** Index of the team whose turn it is (or is next). */
  team: number;
  /** Per team, the index of the member who explains on its turn; rotates after each turn. */
  explainers: number[];
  /** Points per round, per team: scores[round][team]. */
  scores: number[][];
  turnMs: number;
  clock: Countdown;
  /** The next turn continues the time left over from the previous round. */
  carried: boolean;
  /** Names guessed in the current (or just finished) turn. */
  turnGuessed: string[];
  phase: Phase;
}

export interface NewGame {
  teams: readonly GameTeam[];
  names: readonly string[];
  turnSeconds: number;
}

export function newGame({ teams, names, turnSeconds }: NewGame, rng: Rng): GameState {
  if (teams.length < 2) throw new RangeError("Qual Meu Nome needs at least 2 teams");
  // One phone asks for two per team; a room's team may be down to one after the others left.
  if (teams.some((t) => t.members.length < 1)) throw new RangeError("every team needs someone");
  const unique = [...new Set(names)];
  if (unique.length === 0) throw new RangeError("the pool needs at least one name");
  const turnMs = turnSeconds * 1000;
  return {
    teams: teams.map((t) => ({ name: t.name, members: [...t.members] })),
    names: unique,
    round: 0,
    pool: shuffle(unique, rng),
    current: null,
    team: 0,
    explainers: teams.map(() => 0),
    scores: ROUNDS.map(() => teams.map(() => 0)),
    turnMs,
    clock: countdown(turnMs),
    carried: false,
    turnGuessed: [],
    phase: "round-intro",
  };
}

/** The round's explainer screen is read: on to the first turn. */
export function beginRound(s: GameState): GameState {
  return s.phase === "round-intro" ? { ...s, phase: "ready" } : s;
}

/** The explainer has the phone: the clock runs and the first name shows. */
export function startTurn(s: GameState, now: number, rng: Rng): GameState {
  if (s.phase !== "ready" || s.pool.length === 0) return s;
  const [current = null, ...pool] = shuffle(s.pool, rng);
  const clock = s.carried ? s.clock : countdown(s.turnMs);
  return {
    ...s,
    current,
    pool,
    clock: startCountdown(clock, now),
    carried: false,
    turnGuessed: [],
    phase: "turn",
  };
}

function playing(s: GameState, now: number): boolean {
  return s.phase === "turn" && s.current !== null && isRunning(s.clock) && !isUp(s.clock, now);
}

/** 'Acertou': a point for the team in this round, then the next name or the end of the round. */
export function guess(s: GameState, now: number): GameState {
  if (!playing(s, now)) return tick(s, now);
  const current = s.current as string;
  const scores = s.scores.map((row, r) =>
    r === s.round ? row.map((p, t) => (t === s.team ? p + 1 : p)) : row,
  );
  const scored = { ...s, scores, turnGuessed: [...s.turnGuessed, current] };
  const [next, ...pool] = s.pool;
  return next === undefined ? endRound(scored, now) : { ...scored, current: next, pool };
}

/** 'Passar' is only there from round 2, and only when another name is left to show. */
export function canPass(s: GameState): boolean {
  return (ROUNDS[s.round]?.passes ?? false) && s.current !== null && s.pool.length > 0;
}

/** 'Passar': the name goes back into the pool (at the back) and the next one shows. */
export function pass(s: GameState, now: number): GameState {
  if (!playing(s, now)) return tick(s, now);
  if (!canPass(s)) return s;
  const [next = null, ...rest] = s.pool;
  return { ...s, current: next, pool: [...rest, s.current as string] };
}

/** Called as time goes by: when the clock is up the turn is over and the name goes back. */
export function tick(s: GameState, now: number): GameState {
  if (s.phase !== "turn" || !isRunning(s.clock) || !isUp(s.clock, now)) return s;
  return {
    ...s,
    pool: s.current === null ? s.pool : [...s.pool, s.current],
    current: null,
    clock: pauseCountdown(s.clock, now),
    phase: "turn-over",
  };
}

export function pause(s: GameState, now: number): GameState {
  if (s.phase !== "turn") return s;
  const ticked = tick(s, now);
  return ticked === s ? { ...s, clock: pauseCountdown(s.clock, now) } : ticked;
}

export function resume(s: GameState, now: number): GameState {
  if (s.phase !== "turn" || isRunning(s.clock)) return s;
  return { ...s, clock: startCountdown(s.clock, now) };
}

export function isPaused(s: Pick<GameState, "phase" | "clock">): boolean {
  return s.phase === "turn" && !isRunning(s.clock);
}

/** The next team after `from` that still has someone (a room's team may empty); `from` if none. */
export function nextTeamWithPlayers(s: Pick<GameState, "teams">, from: number): number {
  const n = s.teams.length;
  for (let step = 1; step <= n; step++) {
    const t = (from + step) % n;
    if ((s.teams[t]?.members.length ?? 0) > 0) return t;
  }
  return from;
}

/** Next team's turn; the team that just played moves on to its next explainer. */
function advance(s: GameState): GameState {
  const size = s.teams[s.team]?.members.length || 1;
  const explainers = s.explainers.map((e, t) => (t === s.team ? (e + 1) % size : e));
  return { ...s, explainers, team: nextTeamWithPlayers(s, s.team), carried: false };
}

/** From the time-up screen to the next team's 'ready' screen. */
export function nextTurn(s: GameState): GameState {
  return s.phase === "turn-over" ? { ...advance(s), phase: "ready" } : s;
}

function endRound(s: GameState, now: number): GameState {
  const clock = pauseCountdown(s.clock, now);
  const ended = { ...s, current: null, pool: [], clock };
  if (s.round >= ROUNDS.length - 1) return { ...ended, phase: "game-over" };
  if (remainingMs(clock, now) >= MIN_CARRY_MS)
    return { ...ended, carried: true, phase: "round-over" };
  return { ...advance(ended), phase: "round-over" };
}

/** After a round's scoreboard: the pool is refilled with the very same names. */
export function nextRound(s: GameState, rng: Rng): GameState {
  if (s.phase !== "round-over") return s;
  return {
    ...s,
    round: s.round + 1,
    pool: shuffle(s.names, rng),
    current: null,
    turnGuessed: [],
    phase: "round-intro",
  };
}

export function explainer(s: Pick<GameState, "teams" | "team" | "explainers">): string {
  const team = s.teams[s.team];
  return team?.members[s.explainers[s.team] ?? 0] ?? "";
}

/** Names left to guess this round, the one on screen included. */
export function namesLeft(s: GameState): number {
  return s.pool.length + (s.current === null ? 0 : 1);
}

export function roundScores(s: Scored, round: number): number[] {
  return s.scores[round] ?? s.teams.map(() => 0);
}

export function totals(s: Scored): number[] {
  return s.teams.map((_, t) => s.scores.reduce((sum, row) => sum + (row[t] ?? 0), 0));
}
