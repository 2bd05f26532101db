import type { GameManifest } from "../../shared/game-manifest";
import { POINTS } from "../../shared/score-unit";

export const manifest: GameManifest = {
  id: "cards",
  name: "Cartas",
  description:
    "Um baralho de desafios, votações, regras e mini-jogos: tire uma carta e passe a vez.",
  // Its own icon (art/icons/cards.svg); no art/banners/cards.svg exists yet, so the banner is still
  // Eu Nunca's, the other card game: defaultArt() would point at a banner the build never makes.
  icon: "/icons/cards.png",
  banner: "/banners/eu-nunca.jpg",
  route: "/cards",
  playRoute: "/cards",
  minPlayers: 2,
  maxPlayers: 20,
  kinds: ["cartas"],
  available: true,
  scoreUnit: POINTS,
};
