import { textId } from "../../shared/content-id";
import type { CustomDeck } from "../../shared/custom-deck";
import { normalizePlayerName } from "../../shared/players";
import { type Rng, randomId } from "../../shared/random";
import type { DrinkMode } from "../../shared/schemas/profile";
import { type BagMemory, drawFromBag, EMPTY_BAG, parseBagMemory } from "../../shared/shuffle-bag";
import {
  CUSTOM_PREFIX,
  customCardById,
  customIds,
  isStoredDeck,
  playableDeck,
  settingsDeck,
  withDeck,
} from "../kit/custom-cards";
import {
  type GameDefinition,
  rankStandings,
  refuse,
  type Seat,
  type SetupPlayer,
} from "../kit/engine/engine";
import { isName } from "../kit/engine/turns";
import { type Level, type LevelId, levels } from "./content";
import { manifest } from "./manifest";

/**
 * Quem é Mais Provável?: a question goes up; every player of the round votes in secret for
 * another player (never for themselves); once everyone has voted (or the phone reveals early),
 * the counts come out and the most voted drinks, everyone tied at the top included. A player's
 * score is the votes they received over the game; it ends after the chosen number of rounds,
 * and a round always completes.
 *
 * Seats: in a room each player votes from their own phone ('vote', the voter is the seat); on one
 * phone passed around, the device votes for whoever's turn it is ('voteFor'). Before the reveal no
 * seat but the voter's own learns whom anyone voted for; the reveal shows counts, never who voted
 * for whom.
 */

export const ROUND_CHOICES = [3, 5, 10, 15, 20] as const;
export const DEFAULT_ROUNDS = 10;
const MAX_ROUNDS = 50;
const MAX_ID_LENGTH = 64;

export const LEVEL_IDS: readonly LevelId[] = levels.map((l) => l.id);
export const isLevelId = (value: unknown): value is LevelId =>
  typeof value === "string" && (LEVEL_IDS as readonly string[]).includes(value);

export function clampRounds(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return DEFAULT_ROUNDS;
  return Math.min(MAX_ROUNDS, Math.max(1, Math.round(value)));
}

/** A question's stable id: its level and a hash of its text ("festa.0k3z9ab"). */
const promptId = (level: Level, text: string): string => textId(level.id, text);

const byId = new Map(
  levels.flatMap((level) => level.prompts.map((text) => [promptId(level, text), { text, level }])),
);

/** Every question id of the game, 18+ included (what the shuffle bag may remember). */
export const allPromptIds: readonly string[] = [...byId.keys()];

export function promptById(id: string): { text: string; level: Level } | null {
  return byId.get(id) ?? null;
}

/** The levels a game may draw from: the chosen ones, the 18+ one only with 18+ on. */
export function allowedLevels(chosen: readonly LevelId[], showAdult: boolean): LevelId[] {
  return levels.filter((l) => chosen.includes(l.id) && (showAdult || !l.adult)).map((l) => l.id);
}

/** Ids of every question in these levels; the 18+ one only with 18+ on. */
export function deckIds(chosen: readonly LevelId[], showAdult: boolean): string[] {
  return levels
    .filter((l) => allowedLevels(chosen, showAdult).includes(l.id))
    .flatMap((l) => l.prompts.map((text) => promptId(l, text)));
}

/** What a game is started with: the levels, the rounds and the 18+ setting then. */
export interface MaisProvavelSettings {
  /** Empty only when a custom deck plays alone. */
  levels: LevelId[];
  rounds: number;
  showAdult: boolean;
  /** A custom deck's snapshot (issue 27), mixed with the levels; absent or null: none. */
  customDeck?: CustomDeck | null;
}

/** A question's level as a view shows it; a custom deck's questions show the deck's name. */
export interface PromptLevel {
  id: LevelId | typeof CUSTOM_PREFIX;
  name: string;
  adult: boolean;
}

