import type { CustomDeck } from "../../shared/custom-deck";
import { currentPlayer } from "../../shared/players";
import type { Rng } from "../../shared/random";
import type { Player, PlayerList } from "../../shared/schemas/player";
import type { DrinkMode } from "../../shared/schemas/profile";
import { type BagMemory, drawFromBag, EMPTY_BAG } from "../../shared/shuffle-bag";
import {
  customCardById,
  customIds,
  playableDeck,
  settingsDeck,
  withDeck,
} from "../kit/custom-cards";
import { type GameDefinition, isRefusal, refuse } from "../kit/engine/engine";
import {
  isRosterMove,
  listFromSetup,
  type RosterMove,
  setupPlayersOf,
  standingsOf,
  tryJoin,
  tryLeave,
} from "../kit/engine/turns";
import { joinNames } from "../kit/names";
import type { ThemeId } from "./content";
import { allWordIds, deckIds, wordById } from "./deck";
import { manifest } from "./manifest";
import { isGuessWhoState } from "./state";
import { type Answer, type TurnSeconds, type TurnState, turnReducer } from "./turn";

export interface GuessWhoSettings {
  themes: ThemeId[];
  seconds: TurnSeconds;
  /** Answer by tilting the phone (the on-screen buttons always work too). */
  tilt: boolean;
  /** Turns per player: each round, everyone plays once and whoever guessed fewest drinks. */
  rounds: Rounds;
  /** The profile's 18+ when the game started: an 18+ custom deck plays only with it on. */
  showAdult?: boolean;
  /**
   * A custom deck's snapshot (issue 27), mixed with the themes (which may then be empty).
   * Absent or null: none.
   */
  customDeck?: CustomDeck | null;
}

export const ROUND_CHOICES = [1, 2, 3] as const;
export type Rounds = (typeof ROUND_CHOICES)[number];
export const isRounds = (v: unknown): v is Rounds => ROUND_CHOICES.some((r) => r === v);

export const defaultGuessWhoSettings: GuessWhoSettings = {
  themes: ["famosos", "personagens", "animais", "comidas"],
  seconds: 60,
  tilt: true,
  rounds: 1,
};

export type Phase = "handoff" | "turn" | "summary" | "results";

/**
 * The whole game: `rounds` rounds in which every player plays one timed turn, in the order of
 * the list; a player's points are the words they guessed. When a round closes, whoever guessed
 * fewest in it drinks. The clock is state: the turn starts at the time of the move that follows
 * the 3-2-1, so a reload shows the same word and the same time left.
 */
export interface GuessWhoState {
  list: PlayerList;
  settings: GuessWhoSettings;
  bag: BagMemory;
  phase: Phase;
  /** The round being played, from 1. */
  round: number;
  /** Ids of the players who already had their turn this round (the round waits for everyone). */
  played: string[];
  /** Words guessed this round, per player id. */
  roundScores: Record<string, number>;
  /** Set when the turn just played closed its round: who guessed fewest in it and drinks. */
  roundDrinkers: string[] | null;
  /** The turn being played, or just played (shown in the summary). */
  turn: TurnState | null;
}

export type GuessWhoMove =
  /** The 3-2-1 after 'Estou pronto!' is over: the first word is drawn and the clock starts. */
  | { type: "start" }
  /** `word` is the word the answer is about: an answer about another word is refused. */
  | { type: "answer"; answer: Answer; word: string }
  /** The screen's clock reached the end of the turn. */
  | { type: "tick" }
  /** From the summary: the next player's hand-off, or the results. */
  | { type: "next" }
  | RosterMove;

const MIN_PLAYERS = manifest.minPlayers;
const MAX_PLAYERS = manifest.maxPlayers;

/** A word of this game (its own or its custom deck's) and the name of its theme or deck. */
export function wordIn(
  settings: GuessWhoSettings,
  id: string,
): { word: string; themeName: string } | null {
  const deck = settings.customDeck;
  const custom = customCardById(deck, id);
  if (deck && custom) return { word: custom.text, themeName: deck.name };
  const own = wordById(id);
  return own && { word: own.word, themeName: own.theme.name };
}

const textIn = (settings: GuessWhoSettings, id: string): string => wordIn(settings, id)?.word ?? "";

function draw(state: GuessWhoState, rng: Rng): { word: string; bag: BagMemory } {
  const custom = customIds(playableDeck(state.settings.customDeck, !!state.settings.showAdult));
  const ids = [...deckIds(state.settings.themes), ...custom];
  // The deck's ids join the universe, or the bag would forget them as unknown.
  const universe = [...allWordIds, ...customIds(state.settings.customDeck)];
  const { id, memory } = drawFromBag(state.bag, ids.length ? ids : allWordIds, rng, universe);
  return { word: id, bag: memory };
}

