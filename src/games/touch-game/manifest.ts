import { defaultArt, type GameManifest } from "../../shared/game-manifest";

export const manifest: GameManifest = {
  id: "touch-game",
  name: "Toque na Sorte",
  description:
    "Todo mundo põe o dedo na tela e o celular sorteia quem bebe, vários de uma vez ou os times.",
  soberDescription:
    "Todo mundo põe o dedo na tela e o celular sorteia quem toma água, vários de uma vez ou os times.",
  ...defaultArt("touch-game"),
  route: "/touch-game",
  playRoute: "/touch-game",
  minPlayers: 2,
  maxPlayers: 10,
  kinds: ["sorte"],
  available: true,
  scoreUnit: { one: "vez", other: "vezes" },
};
