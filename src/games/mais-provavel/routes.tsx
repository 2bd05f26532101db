import type { RouteObject } from "react-router";
import { lazyRoute } from "../../ui/lazy-route";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  lazyRoute("/mais-provavel", () =>
    import("./screens/setup-screen").then((m) => m.MaisProvavelSetupScreen),
  ),
  lazyRoute("/mais-provavel/jogo", () =>
    import("./screens/game-screen").then((m) => m.MaisProvavelGameScreen),
  ),
];
