import type { GameManifest } from "../kit/manifest";
import { POINTS } from "../kit/score-unit";

export const manifest: GameManifest = {
  id: "cards",
  name: "Cartas",
  description:
    "Um baralho de desafios, votações, regras e mini-jogos: tire uma carta e passe a vez.",
  // No art of its own yet (art/icons/cards.svg does not exist): borrow Eu Nunca's, the other
  // card game, until the designer delivers one; defaultArt("cards") would point at missing files.
  icon: "/icons/eu-nunca.png",
  banner: "/banners/eu-nunca.jpg",
  route: "/cards",
  minPlayers: 2,
  maxPlayers: 20,
  kinds: ["cartas"],
  available: true,
  scoreUnit: POINTS,
};
