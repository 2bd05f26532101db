import type { PlayerList } from "../../shared/schemas/player";
import type { DrinkMode } from "../../shared/schemas/profile";
import { joinNames } from "../kit/names";
import type { ThemeId } from "./content";
import { startTurn, type TurnAction, type TurnSeconds, type TurnState, turnReducer } from "./turn";

export interface GuessWhoSettings {
  themes: ThemeId[];
  seconds: TurnSeconds;
  /** Answer by tilting the phone (the on-screen buttons always work too). */
  tilt: boolean;
}

export const defaultGuessWhoSettings: GuessWhoSettings = {
  themes: ["famosos", "personagens", "animais", "comidas"],
  seconds: 60,
  tilt: true,
};

/** What one player got right and passed during the game (word ids, in order). */
export interface Tally {
  guessed: string[];
  passed: string[];
}

export type Phase = "handoff" | "turn" | "summary" | "results";

/** The whole game: every player plays one timed turn, in the order of the player list. */
export interface GameState {
  phase: Phase;
  playerIds: string[];
  /** Index in playerIds of the player whose turn it is. */
  current: number;
  durationMs: number;
  /** One per player, aligned with playerIds. */
  tallies: Tally[];
  /** The turn being played, or just played (shown in the summary). */
  turn: TurnState | null;
}

export type GameAction =
  | { type: "start-turn"; now: number; word: string }
  | TurnAction
  | { type: "next" }
  /** 'Jogar de novo': same players, fresh tallies. */
  | { type: "new-game"; playerIds: string[]; seconds: TurnSeconds };

export function newGame(playerIds: readonly string[], seconds: TurnSeconds): GameState {
  return {
    phase: "handoff",
    playerIds: [...playerIds],
    current: 0,
    durationMs: seconds * 1000,
    tallies: playerIds.map(() => ({ guessed: [], passed: [] })),
    turn: null,
  };
}

export function currentPlayerId(state: GameState): string | null {
  return state.playerIds[state.current] ?? null;
}

export function isLastPlayer(state: GameState): boolean {
  return state.current >= state.playerIds.length - 1;
}

/** Adds a finished turn to its player's tally and opens the summary. */
function closeTurn(state: GameState, turn: TurnState): GameState {
  const tallies = state.tallies.map((t, i) =>
    i === state.current
      ? { guessed: [...t.guessed, ...turn.guessed], passed: [...t.passed, ...turn.passed] }
      : t,
  );
  return { ...state, phase: "summary", turn, tallies };
}

export function gameReducer(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case "start-turn":
      if (state.phase !== "handoff") return state;
      return {
        ...state,
        phase: "turn",
        turn: startTurn(action.now, state.durationMs, action.word),
      };
    case "tick":
    case "answer": {
      if (state.phase !== "turn" || !state.turn) return state;
      const turn = turnReducer(state.turn, action);
      if (turn === state.turn) return state;
      return turn.status === "over" ? closeTurn(state, turn) : { ...state, turn };
    }
    case "next":
      if (state.phase !== "summary") return state;
      return isLastPlayer(state)
        ? { ...state, phase: "results", turn: null }
        : { ...state, phase: "handoff", current: state.current + 1, turn: null };
    case "new-game":
      return newGame(action.playerIds, action.seconds);
  }
}

/** After a reload a half-played turn cannot go on fairly: that player starts the turn again. */
export function resumeGame(state: GameState): GameState {
  return state.phase === "turn" ? { ...state, phase: "handoff", turn: null } : state;
}

export function guessedCount(state: GameState, playerId: string): number {
  const i = state.playerIds.indexOf(playerId);
  return state.tallies[i]?.guessed.length ?? 0;
}

/** The ranking by words guessed; ties keep the playing order. */
export function ranking(
  state: GameState,
  nameOf: (id: string) => string,
): { name: string; points: number }[] {
  return state.playerIds
    .map((id, i) => ({ name: nameOf(id), points: state.tallies[i]?.guessed.length ?? 0, i }))
    .sort((a, b) => b.points - a.points || a.i - b.i)
    .map(({ name, points }) => ({ name, points }));
}

/** Everyone tied for the fewest words guessed (the ones who drink at the end). */
export function fewestGuessed(state: GameState): string[] {
  if (state.playerIds.length === 0) return [];
  const counts = state.tallies.map((t) => t.guessed.length);
  const min = Math.min(...counts);
  return state.playerIds.filter((_, i) => counts[i] === min);
}

const sip = (mode: DrinkMode) => (mode === "sem-alcool" ? "um gole d'água" : "um gole");

/** The rule of the game, as announced before it starts. */
export function drinkRule(mode: DrinkMode): string {
  return `Quem acertou menos bebe ${sip(mode)}`;
}

/** Who drinks at the end, in a sentence: one name, a tie, or everyone. */
export function drinkVerdict(names: readonly string[], players: number, mode: DrinkMode): string {
  if (names.length === 0) return "";
  if (names.length === players && players > 1) return `Deu empate: todo mundo bebe ${sip(mode)}.`;
  if (names.length === 1) return `${names[0]} acertou menos e bebe ${sip(mode)}.`;
  return `${joinNames(names)} acertaram menos e bebem ${sip(mode)}.`;
}

/** The player list with each player's points set to the words they guessed in this game. */
export function withScores(list: PlayerList, state: GameState, now: number): PlayerList {
  const players = list.players.map((p) => {
    const i = state.playerIds.indexOf(p.id);
    const points = state.tallies[i]?.guessed.length;
    return points === undefined || points === p.points
      ? p
      : { ...p, points, challengesCompleted: points };
  });
  const changed = players.some((p, i) => p !== list.players[i]);
  return changed ? { ...list, players, lastUpdated: now } : list;
}
