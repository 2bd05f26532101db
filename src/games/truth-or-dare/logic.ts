import { textId } from "../../shared/content-id";
import { completeChallenge, completeDrink, currentPlayer, ranking } from "../../shared/players";
import type { Rng } from "../../shared/random";
import type { Player, PlayerList } from "../../shared/schemas/player";
import { type BagMemory, drawFromBag, EMPTY_BAG } from "../../shared/shuffle-bag";
import {
  CUSTOM_PREFIX,
  customCardById,
  customIds,
  playableDeck,
  settingsDeck,
  withDeck,
} from "../kit/custom-cards";
import { type GameDefinition, type Refusal, refuse, type Seat } from "../kit/engine/engine";
import { isRoster, syncRoster } from "../kit/engine/roster";
import { listFromSetup, passTurn, setupPlayersOf, standingsOf } from "../kit/engine/turns";
import { dares, type Level, type TruthOrDarePrompt, truths } from "./content";
import { manifest } from "./manifest";
import {
  ADULT_LEVEL,
  COMPLETE_POINTS,
  clampTarget,
  defaultTruthOrDareSettings,
  isLevel,
  KINDS,
  type Kind,
  LEVELS,
  type Outcome,
  type TruthOrDareSettings,
} from "./options";
import { type Ballots, everyoneVoted, keptBallots, tally, type Verdict, votersOf } from "./vote";

export type { Verdict } from "./vote";

/**
 * Verdade ou Desafio as a game definition: pure and total, randomness only from the engine's rng,
 * the shuffle-bag memory inside the state.
 *
 * Seats: on one phone passed around (`device`) the phone answers 'Cumpriu' / 'Recusou' itself. In a
 * room (`player` seats) only the player whose turn it is (or the host, for a phone that went quiet)
 * chooses and skips; the others vote 'Cumpriu?' on their own phones ('vote'), never the player on
 * the spot; once all voted (or the host closes the vote) the majority decides, a tie counting as
 * done; the verdict stays on every screen until someone taps 'next'. Who voted what is secret
 * until the verdict: a seat sees only who has voted and its own vote.
 */

export type { Level } from "./content";
export {
  ADULT_LEVEL,
  allowedLevels,
  COMPLETE_POINTS,
  clampTarget,
  defaultTruthOrDareSettings,
  isLevel,
  KIND_LABELS,
  KINDS,
  type Kind,
  LEVEL_LABELS,
  LEVELS,
  noLevelsLeft,
  type Outcome,
  TARGET_POINTS,
  type TruthOrDareSettings,
} from "./options";

const decks: Record<Kind, readonly TruthOrDarePrompt[]> = { truth: truths, dare: dares };

/** A prompt's stable id: its kind and a hash of its text ("truth.0k3z9ab"), never its position. */
const promptId = (kind: Kind, prompt: TruthOrDarePrompt): string => textId(kind, prompt.text);

const byId = new Map(
  KINDS.flatMap((kind) =>
    decks[kind].map((prompt) => [promptId(kind, prompt), { kind, prompt }] as const),
  ),
);

/** Every prompt id of the game, both kinds and every level (what the shuffle bag may remember). */
export const allPromptIds: readonly string[] = [...byId.keys()];

/** Ids of every prompt of the kind in the given levels. */
export function deckIds(kind: Kind, levels: readonly Level[]): string[] {
  return decks[kind].flatMap((p) => (levels.includes(p.level) ? [promptId(kind, p)] : []));
}

export function promptById(id: string): { kind: Kind; prompt: TruthOrDarePrompt } | null {
  return byId.get(id) ?? null;
}

/** A custom deck's name and 18+ flag, on a card of that deck. */
export interface CardDeck {
  id: typeof CUSTOM_PREFIX;
  name: string;
  adult: boolean;
}

/**
 * A prompt of this game: its own, or its custom deck's. A custom prompt has no level of its own:
 * `level` says only how strong it is for screens that show one (Picante for an 18+ deck), and
 * `deck` names the deck.
 */
