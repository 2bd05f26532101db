import { parsePositionalId, textId } from "../../shared/content-id";
import {
  completeChallenge,
  completeDrink,
  currentPlayer,
  nextPlayer,
  ranking,
} from "../../shared/players";
import type { Player, PlayerList } from "../../shared/schemas/player";
import { dares, type Level, type TruthOrDarePrompt, truths } from "./content";

/**
 * Verdade ou Desafio's rules as pure functions: no React, no storage, no Math.random. Drawing a
 * prompt goes through a `Draw` function the caller provides (the screen persists a shuffle bag).
 */

export type { Level } from "./content";
export type Kind = "truth" | "dare";
export type Outcome = "cumpriu" | "recusou";
export type Phase = "setup" | "choose" | "prompt" | "results";

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
  /** First to reach it wins. */
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

/** Today's id of an id kept by the old bags ("truth:12", the index in content.ts), or null. */
export function legacyPromptId(old: string): string | null {
  const parsed = parsePositionalId(old);
  if (parsed?.prefix !== "truth" && parsed?.prefix !== "dare") return null;
  const prompt = decks[parsed.prefix][parsed.index];
  return prompt ? promptId(parsed.prefix, prompt) : null;
}

/** Draws one id of the ids in play without repeats (the screen passes the game's shuffle bag). */
export type Draw = (ids: readonly string[]) => string;

/** The next prompt of the kind in the levels, or null when no prompt matches. */
export function drawPrompt(kind: Kind, levels: readonly Level[], draw: Draw): string | null {
  const ids = deckIds(kind, levels);
  return ids.length ? draw(ids) : null;
}

/**
 * 'Pular': nobody scores, the same player keeps the turn (the very same list comes back) and gets
 * another prompt of the kind they chose.
 */
export function skipPrompt(
  list: PlayerList,
  kind: Kind,
  levels: readonly Level[],
  draw: Draw,
): { list: PlayerList; promptId: string | null } {
  return { list, promptId: drawPrompt(kind, levels, draw) };
}

/**
 * Applies the current player's answer. 'cumpriu' adds COMPLETE_POINTS and a completed challenge;
 * 'recusou' means a drink (or a forfeit, without alcohol): one drink counted, no points.
 * Reaching maxPoints wins and the winner keeps the turn; otherwise the turn passes.
 */
export function resolveTurn(
  list: PlayerList,
  outcome: Outcome,
  maxPoints: number = TARGET_POINTS.default,
  now: number = Date.now(),
): { list: PlayerList; winner: Player | null } {
  const player = currentPlayer(list);
  if (!player) return { list, winner: null };
  const scored =
    outcome === "cumpriu"
      ? completeChallenge(list, player.id, COMPLETE_POINTS, now)
      : completeDrink(list, player.id, 0, now);
  const updated = scored.players.find((p) => p.id === player.id);
  if (updated && updated.points >= maxPoints) return { list: scored, winner: updated };
  return { list: nextPlayer(scored, now), winner: null };
}

/** The first player (by ranking) at or past the target, or null while the game is on. */
export function winnerOf(list: PlayerList, maxPoints: number): Player | null {
  const top = ranking(list)[0];
  return top && top.points >= maxPoints ? top : null;
}

/**
 * Where the screen opens: a game in progress (enough players, nobody at the target yet, something
 * to draw) resumes at 'choose' for the current player; anything else starts at 'setup'.
 */
export function resumePhase(
  list: PlayerList,
  settings: TruthOrDareSettings,
  showAdult: boolean,
  minPlayers: number,
): "setup" | "choose" {
  const playable = allowedLevels(settings.levels, showAdult).length > 0;
  const inProgress = list.players.length >= minPlayers && !winnerOf(list, settings.maxPoints);
  return playable && inProgress ? "choose" : "setup";
}

/**
 * Why a game in progress cannot go on: no chosen level is playable any more (only Picante was
 * chosen, then the profile's 18+ setting went off). Null while there is something to draw.
 */
export function noLevelsLeft(settings: TruthOrDareSettings, showAdult: boolean): string | null {
  if (allowedLevels(settings.levels, showAdult).length > 0) return null;
  return settings.levels.includes(ADULT_LEVEL) && !showAdult
    ? "O nível Picante saiu porque o “Conteúdo +18” foi desligado no perfil. Escolha outro nível para continuar."
    : "Escolha pelo menos um nível para continuar.";
}

export function finalRanking(list: PlayerList): { name: string; points: number }[] {
  return ranking(list).map((p) => ({ name: p.name, points: p.points }));
}
