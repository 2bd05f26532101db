import { textId } from "../../shared/content-id";
import { completeChallenge, completeDrink, currentPlayer, ranking } from "../../shared/players";
import type { Rng } from "../../shared/random";
import type { Player, PlayerList } from "../../shared/schemas/player";
import { type BagMemory, drawFromBag, EMPTY_BAG } from "../../shared/shuffle-bag";
import { type GameDefinition, refuse } from "../kit/engine/engine";
import { isRoster, syncRoster } from "../kit/engine/roster";
import { listFromSetup, passTurn, setupPlayersOf, standingsOf } from "../kit/engine/turns";
import { dares, type Level, type TruthOrDarePrompt, truths } from "./content";
import { manifest } from "./manifest";

/**
 * Verdade ou Desafio as a game definition: pure and total, randomness only from the engine's rng,
 * the shuffle-bag memory inside the state.
 */

export type { Level } from "./content";
export type Kind = "truth" | "dare";
export type Outcome = "cumpriu" | "recusou";

export const KINDS: readonly Kind[] = ["truth", "dare"];
/** Every level, mildest first; also the order of the chips. */
export const LEVELS: readonly Level[] = ["leve", "medio", "picante"];
export const ADULT_LEVEL: Level = "picante";

export const KIND_LABELS: Record<Kind, string> = { truth: "Verdade", dare: "Desafio" };
export const LEVEL_LABELS: Record<Level, string> = {
  leve: "Leve",
  medio: "Médio",
  picante: "Picante",
};

/** Points for a truth answered or a dare done. Refusing (drink or forfeit) scores nothing. */
export const COMPLETE_POINTS = 10;
export const TARGET_POINTS = { default: 50, min: 10, max: 200, step: 10 } as const;

export interface TruthOrDareSettings {
  /** Levels the group chose; picante only counts while the profile's 18+ setting is on. */
  levels: Level[];
  /** Reaching it starts the last round. */
  maxPoints: number;
}

export const defaultTruthOrDareSettings: TruthOrDareSettings = {
  levels: ["leve", "medio"],
  maxPoints: TARGET_POINTS.default,
};

export function isLevel(value: unknown): value is Level {
  return LEVELS.includes(value as Level);
}

/** Any value as a valid target: a whole number in 10..200, the default when not a number. */
export function clampTarget(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return TARGET_POINTS.default;
  return Math.min(TARGET_POINTS.max, Math.max(TARGET_POINTS.min, Math.round(value)));
}

/** The chosen levels that may be played, in LEVELS order: picante only when 18+ is on too. */
export function allowedLevels(chosen: readonly Level[], showAdult: boolean): Level[] {
  return LEVELS.filter((l) => chosen.includes(l) && (l !== ADULT_LEVEL || showAdult));
}

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

/**
 * Why the game cannot go on with the profile's 18+ setting as it is now: Picante is in play and
 * the setting went off. Null when nothing has to change.
 */
export function noLevelsLeft(levels: readonly Level[], showAdult: boolean): string | null {
  if (showAdult || !levels.includes(ADULT_LEVEL)) return null;
  return allowedLevels(levels, showAdult).length > 0
    ? "O nível Picante saiu porque o “Conteúdo +18” foi desligado nos ajustes do jogo. Toque em “Continuar a partida” para seguir sem ele."
    : "O nível Picante saiu porque o “Conteúdo +18” foi desligado nos ajustes do jogo. Escolha outro nível para continuar.";
}

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
}

export type TruthOrDareMove =
  | { type: "choose"; kind: Kind }
  | { type: "answer"; outcome: Outcome }
  | { type: "skip" }
  /** The setup screen's players, levels and target applied mid-game: nobody's score is zeroed. */
  | { type: "adjust"; players: { id: string; name: string }[]; levels: Level[]; maxPoints: number };

