import { pick, type Rng } from "../../shared/random";
import type { Player } from "../../shared/schemas/player";
import type { DrinkMode } from "../../shared/schemas/profile";

/** A prompt that may involve drinking; `alt` replaces it for people playing without alcohol. */
export interface DrinkablePrompt {
  text: string;
  drink?: true;
  alt?: string;
}

const PLACEHOLDER = /\{(jogador|outro)\}/g;

/** Fills {jogador} and {outro} with real names; a missing other player reads "alguém". */
export function fillPlaceholders(
  text: string,
  names: { jogador: string; outro?: string | null },
): string {
  return text.replace(PLACEHOLDER, (_, key: string) =>
    key === "jogador" ? names.jogador : (names.outro ?? "alguém"),
  );
}

/** The text to show for the player's drink mode. */
export function promptText(prompt: DrinkablePrompt, drinkMode: DrinkMode): string {
  return drinkMode === "sem-alcool" && prompt.drink && prompt.alt ? prompt.alt : prompt.text;
}

/**
 * The button that says the player took the penalty instead of the challenge, in the words the
 * prompt used: with alcohol "Bebeu"; without, "Pagou a prenda" when the prompt asks a forfeit,
 * "Tomou um gole" when it asks a sip (of water, refri...), else the game's own rule (`fallback`).
 */
export function drinkDoneLabel(
  shownText: string,
  drinkMode: DrinkMode,
  fallback: "prenda" | "gole",
): string {
  if (drinkMode === "alcool") return "Bebeu";
  const forfeit = /\bprendas?\b/i.test(shownText);
  const sip = /\bgoles?\b/i.test(shownText);
  const kind = forfeit === sip ? fallback : forfeit ? "prenda" : "gole";
  return kind === "prenda" ? "Pagou a prenda" : "Tomou um gole";
}

/** How many penalties a player took, for summaries: "2 goles"; without alcohol "2 goles ou prendas". */
export function drinkCountLabel(n: number, drinkMode: DrinkMode): string {
  if (drinkMode === "alcool") return `${n} ${n === 1 ? "gole" : "goles"}`;
  return `${n} ${n === 1 ? "gole ou prenda" : "goles ou prendas"}`;
}

/** Another player than the current one, chosen by the random module. */
export function pickOther(
  players: readonly Player[],
  currentId: string | null,
  rng: Rng,
): Player | null {
  const others = players.filter((p) => p.id !== currentId);
  return others.length ? pick(others, rng) : null;
}

export function needsOther(text: string): boolean {
  return text.includes("{outro}");
}
