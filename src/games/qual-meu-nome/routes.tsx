import type { RouteObject } from "react-router";
import { lazyRoute } from "../../ui/lazy-route";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  lazyRoute("/qual-meu-nome", () =>
    import("./screens/qual-meu-nome-screen").then((m) => m.QualMeuNomeScreen),
  ),
  lazyRoute("/qual-meu-nome/play", () =>
    import("./screens/qual-meu-nome-play-screen").then((m) => m.QualMeuNomePlayScreen),
  ),
];
