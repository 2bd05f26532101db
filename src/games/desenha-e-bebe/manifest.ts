import { defaultArt, type GameManifest } from "../../shared/game-manifest";
import { POINTS } from "../../shared/score-unit";

export const manifest: GameManifest = {
  id: "desenha-e-bebe",
  name: "Desenha e Bebe",
  description:
    "Em times: um desenha ou faz mímica, o time adivinha. Não acertou no tempo? O time bebe.",
  soberDescription:
    "Em times: um desenha ou faz mímica, o time adivinha. Não acertou no tempo? O time toma goles d'água ou paga uma prenda.",
  ...defaultArt("desenha-e-bebe"),
  route: "/desenha-e-bebe",
  playRoute: "/desenha-e-bebe/play",
  minPlayers: 4,
  maxPlayers: 16,
  kinds: ["desenho"],
  available: true,
  scoreUnit: POINTS,
};