export function promptOf(
  settings: TruthOrDareSettings,
  id: string,
): { kind: Kind; prompt: TruthOrDarePrompt; deck: CardDeck | null } | null {
  const deck = settings.customDeck;
  const custom = customCardById(deck, id);
  if (deck && custom && (custom.kind === "truth" || custom.kind === "dare"))
    return {
      kind: custom.kind,
      prompt: { text: custom.text, level: deck.adult ? ADULT_LEVEL : "leve" },
      deck: { id: CUSTOM_PREFIX, name: deck.name, adult: deck.adult },
    };
  const own = promptById(id);
  return own && { ...own, deck: null };
}

/** The deck that draws now: an 18+ one only with the settings' 18+ on. */
const activeDeck = (settings: TruthOrDareSettings) =>
  playableDeck(settings.customDeck, settings.showAdult === true);

export function finalRanking(list: PlayerList): { name: string; points: number }[] {
  return ranking(list).map((p) => ({ name: p.name, points: p.points }));
}

/** The card on the table: the current player's choice, its prompt and who {outro} is. */
export interface Card {
  kind: Kind;
  promptId: string;
  otherId: string | null;
}

export interface TruthOrDareState {
  list: PlayerList;
  /** The levels in play (already without Picante when 18+ was off) and the target. */
  settings: TruthOrDareSettings;
  bag: BagMemory;
  /** Null while the current player chooses between Verdade and Desafio. */
  card: Card | null;
  /** Someone reached the target: the round is finished so everyone has had as many turns. */
  finalRound: boolean;
  over: boolean;
  /**
   * Room play only (absent in a game saved before rooms: the shape stays compatible, so the
   * stateVersion did not change): the votes on the card, secret until the verdict.
   */
  ballots?: Ballots;
  /** Room play only: the card's verdict, already scored; 'next' passes the turn. */
  verdict?: Verdict | null;
}

export type TruthOrDareMove =
  | { type: "choose"; kind: Kind }
  | { type: "answer"; outcome: Outcome }
  | { type: "skip" }
  /** The setup screen's players, levels and target applied mid-game: nobody's score is zeroed. */
  | {
      type: "adjust";
      players: { id: string; name: string }[];
      levels: Level[];
      maxPoints: number;
      /** false: the profile's 18+ went off, so an 18+ custom deck leaves the game. */
      showAdult?: boolean;
    }
  /** Room: a player (not the one on the spot) says whether the card was done. */
  | { type: "vote"; done: boolean }
  /** Room, host: the verdict with the votes given so far. */
  | { type: "close" }
  /** Room: after the verdict, the turn passes. */
  | { type: "next" }
  /** Room: a player who joins mid-game (their seat's id) plays from the next turn on. */
  | { type: "addPlayer"; id: string; name: string }
  /** Room: a player left for good. */
  | { type: "removePlayer"; playerId: string };

export interface TruthOrDareView {
  list: PlayerList;
  current: Player | null;
  other: Player | null;
  /** `deck`: the custom deck's name when the card is one of its items, else null. */
  card: { kind: Kind; promptId: string; prompt: TruthOrDarePrompt; deck: CardDeck | null } | null;
  levels: Level[];
  maxPoints: number;
  finalRound: boolean;
  over: boolean;
  /** Who votes on this card and who already did (never how, before the verdict). */
  voters: string[];
  voted: string[];
  /** This seat's own vote on the card (player seats only). */
  myVote: boolean | null;
  verdict: Verdict | null;
}

const MIN_PLAYERS = manifest.minPlayers;
const MAX_PLAYERS = manifest.maxPlayers;

/** Settings from outside as playable ones: known levels in order (the defaults if none), a valid target. */
function cleanSettings(settings: unknown): TruthOrDareSettings {
  const s = (typeof settings === "object" && settings !== null ? settings : {}) as Record<
    string,
    unknown
  >;
  const chosen = Array.isArray(s.levels) ? s.levels.filter(isLevel) : [];
  const levels = LEVELS.filter((l) => chosen.includes(l));
  const customDeck = settingsDeck(s.customDeck, "truth-or-dare", s.showAdult === true);
  return {
    levels: levels.length || customDeck ? levels : [...defaultTruthOrDareSettings.levels],
    maxPoints: clampTarget(s.maxPoints),
    ...(s.showAdult === true ? { showAdult: true as const } : {}),
    ...withDeck(customDeck),
  };
}

