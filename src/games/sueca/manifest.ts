import { defaultArt, type GameManifest } from "../../shared/game-manifest";

export const manifest: GameManifest = {
  id: "sueca",
  name: "Sueca",
  description:
    "O baralho da resenha: cada carta tem uma regra, do Pi à continência, e o app guarda o que está valendo.",
  ...defaultArt("sueca"),
  route: "/sueca",
  playRoute: "/sueca#jogo",
  minPlayers: 3,
  maxPlayers: 12,
  kinds: ["cartas"],
  available: true,
  // No ranking: the round summary counts the cards drawn.
  scoreUnit: { one: "carta", other: "cartas" },
};
