import type { FeaturedTag, GameManifest } from "../shared/game-manifest";
import { manifest as cards } from "./cards/manifest";
import { catalogue, findGame } from "./catalogue";
import { manifest as maisProvavel } from "./mais-provavel/manifest";
import { manifest as truthOrDare } from "./truth-or-dare/manifest";

/** Games outside the spec's ten-game catalogue, shown after it on /game-modes. */
export const extraGames: readonly GameManifest[] = [truthOrDare, cards, maisProvavel];

/** Every game, the catalogue's order then the extras: every "all games" list reads this. */
export const allGames: readonly GameManifest[] = [...catalogue, ...extraGames];

export const allGameIds: readonly string[] = allGames.map((g) => g.id);

/** Any playable game by id, catalogue or extra. */
export function findAnyGame(id: string): GameManifest | undefined {
  return findGame(id) ?? extraGames.find((g) => g.id === id);
}

/** The featured tags a game's card shows: what an admin saved, else the manifest's; none for unknown ids. */
export function featuredTagsOf(
  gameId: string,
  saved?: Readonly<Record<string, readonly FeaturedTag[]>>,
): readonly FeaturedTag[] {
  const game = findAnyGame(gameId);
  if (!game) return [];
  return saved?.[gameId] ?? game.tags ?? [];
}
