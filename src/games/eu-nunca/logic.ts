import type { CustomDeck } from "../../shared/custom-deck";
import type { DrinkMode } from "../../shared/schemas/profile";
import { type BagMemory, dealOrder, EMPTY_BAG, recordDealt } from "../../shared/shuffle-bag";
import {
  CUSTOM_PREFIX,
  customCardById,
  customIds,
  playableDeck,
  settingsDeck,
  withDeck,
} from "../kit/custom-cards";
import { type GameDefinition, refuse, type Standing } from "../kit/engine/engine";
import {
  allowedCategories,
  allStatementIds,
  type CategoryId,
  deckIds,
  isAdultCard,
  isCategoryId,
  statementById,
} from "./deck";
import { manifest } from "./manifest";

/** Fingers (lives) each player starts with. */
export const LIVES = { min: 3, max: 10, default: 5 } as const;

export function clampLives(value: number): number {
  if (!Number.isFinite(value)) return LIVES.default;
  return Math.min(LIVES.max, Math.max(LIVES.min, Math.round(value)));
}

export interface Contender {
  id: string;
  name: string;
  lives: number;
  /** The card number (1-based) on which the player lost the last finger; null while playing. */
  outOn: number | null;
}

/** What the last 'Confirmar' did: who lost a finger, who left, and whether the tie rule applied. */
export interface Round {
  lost: string[];
  eliminated: string[];
  /** Everybody still playing would have lost the last finger: nobody leaves, the game goes on. */
  spared: boolean;
}

/** marking: the card is up (and, with players, who has done it is being marked). */
export type Phase = "marking" | "revealed" | "over";

export interface EuNuncaState {
  categories: CategoryId[];
  deck: string[];
  /** Index of the card on the table; once over, how many cards were played. */
  cursor: number;
  maxLives: number;
  /** Empty: the plain card flow, nobody counts lives. */
  players: Contender[];
  marked: string[];
  /** In a room: the players who answered the card on the table from their own phone. */
  answered?: string[];
  phase: Phase;
  round: Round | null;
}

export type Action =
  | { type: "toggle"; id: string }
  | { type: "confirm" }
  | { type: "next" }
  | { type: "skip" }
  | { type: "end" };

export function newGame(options: {
  categories: readonly CategoryId[];
  deck: readonly string[];
  players: readonly { id: string; name: string }[];
  lives: number;
}): EuNuncaState {
  const maxLives = clampLives(options.lives);
  return {
    categories: [...options.categories],
    deck: [...options.deck],
    cursor: 0,
    maxLives,
    players: options.players.map((p) => ({ id: p.id, name: p.name, lives: maxLives, outOn: null })),
    marked: [],
    phase: options.deck.length ? "marking" : "over",
    round: null,
  };
}

export const withPlayers = (s: EuNuncaState): boolean => s.players.length > 0;
export const alive = (s: EuNuncaState): Contender[] => s.players.filter((p) => p.lives > 0);
export const currentCard = (s: EuNuncaState): string | null =>
  s.phase === "over" ? null : (s.deck[s.cursor] ?? null);

/** With players, the game is decided once one player (or nobody) is left standing. */
export function isDecided(s: EuNuncaState): boolean {
  return withPlayers(s) && alive(s).length <= 1;
}

/** Cards that came out of the deck so far, the one on the table included. */
export function cardsSeen(s: EuNuncaState): number {
  return Math.min(s.deck.length, s.phase === "over" ? s.cursor : s.cursor + 1);
}

/** Moves past the card on the table: the next card, or the end of the game. */
function advance(s: EuNuncaState): EuNuncaState {
  const cursor = s.cursor + 1;
  const over = isDecided(s) || cursor >= s.deck.length;
  return {
    ...s,
    cursor,
    marked: [],
    answered: [],
    round: null,
    phase: over ? "over" : "marking",
  };
}

