import type { RouteObject } from "react-router";
import { lazyRoute } from "../../ui/lazy-route";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  lazyRoute("/guess-who/players", () =>
    import("./screens/guess-who-players-screen").then((m) => m.GuessWhoPlayersScreen),
  ),
  lazyRoute("/guess-who/theme", () =>
    import("./screens/guess-who-theme-screen").then((m) => m.GuessWhoThemeScreen),
  ),
  lazyRoute("/guess-who/play", () =>
    import("./screens/guess-who-play-screen").then((m) => m.GuessWhoPlayScreen),
  ),
];