export interface TruthOrDareView {
  list: PlayerList;
  current: Player | null;
  other: Player | null;
  card: { kind: Kind; promptId: string; prompt: TruthOrDarePrompt } | null;
  levels: Level[];
  maxPoints: number;
  finalRound: boolean;
  over: boolean;
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
  return {
    levels: levels.length ? levels : [...defaultTruthOrDareSettings.levels],
    maxPoints: clampTarget(s.maxPoints),
  };
}

function pickOther(list: PlayerList, rng: Rng): string | null {
  const current = currentPlayer(list);
  const others = list.players.filter((p) => p.id !== current?.id);
  return others.length ? (others[rng.int(others.length)]?.id ?? null) : null;
}

/** A new card of the kind for the current player, or null when the levels hold none. */
function deal(state: TruthOrDareState, kind: Kind, rng: Rng): TruthOrDareState | null {
  const ids = deckIds(kind, state.settings.levels);
  if (!ids.length) return null;
  const { id, memory } = drawFromBag(state.bag, ids, rng, allPromptIds);
  return {
    ...state,
    bag: memory,
    card: { kind, promptId: id, otherId: pickOther(state.list, rng) },
  };
}

const outcomes: readonly string[] = ["cumpriu", "recusou"];

function isTruthOrDareMove(value: unknown): value is TruthOrDareMove {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case "choose":
      return m.kind === "truth" || m.kind === "dare";
    case "answer":
      return typeof m.outcome === "string" && outcomes.includes(m.outcome);
    case "skip":
      return true;
    case "adjust":
      return (
        isRoster(m.players, MAX_PLAYERS) &&
        Array.isArray(m.levels) &&
        m.levels.length > 0 &&
        m.levels.every(isLevel) &&
        typeof m.maxPoints === "number"
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
  const settings = cleanSettings({ levels: move.levels, maxPoints: move.maxPoints });
  const finalRound = state.finalRound || list.players.some((p) => p.points >= settings.maxPoints);
  const next = { ...state, list, settings, finalRound };
  if (finalRound && roundClosed) return { ...next, card: null, over: true };
  const card = state.card;
  const cardStays =
    card !== null &&
    !turnPassed &&
    settings.levels.includes(promptById(card.promptId)?.prompt.level ?? ADULT_LEVEL);
  if (!cardStays) return { ...next, card: null };
  const otherStays = card.otherId !== null && list.players.some((p) => p.id === card.otherId);
  return otherStays ? next : { ...next, card: { ...card, otherId: pickOther(list, rng) } };
}

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
  move(state, move, { at, rng }) {
    if (state.over) return refuse("GAME_OVER");
    const current = currentPlayer(state.list);
    if (!current) return refuse("NOT_NOW");
    switch (move.type) {
      case "choose":
        if (state.card) return refuse("NOT_NOW");
        return deal(state, move.kind, rng) ?? refuse("NOT_NOW");
      case "skip":
        if (!state.card) return refuse("NOT_NOW");
        return deal(state, state.card.kind, rng) ?? refuse("NOT_NOW");
      case "answer": {
        if (!state.card) return refuse("NOT_NOW");
        const scored =
          move.outcome === "cumpriu"
            ? completeChallenge(state.list, current.id, COMPLETE_POINTS, at)
            : completeDrink(state.list, current.id, 0, at);
        const finalRound =
          state.finalRound || scored.players.some((p) => p.points >= state.settings.maxPoints);
        const { list, roundClosed } = passTurn(scored, at);
        return { ...state, list, card: null, finalRound, over: finalRound && roundClosed };
      }
      case "adjust":
        return adjust(state, move, at, rng);
    }
  },
  view(state) {
    const current = currentPlayer(state.list);
    const found = state.card ? promptById(state.card.promptId) : null;
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
    };
  },
  status(state) {
    return state.over ? { kind: "over", standings: standingsOf(state.list) } : { kind: "playing" };
  },
  players: (state) => setupPlayersOf(state.list),
  settings: (state) => state.settings,
  bag: (state) => state.bag,
};
