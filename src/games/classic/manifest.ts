import { defaultArt, type GameManifest } from "../kit/manifest";
import { POINTS } from "../kit/score-unit";

export const manifest: GameManifest = {
  id: "classic",
  name: "Modo Clássico",
  description: "Desafios de mímica, imitação e dança em quatro categorias, do Família ao Picante.",
  ...defaultArt("classic"),
  route: "/classic",
  minPlayers: 2,
  maxPlayers: 12,
  kinds: ["desafios"],
  available: true,
  scoreUnit: POINTS,
  tags: ["Popular"],
};