function confirm(s: EuNuncaState): EuNuncaState {
  const standing = alive(s);
  const lost = standing.filter((p) => s.marked.includes(p.id)).map((p) => p.id);
  const goingOut = standing.filter((p) => lost.includes(p.id) && p.lives === 1);
  // Tie rule: if every player still standing would go out on the same card, nobody does.
  const spared = goingOut.length > 0 && goingOut.length === standing.length;
  const card = s.cursor + 1;
  const players = s.players.map((p) => {
    if (!lost.includes(p.id)) return p;
    if (spared) return p;
    const lives = p.lives - 1;
    return { ...p, lives, outOn: lives === 0 ? card : p.outOn };
  });
  const eliminated = spared ? [] : goingOut.map((p) => p.id);
  return {
    ...s,
    players,
    marked: [],
    answered: [],
    phase: "revealed",
    round: { lost, eliminated, spared },
  };
}

export function reduce(s: EuNuncaState, action: Action): EuNuncaState {
  if (s.phase === "over") return s;
  switch (action.type) {
    case "toggle": {
      const player = s.players.find((p) => p.id === action.id);
      if (s.phase !== "marking" || !player || player.lives === 0) return s;
      const marked = s.marked.includes(action.id)
        ? s.marked.filter((id) => id !== action.id)
        : [...s.marked, action.id];
      return { ...s, marked };
    }
    case "confirm":
      return s.phase === "marking" && withPlayers(s) ? confirm(s) : s;
    case "next":
      // With players a card is only left behind after 'Confirmar' (or 'Pular').
      return s.phase === "revealed" || !withPlayers(s) ? advance(s) : s;
    case "skip":
      return s.phase === "marking" ? advance(s) : s;
    case "end":
      return { ...s, cursor: cardsSeen(s), marked: [], round: null, phase: "over" };
  }
}

/**
 * Drops the cards that must not be shown any more (the 18+ setting was switched off mid-game)
 * from the rest of the deck, the card on the table included while nobody answered it yet.
 */
export function dropCards(s: EuNuncaState, drop: (id: string) => boolean): EuNuncaState {
  if (s.phase === "over") return s;
  const from = s.phase === "marking" ? s.cursor : s.cursor + 1;
  const rest = s.deck.slice(from).filter((id) => !drop(id));
  if (rest.length === s.deck.length - from) return s;
  const deck = [...s.deck.slice(0, from), ...rest];
  if (s.phase === "revealed") return { ...s, deck };
  const onTable = s.deck[s.cursor];
  const keptTable = onTable !== undefined && deck[s.cursor] === onTable;
  const over = s.cursor >= deck.length;
  return {
    ...s,
    deck,
    marked: keptTable ? s.marked : [],
    phase: over ? "over" : s.phase,
  };
}

/**
 * Who won a finished game with players: the last one standing, or, when the deck ran out with
 * several still playing, everyone tied on the most fingers (a shared victory).
 */
export function winners(s: EuNuncaState): Contender[] {
  if (s.phase !== "over" || !withPlayers(s)) return [];
  const standing = alive(s);
  const most = Math.max(0, ...standing.map((p) => p.lives));
  return standing.filter((p) => p.lives === most);
}

/**
 * Final ranking: most fingers first; among the players out, the later they went out the better;
 * ties keep the order of the table. The winners share first place, and players with the same
 * fingers who went out on the same card share theirs.
 */
export function finalRanking(
  s: EuNuncaState,
): { playerId: string; name: string; points: number; place: number }[] {
  const late = (p: Contender) => p.outOn ?? Number.POSITIVE_INFINITY;
  const top = new Set(winners(s).map((p) => p.id));
  const sorted = s.players
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.lives - a.p.lives || late(b.p) - late(a.p) || a.i - b.i)
    .map(({ p }) => p);
  const places: number[] = [];
  sorted.forEach((p, i) => {
    const before = sorted[i - 1];
    const same = before && before.lives === p.lives && late(before) === late(p);
    places.push(top.has(p.id) ? 1 : same ? (places[i - 1] as number) : i + 1);
  });
  return sorted.map((p, i) => ({
    playerId: p.id,
    name: p.name,
    points: p.lives,
    place: places[i] as number,
  }));
}

