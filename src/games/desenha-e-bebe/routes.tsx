import type { RouteObject } from "react-router";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  {
    path: "/desenha-e-bebe",
    lazy: async () => ({
      Component: (await import("./screens/desenha-e-bebe-screen")).DesenhaEBebeScreen,
    }),
  },
  {
    path: "/desenha-e-bebe/play",
    lazy: async () => ({
      Component: (await import("./screens/desenha-e-bebe-play-screen")).DesenhaEBebePlayScreen,
    }),
  },
];
