import { type CategoryId, type ClassicGameSettings, classicGame } from "../../games/classic/logic";
import {
  canDrawLive,
  cleanRoomSettings,
  type DesenhaRoomState,
  desenhaRoomGame,
} from "../../games/desenha-e-bebe/room-logic";
import { euNuncaGame } from "../../games/eu-nunca/logic";
import { settingsDeck, withDeck } from "../../games/kit/custom-cards";
import type { GameDefinition, SetupPlayer } from "../../games/kit/engine/engine";
import {
  DEFAULT_ROUNDS,
  FALLBACK_LEVELS,
  isLevelId,
  type MaisProvavelSettings,
  maisProvavelGame,
  ROUND_CHOICES,
} from "../../games/mais-provavel/logic";
import { qualMeuNomeGame } from "../../games/qual-meu-nome/logic";
import { cleanRoomSettings as qualMeuNomeSettings } from "../../games/qual-meu-nome/room-rules";
import {
  clampTarget,
  isLevel,
  truthOrDareGame,
  allowedLevels as truthOrDareLevels,
} from "../../games/truth-or-dare/logic";
import { clampMaxPoints } from "../../shared/schemas/session";

/**
 * The games a room can run: the very definitions the single-phone games use (pure, from
 * src/games/<id>/logic.ts), plus what a room needs to know that the definition does not say.
 */
export interface RoomGame {
  // biome-ignore lint/suspicious/noExplicitAny: definitions of any game are stored side by side
  definition: GameDefinition<any, any, any, any>;
  /** The host's settings (untrusted) made safe for `setup`. */
  settings(value: unknown): unknown;
  /** The move that seats a player who joins mid-game (the game decides when they play); none: they wait for the next game. */
  lateJoin?(player: SetupPlayer): unknown;
  /** The move that removes a player who left (kicked, or gone for good) from the game. */
  leave?(playerId: string): unknown;
  /** Games with live drawing: may this seat stream strokes of `turn` now (see rooms/live.ts)? */
  canDrawLive?(data: unknown, seatId: string, turn: number): boolean;
  /** The view is the same for every seat and the board: it is serialised once per change. */
  sameViewForAll?: boolean;
  /** Lists in the view that mostly grow: sent as what changed to a socket that holds the rest. */
  deltaPaths?: readonly string[];
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const CLASSIC_CATEGORIES: readonly CategoryId[] = ["classic", "drinking", "family", "spicy"];

function classicSettings(value: unknown): ClassicGameSettings {
  const s = record(value);
  const chosen = Array.isArray(s.categories)
    ? CLASSIC_CATEGORIES.filter((c) => (s.categories as unknown[]).includes(c))
    : [];
  const showAdult = s.showAdult === true;
  const categories = chosen.filter((c) => showAdult || c !== "spicy");
  // A custom deck (issue 27) may play alone: then no category is needed.
  const deck = settingsDeck(s.customDeck, "classic", showAdult);
  return {
    categories: categories.length || deck ? categories : ["classic", "drinking"],
    maxPoints: clampMaxPoints(s.maxPoints),
    showAdult,
    ...withDeck(deck),
  };
}

function maisProvavelSettings(value: unknown): MaisProvavelSettings {
  const s = record(value);
  const showAdult = s.showAdult === true;
  const levels = Array.isArray(s.levels)
    ? s.levels.filter(isLevelId).filter((l) => showAdult || l !== "picante")
    : [];
  const rounds = ROUND_CHOICES.find((r) => r === s.rounds) ?? DEFAULT_ROUNDS;
  const deck = settingsDeck(s.customDeck, "mais-provavel", showAdult);
  return {
    levels: levels.length || deck ? levels : FALLBACK_LEVELS,
    rounds,
    showAdult,
    ...withDeck(deck),
  };
}

/**
 * Verdade ou Desafio: Picante only with the host's 18+ on. The game keeps that 18+ in its settings,
 * so the room's settings after a start still carry it and 'Jogar de novo' keeps Picante.
 */
function truthOrDareSettings(value: unknown) {
  const s = record(value);
  const showAdult = s.showAdult === true;
  const chosen = Array.isArray(s.levels) ? s.levels.filter(isLevel) : [];
  const levels = truthOrDareLevels(chosen, showAdult);
  const deck = settingsDeck(s.customDeck, "truth-or-dare", showAdult);
  return {
    levels: levels.length || deck ? levels : ["leve", "medio"],
    maxPoints: clampTarget(s.maxPoints),
    ...(showAdult ? { showAdult: true } : {}),
    ...withDeck(deck),
  };
}

/** Adding a game: one line here (its definition and how its settings are checked). */
const games = new Map<string, RoomGame>([
  [
    classicGame.id,
    {
      definition: classicGame,
      settings: classicSettings,
      sameViewForAll: true,
      // Modo Clássico's late join names a new player with an id of its own: late joiners wait.
      leave: (playerId) => ({ type: "removePlayer", playerId }),
    },
  ],
  // Eu Nunca cleans its own settings in setup.
  [
    euNuncaGame.id,
    { definition: euNuncaGame, settings: (value) => record(value), sameViewForAll: true },
  ],
  [
    maisProvavelGame.id,
    {
      definition: maisProvavelGame,
      settings: maisProvavelSettings,
      // The seat's id is the player's id: a late joiner votes from the next round on.
      lateJoin: (player) => ({ type: "addPlayer", name: player.name, id: player.id }),
      leave: (playerId) => ({ type: "removePlayer", playerId }),
    },
  ],
  [
    qualMeuNomeGame.id,
    {
      definition: qualMeuNomeGame,
      settings: qualMeuNomeSettings,
      // A late joiner goes to the smallest team; one who left is skipped (decision 041).
      lateJoin: (player) => ({ type: "addPlayer", id: player.id, name: player.name }),
      leave: (playerId) => ({ type: "removePlayer", playerId }),
    },
  ],
  [
    truthOrDareGame.id,
    {
      definition: truthOrDareGame,
      settings: truthOrDareSettings,
      // The seat's id is the player's id: a late joiner votes at once and plays in turn.
      lateJoin: (player) => ({ type: "addPlayer", id: player.id, name: player.name }),
      leave: (playerId) => ({ type: "removePlayer", playerId }),
    },
  ],
  [
    desenhaRoomGame.id,
    {
      // The room's own definition (each on their own phone), not the teams' pass-the-phone one.
      definition: desenhaRoomGame,
      settings: cleanRoomSettings,
      lateJoin: (player) => ({ type: "addPlayer", id: player.id, name: player.name }),
      leave: (playerId) => ({ type: "removePlayer", playerId }),
      canDrawLive: (data, seatId, turn) => canDrawLive(data as DesenhaRoomState, seatId, turn),
      // A stored stroke adds one to the drawing: the others are not sent again (5-48 KB).
      deltaPaths: ["drawing.strokes"],
    },
  ],
]);

export function roomGame(gameId: string): RoomGame | undefined {
  return games.get(gameId);
}

export function roomGameIds(): string[] {
  return [...games.keys()];
}

/** Tests register a definition of their own (e.g. one with a secret per seat). */
export function registerRoomGame(game: RoomGame): () => void {
  const id = game.definition.id;
  games.set(id, game);
  return () => {
    games.delete(id);
  };
}
