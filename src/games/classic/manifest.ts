import { defaultArt, type GameManifest } from "../../shared/game-manifest";
import { POINTS } from "../../shared/score-unit";

export const manifest: GameManifest = {
  id: "classic",
  name: "Modo Clássico",
  description: "Desafios de mímica, imitação e dança em quatro categorias, do Família ao Picante.",
  ...defaultArt("classic"),
  route: "/classic",
  playRoute: "/classic/play",
  minPlayers: 2,
  maxPlayers: 12,
  kinds: ["desafios"],
  available: true,
  scoreUnit: POINTS,
  tags: ["Popular"],
};
