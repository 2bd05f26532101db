import type { CustomDeck } from "../../shared/custom-deck";
import type { Rng } from "../../shared/random";
import {
  DRAW_MAX_POINTS,
  DRAW_MAX_STROKES,
  type RoomStroke,
  roomStrokeSchema,
} from "../../shared/schemas/live-drawing";
import { type BagMemory, drawFromBag, EMPTY_BAG } from "../../shared/shuffle-bag";
import { playableDeck, settingsDeck, withDeck } from "../kit/custom-cards";
import {
  type GameDefinition,
  type Refusal,
  rankStandings,
  refuse,
  type Seat,
} from "../kit/engine/engine";
import { poolWith, universeWith, wordIn, wordPool } from "./deck";
import { GUESS_MAX_LENGTH, guessMatches, wordShape } from "./guess";
import { manifest } from "./manifest";
import { isCategoryChoice, isDifficulty, ROUND_SECONDS, type RoundSeconds, sipsFor } from "./rules";
import { type CategoryChoice, DIFFICULTIES, type Difficulty, type Word } from "./words";

/**
 * Desenha e Bebe in a room (issue 19), everyone on their own phone: players take turns drawing,
 * in seat order, `laps` times round the table. The drawer's phone alone shows the word (one swap
 * allowed), then 'Começar' starts the clock (its end time is state, on the server's clock). The
 * others type guesses; a wrong guess is shown to everyone, the first right one ends the turn.
 *
 * Scoring, after the single-phone game (a guessed word is 1 point for the drawer's team; a word
 * not guessed costs its sips, 1-3 by difficulty): a right guess gives 1 point to the guesser and
 * 1 point to the drawer (their drawing worked); when the clock runs out nobody scores and the
 * whole table drinks the word's sips (everyone was the team that missed it); a drawer who gives
 * up drinks them alone. The most points wins; ties share the place.
 */

export const ROOM_LAPS = [1, 2, 3] as const;
/** Wrong guesses kept on screen (the latest ones). */
export const GUESSES_KEPT = 12;
const MIN_PLAYERS = 2;

export interface DesenhaRoomSettings {
  seconds: RoundSeconds;
  /** How many times each player draws. */
  laps: number;
  category: CategoryChoice;
  /** Empty with a custom deck: the deck alone. */
  difficulties: Difficulty[];
  /** The host's 18+ when choosing: an 18+ custom deck plays only with it on. */
  showAdult?: true;
  /** A custom deck's snapshot (issue 27), mixed with the words chosen. Absent or null: none. */
  customDeck?: CustomDeck | null;
}

export const defaultRoomSettings: DesenhaRoomSettings = {
  seconds: 60,
  laps: 1,
  category: "aleatorio",
  difficulties: ["facil", "medio"],
};

const record = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The host's settings (untrusted) made safe. */
export function cleanRoomSettings(value: unknown): DesenhaRoomSettings {
  const s = record(value);
  const difficulties = DIFFICULTIES.filter(
    (d) => Array.isArray(s.difficulties) && s.difficulties.filter(isDifficulty).includes(d),
  );
  const showAdult = s.showAdult === true;
  const deck = settingsDeck(s.customDeck, "desenha-e-bebe", showAdult);
  return {
    seconds: ROUND_SECONDS.find((n) => n === s.seconds) ?? defaultRoomSettings.seconds,
    laps: ROOM_LAPS.find((n) => n === s.laps) ?? defaultRoomSettings.laps,
    category: isCategoryChoice(s.category) ? s.category : defaultRoomSettings.category,
    difficulties:
      difficulties.length || deck ? difficulties : [...defaultRoomSettings.difficulties],
    ...(showAdult ? { showAdult: true as const } : {}),
    ...withDeck(deck),
  };
}

export interface RoomPlayer {
  id: string;
  name: string;
  points: number;
  sips: number;
}

export type TurnOutcome = "acertou" | "tempo" | "desistiu" | "saiu";

export interface TurnResult {
  outcome: TurnOutcome;
  wordId: string;
  drawerId: string;
  guesserId: string | null;
  /** Sips each drinker drinks (0 when guessed or when the drawer left). */
  sips: number;
}

export type RoomPhase = "choose" | "draw" | "reveal" | "over";

