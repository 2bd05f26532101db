import { defaultArt, type GameManifest } from "../../shared/game-manifest";

export const manifest: GameManifest = {
  id: "eu-nunca",
  name: "Eu Nunca",
  // No count here: how many themes show depends on the 18+ setting (the categories screen counts).
  description:
    "Temas de “eu nunca...”: quem já fez perde um dedo e bebe, e quem ficar por último vence.",
  soberDescription:
    "Temas de “eu nunca...”: quem já fez perde um dedo e toma um gole d'água, e quem ficar por último vence.",
  ...defaultArt("eu-nunca"),
  route: "/eu-nunca/categorias",
  playRoute: "/eu-nunca/jogo",
  minPlayers: 3,
  maxPlayers: 20,
  kinds: ["cartas"],
  available: true,
  scoreUnit: { one: "dedo", other: "dedos" },
};
