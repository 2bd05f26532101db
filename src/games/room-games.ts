import type { RoomGameUi } from "./kit/room-view";

/**
 * The games with room screens, by id (the server's registry runs them). Each game's room UI is its
 * own lazy chunk.
 */
export const roomGames: Record<
  string,
  { name: string; route: string; load(): Promise<RoomGameUi> }
> = {
  "mais-provavel": {
    name: "Quem é Mais Provável?",
    route: "/mais-provavel",
    load: () => import("./mais-provavel/room").then((m) => m.ui),
  },
  "eu-nunca": {
    name: "Eu Nunca",
    route: "/eu-nunca",
    load: () => import("./eu-nunca/room").then((m) => m.ui),
  },
  "qual-meu-nome": {
    name: "Qual Meu Nome",
    route: "/qual-meu-nome",
    load: () => import("./qual-meu-nome/room").then((m) => m.ui),
  },
  "truth-or-dare": {
    name: "Verdade ou Desafio",
    route: "/truth-or-dare",
    load: () => import("./truth-or-dare/room").then((m) => m.ui),
  },
  classic: {
    name: "Modo Clássico",
    route: "/classic",
    load: () => import("./classic/room").then((m) => m.ui),
  },
  "desenha-e-bebe": {
    name: "Desenha e Bebe",
    route: "/desenha-e-bebe",
    load: () => import("./desenha-e-bebe/room").then((m) => m.ui),
  },
};
