import type { RouteObject } from "react-router";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  {
    path: "/spin-bottle",
    lazy: async () => ({
      Component: (await import("./screens/spin-bottle-screen")).SpinBottleScreen,
    }),
  },
];
