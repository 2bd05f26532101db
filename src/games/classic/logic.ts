import { textId } from "../../shared/content-id";
import { completeChallenge, completeDrink, currentPlayer } from "../../shared/players";
import type { Rng } from "../../shared/random";
import type { Player, PlayerList } from "../../shared/schemas/player";
import { type BagMemory, drawFromBag, EMPTY_BAG } from "../../shared/shuffle-bag";
import { type GameDefinition, refuse } from "../kit/engine/engine";
import {
  isName,
  joinLate,
  leave,
  listFromSetup,
  passTurn,
  setupPlayersOf,
  standingsOf,
} from "../kit/engine/turns";
import { type Challenge, type ChallengeCategory, challengeCategories } from "./content";
import { manifest } from "./manifest";

export const CHALLENGE_POINTS = 10;
export const DRINK_POINTS = 5;
export type CategoryId = ChallengeCategory["id"];
export type Outcome = "cumpriu" | "bebeu";

export interface ClassicSettings {
  categories: CategoryId[];
  maxPoints: number;
}

export const defaultClassicSettings: ClassicSettings = {
  categories: ["classic", "drinking"],
  maxPoints: 100,
};

/** A challenge's stable id: its category and a hash of its text ("drinking.0k3z9ab"). */
const challengeId = (category: ChallengeCategory, challenge: Challenge): string =>
  textId(category.id, challenge.text);

/** What a view names of a challenge's category (not its list of challenges: 9 KB per message). */
export type PromptCategory = Pick<ChallengeCategory, "id" | "name" | "icon" | "adult">;

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

export interface ClassicState {
  list: PlayerList;
  settings: ClassicGameSettings;
  bag: BagMemory;
  /** The challenge on the table, for the current player. */
  promptId: string;
  /** Who {outro} is on this card (another player), or null when playing alone is impossible. */
  otherId: string | null;
  /** Someone reached the target: the round is finished so everyone has had as many turns. */
  finalRound: boolean;
  over: boolean;
}

export type ClassicMove =
  | { type: "answer"; outcome: Outcome }
  | { type: "skip" }
  | { type: "addPlayer"; name: string }
  | { type: "removePlayer"; playerId: string };

export interface ClassicView {
  list: PlayerList;
  current: Player | null;
  other: Player | null;
  prompt: { challenge: Challenge; category: PromptCategory } | null;
  maxPoints: number;
  finalRound: boolean;
  over: boolean;
}

const MIN_PLAYERS = manifest.minPlayers;
const MAX_PLAYERS = manifest.maxPlayers;

function deal(state: Omit<ClassicState, "promptId" | "otherId">, rng: Rng) {
  const deck = deckIds(state.settings.categories, state.settings.showAdult);
  const selection = deck.length ? deck : deckIds(defaultClassicSettings.categories, false);
  const { id, memory } = drawFromBag(state.bag, selection, rng, allChallengeIds);
  const current = currentPlayer(state.list);
  const others = state.list.players.filter((p) => p.id !== current?.id);
  const other = others.length ? (others[rng.int(others.length)] ?? null) : null;
  return { ...state, bag: memory, promptId: id, otherId: other?.id ?? null };
}

const outcomes: readonly string[] = ["cumpriu", "bebeu"];

function isClassicMove(value: unknown): value is ClassicMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case "answer":
      return typeof m.outcome === "string" && outcomes.includes(m.outcome);
    case "skip":
      return true;
    case "addPlayer":
      return isName(m.name);
    case "removePlayer":
      return typeof m.playerId === "string";
    default:
      return false;
  }
}

/**
 * Modo Clássico: the current player gets a challenge; 'Cumpriu' earns CHALLENGE_POINTS, 'Bebeu'
 * DRINK_POINTS, and the turn passes. Reaching the target starts the final round: the game ends
 * when the turn comes back to the first player, so everyone has played as many turns.
 */
export const classicGame: GameDefinition<
  ClassicState,
  ClassicMove,
  ClassicView,
  ClassicGameSettings
> = {
  id: "classic",
  stateVersion: 1,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup({ players, settings, bag }, rng) {
    const list = listFromSetup(players.slice(0, MAX_PLAYERS));
    return deal({ list, settings, bag: bag ?? EMPTY_BAG, finalRound: false, over: false }, rng);
  },
  isMove: isClassicMove,
  move(state, move, { at, rng }) {
    if (state.over) return refuse("GAME_OVER");
    const current = currentPlayer(state.list);
    switch (move.type) {
      case "answer": {
        if (!current) return refuse("NOT_NOW");
        const scored =
          move.outcome === "cumpriu"
            ? completeChallenge(state.list, current.id, CHALLENGE_POINTS, at)
            : completeDrink(state.list, current.id, DRINK_POINTS, at);
        const finalRound =
          state.finalRound || scored.players.some((p) => p.points >= state.settings.maxPoints);
        const { list, roundClosed } = passTurn(scored, at);
        if (finalRound && roundClosed)
          return { ...state, list, finalRound, over: true, otherId: null };
        return deal({ ...state, list, finalRound }, rng);
      }
      case "skip":
        return deal(state, rng);
      case "addPlayer": {
        if (state.list.players.length >= MAX_PLAYERS) return refuse("TOO_MANY_PLAYERS");
        const list = joinLate(state.list, move.name, rng, at);
        return { ...state, list };
      }
      case "removePlayer": {
        if (!state.list.players.some((p) => p.id === move.playerId)) return refuse("INVALID_MOVE");
        if (state.list.players.length <= MIN_PLAYERS) return refuse("TOO_FEW_PLAYERS");
        const list = leave(state.list, move.playerId, at);
        const stillShown = move.playerId !== current?.id && move.playerId !== state.otherId;
        return stillShown ? { ...state, list } : deal({ ...state, list }, rng);
      }
    }
  },
  view(state) {
    const current = currentPlayer(state.list);
    return {
      list: state.list,
      current,
      other: state.list.players.find((p) => p.id === state.otherId) ?? null,
      prompt: challengeById(state.promptId),
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
