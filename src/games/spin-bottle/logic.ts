import { currentPlayer } from "../../shared/players";
import type { Rng } from "../../shared/random";
import type { Player, PlayerList } from "../../shared/schemas/player";
import { type BagMemory, drawFromBag, EMPTY_BAG } from "../../shared/shuffle-bag";
import { type GameDefinition, refuse } from "../kit/engine/engine";
import { listFromSetup, setupPlayersOf, standingsOf } from "../kit/engine/turns";
import type { BottlePrompt } from "./content";
import { manifest } from "./manifest";
import { normalizeAngle, seatAngle } from "./physics";
import {
  allPromptIds,
  type Card,
  CHOOSABLE_KINDS,
  clampRounds,
  deckIds,
  type KindMode,
  type Outcome,
  otherFor,
  type PromptKind,
  promptById,
  randomKind,
  resolvePrompt,
  type SpinBottleSettings,
} from "./rules";

/** How far a landing stays from a sector's edges, as a fraction of the sector (each side). */
const EDGE_MARGIN = 0.1;
/** Whole turns a spin makes before it settles: MIN_TURNS, plus 0..EXTRA_TURNS-1 at random. */
const MIN_TURNS = 2;
const EXTRA_TURNS = 3;

export type BottlePhase = "spin" | "choose" | "prompt" | "results";

export interface BottleState {
  list: PlayerList;
  /** `adult` here is the group's opt-in AND the profile's 18+ setting, when the game started. */
  settings: SpinBottleSettings;
  bag: BagMemory;
  phase: BottlePhase;
  spins: number;
  /** Where the bottle rests, in [0, 360): inside the chosen player's sector once it landed. */
  angle: number;
  /** The last spin's direction (1 clockwise) and whole turns: the screen animates them. */
  direction: 1 | -1;
  turns: number;
  pickedId: string | null;
  card: Card | null;
}

export type BottleMove =
  | { type: "spin"; direction: 1 | -1 }
  | { type: "choose"; kind: PromptKind }
  | { type: "answer"; outcome: Outcome }
  | { type: "end" };

export interface BottleView {
  list: PlayerList;
  spinner: Player | null;
  phase: BottlePhase;
  spins: number;
  rounds: number;
  angle: number;
  direction: 1 | -1;
  turns: number;
  picked: Player | null;
  card: { kind: PromptKind; prompt: BottlePrompt; other: Player | null } | null;
}

const MAX_PLAYERS = manifest.maxPlayers;

function deal(state: BottleState, kind: PromptKind, rng: Rng): BottleState {
  const ids = deckIds(kind, state.settings.adult);
  if (!state.pickedId || ids.length === 0) return state;
  const { id, memory } = drawFromBag(state.bag, ids, rng, allPromptIds);
  const spinnerId = currentPlayer(state.list)?.id ?? null;
  const otherId = otherFor(state.list.players, spinnerId, state.pickedId, rng);
  return { ...state, bag: memory, phase: "prompt", card: { kind, promptId: id, otherId } };
}

/**
 * The spin: the engine's rng picks who the bottle points at, never the spinner (the bottle is
 * spun again until it points at someone else), and where in their sector it rests. The flick
 * only gives the direction the screen animates; it cannot aim.
 */
function spin(state: BottleState, direction: 1 | -1, rng: Rng): BottleState {
  const players = state.list.players;
  const spinnerId = currentPlayer(state.list)?.id;
  const seats = players.flatMap((p, i) => (p.id === spinnerId ? [] : [i]));
  const seat = seats[rng.int(seats.length)] ?? 0;
  const n = players.length;
  const offset = (rng.next() - 0.5) * (1 - 2 * EDGE_MARGIN) * (360 / n);
  const next: BottleState = {
    ...state,
    angle: normalizeAngle(seatAngle(seat, n) + offset),
    direction,
    turns: MIN_TURNS + rng.int(EXTRA_TURNS),
    pickedId: players[seat]?.id ?? null,
    card: null,
    phase: "choose",
  };
  return state.settings.kindMode === "sorteio" ? deal(next, randomKind(rng), rng) : next;
}

