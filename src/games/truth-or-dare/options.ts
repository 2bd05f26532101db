import type { CustomDeck } from "../../shared/custom-deck";
import type { Level } from "./content";

export type { Level } from "./content";

// What a game of Verdade ou Desafio is set up with and scores: apart from logic.ts, which holds
// the deck, so that the setup and its rules sheet draw without loading it (decision 052).

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
  /**
   * Room play: the host had 18+ on when choosing the levels, kept so that 'Jogar de novo' (which
   * sends these settings back) keeps Picante. Absent on one phone (the profile decides there).
   */
  showAdult?: true;
  /**
   * A custom deck's snapshot (issue 27), drawn with the levels (which may then be empty). An 18+
   * deck plays only with `showAdult: true` here, on one phone too. Absent or null: none.
   */
  customDeck?: CustomDeck | null;
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
