import type { GameManifest } from "../shared/game-manifest";
import { manifest as cards } from "./cards/manifest";
import { findGame } from "./catalogue";
import { manifest as maisProvavel } from "./mais-provavel/manifest";
import { manifest as truthOrDare } from "./truth-or-dare/manifest";

/** Games outside the spec's ten-game catalogue, shown after it on /game-modes. */
export const extraGames: readonly GameManifest[] = [truthOrDare, cards, maisProvavel];

/** Any playable game by id, catalogue or extra. */
export function findAnyGame(id: string): GameManifest | undefined {
  return findGame(id) ?? extraGames.find((g) => g.id === id);
}