export interface DesenhaRoomState {
  settings: DesenhaRoomSettings;
  bag: BagMemory;
  /** In drawing order; late joiners at the end. */
  players: RoomPlayer[];
  lap: number;
  /** Index in players of the drawer (-1 after the drawer of the turn just shown left). */
  drawer: number;
  /** Turns started so far: live strokes name it, so a late batch of the last turn is dropped. */
  turn: number;
  phase: RoomPhase;
  wordId: string | null;
  swapsLeft: number;
  /** When the clock runs out (server time, ms). */
  endsAt: number | null;
  drawing: { strokes: RoomStroke[]; nextId: number };
  /** Wrong guesses of this turn, latest last. A right guess is never kept here. */
  guesses: { playerId: string; text: string }[];
  last: TurnResult | null;
}

export type DesenhaRoomMove =
  | { type: "swap" | "go" | "undo" | "clear" | "giveUp" | "timeUp" | "next" }
  | { type: "stroke"; stroke: RoomStroke }
  | { type: "guess"; text: string }
  | { type: "addPlayer"; id: string; name: string }
  | { type: "removePlayer"; playerId: string };

export interface DesenhaRoomView {
  phase: RoomPhase;
  lap: number;
  laps: number;
  turn: number;
  seconds: number;
  players: RoomPlayer[];
  drawerId: string | null;
  /**
   * The word: the drawer's seat only while it is secret; everyone's once the turn is over.
   * `deckName`: a custom deck's word (its name, to show instead of a category).
   */
  word: Pick<Word, "text" | "difficulty" | "deckName"> | null;
  /** Blanks for the word's letters, while it is secret. */
  shape: string | null;
  swapsLeft: number;
  endsAt: number | null;
  drawing: { strokes: RoomStroke[]; nextId: number };
  guesses: { playerId: string; text: string }[];
  last: (Omit<TurnResult, "wordId"> & { word: string }) | null;
}

const SIMPLE = ["swap", "go", "undo", "clear", "giveUp", "timeUp", "next"];
const isText = (v: unknown, max: number): v is string =>
  typeof v === "string" && v.length > 0 && v.length <= max;

function isRoomMove(value: unknown): value is DesenhaRoomMove {
  const m = record(value);
  switch (m.type) {
    case "stroke":
      return roomStrokeSchema.safeParse(m.stroke).success;
    case "guess":
      return isText(m.text, GUESS_MAX_LENGTH);
    case "addPlayer":
      return isText(m.id, 64) && isText(m.name, 40);
    case "removePlayer":
      return isText(m.playerId, 64);
    default:
      return SIMPLE.includes(m.type as string);
  }
}

function deal(state: DesenhaRoomState, rng: Rng): DesenhaRoomState {
  const { category, difficulties, customDeck, showAdult } = state.settings;
  const ids = poolWith(category, difficulties, playableDeck(customDeck, showAdult === true));
  const selection = ids.length ? ids : wordPool("aleatorio", DIFFICULTIES);
  const { id, memory } = drawFromBag(state.bag, selection, rng, universeWith(customDeck));
  return { ...state, bag: memory, wordId: id };
}

const empty = { strokes: [], nextId: 0 };

/** A new turn for the drawer at `drawer`: the word is dealt, the clock waits for 'Começar'. */
function startTurn(state: DesenhaRoomState, drawer: number, lap: number, rng: Rng) {
  return deal(
    {
      ...state,
      drawer,
      lap,
      turn: state.turn + 1,
      phase: "choose",
      swapsLeft: 1,
      endsAt: null,
      drawing: empty,
      guesses: [],
    },
    rng,
  );
}

const drawerOf = (state: DesenhaRoomState): RoomPlayer | null =>
  state.players[state.drawer] ?? null;
const idOf = (seat: Seat): string | null => (seat.kind === "player" ? seat.playerId : null);

/** The turn ends: the word comes out for everyone, the points and sips are counted. */
function endTurn(
  state: DesenhaRoomState,
  outcome: TurnOutcome,
  guesserId: string | null,
): DesenhaRoomState {
  const drawer = drawerOf(state);
  const word = state.wordId ? wordIn(state.settings.customDeck, state.wordId) : null;
  if (!drawer || !word) return state;
  const sips = outcome === "tempo" || outcome === "desistiu" ? sipsFor(word.difficulty) : 0;
  const players = state.players.map((p) => {
    const scores = outcome === "acertou" && (p.id === guesserId || p.id === drawer.id);
    const drinks = outcome === "tempo" || (outcome === "desistiu" && p.id === drawer.id);
    return { ...p, points: p.points + (scores ? 1 : 0), sips: p.sips + (drinks ? sips : 0) };
  });
  const last = { outcome, wordId: word.id, drawerId: drawer.id, guesserId, sips };
  return { ...state, players, phase: "reveal", endsAt: null, last };
}

