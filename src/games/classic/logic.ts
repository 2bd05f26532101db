import { textId } from "../../shared/content-id";
import { completeChallenge, completeDrink, currentPlayer } from "../../shared/players";
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
import { type GameDefinition, isRefusal, refuse, type Seat } from "../kit/engine/engine";
import {
  isRosterMove,
  listFromSetup,
  passTurn,
  type RosterMove,
  setupPlayersOf,
  standingsOf,
  tryJoin,
  tryLeave,
} from "../kit/engine/turns";
import {
  type Challenge,
  type ChallengeCategory,
  type ChallengeKind,
  challengeCategories,
} from "./content";
import { manifest } from "./manifest";
import {
  type CategoryId,
  CHALLENGE_POINTS,
  type ClassicSettings,
  DRINK_POINTS,
  defaultClassicSettings,
  SKIPS_PER_PLAYER,
} from "./options";

export type { CategoryId, ClassicSettings };
export { CHALLENGE_POINTS, DRINK_POINTS, defaultClassicSettings, SKIPS_PER_PLAYER };
/**
 * The answers a card offers, by its kind: `cumpriu`/`bebeu` (desafio: the current player;
 * outro: {outro}), `ganhou-jogador`/`ganhou-outro` (duelo), `feito` (roda).
 */
export type Outcome = "cumpriu" | "bebeu" | "ganhou-jogador" | "ganhou-outro" | "feito";

export const OUTCOMES_BY_KIND: Readonly<Record<ChallengeKind, readonly Outcome[]>> = {
  desafio: ["cumpriu", "bebeu"],
  outro: ["cumpriu", "bebeu"],
  duelo: ["ganhou-jogador", "ganhou-outro"],
  roda: ["feito"],
};

export const kindOf = (challenge: Challenge): ChallengeKind => challenge.kind ?? "desafio";

/** A challenge's stable id: its category and a hash of its text ("drinking.0k3z9ab"). */
const challengeId = (category: ChallengeCategory, challenge: Challenge): string =>
  textId(category.id, challenge.text);

/**
 * What a view names of a challenge's category (not its list of challenges: 9 KB per message); a
 * custom deck's card names the deck (id "custom").
 */
export type PromptCategory = Pick<ChallengeCategory, "name" | "icon" | "adult"> & {
  id: CategoryId | typeof CUSTOM_PREFIX;
};

const idsByCategory = new Map(
  challengeCategories.map((c) => [c.id, c.challenges.map((ch) => challengeId(c, ch))]),
);

const byId = new Map(
  challengeCategories.flatMap((category) => {
    const { id, name, icon, adult } = category;
    const shown: PromptCategory = { id, name, icon, adult };
    return category.challenges.map((challenge) => [
      challengeId(category, challenge),
      { challenge, category: shown },
    ]);
  }),
);

/** Every challenge id of the game, 18+ included (what the shuffle bag may remember). */
export const allChallengeIds: readonly string[] = [...byId.keys()];

/** Ids of every challenge in the chosen categories; spicy only when 18+ is on. */
export function deckIds(categories: readonly CategoryId[], showAdult: boolean): string[] {
  return challengeCategories
    .filter((c) => categories.includes(c.id) && (showAdult || !c.adult))
    .flatMap((c) => idsByCategory.get(c.id) ?? []);
}

export function challengeById(
  id: string,
): { challenge: Challenge; category: PromptCategory } | null {
  return byId.get(id) ?? null;
}

/** What a game is started with: the chosen categories, the target and the 18+ setting then. */
export interface ClassicGameSettings extends ClassicSettings {
  showAdult: boolean;
}

/** A challenge of this game (its own or its custom deck's, with the deck as its category). */
export function challengeOf(
  settings: ClassicGameSettings,
  id: string,
): { challenge: Challenge; category: PromptCategory } | null {
  const deck = settings.customDeck;
  const custom = customCardById(deck, id);
  if (deck && custom) {
    const kind = custom.kind === "desafio" ? undefined : (custom.kind as Challenge["kind"]);
    const challenge: Challenge = kind
      ? { text: custom.text, icon: "Sparkles", kind }
      : { text: custom.text, icon: "Sparkles" };
    return {
      challenge,
      category: { id: CUSTOM_PREFIX, name: deck.name, icon: "Sparkles", adult: deck.adult },
    };
  }
  return challengeById(id);
}

