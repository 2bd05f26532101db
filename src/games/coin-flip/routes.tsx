import type { RouteObject } from "react-router";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  {
    path: "/coin-flip",
    lazy: async () => ({
      Component: (await import("./screens/coin-flip-screen")).CoinFlipScreen,
    }),
  },
];
