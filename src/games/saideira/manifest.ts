import { defaultArt, type GameManifest } from "../../shared/game-manifest";
import { POINTS } from "../../shared/score-unit";

export const manifest: GameManifest = {
  id: "saideira",
  name: "Saideira",
  description: "A roleta da noite: gire, cumpra o desafio ou beba, e junte pontos até a saideira.",
  soberDescription:
    "A roleta da noite: gire, cumpra o desafio ou tome um gole de água, refri ou suco, e junte pontos até a saideira.",
  ...defaultArt("saideira"),
  route: "/roulette/start",
  playRoute: "/roulette/play",
  minPlayers: 2,
  maxPlayers: 12,
  kinds: ["sorte", "desafios"],
  available: true,
  scoreUnit: POINTS,
  tags: ["Popular"],
};
