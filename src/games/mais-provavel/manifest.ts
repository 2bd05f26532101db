import { defaultArt, type GameManifest } from "../../shared/game-manifest";

export const manifest: GameManifest = {
  id: "mais-provavel",
  name: "Quem é Mais Provável?",
  description:
    "Uma pergunta, todo mundo vota em segredo em quem combina mais com ela, e o mais votado bebe.",
  soberDescription:
    "Uma pergunta, todo mundo vota em segredo em quem combina mais com ela, e o mais votado paga uma prenda.",
  // Its own icon (art/icons/mais-provavel.svg); no banner of its own yet, so Eu Nunca's:
  // defaultArt() would point at a banner the build never makes.
  icon: defaultArt("mais-provavel").icon,
  banner: "/banners/eu-nunca.jpg",
  route: "/mais-provavel",
  playRoute: "/mais-provavel/jogo",
  minPlayers: 3,
  maxPlayers: 16,
  kinds: ["desafios"],
  available: true,
  scoreUnit: { one: "voto", other: "votos" },
};