/** How a player (or, `many`, several) drinks in the group's drink mode. */
export function sip(drinkMode: DrinkMode, many = false): string {
  if (drinkMode === "sem-alcool") return many ? "tomam um gole d'água" : "toma um gole d'água";
  return many ? "bebem um gole" : "bebe um gole";
}

/** The line under each card, in the group's drink mode. */
export function instruction(drinkMode: DrinkMode, players: boolean): string {
  return players
    ? `Quem já fez toca no próprio nome: perde um dedo e ${sip(drinkMode)}.`
    : `Quem já fez ${sip(drinkMode)}.`;
}

/** What a game is started with: the categories, the fingers, and the 18+ setting then. */
export interface EuNuncaGameSettings {
  /** Empty only when a custom deck plays alone. */
  categories: CategoryId[];
  lives: number;
  showAdult: boolean;
  /** A custom deck's snapshot (issue 27), dealt with the categories; absent or null: none. */
  customDeck?: CustomDeck | null;
}

/** A card as a screen shows it: its text and its category (a custom deck's: the deck's name). */
export interface EuNuncaCard {
  id: string;
  text: string;
  category: { id: CategoryId | typeof CUSTOM_PREFIX; name: string; adult: boolean };
}

/**
 * What a screen gets: the round as before, plus the card on the table with its text (so a custom
 * deck's card shows like one of the game's) and the custom deck's name, if one plays.
 */
export interface EuNuncaView extends EuNuncaState {
  card: EuNuncaCard | null;
  deckName: string | null;
}

/** A statement of this game (its own or its custom deck's) with its category, or null. */
export function cardOf(settings: EuNuncaGameSettings, id: string): EuNuncaCard | null {
  const deck = settings.customDeck;
  const custom = customCardById(deck, id);
  if (deck && custom)
    return {
      id,
      text: custom.text,
      category: { id: CUSTOM_PREFIX, name: deck.name, adult: deck.adult },
    };
  const own = statementById(id);
  if (!own) return null;
  const { category } = own;
  return {
    id,
    text: own.text,
    category: { id: category.id, name: category.name, adult: category.adult },
  };
}

export interface EuNuncaGame {
  round: EuNuncaState;
  settings: EuNuncaGameSettings;
  /** The device's bag memory when the deck was dealt; the cards seen since are added from it. */
  bag: BagMemory;
}

/**
 * The round's actions; 'answer': in a room, a player says from their own phone whether they
 * have done it ('Eu já' / 'Eu nunca'); 'hideAdult': the profile's 18+ went off, so its cards
 * leave the deck.
 */
export type EuNuncaMove = Action | { type: "answer"; done: boolean } | { type: "hideAdult" };

/**
 * A player's own answer: 'Eu já' marks them, 'Eu nunca' unmarks them; they may change it until
 * the last player still standing answers, then the card is confirmed by itself.
 */
export function answer(s: EuNuncaState, playerId: string, done: boolean): EuNuncaState | null {
  const player = s.players.find((p) => p.id === playerId);
  if (s.phase !== "marking" || !player || player.lives === 0) return null;
  const marked = s.marked.filter((id) => id !== playerId);
  const answered = (s.answered ?? []).filter((id) => id !== playerId);
  const next = {
    ...s,
    marked: done ? [...marked, playerId] : marked,
    answered: [...answered, playerId],
  };
  const everyone = alive(next).every((p) => next.answered.includes(p.id));
  return everyone ? confirm(next) : next;
}

const FALLBACK: CategoryId[] = ["classico", "festa"];
const SIMPLE = ["confirm", "next", "skip", "end", "hideAdult"];

function isEuNuncaMove(value: unknown): value is EuNuncaMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  if (m.type === "toggle") return typeof m.id === "string";
  if (m.type === "answer") return typeof m.done === "boolean";
  return typeof m.type === "string" && SIMPLE.includes(m.type);
}