/** The first player of the list, from the current one on, who has not played; null: all have. */
function nextUp(list: PlayerList, played: readonly string[]): number | null {
  const n = list.players.length;
  const from = list.currentPlayerIndex ?? 0;
  for (let k = 0; k < n; k++) {
    const i = (from + k) % n;
    if (!played.includes(list.players[i]?.id ?? "")) return i;
  }
  return null;
}

/** The hand-off of whoever plays next, the next round from the top, or the results. */
function handOff(
  state: GuessWhoState,
  list: PlayerList,
  played: string[],
  at: number,
): GuessWhoState {
  const index = nextUp(list, played);
  if (index === null && state.round < state.settings.rounds) {
    const top = { ...list, currentPlayerIndex: list.players.length ? 0 : null };
    const next = { ...state, round: state.round + 1, roundScores: {}, roundDrinkers: null };
    return handOff(next, top, [], at);
  }
  if (index === null) return { ...state, list, played, phase: "results" as const, turn: null };
  const players = list.players.map((p, i) => ({ ...p, isActive: i === index }));
  const seated = { players, currentPlayerIndex: index, lastUpdated: at };
  return { ...state, list: seated, played, phase: "handoff" as const, turn: null };
}

/** Everyone tied for the fewest words guessed this round (the ones who drink). */
export function roundLosers(players: readonly Player[], scores: Record<string, number>): string[] {
  if (players.length === 0) return [];
  const min = Math.min(...players.map((p) => scores[p.id] ?? 0));
  return players.filter((p) => (scores[p.id] ?? 0) === min).map((p) => p.id);
}

/** The time is up: the turn's words go to its player, the summary opens (with the round's
 * verdict when this turn closed the round). */
function closeTurn(state: GuessWhoState, turn: TurnState, at: number): GuessWhoState {
  const id = currentPlayer(state.list)?.id;
  const n = turn.guessed.length;
  const players = state.list.players.map((p) =>
    p.id === id
      ? { ...p, points: p.points + n, challengesCompleted: p.challengesCompleted + n }
      : p,
  );
  const list = { ...state.list, players, lastUpdated: at };
  const played = id ? [...state.played, id] : state.played;
  const roundScores = id ? { ...state.roundScores, [id]: n } : state.roundScores;
  const closed = nextUp(list, played) === null;
  const roundDrinkers = closed ? roundLosers(players, roundScores) : null;
  return { ...state, list, played, roundScores, roundDrinkers, phase: "summary", turn };
}

const answers: readonly string[] = ["acertou", "passou"];

function isGuessWhoMove(value: unknown): value is GuessWhoMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case "start":
    case "tick":
    case "next":
      return true;
    case "answer":
      return (
        typeof m.answer === "string" && answers.includes(m.answer) && typeof m.word === "string"
      );
    default:
      return isRosterMove(m);
  }
}

function move(state: GuessWhoState, m: GuessWhoMove, at: number, rng: Rng) {
  const { turn } = state;
  switch (m.type) {
    case "start": {
      if (state.phase !== "handoff") return refuse("NOT_NOW");
      const { word, bag } = draw(state, rng);
      const durationMs = state.settings.seconds * 1000;
      const started: TurnState = {
        status: "playing",
        startedAt: at,
        durationMs,
        word,
        guessed: [],
        passed: [],
      };
      return { ...state, bag, phase: "turn" as const, turn: started };
    }
    case "tick": {
      if (state.phase !== "turn" || !turn) return refuse("NOT_NOW");
      const ticked = turnReducer(turn, { type: "tick", now: at });
      return ticked.status === "over" ? closeTurn(state, ticked, at) : refuse("NOT_NOW");
    }
    case "answer": {
      if (state.phase !== "turn" || !turn) return refuse("NOT_NOW");
      const ticked = turnReducer(turn, { type: "tick", now: at });
      // An answer as the buzzer goes does not count: the turn simply ends.
      if (ticked.status === "over") return closeTurn(state, ticked, at);
      if (m.word !== ticked.word) return refuse("NOT_NOW");
      const { word, bag } = draw(state, rng);
      const answered = turnReducer(ticked, { ...m, next: word, now: at });
      return { ...state, bag, turn: answered };
    }
    case "next":
      if (state.phase !== "summary") return refuse("NOT_NOW");
      return handOff(state, state.list, state.played, at);
    case "addPlayer": {
      const list = tryJoin(state.list, m.name, MAX_PLAYERS, rng, at);
      return isRefusal(list) ? list : { ...state, list };
    }
    case "removePlayer": {
      const list = tryLeave(state.list, m.playerId, MIN_PLAYERS, at);
      if (isRefusal(list)) return list;
      const played = state.played.filter((id) => id !== m.playerId);
      // The current player left: their turn is dropped and the next one gets the phone.
      if (currentPlayer(state.list)?.id === m.playerId) return handOff(state, list, played, at);
      return { ...state, list, played };
    }
  }
}

