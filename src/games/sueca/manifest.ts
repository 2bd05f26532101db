import { defaultArt, type GameManifest } from "../kit/manifest";

export const manifest: GameManifest = {
  id: "sueca",
  name: "Sueca",
  description: "O clássico do baralho: cada carta tem uma regra, da continência ao banheiro.",
  ...defaultArt("sueca"),
  route: "/sueca",
  minPlayers: 3,
  maxPlayers: 12,
  kinds: ["cartas"],
  available: false,
};
