import type { GameManifest } from "../../shared/game-manifest";
import { POINTS } from "../../shared/score-unit";

export const manifest: GameManifest = {
  id: "truth-or-dare",
  name: "Verdade ou Desafio",
  description:
    "O clássico das festas: na sua vez, escolha responder uma verdade ou cumprir um desafio.",
  // Its own icon (art/icons/truth-or-dare.svg); no art/banners/truth-or-dare.svg exists yet, so the
  // banner is still Modo Clássico's: defaultArt() would point at a banner the build never makes.
  icon: "/icons/truth-or-dare.png",
  banner: "/banners/classic.jpg",
  route: "/truth-or-dare",
  playRoute: "/truth-or-dare",
  minPlayers: 2,
  maxPlayers: 20,
  kinds: ["desafios"],
  available: true,
  scoreUnit: POINTS,
};