function cleanSettings(value: unknown): EuNuncaGameSettings {
  const s = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const chosen = Array.isArray(s.categories) ? s.categories.filter(isCategoryId) : [];
  const lives = typeof s.lives === "number" ? clampLives(s.lives) : LIVES.default;
  const showAdult = s.showAdult === true;
  const customDeck = settingsDeck(s.customDeck, "eu-nunca", showAdult);
  return { categories: chosen, lives, showAdult, ...withDeck(customDeck) };
}

/** Every id the bag may remember in this game: the game's own and its custom deck's. */
const universeOf = (settings: EuNuncaGameSettings): string[] => [
  ...allStatementIds,
  ...customIds(settings.customDeck),
];

/**
 * Eu Nunca: the deck of the chosen categories is dealt at the start (cards the device has not seen
 * first); whoever has done what the card says loses a finger, and the last one standing wins.
 * Without players it is just the cards, one after the other.
 */
export const euNuncaGame: GameDefinition<
  EuNuncaGame,
  EuNuncaMove,
  EuNuncaView,
  EuNuncaGameSettings
> = {
  id: manifest.id,
  stateVersion: 1,
  minPlayers: manifest.minPlayers,
  maxPlayers: manifest.maxPlayers,
  setup({ players, settings, bag }, rng) {
    const clean = cleanSettings(settings);
    // Nothing playable (only 18+ chosen and 18+ off): the mildest mix, so a game always has cards.
    const allowed = allowedCategories(clean.categories, clean.showAdult);
    const custom = customIds(clean.customDeck);
    const categories =
      allowed.length || custom.length ? allowed : allowedCategories(FALLBACK, false);
    const ids = [...deckIds(categories, clean.showAdult), ...custom];
    const memory = bag ?? EMPTY_BAG;
    const deck = ids.length ? dealOrder(memory, ids, rng, universeOf(clean)) : [];
    const chosen = players.slice(0, manifest.maxPlayers);
    const round = newGame({ categories, deck, players: chosen, lives: clean.lives });
    return { round, settings: { ...clean, categories }, bag: memory };
  },
  isMove: isEuNuncaMove,
  move(state, move, { seat }) {
    if (state.round.phase === "over") return refuse("GAME_OVER");
    if (seat.kind === "board") return refuse("NOT_YOUR_TURN");
    if (move.type === "answer") {
      if (seat.kind !== "player") return refuse("NOT_YOUR_TURN");
      const round = answer(state.round, seat.playerId, move.done);
      return round ? { ...state, round } : refuse("NOT_NOW");
    }
    // In a room each phone answers for its own seat only: nobody marks someone else.
    if (seat.kind === "player" && move.type === "toggle") return refuse("NOT_YOUR_TURN");
    if (move.type === "hideAdult") {
      // An 18+ custom deck's cards leave too; the deck stays in the settings for the card shown.
      const custom = new Set(
        playableDeck(state.settings.customDeck, false) ? [] : customIds(state.settings.customDeck),
      );
      const round = dropCards(state.round, (id) => isAdultCard(id) || custom.has(id));
      if (round === state.round) return refuse("NOT_NOW");
      return { ...state, round, settings: { ...state.settings, showAdult: false } };
    }
    const round = reduce(state.round, move);
    return round === state.round ? refuse("NOT_NOW") : { ...state, round };
  },
  view(state) {
    const id = currentCard(state.round);
    return {
      ...state.round,
      card: id === null ? null : cardOf(state.settings, id),
      deckName: state.settings.customDeck?.name ?? null,
    };
  },
  status(state) {
    if (state.round.phase !== "over") return { kind: "playing" };
    const standings: Standing[] = finalRanking(state.round).map((r) => ({
      playerId: r.playerId,
      name: r.name,
      score: r.points,
      rank: r.place,
    }));
    return { kind: "over", standings };
  },
  players: (state) => state.round.players.map((p) => ({ id: p.id, name: p.name })),
  settings: (state) => state.settings,
  bag(state) {
    const { deck } = state.round;
    if (!deck.length) return state.bag;
    return recordDealt(
      state.bag,
      deck.slice(0, cardsSeen(state.round)),
      deck,
      universeOf(state.settings),
    );
  },
};
