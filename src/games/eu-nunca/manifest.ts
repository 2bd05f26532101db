import { defaultArt, type GameManifest } from "../kit/manifest";

export const manifest: GameManifest = {
  id: "eu-nunca",
  name: "Eu Nunca",
  description: "Cartas de “eu nunca...” por tema: quem já fez, bebe e perde uma vida.",
  ...defaultArt("eu-nunca"),
  route: "/eu-nunca/categorias",
  minPlayers: 3,
  maxPlayers: 20,
  kinds: ["cartas"],
  available: false,
};
