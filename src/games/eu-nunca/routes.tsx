import { Navigate, type RouteObject } from "react-router";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  { path: "/eu-nunca", element: <Navigate to="/eu-nunca/categorias" replace /> },
  {
    path: "/eu-nunca/categorias",
    lazy: async () => ({
      Component: (await import("./screens/categories-screen")).EuNuncaCategoriesScreen,
    }),
  },
  {
    path: "/eu-nunca/jogadores",
    lazy: async () => ({
      Component: (await import("./screens/players-screen")).EuNuncaPlayersScreen,
    }),
  },
  {
    path: "/eu-nunca/jogo",
    lazy: async () => ({ Component: (await import("./screens/game-screen")).EuNuncaGameScreen }),
  },
];