const kindModes: readonly KindMode[] = ["sorteio", "escolha"];
const outcomes: readonly string[] = ["cumpriu", "recusou", "bebeu"];

function isBottleMove(value: unknown): value is BottleMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case "spin":
      return m.direction === 1 || m.direction === -1;
    case "choose":
      return CHOOSABLE_KINDS.some((k) => k === m.kind);
    case "answer":
      return typeof m.outcome === "string" && outcomes.includes(m.outcome);
    case "end":
      return true;
    default:
      return false;
  }
}

function isBottleState(value: unknown): value is BottleState {
  if (typeof value !== "object" || value === null) return false;
  const s = value as Record<string, unknown>;
  const list = s.list as PlayerList | undefined;
  return (
    Array.isArray(list?.players) &&
    typeof s.settings === "object" &&
    typeof s.phase === "string" &&
    typeof s.angle === "number" &&
    typeof s.spins === "number"
  );
}

/**
 * Girar a Garrafa: the current player spins; the bottle points at someone else, who gets a
 * truth, a dare or a sip (drawn, or picked in 'Quem cai escolhe'), answers, and spins next. The
 * night ends after the chosen number of spins, or earlier with 'Encerrar'.
 */
export const spinBottleGame: GameDefinition<
  BottleState,
  BottleMove,
  BottleView,
  SpinBottleSettings
> = {
  id: "spin-bottle",
  stateVersion: 1,
  minPlayers: manifest.minPlayers,
  maxPlayers: MAX_PLAYERS,
  setup({ players, settings, bag }) {
    return {
      list: listFromSetup(players.slice(0, MAX_PLAYERS)),
      settings: {
        kindMode: kindModes.includes(settings?.kindMode) ? settings.kindMode : "sorteio",
        rounds: clampRounds(settings?.rounds),
        adult: settings?.adult === true,
      },
      bag: bag ?? EMPTY_BAG,
      phase: "spin",
      spins: 0,
      angle: 0,
      direction: 1,
      turns: 0,
      pickedId: null,
      card: null,
    };
  },
  isState: isBottleState,
  isMove: isBottleMove,
  move(state, move, { at, rng }) {
    if (state.phase === "results") return refuse("GAME_OVER");
    switch (move.type) {
      case "spin":
        if (state.phase !== "spin") return refuse("NOT_NOW");
        if (state.list.players.length < 2) return refuse("TOO_FEW_PLAYERS");
        return spin(state, move.direction, rng);
      case "choose":
        if (state.phase !== "choose") return refuse("NOT_NOW");
        return deal(state, move.kind, rng);
      case "answer": {
        if (state.phase !== "prompt" || !state.pickedId) return refuse("NOT_NOW");
        const list = resolvePrompt(state.list, state.pickedId, move.outcome, at);
        const spins = state.spins + 1;
        const phase = spins >= state.settings.rounds ? "results" : "spin";
        return { ...state, list, spins, phase, pickedId: null, card: null };
      }
      case "end":
        return { ...state, phase: "results", card: null };
    }
  },
  view(state) {
    const find = (id: string | null | undefined) =>
      state.list.players.find((p) => p.id === id) ?? null;
    const found = state.card ? promptById(state.card.promptId) : null;
    return {
      list: state.list,
      spinner: currentPlayer(state.list),
      phase: state.phase,
      spins: state.spins,
      rounds: state.settings.rounds,
      angle: state.angle,
      direction: state.direction,
      turns: state.turns,
      picked: find(state.pickedId),
      card: found ? { ...found, other: find(state.card?.otherId) } : null,
    };
  },
  status(state) {
    return state.phase === "results"
      ? { kind: "over", standings: standingsOf(state.list) }
      : { kind: "playing" };
  },
  players: (state) => setupPlayersOf(state.list),
  settings: (state) => state.settings,
  bag: (state) => state.bag,
};