/** A question of this game (its own or its custom deck's), or null. */
export function promptOf(
  settings: MaisProvavelSettings,
  id: string,
): { text: string; level: PromptLevel } | null {
  const deck = settings.customDeck;
  const card = customCardById(deck, id);
  if (deck && card)
    return { text: card.text, level: { id: CUSTOM_PREFIX, name: deck.name, adult: deck.adult } };
  const own = promptById(id);
  return own && { text: own.text, level: own.level };
}

const isAdultPrompt = (settings: MaisProvavelSettings, id: string): boolean =>
  promptOf(settings, id)?.level.adult === true;

export const FALLBACK_LEVELS: LevelId[] = ["leve", "festa"];

export interface Contender {
  id: string;
  name: string;
  /** Votes received over the game: the score. */
  votes: number;
  /** Rounds on which they were the most voted (and drank). */
  drinks: number;
}

export interface Ballot {
  voter: string;
  target: string;
}

export interface Reveal {
  /** Votes each player of the round received, most voted first (table order among equals). */
  counts: { playerId: string; count: number }[];
  /** The most voted: one, or everyone tied at the top. Empty only if nobody was voted for. */
  drinkers: string[];
  /** How many votes were counted (fewer than the voters when revealed early). */
  total: number;
}

export type Phase = "voting" | "revealed" | "over";

export interface MaisProvavelState {
  players: Contender[];
  settings: MaisProvavelSettings;
  bag: BagMemory;
  /** 1-based; the round on the table (or the last one, once over). */
  round: number;
  promptId: string;
  phase: Phase;
  /** Who takes part in this round, in the order the phone goes round; late joiners wait. */
  voters: string[];
  /** Secret until the reveal, then cleared: the reveal keeps counts only. */
  ballots: Ballot[];
  reveal: Reveal | null;
}

export type MaisProvavelMove =
  /** A player votes from their own phone (the seat is the voter). */
  | { type: "vote"; target: string }
  /** The phone passed around votes for the player whose turn it is. */
  | { type: "voteFor"; voter: string; target: string }
  /** Show the counts before everyone voted (someone went to the bathroom). */
  | { type: "reveal" }
  /** After the reveal: the next round, or the end. */
  | { type: "next" }
  | { type: "addPlayer"; name: string; id?: string }
  | { type: "removePlayer"; playerId: string }
  /** The profile's 18+ went off: its questions leave the game. */
  | { type: "hideAdult" };

/** What one seat sees: never anyone else's ballot before the reveal, and never after it. */
export interface MaisProvavelView {
  round: number;
  rounds: number;
  phase: Phase;
  prompt: { id: string; text: string; level: PromptLevel } | null;
  players: Contender[];
  voters: string[];
  /** Who has voted this round (not for whom). */
  voted: string[];
  /** Whose turn it is to vote on the phone passed around (the first voter in order who has not). */
  next: string | null;
  /** A player's own vote this round, for that player's seat only. */
  myVote: string | null;
  reveal: Reveal | null;
}

const present = (state: MaisProvavelState, id: string) => state.players.some((p) => p.id === id);

/** The next voter in the round's order who has not voted yet. */
export function nextVoter(state: MaisProvavelState): string | null {
  if (state.phase !== "voting") return null;
  const done = new Set(state.ballots.map((b) => b.voter));
  return state.voters.find((id) => !done.has(id)) ?? null;
}

/** Whom `voter` may vote for this round: every other player of the round. */
export function candidates(state: MaisProvavelState, voter: string): string[] {
  return state.voters.filter((id) => id !== voter);
}

/** The counts of a round's ballots: most voted first, table order among equals. */
export function countVotes(
  players: readonly Contender[],
  voters: readonly string[],
  ballots: readonly Ballot[],
): Reveal {
  const inRound = players.filter((p) => voters.includes(p.id));
  const counts = inRound
    .map((p, i) => ({ playerId: p.id, count: ballots.filter((b) => b.target === p.id).length, i }))
    .sort((a, b) => b.count - a.count || a.i - b.i)
    .map(({ playerId, count }) => ({ playerId, count }));
  const top = counts[0]?.count ?? 0;
  const drinkers = top > 0 ? counts.filter((c) => c.count === top).map((c) => c.playerId) : [];
  return { counts, drinkers, total: ballots.length };
}

