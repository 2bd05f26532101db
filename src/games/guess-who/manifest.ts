import { defaultArt, type GameManifest } from "../../shared/game-manifest";

export const manifest: GameManifest = {
  id: "guess-who",
  name: "Quem Sou Eu",
  description:
    "Celular na testa: a galera dá as dicas e você tenta adivinhar antes do tempo acabar.",
  ...defaultArt("guess-who"),
  route: "/guess-who/players",
  playRoute: "/guess-who/play",
  minPlayers: 2,
  maxPlayers: 12,
  kinds: ["desafios"],
  available: true,
  scoreUnit: { one: "acerto", other: "acertos" },
  tags: ["Novo"],
};