/** Settings from a phone or a stored game: the deck checked (bad data, or 18+ off: no deck). */
function cleanDeck(settings: ClassicGameSettings): ClassicGameSettings {
  const { customDeck, ...rest } = settings;
  return { ...rest, ...withDeck(settingsDeck(customDeck, "classic", rest.showAdult === true)) };
}

export interface ClassicState {
  list: PlayerList;
  settings: ClassicGameSettings;
  bag: BagMemory;
  /** The challenge on the table, for the current player. */
  promptId: string;
  /** Who {outro} is on this card (another player), or null when playing alone is impossible. */
  otherId: string | null;
  /** Skips used this game, per player id (SKIPS_PER_PLAYER each). */
  skips: Record<string, number>;
  /** Someone reached the target: the round is finished so everyone has had as many turns. */
  finalRound: boolean;
  over: boolean;
}

export type ClassicMove = { type: "answer"; outcome: Outcome } | { type: "skip" } | RosterMove;

export interface ClassicView {
  list: PlayerList;
  current: Player | null;
  other: Player | null;
  prompt: { challenge: Challenge; category: PromptCategory } | null;
  kind: ChallengeKind;
  /** Skips the current player has left this game. */
  skipsLeft: number;
  maxPoints: number;
  finalRound: boolean;
  over: boolean;
}

const MIN_PLAYERS = manifest.minPlayers;
const MAX_PLAYERS = manifest.maxPlayers;

function deal(state: Omit<ClassicState, "promptId" | "otherId">, rng: Rng) {
  const custom = customIds(playableDeck(state.settings.customDeck, state.settings.showAdult));
  const deck = [...deckIds(state.settings.categories, state.settings.showAdult), ...custom];
  const selection = deck.length ? deck : deckIds(defaultClassicSettings.categories, false);
  // The deck's ids join the universe, or the bag would forget them as unknown.
  const universe = [...allChallengeIds, ...customIds(state.settings.customDeck)];
  const { id, memory } = drawFromBag(state.bag, selection, rng, universe);
  const current = currentPlayer(state.list);
  const others = state.list.players.filter((p) => p.id !== current?.id);
  const other = others.length ? (others[rng.int(others.length)] ?? null) : null;
  return { ...state, bag: memory, promptId: id, otherId: other?.id ?? null };
}

const outcomes: readonly string[] = ["cumpriu", "bebeu", "ganhou-jogador", "ganhou-outro", "feito"];

/** Scores an answer that fits the card's kind; null when it does not fit. */
function score(state: ClassicState, current: Player, outcome: Outcome, at: number) {
  const prompt = challengeOf(state.settings, state.promptId);
  const kind = prompt ? kindOf(prompt.challenge) : "desafio";
  if (!OUTCOMES_BY_KIND[kind].includes(outcome)) return null;
  const otherId = state.otherId ?? current.id;
  switch (outcome) {
    case "feito":
      return state.list;
    case "ganhou-jogador":
    case "ganhou-outro": {
      const [winner, loser] =
        outcome === "ganhou-jogador" ? [current.id, otherId] : [otherId, current.id];
      const won = completeChallenge(state.list, winner, CHALLENGE_POINTS, at);
      return winner === loser ? won : completeDrink(won, loser, 0, at);
    }
    default: {
      const who = kind === "outro" ? otherId : current.id;
      return outcome === "cumpriu"
        ? completeChallenge(state.list, who, CHALLENGE_POINTS, at)
        : completeDrink(state.list, who, DRINK_POINTS, at);
    }
  }
}

function isClassicMove(value: unknown): value is ClassicMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case "answer":
      return typeof m.outcome === "string" && outcomes.includes(m.outcome);
    case "skip":
      return true;
    default:
      return isRosterMove(m);
  }
}

