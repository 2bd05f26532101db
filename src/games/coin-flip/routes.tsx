import type { RouteObject } from "react-router";
import { lazyRoute } from "../../ui/lazy-route";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  lazyRoute("/coin-flip", () => import("./screens/coin-flip-screen").then((m) => m.CoinFlipScreen)),
];
