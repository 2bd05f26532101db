import type { RouteObject } from "react-router";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  {
    path: "/touch-game",
    lazy: async () => ({
      Component: (await import("./screens/touch-game-screen")).TouchGameScreen,
    }),
  },
];
