import type { GameManifest } from "../shared/game-manifest";
import { manifest as classic } from "./classic/manifest";
import { manifest as coinFlip } from "./coin-flip/manifest";
import { manifest as desenhaEBebe } from "./desenha-e-bebe/manifest";
import { manifest as euNunca } from "./eu-nunca/manifest";
import { manifest as guessWho } from "./guess-who/manifest";
import { manifest as qualMeuNome } from "./qual-meu-nome/manifest";
import { manifest as saideira } from "./saideira/manifest";
import { manifest as spinBottle } from "./spin-bottle/manifest";
import { manifest as sueca } from "./sueca/manifest";
import { manifest as touchGame } from "./touch-game/manifest";

/** The ten games in the order of spec section 3; the landing page shows the first six. */
export const catalogue: readonly GameManifest[] = [
  saideira,
  classic,
  desenhaEBebe,
  euNunca,
  sueca,
  guessWho,
  qualMeuNome,
  touchGame,
  spinBottle,
  coinFlip,
];

export const gameIds = catalogue.map((g) => g.id);

export function findGame(id: string): GameManifest | undefined {
  return catalogue.find((g) => g.id === id);
}
