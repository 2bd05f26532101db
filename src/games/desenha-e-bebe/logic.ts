import type { Rng } from "../../shared/random";
import { type BagMemory, drawFromBag, EMPTY_BAG } from "../../shared/shuffle-bag";
import { playableDeck, settingsDeck, withDeck } from "../kit/custom-cards";
import { type GameDefinition, rankStandings, refuse, type Seat } from "../kit/engine/engine";
import { poolWith, universeWith, wordIn, wordPool } from "./deck";
import { type Drawing, drawingReducer, emptyDrawing, type Stroke } from "./drawing";
import { manifest } from "./manifest";
import { type DesenhaSettings, members } from "./options";
import { currentTeam, type GameState, isOver, newGame, type Outcome, resolveRound } from "./rules";
import { isDesenhaState } from "./state-schema";
import type { Countdown } from "./timer";
import { isExpired, isPaused, pauseCountdown, resumeCountdown, startCountdown } from "./timer";
import { DIFFICULTIES, type Word } from "./words";

/**
 * Desenha e Bebe on the engine: pass the phone (handoff) → only the drawer sees the word
 * (reveal, one swap) → drawing or miming against the clock (play) → outcome → … → over. The word,
 * the swaps left, the clock and the drawing are state, so a reload deals no new word and keeps
 * the seconds; the clock starts at the move's time and the screen only draws what is left.
 */

export { members };

export type Phase = "handoff" | "reveal" | "play" | "outcome" | "over";

/** Each drawer may swap the word this many times before the clock starts. */
export const SWAPS_PER_TURN = 1;
/** Bounds on a stroke from untrusted input (a room's socket, a stored game). */
const MAX_POINTS = 5_000;
const MAX_WIDTH = 200;

export interface DesenhaState {
  settings: DesenhaSettings;
  bag: BagMemory;
  game: GameState;
  phase: Phase;
  wordId: string | null;
  swapsLeft: number;
  countdown: Countdown | null;
  drawing: Drawing;
}

export type DesenhaMove =
  | { type: "reveal" | "swap" | "go" | "pause" | "resume" | "next" }
  | { type: "undo" | "clear" }
  | { type: "end"; outcome: Outcome }
  | { type: "stroke"; stroke: Stroke };

export interface DesenhaView {
  game: GameState;
  phase: Phase;
  settings: DesenhaSettings;
  /**
   * The secret word: for the phone and the drawer only, until the outcome tells everyone. A
   * custom deck's word carries `deckName`.
   */
  word: Word | null;
  /** The word of the round just played (game.last), a custom one too. */
  lastWord: Word | null;
  swapsLeft: number;
  countdown: Countdown | null;
  drawing: Drawing;
}

function dealWord(state: DesenhaState, rng: Rng): DesenhaState {
  const { category, difficulties, customDeck, showAdult } = state.settings;
  const ids = poolWith(category, difficulties, playableDeck(customDeck, showAdult === true));
  const selection = ids.length ? ids : wordPool(category, DIFFICULTIES);
  if (selection.length === 0) return state;
  const { id, memory } = drawFromBag(state.bag, selection, rng, universeWith(customDeck));
  return { ...state, bag: memory, wordId: id };
}

const isPoint = (p: unknown): boolean => {
  const { x, y } = (p ?? {}) as { x?: unknown; y?: unknown };
  return Number.isFinite(x) && Number.isFinite(y);
};

function isStroke(value: unknown): value is Stroke {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    (s.tool === "pen" || s.tool === "eraser") &&
    typeof s.color === "string" &&
    s.color.length <= 32 &&
    typeof s.width === "number" &&
    s.width > 0 &&
    s.width <= MAX_WIDTH &&
    Array.isArray(s.points) &&
    s.points.length <= MAX_POINTS &&
    s.points.every(isPoint)
  );
}

/** Tenths of a pixel are plenty: the stored drawing stays small. */
const tenth = (n: number) => Math.round(n * 10) / 10;
const compact = (s: Stroke): Stroke => ({
  tool: s.tool,
  color: s.color,
  width: s.width,
  points: s.points.map((p) => ({ x: tenth(p.x), y: tenth(p.y) })),
});

const SIMPLE: readonly string[] = [
  "reveal",
  "swap",
  "go",
  "pause",
  "resume",
  "next",
  "undo",
  "clear",
];
const OUTCOMES: readonly string[] = ["acertaram", "nao-acertaram", "tempo"];

function isDesenhaMove(value: unknown): value is DesenhaMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  if (m.type === "end") return OUTCOMES.includes(m.outcome as string);
  if (m.type === "stroke") return isStroke(m.stroke);
  return SIMPLE.includes(m.type as string);
}

