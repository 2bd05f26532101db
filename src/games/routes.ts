import type { RouteObject } from "react-router";
import { routes as coinFlip } from "./coin-flip/routes";
import { routes as desenhaEBebe } from "./desenha-e-bebe/routes";
import { routes as euNunca } from "./eu-nunca/routes";
import { routes as guessWho } from "./guess-who/routes";
import { routes as maisProvavel } from "./mais-provavel/routes";
import { routes as qualMeuNome } from "./qual-meu-nome/routes";
import { routes as spinBottle } from "./spin-bottle/routes";
import { routes as sueca } from "./sueca/routes";
import { routes as touchGame } from "./touch-game/routes";

/** Routes of the games that own a routes file (each game lists its own screens). */
export const gameRoutes: RouteObject[] = [
  ...euNunca,
  ...sueca,
  ...guessWho,
  ...qualMeuNome,
  ...desenhaEBebe,
  ...touchGame,
  ...spinBottle,
  ...coinFlip,
  ...maisProvavel,
];
