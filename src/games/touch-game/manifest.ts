import { defaultArt, type GameManifest } from "../kit/manifest";

export const manifest: GameManifest = {
  id: "touch-game",
  name: "Toque na Sorte",
  description: "Todo mundo põe o dedo na tela e o celular escolhe quem bebe.",
  ...defaultArt("touch-game"),
  route: "/touch-game",
  minPlayers: 2,
  maxPlayers: 10,
  kinds: ["sorte"],
  available: false,
};