const expired = (state: DesenhaRoomState, at: number) =>
  state.endsAt !== null && at >= state.endsAt;

function addStroke(state: DesenhaRoomState, stroke: RoomStroke): DesenhaRoomState | null {
  const { strokes, nextId } = state.drawing;
  if (stroke.id < nextId || strokes.length >= DRAW_MAX_STROKES) return null;
  const points = strokes.reduce((n, s) => n + s.points.length / 2, 0) + stroke.points.length / 2;
  if (points > DRAW_MAX_POINTS) return null;
  return { ...state, drawing: { strokes: [...strokes, stroke], nextId: stroke.id + 1 } };
}

function guess(state: DesenhaRoomState, by: string, text: string, at: number) {
  if (expired(state, at)) return endTurn(state, "tempo", null);
  const clean = text.trim().replace(/\s+/g, " ");
  if (!clean) return refuse("INVALID_MOVE");
  const word = state.wordId ? wordIn(state.settings.customDeck, state.wordId) : null;
  if (word && guessMatches(clean, word.text)) return endTurn(state, "acertou", by);
  const guesses = [...state.guesses, { playerId: by, text: clean }].slice(-GUESSES_KEPT);
  return { ...state, guesses };
}

/** After the reveal: the next drawer in order, the next lap, or the end. */
function next(state: DesenhaRoomState, rng: Rng): DesenhaRoomState {
  const following = state.drawer + 1;
  const wraps = following >= state.players.length;
  const lap = wraps ? state.lap + 1 : state.lap;
  if (lap > state.settings.laps) return { ...state, phase: "over" };
  return startTurn(state, wraps ? 0 : following, lap, rng);
}

function removePlayer(state: DesenhaRoomState, playerId: string): DesenhaRoomState {
  const index = state.players.findIndex((p) => p.id === playerId);
  const playing = state.phase === "choose" || state.phase === "draw";
  // The drawer leaving mid-turn ends it (the word comes out, nobody scores or drinks).
  const ended = index === state.drawer && playing ? endTurn(state, "saiu", null) : state;
  const players = ended.players.filter((p) => p.id !== playerId);
  const drawer = index <= ended.drawer ? ended.drawer - 1 : ended.drawer;
  const guesses = ended.guesses.filter((g) => g.playerId !== playerId);
  const left = { ...ended, players, drawer, guesses };
  return players.length < MIN_PLAYERS ? { ...left, phase: "over", endsAt: null } : left;
}

function play(
  state: DesenhaRoomState,
  move: DesenhaRoomMove,
  seat: Seat,
  at: number,
  rng: Rng,
): DesenhaRoomState | Refusal {
  const me = idOf(seat);
  const isDrawer = me !== null && drawerOf(state)?.id === me;
  const inGame = me !== null && state.players.some((p) => p.id === me);
  switch (move.type) {
    case "swap":
      if (!isDrawer) return refuse("NOT_YOUR_TURN");
      if (state.phase !== "choose" || state.swapsLeft <= 0) return refuse("NOT_NOW");
      return { ...deal(state, rng), swapsLeft: state.swapsLeft - 1 };
    case "go":
      if (!isDrawer) return refuse("NOT_YOUR_TURN");
      if (state.phase !== "choose") return refuse("NOT_NOW");
      return { ...state, phase: "draw", endsAt: at + state.settings.seconds * 1000 };
    case "stroke":
    case "undo":
    case "clear": {
      if (!isDrawer) return refuse("NOT_YOUR_TURN");
      if (state.phase !== "draw" || expired(state, at)) return refuse("NOT_NOW");
      const { strokes, nextId } = state.drawing;
      if (move.type === "stroke") return addStroke(state, move.stroke) ?? refuse("NOT_NOW");
      if (strokes.length === 0) return refuse("NOT_NOW");
      const kept = move.type === "undo" ? strokes.slice(0, -1) : [];
      return { ...state, drawing: { strokes: kept, nextId } };
    }
    case "giveUp":
      if (!isDrawer) return refuse("NOT_YOUR_TURN");
      if (state.phase !== "draw") return refuse("NOT_NOW");
      return endTurn(state, expired(state, at) ? "tempo" : "desistiu", null);
    case "guess":
      if (!inGame || isDrawer) return refuse("NOT_YOUR_TURN");
      if (state.phase !== "draw") return refuse("NOT_NOW");
      return guess(state, me, move.text, at);
    case "timeUp":
      if (state.phase !== "draw" || !expired(state, at)) return refuse("NOT_NOW");
      return endTurn(state, "tempo", null);
    case "next":
      if (me !== null && !inGame) return refuse("NOT_YOUR_TURN");
      if (state.phase !== "reveal") return refuse("NOT_NOW");
      return next(state, rng);
    case "addPlayer":
      // A seat joins itself (the room's late join), never someone else.
      if (me !== move.id) return refuse("NOT_YOUR_TURN");
      if (inGame) return refuse("INVALID_MOVE");
      if (state.players.length >= manifest.maxPlayers) return refuse("TOO_MANY_PLAYERS");
      return {
        ...state,
        players: [...state.players, { id: me, name: move.name, points: 0, sips: 0 }],
      };
    case "removePlayer":
      // The room removes a seat that left (the board's seat); a player may only leave itself.
      if (me !== null && me !== move.playerId) return refuse("NOT_YOUR_TURN");
      if (!state.players.some((p) => p.id === move.playerId)) return refuse("INVALID_MOVE");
      return removePlayer(state, move.playerId);
  }
}

