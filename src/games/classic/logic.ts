import { parsePositionalId, textId } from "../../shared/content-id";
import {
  completeChallenge,
  completeDrink,
  currentPlayer,
  nextPlayer,
  ranking,
} from "../../shared/players";
import type { Player, PlayerList } from "../../shared/schemas/player";
import { type Challenge, type ChallengeCategory, challengeCategories } from "./content";

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

const byId = new Map(
  challengeCategories.flatMap((category) =>
    category.challenges.map((challenge) => [
      challengeId(category, challenge),
      { challenge, category },
    ]),
  ),
);

/** Every challenge id of the game, 18+ included (what the shuffle bag may remember). */
export const allChallengeIds: readonly string[] = [...byId.keys()];

/** Ids of every challenge in the chosen categories; spicy only when 18+ is on. */
export function deckIds(categories: readonly CategoryId[], showAdult: boolean): string[] {
  return challengeCategories
    .filter((c) => categories.includes(c.id) && (showAdult || !c.adult))
    .flatMap((c) => c.challenges.map((challenge) => challengeId(c, challenge)));
}

export function challengeById(
  id: string,
): { challenge: Challenge; category: ChallengeCategory } | null {
  return byId.get(id) ?? null;
}

/** Today's id of an id kept by the old bags ("drinking:12", a position), or null. */
export function legacyChallengeId(old: string): string | null {
  const parsed = parsePositionalId(old);
  const category = challengeCategories.find((c) => c.id === parsed?.prefix);
  const challenge = parsed && category?.challenges[parsed.index];
  return category && challenge ? challengeId(category, challenge) : null;
}

/**
 * Applies the current player's answer: 'Cumpriu' earns CHALLENGE_POINTS (a challenge completed),
 * 'Bebeu' earns DRINK_POINTS (a drink completed). Reaching maxPoints wins; otherwise the turn passes.
 */
export function resolveTurn(
  list: PlayerList,
  outcome: Outcome,
  maxPoints: number,
  now = Date.now(),
): { list: PlayerList; winner: Player | null } {
  const player = currentPlayer(list);
  if (!player) return { list, winner: null };
  const scored =
    outcome === "cumpriu"
      ? completeChallenge(list, player.id, CHALLENGE_POINTS, now)
      : completeDrink(list, player.id, DRINK_POINTS, now);
  const updated = scored.players.find((p) => p.id === player.id);
  if (updated && updated.points >= maxPoints) return { list: scored, winner: updated };
  return { list: nextPlayer(scored, now), winner: null };
}

export function finalRanking(list: PlayerList) {
  return ranking(list).map((p) => ({ name: p.name, points: p.points }));
}