function revealRound(state: MaisProvavelState): MaisProvavelState {
  const reveal = countVotes(state.players, state.voters, state.ballots);
  const players = state.players.map((p) => {
    const got = reveal.counts.find((c) => c.playerId === p.id)?.count ?? 0;
    const drank = reveal.drinkers.includes(p.id) ? 1 : 0;
    return got || drank ? { ...p, votes: p.votes + got, drinks: p.drinks + drank } : p;
  });
  return { ...state, players, phase: "revealed", ballots: [], reveal };
}

/** Everyone of the round has voted: the counts come out by themselves. */
const revealIfComplete = (state: MaisProvavelState): MaisProvavelState =>
  state.phase === "voting" && state.ballots.length > 0 && nextVoter(state) === null
    ? revealRound(state)
    : state;

function draw(state: MaisProvavelState, rng: Rng) {
  const custom = customIds(playableDeck(state.settings.customDeck, state.settings.showAdult));
  const selection = [...deckIds(state.settings.levels, state.settings.showAdult), ...custom];
  const deck = selection.length ? selection : deckIds(FALLBACK_LEVELS, false);
  // The deck's ids join the universe, or the bag would forget them as unknown.
  const { id, memory } = drawFromBag(state.bag, deck, rng, [...allPromptIds, ...custom]);
  return { promptId: id, bag: memory };
}

/** A new round: a question from the bag, everyone present votes, starting one seat further on. */
function startRound(state: MaisProvavelState, round: number, rng: Rng): MaisProvavelState {
  const ids = state.players.map((p) => p.id);
  const shift = ids.length ? (round - 1) % ids.length : 0;
  const voters = [...ids.slice(shift), ...ids.slice(0, shift)];
  return {
    ...state,
    ...draw(state, rng),
    round,
    phase: "voting",
    voters,
    ballots: [],
    reveal: null,
  };
}

function cleanSettings(value: unknown): MaisProvavelSettings {
  const s = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const chosen = Array.isArray(s.levels) ? s.levels.filter(isLevelId) : [];
  const showAdult = s.showAdult === true;
  const allowed = allowedLevels(chosen, showAdult);
  const customDeck = settingsDeck(s.customDeck, "mais-provavel", showAdult);
  return {
    levels: allowed.length || customDeck ? allowed : [...FALLBACK_LEVELS],
    rounds: clampRounds(s.rounds),
    showAdult,
    ...withDeck(customDeck),
  };
}

function cleanPlayers(players: readonly SetupPlayer[]): Contender[] {
  const seen = new Set<string>();
  const out: Contender[] = [];
  for (const p of players) {
    if (seen.has(p.id) || out.length >= manifest.maxPlayers) continue;
    seen.add(p.id);
    out.push({ id: p.id, name: normalizePlayerName(p.name), votes: 0, drinks: 0 });
  }
  return out;
}

const isId = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= MAX_ID_LENGTH;

function isMaisProvavelMove(value: unknown): value is MaisProvavelMove {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case "vote":
      return isId(m.target);
    case "voteFor":
      return isId(m.voter) && isId(m.target);
    case "reveal":
    case "next":
    case "hideAdult":
      return true;
    case "addPlayer":
      return isName(m.name) && (m.id === undefined || isId(m.id));
    case "removePlayer":
      return isId(m.playerId);
    default:
      return false;
  }
}

const isContender = (v: unknown): v is Contender => {
  const p = v as Contender | null;
  return (
    typeof p === "object" &&
    p !== null &&
    isId(p.id) &&
    typeof p.name === "string" &&
    Number.isInteger(p.votes) &&
    Number.isInteger(p.drinks)
  );
};