function pickOther(list: PlayerList, rng: Rng): string | null {
  const current = currentPlayer(list);
  const others = list.players.filter((p) => p.id !== current?.id);
  return others.length ? (others[rng.int(others.length)]?.id ?? null) : null;
}

/** A new card of the kind for the current player, or null when the levels hold none. */
function deal(state: TruthOrDareState, kind: Kind, rng: Rng): TruthOrDareState | null {
  const custom = customIds(activeDeck(state.settings), [kind]);
  const chosen = [...deckIds(kind, state.settings.levels), ...custom];
  // A deck without this kind (only dares, say) and no levels: the game's default levels.
  const ids = chosen.length ? chosen : deckIds(kind, defaultTruthOrDareSettings.levels);
  if (!ids.length) return null;
  const universe = [...allPromptIds, ...customIds(state.settings.customDeck)];
  const { id, memory } = drawFromBag(state.bag, ids, rng, universe);
  return {
    ...state,
    bag: memory,
    card: { kind, promptId: id, otherId: pickOther(state.list, rng) },
  };
}

const outcomes: readonly string[] = ["cumpriu", "recusou"];
const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;

function isTruthOrDareMove(value: unknown): value is TruthOrDareMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case "choose":
      return m.kind === "truth" || m.kind === "dare";
    case "answer":
      return typeof m.outcome === "string" && outcomes.includes(m.outcome);
    case "skip":
    case "close":
    case "next":
      return true;
    case "vote":
      return typeof m.done === "boolean";
    case "addPlayer":
      return isId(m.id) && isRoster([{ id: m.id, name: m.name }], 1);
    case "removePlayer":
      return isId(m.playerId);
    case "adjust":
      return (
        isRoster(m.players, MAX_PLAYERS) &&
        // Empty: a custom deck alone (without one the settings fall back to the defaults).
        Array.isArray(m.levels) &&
        m.levels.every(isLevel) &&
        typeof m.maxPoints === "number" &&
        (m.showAdult === undefined || typeof m.showAdult === "boolean")
      );
    default:
      return false;
  }
}

/** Applies the setup's players, levels and target; a round closed by a removal may end the game. */
function adjust(
  state: TruthOrDareState,
  move: Extract<TruthOrDareMove, { type: "adjust" }>,
  at: number,
  rng: Rng,
): TruthOrDareState | ReturnType<typeof refuse> {
  if (move.players.length < MIN_PLAYERS) return refuse("TOO_FEW_PLAYERS");
  const { list, turnPassed, roundClosed } = syncRoster(state.list, move.players, at);
  const settings = cleanSettings({
    ...state.settings,
    levels: move.levels,
    maxPoints: move.maxPoints,
    ...(move.showAdult === false ? { showAdult: false } : {}),
  });
  const finalRound = state.finalRound || list.players.some((p) => p.points >= settings.maxPoints);
  const next = { ...state, list, settings, finalRound };
  if (finalRound && roundClosed) return { ...next, card: null, over: true };
  const card = state.card;
  const found = card && promptOf(settings, card.promptId);
  const cardStays =
    card !== null &&
    !turnPassed &&
    (found?.deck
      ? activeDeck(settings) !== null
      : settings.levels.includes(found?.prompt.level ?? ADULT_LEVEL));
  if (!cardStays) return { ...next, card: null };
  const otherStays = card.otherId !== null && list.players.some((p) => p.id === card.otherId);
  return otherStays ? next : { ...next, card: { ...card, otherId: pickOther(list, rng) } };
}

/** The card's outcome scored for the player on the spot (the turn does not pass yet). */
function scored(state: TruthOrDareState, playerId: string, outcome: Outcome, at: number) {
  const list =
    outcome === "cumpriu"
      ? completeChallenge(state.list, playerId, COMPLETE_POINTS, at)
      : completeDrink(state.list, playerId, 0, at);
  const finalRound =
    state.finalRound || list.players.some((p) => p.points >= state.settings.maxPoints);
  return { ...state, list, finalRound };
}