/**
 * Who may answer or skip the card: the phone passed around; in a room, the player whose turn it
 * is, or the host (standing in for a phone that went quiet). Never the board.
 */
function mayAnswer(seat: Seat, current: Player): boolean {
  if (seat.kind === "device") return true;
  return seat.kind === "player" && (seat.playerId === current.id || seat.host === true);
}

/**
 * Modo Clássico: the current player gets a challenge; 'Cumpriu' earns CHALLENGE_POINTS, 'Bebeu'
 * DRINK_POINTS, and the turn passes (a duel scores its winner, a group card no one, a card for
 * {outro} scores {outro}). Each player may skip SKIPS_PER_PLAYER cards a game. Reaching the target starts the final round: the game ends
 * when the turn comes back to the first player, so everyone has played as many turns.
 */
export const classicGame: GameDefinition<
  ClassicState,
  ClassicMove,
  ClassicView,
  ClassicGameSettings
> = {
  id: "classic",
  // 2: skips are counted per player.
  stateVersion: 2,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup({ players, settings, bag }, rng) {
    const list = listFromSetup(players.slice(0, MAX_PLAYERS));
    const fresh = {
      list,
      settings: cleanDeck(settings),
      bag: bag ?? EMPTY_BAG,
      skips: {},
      finalRound: false,
    };
    return deal({ ...fresh, over: false }, rng);
  },
  isMove: isClassicMove,
  move(state, move, { at, rng, seat }) {
    if (state.over) return refuse("GAME_OVER");
    const current = currentPlayer(state.list);
    // A room's players never change the roster by hand: the room seats and removes them.
    if ((move.type === "addPlayer" || move.type === "removePlayer") && seat.kind === "player")
      return refuse("NOT_YOUR_TURN");
    if ((move.type === "answer" || move.type === "skip") && current && !mayAnswer(seat, current))
      return refuse("NOT_YOUR_TURN");
    switch (move.type) {
      case "answer": {
        if (!current) return refuse("NOT_NOW");
        const scored = score(state, current, move.outcome, at);
        if (!scored) return refuse("INVALID_MOVE");
        const finalRound =
          state.finalRound || scored.players.some((p) => p.points >= state.settings.maxPoints);
        const { list, roundClosed } = passTurn(scored, at);
        if (finalRound && roundClosed)
          return { ...state, list, finalRound, over: true, otherId: null };
        return deal({ ...state, list, finalRound }, rng);
      }
      case "skip": {
        if (!current) return refuse("NOT_NOW");
        const used = state.skips[current.id] ?? 0;
        if (used >= SKIPS_PER_PLAYER) return refuse("NOT_NOW");
        return deal({ ...state, skips: { ...state.skips, [current.id]: used + 1 } }, rng);
      }
      case "addPlayer": {
        const list = tryJoin(state.list, move.name, MAX_PLAYERS, rng, at);
        return isRefusal(list) ? list : { ...state, list };
      }
      case "removePlayer": {
        const list = tryLeave(state.list, move.playerId, MIN_PLAYERS, at);
        if (isRefusal(list)) return list;
        const stillShown = move.playerId !== current?.id && move.playerId !== state.otherId;
        return stillShown ? { ...state, list } : deal({ ...state, list }, rng);
      }
    }
  },
  view(state) {
    const current = currentPlayer(state.list);
    const prompt = challengeOf(state.settings, state.promptId);
    return {
      list: state.list,
      current,
      other: state.list.players.find((p) => p.id === state.otherId) ?? null,
      prompt,
      kind: prompt ? kindOf(prompt.challenge) : "desafio",
      skipsLeft: Math.max(0, SKIPS_PER_PLAYER - (current ? (state.skips[current.id] ?? 0) : 0)),
      maxPoints: state.settings.maxPoints,
      finalRound: state.finalRound,
      over: state.over,
    };
  },
  status(state) {
    return state.over ? { kind: "over", standings: standingsOf(state.list) } : { kind: "playing" };
  },
  players: (state) => setupPlayersOf(state.list),
  settings: (state) => state.settings,
  bag: (state) => state.bag,
};
