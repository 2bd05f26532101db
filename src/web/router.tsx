import { matchRoutes, Navigate, type RouteObject, useRoutes } from "react-router";
import { gameRoutes } from "../games/routes";
import { type LazyHandle, lazyRoute, type ScreenLoader } from "../ui/lazy-route";
import { PlayGate } from "./components/play-gate";
import { RequireAuth } from "./components/require-auth";
import { RootLayout } from "./root-layout";
import { adminRoutes } from "./screens/admin/routes";
import { roomRoutes } from "./screens/rooms/routes";

/** Every screen is its own chunk, loaded when its route is first visited (src/ui/lazy-route). */
const landing: ScreenLoader = () =>
  import("./screens/landing/landing-screen").then((m) => m.LandingScreen);

const publicRoutes: RouteObject[] = [
  lazyRoute("/", landing),
  lazyRoute("/home", landing),
  lazyRoute("/splash", () => import("./screens/splash-screen").then((m) => m.SplashScreen)),
  lazyRoute("/auth", () => import("./screens/auth/auth-screen").then((m) => m.AuthScreen)),
  lazyRoute("/auth/popup", () =>
    import("./screens/auth/auth-popup-screen").then((m) => m.AuthPopupScreen),
  ),
  lazyRoute("/esqueci-senha", () =>
    import("./screens/auth/forgot-password-screen").then((m) => m.ForgotPasswordScreen),
  ),
  lazyRoute("/redefinir-senha", () =>
    import("./screens/auth/reset-password-screen").then((m) => m.ResetPasswordScreen),
  ),
  lazyRoute("/test-localstorage", () =>
    import("./screens/test-localstorage-screen").then((m) => m.TestLocalStorageScreen),
  ),
  // A shared deck's link opens without the play gate: an 18+ deck asks for 18+ itself.
  lazyRoute("/b/:code", () =>
    import("./screens/decks/shared-deck-screen").then((m) => m.SharedDeckScreen),
  ),
  lazyRoute("/politica-de-privacidade", () =>
    import("./screens/legal/privacy-policy-screen").then((m) => m.PrivacyPolicyScreen),
  ),
  lazyRoute("/termos-de-servico", () =>
    import("./screens/legal/terms-of-service-screen").then((m) => m.TermsOfServiceScreen),
  ),
];

const signedInRoutes: RouteObject[] = [
  lazyRoute("/onboarding", () =>
    import("./screens/onboarding/onboarding-screen").then((m) => m.OnboardingScreen),
  ),
  lazyRoute("/dashboard", () =>
    import("./screens/dashboard-screen").then((m) => m.DashboardScreen),
  ),
  lazyRoute("/profile", () =>
    import("./screens/profile/profile-screen").then((m) => m.ProfileScreen),
  ),
  lazyRoute("/stats", () => import("./screens/stats/stats-screen").then((m) => m.StatsScreen)),
  lazyRoute("/recommendations", () =>
    import("./screens/recommendations/recommendations-screen").then((m) => m.RecommendationsScreen),
  ),
];
signedInRoutes.push(...adminRoutes);

const deckEditor: ScreenLoader = () =>
  import("./screens/decks/deck-editor-screen").then((m) => m.DeckEditorScreen);

/** Every game plays without an account (decision 024), behind the one-time 18+ confirmation. */
const playRoutes: RouteObject[] = [
  { path: "/saideira", element: <Navigate to="/roulette/start" replace /> },
  lazyRoute("/roulette/start", () =>
    import("../games/saideira/screens/roulette-start-screen").then((m) => m.RouletteStartScreen),
  ),
  lazyRoute("/roulette/players", () =>
    import("../games/saideira/screens/roulette-players-screen").then(
      (m) => m.RoulettePlayersScreen,
    ),
  ),
  lazyRoute("/roulette/play", () =>
    import("../games/saideira/screens/roulette-play-screen").then((m) => m.RoulettePlayScreen),
  ),
  lazyRoute("/roulette/winner", () =>
    import("../games/saideira/screens/roulette-winner-screen").then((m) => m.RouletteWinnerScreen),
  ),
  lazyRoute("/truth-or-dare", () =>
    import("../games/truth-or-dare/screens/truth-or-dare-screen").then((m) => m.TruthOrDareScreen),
  ),
  lazyRoute("/cards", () =>
    import("../games/cards/screens/cards-screen").then((m) => m.CardsScreen),
  ),
  lazyRoute("/classic", () =>
    import("../games/classic/screens/classic-start-screen").then((m) => m.ClassicStartScreen),
  ),
  lazyRoute("/classic/players", () =>
    import("../games/classic/screens/classic-players-screen").then((m) => m.ClassicPlayersScreen),
  ),
  lazyRoute("/classic/play", () =>
    import("../games/classic/screens/classic-play-screen").then((m) => m.ClassicPlayScreen),
  ),
  lazyRoute("/game-modes", () =>
    import("./screens/game-modes-screen").then((m) => m.GameModesScreen),
  ),
  lazyRoute("/manage-players", () =>
    import("./screens/manage-players/manage-players-screen").then((m) => m.ManagePlayersScreen),
  ),
  lazyRoute("/baralhos", () => import("./screens/decks/decks-screen").then((m) => m.DecksScreen)),
  lazyRoute("/baralhos/novo", deckEditor),
  lazyRoute("/baralhos/:id", deckEditor),
  ...gameRoutes,
  ...roomRoutes,
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...publicRoutes,
      { element: <RequireAuth />, children: signedInRoutes },
      { element: <PlayGate />, children: playRoutes },
      lazyRoute("*", () => import("./screens/not-found-screen").then((m) => m.NotFoundScreen)),
    ],
  },
];

/** Fetches the screens a path renders, so its first render (or hydration) is one pass. */
export async function preloadScreens(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((m) => (m.route.handle as LazyHandle | undefined)?.preload()));
}

/** The app's pages, inside a <BrowserRouter> (main.tsx) or a <StaticRouter> (prerender.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}
