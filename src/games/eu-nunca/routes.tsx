import { Navigate, type RouteObject } from "react-router";
import { lazyRoute } from "../../ui/lazy-route";

/** This game's screens, lazy-loaded; wired into the app by src/games/routes.ts. */
export const routes: RouteObject[] = [
  { path: "/eu-nunca", element: <Navigate to="/eu-nunca/categorias" replace /> },
  lazyRoute("/eu-nunca/categorias", () =>
    import("./screens/categories-screen").then((m) => m.EuNuncaCategoriesScreen),
  ),
  lazyRoute("/eu-nunca/jogadores", () =>
    import("./screens/players-screen").then((m) => m.EuNuncaPlayersScreen),
  ),
  lazyRoute("/eu-nunca/jogo", () =>
    import("./screens/game-screen").then((m) => m.EuNuncaGameScreen),
  ),
];
