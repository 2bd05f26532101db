import { defaultArt, type GameManifest } from "../../shared/game-manifest";
import { POINTS } from "../../shared/score-unit";

export const manifest: GameManifest = {
  id: "spin-bottle",
  name: "Girar a Garrafa",
  description:
    "Gire a garrafa com um peteleco: quem ela apontar encara a verdade, o desafio ou o gole.",
  soberDescription:
    "Gire a garrafa com um peteleco: quem ela apontar encara a verdade, o desafio ou a prenda.",
  ...defaultArt("spin-bottle"),
  route: "/spin-bottle",
  playRoute: "/spin-bottle",
  minPlayers: 3,
  maxPlayers: 12,
  kinds: ["sorte", "desafios"],
  available: true,
  scoreUnit: POINTS,
};
