import { defaultArt, type GameManifest } from "../../shared/game-manifest";
import { POINTS } from "../../shared/score-unit";

export const manifest: GameManifest = {
  id: "qual-meu-nome",
  name: "Qual Meu Nome",
  description: "Times, um pote de nomes e três rodadas: descreva, uma palavra só e mímica.",
  ...defaultArt("qual-meu-nome"),
  route: "/qual-meu-nome",
  playRoute: "/qual-meu-nome/play",
  minPlayers: 4,
  maxPlayers: 20,
  kinds: ["desafios"],
  available: true,
  scoreUnit: POINTS,
};
