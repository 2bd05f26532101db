import type { RouteObject } from "react-router";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  {
    path: "/mais-provavel",
    lazy: async () => ({
      Component: (await import("./screens/setup-screen")).MaisProvavelSetupScreen,
    }),
  },
  {
    path: "/mais-provavel/jogo",
    lazy: async () => ({
      Component: (await import("./screens/game-screen")).MaisProvavelGameScreen,
    }),
  },
];