function isMaisProvavelState(value: unknown): value is MaisProvavelState {
  const s = value as MaisProvavelState | null;
  return (
    typeof s === "object" &&
    s !== null &&
    Array.isArray(s.players) &&
    s.players.every(isContender) &&
    typeof s.settings === "object" &&
    s.settings !== null &&
    Array.isArray(s.settings.levels) &&
    isStoredDeck(s.settings.customDeck, "mais-provavel") &&
    Number.isInteger(s.round) &&
    typeof s.promptId === "string" &&
    promptOf(s.settings, s.promptId) !== null &&
    ["voting", "revealed", "over"].includes(s.phase) &&
    Array.isArray(s.voters) &&
    Array.isArray(s.ballots)
  );
}

/** Casts `voter`'s ballot for `target`, if the round takes it. */
function cast(state: MaisProvavelState, voter: string, target: string) {
  if (state.phase !== "voting") return refuse("NOT_NOW");
  if (!state.voters.includes(voter)) return refuse("NOT_YOUR_TURN");
  if (state.ballots.some((b) => b.voter === voter)) return refuse("NOT_NOW");
  if (!candidates(state, voter).includes(target)) return refuse("INVALID_MOVE");
  return revealIfComplete({ ...state, ballots: [...state.ballots, { voter, target }] });
}

/**
 * Someone leaves: their ballot goes, and so do the ballots cast for them (those voters vote
 * again). A round left with fewer than two voters lets the players who were waiting in; then,
 * if everyone left has voted, the counts come out.
 */
function leave(state: MaisProvavelState, playerId: string): MaisProvavelState {
  const players = state.players.filter((p) => p.id !== playerId);
  if (state.phase !== "voting") {
    const reveal = state.reveal && {
      ...state.reveal,
      counts: state.reveal.counts.filter((c) => c.playerId !== playerId),
      drinkers: state.reveal.drinkers.filter((id) => id !== playerId),
    };
    return { ...state, players, voters: state.voters.filter((id) => id !== playerId), reveal };
  }
  let voters = state.voters.filter((id) => id !== playerId);
  if (voters.length < 2)
    voters = [...voters, ...players.map((p) => p.id).filter((id) => !voters.includes(id))];
  const ballots = state.ballots.filter((b) => b.voter !== playerId && b.target !== playerId);
  return revealIfComplete({ ...state, players, voters, ballots });
}

const canAct = (seat: Seat) => seat.kind !== "board";

export const maisProvavelGame: GameDefinition<
  MaisProvavelState,
  MaisProvavelMove,
  MaisProvavelView,
  MaisProvavelSettings
