import type { RouteObject } from "react-router";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  {
    path: "/guess-who/players",
    lazy: async () => ({
      Component: (await import("./screens/guess-who-players-screen")).GuessWhoPlayersScreen,
    }),
  },
  {
    path: "/guess-who/theme",
    lazy: async () => ({
      Component: (await import("./screens/guess-who-theme-screen")).GuessWhoThemeScreen,
    }),
  },
  {
    path: "/guess-who/play",
    lazy: async () => ({
      Component: (await import("./screens/guess-who-play-screen")).GuessWhoPlayScreen,
    }),
  },
];