/** The round's end: a verdict while the clock runs, or 'tempo' once it is up (whoever says it). */
function end(state: DesenhaState, outcome: Outcome, at: number): DesenhaState | null {
  const clock = state.countdown;
  const word = state.wordId ? wordIn(state.settings.customDeck, state.wordId) : null;
  if (!clock || !word) return null;
  const up = isExpired(clock, at);
  // Paused, the round is frozen: 'Acertaram' (or giving up) waits for 'Continuar'.
  if (isPaused(clock) && !up) return null;
  if (outcome === "tempo" && !up) return null;
  const game = resolveRound(state.game, up ? "tempo" : outcome, word);
  return { ...state, game, countdown: null, phase: isOver(game) ? "over" : "outcome" };
}

function play(state: DesenhaState, move: DesenhaMove, at: number, rng: Rng): DesenhaState | null {
  const clock = state.countdown;
  switch (move.type) {
    case "reveal":
      if (state.phase !== "handoff") return null;
      return { ...dealWord(state, rng), phase: "reveal", swapsLeft: SWAPS_PER_TURN };
    case "swap":
      if (state.phase !== "reveal" || state.swapsLeft <= 0) return null;
      return { ...dealWord(state, rng), swapsLeft: state.swapsLeft - 1 };
    case "go": {
      if (state.phase !== "reveal") return null;
      const countdown = startCountdown(state.settings.seconds * 1000, at);
      return { ...state, phase: "play", countdown, drawing: emptyDrawing };
    }
    case "pause":
      if (state.phase !== "play" || !clock || isPaused(clock)) return null;
      return { ...state, countdown: pauseCountdown(clock, at) };
    case "resume":
      if (state.phase !== "play" || !clock || !isPaused(clock)) return null;
      return { ...state, countdown: resumeCountdown(clock, at) };
    case "end":
      return state.phase === "play" ? end(state, move.outcome, at) : null;
    case "stroke":
    case "undo":
    case "clear": {
      if (state.phase !== "play" || !clock || isPaused(clock)) return null;
      const drawing = drawingReducer(
        state.drawing,
        move.type === "stroke"
          ? { type: "add", stroke: compact(move.stroke) }
          : { type: move.type },
      );
      return drawing === state.drawing ? null : { ...state, drawing };
    }
    case "next":
      if (state.phase !== "outcome") return null;
      return { ...state, phase: "handoff", wordId: null, countdown: null, drawing: emptyDrawing };
  }
}

/** The word is for the phone (held by the drawer) and the drawer's seat, not their team. */
function seesWord(state: DesenhaState, seat: Seat): boolean {
  if (seat.kind === "device") return true;
  if (seat.kind === "board") return false;
  const team = currentTeam(state.game);
  const setupTeam = state.settings.teams.find((t) => t.id === team?.id);
  if (!team || !setupTeam) return false;
  return seat.playerId === `${setupTeam.id}:${team.drawer % Math.max(1, team.members.length)}`;
}

export const desenhaGame: GameDefinition<DesenhaState, DesenhaMove, DesenhaView, DesenhaSettings> =
  {
    id: manifest.id,
    stateVersion: 1,
    minPlayers: manifest.minPlayers,
    maxPlayers: manifest.maxPlayers,
    setup({ settings, bag }) {
      const { customDeck, ...rest } = settings;
      const deck = settingsDeck(customDeck, "desenha-e-bebe", rest.showAdult === true);
      return {
        settings: { ...rest, ...withDeck(deck) },
        bag: bag ?? EMPTY_BAG,
        game: newGame(settings.teams, settings.target),
        phase: "handoff",
        wordId: null,
        swapsLeft: SWAPS_PER_TURN,
        countdown: null,
        drawing: emptyDrawing,
      };
    },
    isState: isDesenhaState,
    isMove: isDesenhaMove,
    move(state, move, { at, rng }) {
      if (state.phase === "over") return refuse("GAME_OVER");
      return play(state, move, at, rng) ?? refuse("NOT_NOW");
    },
    view(state, seat) {
      const secret = state.phase === "reveal" || state.phase === "play";
      const deck = state.settings.customDeck;
      const word = state.wordId ? wordIn(deck, state.wordId) : null;
      const last = state.game.last;
      return {
        game: state.game,
        phase: state.phase,
        settings: state.settings,
        word: secret && !seesWord(state, seat) ? null : word,
        lastWord: last ? wordIn(deck, last.wordId) : null,
        swapsLeft: state.swapsLeft,
        countdown: state.countdown,
        drawing: state.drawing,
      };
    },
    status(state) {
      if (state.phase !== "over") return { kind: "playing" };
      const rows = state.game.teams.map((t) => ({
        playerId: t.id,
        name: t.name,
        score: t.points,
        members: state.settings.teams.find((s) => s.id === t.id)?.members ?? [],
      }));
      return { kind: "over", standings: rankStandings(rows) };
    },
    players: (state) => members(state.settings),
    settings: (state) => state.settings,
    bag: (state) => state.bag,
  };