/** The turn as a seat may see it: the word is hidden from its guesser while the clock runs. */
export interface TurnView {
  status: TurnState["status"];
  startedAt: number;
  durationMs: number;
  /** The word's id. */
  word: string | null;
  guessed: string[];
  passed: string[];
  /**
   * The texts of the ids above (a custom deck's word as one of the game's), hidden alike. Always
   * set by the view; optional only so a screen's own countdown turn needs none.
   */
  wordText?: string | null;
  /** The word's theme, or the custom deck's name; empty while hidden. */
  themeName?: string;
  guessedTexts?: string[];
  passedTexts?: string[];
}

export interface GuessWhoView {
  phase: Phase;
  list: PlayerList;
  current: Player | null;
  played: string[];
  turn: TurnView | null;
  /** Who gets the phone after this turn's summary, or null when the results come next. */
  next: Player | null;
  round: number;
  rounds: Rounds;
  /** When the turn just played closed its round: who guessed fewest in it and drinks. */
  roundDrinkers: Player[] | null;
  seconds: TurnSeconds;
  tilt: boolean;
}

export const guessWhoGame: GameDefinition<
  GuessWhoState,
  GuessWhoMove,
  GuessWhoView,
  GuessWhoSettings
> = {
  id: "guess-who",
  // 2: rounds (turns per player) and the drinking rule per round.
  stateVersion: 2,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup({ players, settings, bag }) {
    const list = listFromSetup(players.slice(0, MAX_PLAYERS));
    const { customDeck, ...rest } = settings;
    const deck = settingsDeck(customDeck, "guess-who", rest.showAdult === true);
    const clean = { ...rest, rounds: isRounds(rest?.rounds) ? rest.rounds : 1, ...withDeck(deck) };
    const fresh = { round: 1, played: [], roundScores: {}, roundDrinkers: null, turn: null };
    return { list, settings: clean, bag: bag ?? EMPTY_BAG, phase: "handoff", ...fresh };
  },
  isState: isGuessWhoState,
  isMove: isGuessWhoMove,
  move(state, m, { at, rng }) {
    if (state.phase === "results") return refuse("GAME_OVER");
    return move(state, m, at, rng);
  },
  view(state, seat) {
    const current = currentPlayer(state.list);
    const { turn } = state;
    const guesser = seat.kind === "player" && seat.playerId === current?.id;
    const hidden = guesser && turn?.status === "playing";
    const playedNow = [...state.played, ...(current ? [current.id] : [])];
    const after = nextUp(state.list, state.phase === "summary" ? state.played : playedNow);
    const nextRound = after === null && state.round < state.settings.rounds;
    return {
      phase: state.phase,
      list: state.list,
      current,
      played: state.played,
      turn: turn && {
        ...turn,
        word: hidden ? null : turn.word,
        wordText: hidden ? null : textIn(state.settings, turn.word),
        themeName: hidden ? "" : (wordIn(state.settings, turn.word)?.themeName ?? ""),
        guessedTexts: turn.guessed.map((id) => textIn(state.settings, id)),
        passedTexts: turn.passed.map((id) => textIn(state.settings, id)),
      },
      next: nextRound
        ? (state.list.players[0] ?? null)
        : after === null
          ? null
          : (state.list.players[after] ?? null),
      round: state.round,
      rounds: state.settings.rounds,
      roundDrinkers:
        state.roundDrinkers?.flatMap((id) => state.list.players.filter((p) => p.id === id)) ?? null,
      seconds: state.settings.seconds,
      tilt: state.settings.tilt,
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

/** The ranking by words guessed; ties keep the playing order. */
export function ranking(list: PlayerList): { name: string; points: number }[] {
  return [...list.players]
    .sort((a, b) => b.points - a.points)
    .map((p) => ({ name: p.name, points: p.points }));
}

const sip = (mode: DrinkMode) => (mode === "sem-alcool" ? "um gole d'água" : "um gole");

/** The rule of the game, as announced before it starts. */
export function drinkRule(mode: DrinkMode): string {
  return `A cada rodada, quem acertou menos nela bebe ${sip(mode)}`;
}

/** Who drinks after a round, in a sentence: one name, a tie, or everyone. */
export function drinkVerdict(names: readonly string[], players: number, mode: DrinkMode): string {
  if (names.length === 0) return "";
  if (names.length === players && players > 1) return `Deu empate: todo mundo bebe ${sip(mode)}.`;
  if (names.length === 1) return `${names[0]} acertou menos na rodada e bebe ${sip(mode)}.`;
  return `${joinNames(names)} acertaram menos na rodada e bebem ${sip(mode)}.`;
}