/** The turn passes; the game ends when the final round comes back to the first player. */
function passOn(state: TruthOrDareState, at: number): TruthOrDareState {
  const { list, roundClosed } = passTurn(state.list, at);
  const over = state.finalRound && roundClosed;
  return { ...state, list, card: null, ballots: {}, verdict: null, over };
}

/** Every voter has voted: the verdict comes out by itself. */
function verdictIfComplete(state: TruthOrDareState, at: number): TruthOrDareState {
  const current = currentPlayer(state.list);
  const ballots = state.ballots ?? {};
  if (!current || !state.card || state.verdict || !everyoneVoted(ballots, votersOf(state.list)))
    return state;
  return giveVerdict(state, current.id, at);
}

function giveVerdict(state: TruthOrDareState, playerId: string, at: number): TruthOrDareState {
  const verdict = tally(playerId, state.ballots ?? {}, votersOf(state.list));
  return { ...scored(state, playerId, verdict.outcome, at), ballots: {}, verdict };
}

/** A player left the room for good: their vote goes; if it was their turn, the turn passes. */
function removeFromRoom(
  state: TruthOrDareState,
  playerId: string,
  at: number,
  rng: Rng,
): TruthOrDareState | Refusal {
  if (!state.list.players.some((p) => p.id === playerId)) return refuse("INVALID_MOVE");
  if (state.list.players.length <= MIN_PLAYERS) return refuse("TOO_FEW_PLAYERS");
  const roster = setupPlayersOf(state.list).filter((p) => p.id !== playerId);
  const { list, turnPassed, roundClosed } = syncRoster(state.list, roster, at);
  if (turnPassed) {
    const over = state.finalRound && roundClosed;
    return { ...state, list, card: null, ballots: {}, verdict: null, over };
  }
  const card =
    state.card?.otherId === playerId
      ? { ...state.card, otherId: pickOther(list, rng) }
      : state.card;
  const ballots = keptBallots(state.ballots, votersOf(list));
  return verdictIfComplete({ ...state, list, card, ballots }, at);
}

/** The moves a room's seats make (the phone passed around never votes). */
function roomMove(
  state: TruthOrDareState,
  move: Extract<TruthOrDareMove, { type: "vote" | "close" | "next" }>,
  seat: Extract<Seat, { kind: "player" }>,
  currentId: string,
  at: number,
): TruthOrDareState | Refusal {
  switch (move.type) {
    case "vote": {
      if (!state.card || state.verdict) return refuse("NOT_NOW");
      if (seat.playerId === currentId) return refuse("NOT_YOUR_TURN");
      if (!votersOf(state.list).includes(seat.playerId)) return refuse("NOT_YOUR_TURN");
      const ballots = { ...state.ballots, [seat.playerId]: move.done };
      return verdictIfComplete({ ...state, ballots }, at);
    }
    case "close":
      if (!seat.host) return refuse("NOT_YOUR_TURN");
      if (!state.card || state.verdict || Object.keys(state.ballots ?? {}).length === 0)
        return refuse("NOT_NOW");
      return giveVerdict(state, currentId, at);
    case "next":
      if (!state.verdict) return refuse("NOT_NOW");
      return passOn(state, at);
  }
}

/** In a room, the player on the spot acts on their card (the host may stand in for them). */
const onTheSpot = (seat: Seat, currentId: string): boolean =>
  seat.kind === "device" ||
  (seat.kind === "player" && (seat.playerId === currentId || !!seat.host));

/**
 * Verdade ou Desafio: the current player chooses a truth or a dare and gets a card; 'Cumpriu'
 * earns COMPLETE_POINTS, 'Recusou' counts a drink, and the turn passes. Reaching the target
 * starts the last round: the game ends when the turn comes back to the first player.
 */
export const truthOrDareGame: GameDefinition<
  TruthOrDareState,
  TruthOrDareMove,
  TruthOrDareView,
  TruthOrDareSettings