/** May this seat stream live strokes of `turn` now? (The server's relay asks before relaying.) */
export function canDrawLive(state: DesenhaRoomState, seatId: string, turn: number): boolean {
  return state.phase === "draw" && state.turn === turn && drawerOf(state)?.id === seatId;
}

export const desenhaRoomGame: GameDefinition<
  DesenhaRoomState,
  DesenhaRoomMove,
  DesenhaRoomView,
  DesenhaRoomSettings
> = {
  id: manifest.id,
  stateVersion: 1,
  minPlayers: MIN_PLAYERS,
  maxPlayers: manifest.maxPlayers,
  setup({ players, settings, bag }, rng) {
    const initial: DesenhaRoomState = {
      settings: cleanRoomSettings(settings),
      bag: bag ?? EMPTY_BAG,
      players: players.map((p) => ({ id: p.id, name: p.name, points: 0, sips: 0 })),
      lap: 1,
      drawer: 0,
      turn: 0,
      phase: "choose",
      wordId: null,
      swapsLeft: 1,
      endsAt: null,
      drawing: empty,
      guesses: [],
      last: null,
    };
    return startTurn(initial, 0, 1, rng);
  },
  isMove: isRoomMove,
  move(state, move, { at, rng, seat }) {
    if (state.phase === "over") return refuse("GAME_OVER");
    return play(state, move, seat, at, rng);
  },
  view(state, seat) {
    const drawer = drawerOf(state);
    const secret = state.phase === "choose" || state.phase === "draw";
    const mine = secret && drawer !== null && idOf(seat) === drawer.id;
    const deck = state.settings.customDeck;
    const word = state.wordId ? wordIn(deck, state.wordId) : null;
    const lastWord = state.last ? wordIn(deck, state.last.wordId) : null;
    const { wordId: _hidden, ...last } = state.last ?? { wordId: null };
    return {
      phase: state.phase,
      lap: state.lap,
      laps: state.settings.laps,
      turn: state.turn,
      seconds: state.settings.seconds,
      players: state.players,
      drawerId: drawer?.id ?? null,
      word:
        word && (mine || !secret)
          ? {
              text: word.text,
              difficulty: word.difficulty,
              ...(word.deckName ? { deckName: word.deckName } : {}),
            }
          : null,
      shape: word && secret && state.phase === "draw" ? wordShape(word.text) : null,
      swapsLeft: mine ? state.swapsLeft : 0,
      endsAt: state.endsAt,
      drawing: state.drawing,
      guesses: state.guesses,
      last:
        state.last && lastWord
          ? { ...(last as Omit<TurnResult, "wordId">), word: lastWord.text }
          : null,
    };
  },
  status(state) {
    if (state.phase !== "over") return { kind: "playing" };
    const rows = state.players.map((p) => ({ playerId: p.id, name: p.name, score: p.points }));
    return { kind: "over", standings: rankStandings(rows) };
  },
  players: (state) => state.players.map((p) => ({ id: p.id, name: p.name })),
  settings: (state) => state.settings,
  bag: (state) => state.bag,
};
