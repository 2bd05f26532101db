import { defaultArt, type GameManifest } from "../../shared/game-manifest";

export const manifest: GameManifest = {
  id: "coin-flip",
  name: "Cara ou Coroa",
  description: "Cada um escolhe um lado, a moeda decide quem bebe. Sem truque: sempre 50/50.",
  soberDescription:
    "Cada um escolhe um lado, a moeda decide quem paga a prenda. Sem truque: sempre 50/50.",
  ...defaultArt("coin-flip"),
  route: "/coin-flip",
  playRoute: "/coin-flip",
  minPlayers: 2,
  maxPlayers: 12,
  kinds: ["sorte"],
  available: true,
  scoreUnit: { one: "acerto", other: "acertos" },
};
