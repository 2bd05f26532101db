// What a game of Girar a Garrafa is set up with and scores: apart from rules.ts, which holds the
// deck, so that the setup draws without loading it (decision 052).

export type PromptKind = "verdade" | "desafio" | "bebe";
/** 'sorteio': the app draws the kind; 'escolha': the chosen player picks Verdade or Desafio. */
export type KindMode = "sorteio" | "escolha";
export type Outcome = "cumpriu" | "recusou" | "bebeu";

export const KINDS: readonly PromptKind[] = ["verdade", "desafio", "bebe"];
export const CHOOSABLE_KINDS: readonly PromptKind[] = ["verdade", "desafio"];
export const KIND_LABELS: Record<PromptKind, string> = {
  verdade: "Verdade",
  desafio: "Desafio",
  bebe: "Bebe",
};
export const COMPLETE_POINTS = 1;
export const ROUND_OPTIONS = [10, 15, 20, 30] as const;

export interface SpinBottleSettings {
  kindMode: KindMode;
  /** Spins in a night; the scoreboard shows at the end. */
  rounds: number;
  /** The group agreed to 18+ prompts (they only show while the profile allows 18+ too). */
  adult: boolean;
}

export const defaultSpinBottleSettings: SpinBottleSettings = {
  kindMode: "sorteio",
  rounds: 20,
  adult: false,
};

/** The card drawn for the player the bottle chose. */
export interface Card {
  kind: PromptKind;
  promptId: string;
  /** Named as {outro}: the spinner, or someone else when the bottle pointed back at them. */
  otherId: string | null;
}

export function clampRounds(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return defaultSpinBottleSettings.rounds;
  return Math.min(100, Math.max(1, Math.round(value)));
}