> = {
  id: manifest.id,
  stateVersion: 1,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup({ players, settings, bag }) {
    return {
      list: listFromSetup(players.slice(0, MAX_PLAYERS)),
      settings: cleanSettings(settings),
      bag: bag ?? EMPTY_BAG,
      card: null,
      finalRound: false,
      over: false,
    };
  },
  isMove: isTruthOrDareMove,
  move(state, move, { at, rng, seat }) {
    if (state.over) return refuse("GAME_OVER");
    if (move.type === "removePlayer") {
      // The room's server removes players (as the board); on one phone, 'adjust' does.
      if (seat.kind !== "board") return refuse("NOT_YOUR_TURN");
      return removeFromRoom(state, move.playerId, at, rng);
    }
    if (move.type === "addPlayer") {
      // A late joiner's own seat, when the room seats them; no one adds someone else.
      if (seat.kind !== "player" || seat.playerId !== move.id) return refuse("NOT_YOUR_TURN");
      if (state.list.players.some((p) => p.id === move.id)) return refuse("INVALID_MOVE");
      if (state.list.players.length >= MAX_PLAYERS) return refuse("TOO_MANY_PLAYERS");
      const roster = [...setupPlayersOf(state.list), { id: move.id, name: move.name }];
      return { ...state, list: syncRoster(state.list, roster, at).list };
    }
    const current = currentPlayer(state.list);
    if (!current) return refuse("NOT_NOW");
    if (move.type === "vote" || move.type === "close" || move.type === "next")
      return seat.kind === "player"
        ? roomMove(state, move, seat, current.id, at)
        : refuse("NOT_YOUR_TURN");
    if (move.type === "adjust")
      return seat.kind === "device" ? adjust(state, move, at, rng) : refuse("NOT_YOUR_TURN");
    if (!onTheSpot(seat, current.id)) return refuse("NOT_YOUR_TURN");
    if (state.verdict) return refuse("NOT_NOW");
    switch (move.type) {
      case "choose":
        if (state.card) return refuse("NOT_NOW");
        return deal(state, move.kind, rng) ?? refuse("NOT_NOW");
      case "skip": {
        if (!state.card) return refuse("NOT_NOW");
        const next = deal(state, state.card.kind, rng);
        // Votes were about the card that went away.
        return next ? { ...next, ballots: {} } : refuse("NOT_NOW");
      }
      case "answer": {
        if (!state.card) return refuse("NOT_NOW");
        if (seat.kind === "device") return passOn(scored(state, current.id, move.outcome, at), at);
        // In a room the others decide whether it was done; the player may still refuse it.
        if (move.outcome !== "recusou") return refuse("NOT_YOUR_TURN");
        const verdict: Verdict = {
          playerId: current.id,
          yes: [],
          no: [],
          outcome: "recusou",
          refused: true,
        };
        return { ...scored(state, current.id, "recusou", at), ballots: {}, verdict };
      }
    }
  },
  view(state, seat) {
    const current = currentPlayer(state.list);
    const ballots = state.ballots ?? {};
    const own = seat.kind === "player" ? ballots[seat.playerId] : undefined;
    const found = state.card ? promptOf(state.settings, state.card.promptId) : null;
    return {
      list: state.list,
      current,
      other:
        state.list.players.find((p) => p.id === state.card?.otherId && p.id !== current?.id) ??
        null,
      card: found && state.card ? { ...found, promptId: state.card.promptId } : null,
      levels: state.settings.levels,
      maxPoints: state.settings.maxPoints,
      finalRound: state.finalRound,
      over: state.over,
      voters: state.card && !state.verdict ? votersOf(state.list) : [],
      voted: Object.keys(ballots),
      myVote: own ?? null,
      verdict: state.verdict ?? null,
    };
  },
  status(state) {
    return state.over ? { kind: "over", standings: standingsOf(state.list) } : { kind: "playing" };
  },
  players: (state) => setupPlayersOf(state.list),
  settings: (state) => state.settings,
  bag: (state) => state.bag,
};
