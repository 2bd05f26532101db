import type { RouteObject } from "react-router";
import { lazyRoute } from "../../ui/lazy-route";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  lazyRoute("/desenha-e-bebe", () =>
    import("./screens/desenha-e-bebe-screen").then((m) => m.DesenhaEBebeScreen),
  ),
  lazyRoute("/desenha-e-bebe/play", () =>
    import("./screens/desenha-e-bebe-play-screen").then((m) => m.DesenhaEBebePlayScreen),
  ),
];
