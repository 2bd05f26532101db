import type { GameManifest } from "../kit/manifest";
import { POINTS } from "../kit/score-unit";

export const manifest: GameManifest = {
  id: "truth-or-dare",
  name: "Verdade ou Desafio",
  description:
    "O clássico das festas: na sua vez, escolha responder uma verdade ou cumprir um desafio.",
  // No art/icons/truth-or-dare.svg exists yet, so defaultArt("truth-or-dare") would point at files
  // the build never rasterises: borrow Modo Clássico's art until this game gets its own.
  icon: "/icons/classic.png",
  banner: "/banners/classic.jpg",
  route: "/truth-or-dare",
  minPlayers: 2,
  maxPlayers: 20,
  kinds: ["desafios"],
  available: true,
  scoreUnit: POINTS,
};
