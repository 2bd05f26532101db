import type { RouteObject } from "react-router";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  {
    path: "/qual-meu-nome",
    lazy: async () => ({
      Component: (await import("./screens/qual-meu-nome-screen")).QualMeuNomeScreen,
    }),
  },
  {
    path: "/qual-meu-nome/play",
    lazy: async () => ({
      Component: (await import("./screens/qual-meu-nome-play-screen")).QualMeuNomePlayScreen,
    }),
  },
];