> = {
  id: manifest.id,
  stateVersion: 1,
  minPlayers: manifest.minPlayers,
  maxPlayers: manifest.maxPlayers,
  setup({ players, settings, bag }, rng) {
    const base: MaisProvavelState = {
      players: cleanPlayers(players),
      settings: cleanSettings(settings),
      bag: parseBagMemory(bag ?? EMPTY_BAG),
      round: 1,
      promptId: "",
      phase: "voting",
      voters: [],
      ballots: [],
      reveal: null,
    };
    return startRound(base, 1, rng);
  },
  isState: isMaisProvavelState,
  isMove: isMaisProvavelMove,
  move(state, move, { rng, seat }) {
    if (state.phase === "over") return refuse("GAME_OVER");
    // The board only ever speaks for the room itself: someone who left the room leaves the game.
    if (!canAct(seat) && move.type !== "removePlayer") return refuse("NOT_YOUR_TURN");
    switch (move.type) {
      case "vote":
        if (seat.kind !== "player") return refuse("NOT_YOUR_TURN");
        return cast(state, seat.playerId, move.target);
      case "voteFor":
        if (seat.kind !== "device") return refuse("NOT_YOUR_TURN");
        if (state.phase === "voting" && nextVoter(state) !== move.voter)
          return refuse("NOT_YOUR_TURN");
        return cast(state, move.voter, move.target);
      case "reveal":
        if (state.phase !== "voting" || state.ballots.length === 0) return refuse("NOT_NOW");
        if (seat.kind === "player" && !state.voters.includes(seat.playerId))
          return refuse("NOT_YOUR_TURN");
        return revealRound(state);
      case "next":
        if (state.phase !== "revealed") return refuse("NOT_NOW");
        if (state.round >= state.settings.rounds) return { ...state, phase: "over" };
        return startRound(state, state.round + 1, rng);
      case "addPlayer": {
        // In a room a phone only ever seats itself (the server's late join); never someone else.
        if (seat.kind === "player" && move.id !== seat.playerId) return refuse("NOT_YOUR_TURN");
        if (state.players.length >= manifest.maxPlayers) return refuse("TOO_MANY_PLAYERS");
        const name = normalizePlayerName(move.name);
        if (state.players.some((p) => p.name.toLocaleLowerCase() === name.toLocaleLowerCase()))
          return refuse("INVALID_MOVE");
        let id = move.id ?? randomId(9, rng);
        if (move.id !== undefined && present(state, id)) return refuse("INVALID_MOVE");
        while (present(state, id)) id = randomId(9, rng);
        // Joins at the next round: not a voter (nor a candidate) of the one on the table.
        return { ...state, players: [...state.players, { id, name, votes: 0, drinks: 0 }] };
      }
      case "removePlayer":
        // Phones cannot take each other out; the room (kick, gone for good) or the device can.
        if (seat.kind === "player") return refuse("NOT_YOUR_TURN");
        if (!present(state, move.playerId)) return refuse("INVALID_MOVE");
        if (state.players.length <= manifest.minPlayers) return refuse("TOO_FEW_PLAYERS");
        return leave(state, move.playerId);
      case "hideAdult": {
        if (!state.settings.showAdult) return refuse("NOT_NOW");
        const left = allowedLevels(state.settings.levels, false);
        // An 18+ deck stays in the settings (its question may be on the table) but draws no more.
        const settings = {
          ...state.settings,
          showAdult: false,
          levels:
            left.length || playableDeck(state.settings.customDeck, false)
              ? left
              : [...FALLBACK_LEVELS],
        };
        const next = { ...state, settings };
        // The question on the table goes too, while it is being voted on (its votes with it).
        if (state.phase === "voting" && isAdultPrompt(state.settings, state.promptId))
          return { ...next, ...draw(next, rng), ballots: [] };
        return next;
      }
    }
  },
  view(state, seat) {
    const prompt = promptOf(state.settings, state.promptId);
    const own =
      seat.kind === "player" ? state.ballots.find((b) => b.voter === seat.playerId) : null;
    return {
      round: state.round,
      rounds: state.settings.rounds,
      phase: state.phase,
      prompt: prompt && {
        id: state.promptId,
        text: prompt.text,
        level: { id: prompt.level.id, name: prompt.level.name, adult: prompt.level.adult },
      },
      players: state.players,
      voters: state.voters,
      voted: state.ballots.map((b) => b.voter),
      next: nextVoter(state),
      myVote: own?.target ?? null,
      reveal: state.reveal,
    };
  },
  status(state) {
    if (state.phase !== "over") return { kind: "playing" };
    return {
      kind: "over",
      standings: rankStandings(
        state.players.map((p) => ({ playerId: p.id, name: p.name, score: p.votes })),
      ),
    };
  },
  players: (state) => state.players.map((p) => ({ id: p.id, name: p.name })),
  settings: (state) => state.settings,
  bag: (state) => state.bag,
};

/** How the most voted pay, in the group's drink mode ("bebe", "pagam uma prenda"...). */
export function penalty(drinkMode: DrinkMode, many: boolean): string {
  if (drinkMode === "sem-alcool") return many ? "pagam uma prenda" : "paga uma prenda";
  return many ? "bebem" : "bebe";
}
