import type { DrinkMode } from "../../shared/schemas/profile";
import type { TeamColor, TeamSetup } from "./teams";
import {
  CATEGORIES,
  type CategoryChoice,
  DIFFICULTIES,
  type Difficulty,
  type Word,
} from "./word-kinds";

/**
 * Desenha e Bebe's rules as pure functions: no React, storage, timers or randomness. Teams take
 * turns; inside a team the drawer rotates. A guessed word scores 1 point for the drawer's team;
 * a word not guessed makes that team drink, more sips the harder the word. Reaching the target
 * starts the final round: the game ends when every team has had as many turns, and the best
 * team wins (logic.ts makes this the engine's definition).
 */

export type Mode = "desenho" | "mimica";
export const MODES: readonly Mode[] = ["desenho", "mimica"];
export const MODE_LABELS: Record<Mode, string> = { desenho: "Desenho", mimica: "Mímica" };

export const ROUND_SECONDS = [30, 60, 90] as const;
export type RoundSeconds = (typeof ROUND_SECONDS)[number];
export const TARGETS = [3, 5, 7] as const;
export type Target = (typeof TARGETS)[number];

/** Sips the team drinks when it does not guess a word of this difficulty. */
export const SIPS: Record<Difficulty, number> = { facil: 1, medio: 2, dificil: 3 };

export function sipsFor(difficulty: Difficulty): number {
  return SIPS[difficulty];
}

/** "1 gole", "3 goles"; without alcohol the sips are of water, or a forfeit instead. */
export function drinkText(sips: number, drinkMode: DrinkMode): string {
  const goles = `${sips} ${sips === 1 ? "gole" : "goles"}`;
  return drinkMode === "sem-alcool" ? `${goles} d'água ou paga uma prenda` : goles;
}

export interface TeamScore {
  id: string;
  name: string;
  color: TeamColor;
  members: string[];
  points: number;
  /** Sips drunk by the team in this game (the recap shows them). */
  sips: number;
  /** Index in members of who draws at this team's next turn. */
  drawer: number;
}

export type Outcome = "acertaram" | "nao-acertaram" | "tempo";

export interface RoundResult {
  teamId: string;
  drawer: string;
  wordId: string;
  outcome: Outcome;
  /** Points scored (1 or 0) and sips to drink (0 when guessed). */
  points: number;
  sips: number;
}

export interface GameState {
  teams: TeamScore[];
  /** Index in teams of whose turn it is. */
  turn: number;
  target: number;
  /** Rounds played so far. */
  round: number;
  /** A team reached the target: the teams after it still play their turn. */
  finalRound: boolean;
  /** Set when the game is over: the best team (points, then fewer sips, then order). */
  winnerId: string | null;
  last: RoundResult | null;
}

export function newGame(teams: readonly TeamSetup[], target: number): GameState {
  return {
    teams: teams.map((t) => ({
      id: t.id,
      name: t.name,
      color: t.color,
      members: [...t.members],
      points: 0,
      sips: 0,
      drawer: 0,
    })),
    turn: 0,
    target,
    round: 0,
    finalRound: false,
    winnerId: null,
    last: null,
  };
}

export function currentTeam(state: GameState): TeamScore | null {
  return state.teams[state.turn] ?? null;
}

export function currentDrawer(state: GameState): string | null {
  const team = currentTeam(state);
  return team ? (team.members[team.drawer % team.members.length] ?? null) : null;
}

/** The team that plays after the current one (the last wraps to the first). */
export function nextTeam(state: GameState): TeamScore | null {
  return state.teams[(state.turn + 1) % state.teams.length] ?? null;
}

export function winner(state: GameState): TeamScore | null {
  return state.teams.find((t) => t.id === state.winnerId) ?? null;
}

export function isOver(state: GameState): boolean {
  return state.winnerId !== null;
}

/**
 * Ends the current team's round with the word it played. 'acertaram' scores 1 point;
 * 'nao-acertaram' and 'tempo' cost the team the word's sips. Either way the team's drawer rotates
 * and the turn passes. Once a team has reached the target, the game ends when the turn would go
 * back to the first team, so every team has played as many turns.
 */
export function resolveRound(state: GameState, outcome: Outcome, word: Word): GameState {
  const team = currentTeam(state);
  const drawer = currentDrawer(state);
  if (isOver(state) || !team || drawer === null) return state;
  const guessed = outcome === "acertaram";
  const points = guessed ? 1 : 0;
  const sips = guessed ? 0 : sipsFor(word.difficulty);
  const updated: TeamScore = {
    ...team,
    points: team.points + points,
    sips: team.sips + sips,
    drawer: (team.drawer + 1) % Math.max(1, team.members.length),
  };
  const teams = state.teams.map((t, i) => (i === state.turn ? updated : t));
  const finalRound = state.finalRound || updated.points >= state.target;
  const next = (state.turn + 1) % teams.length;
  const over = finalRound && next === 0;
  const played = {
    ...state,
    teams,
    turn: over ? state.turn : next,
    round: state.round + 1,
    finalRound,
    last: { teamId: team.id, drawer, wordId: word.id, outcome, points, sips },
  };
  return { ...played, winnerId: over ? (ranking(played)[0]?.id ?? null) : null };
}

/** Best first: points, then fewer sips, then the playing order. */
export function ranking(state: GameState): TeamScore[] {
  return state.teams
    .map((t, i) => ({ t, i }))
    .sort((a, b) => b.t.points - a.t.points || a.t.sips - b.t.sips || a.i - b.i)
    .map(({ t }) => t);
}

export function isCategoryChoice(value: unknown): value is CategoryChoice {
  return value === "aleatorio" || CATEGORIES.includes(value as never);
}

export function isDifficulty(value: unknown): value is Difficulty {
  return DIFFICULTIES.includes(value as Difficulty);
}
