import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { RequireAuth } from "./components/require-auth";
import { RootLayout } from "./root-layout";

/** Every screen is its own chunk; `pick` names the export to render. */
function screen<M>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: "/",
        ...screen(
          () => import("./screens/landing/landing-screen"),
          (m) => m.LandingScreen,
        ),
      },
      {
        path: "/home",
        ...screen(
          () => import("./screens/landing/landing-screen"),
          (m) => m.LandingScreen,
        ),
      },
      {
        path: "/splash",
        ...screen(
          () => import("./screens/splash-screen"),
          (m) => m.SplashScreen,
        ),
      },
      {
        path: "/auth",
        ...screen(
          () => import("./screens/auth/auth-screen"),
          (m) => m.AuthScreen,
        ),
      },
      {
        path: "/auth/popup",
        ...screen(
          () => import("./screens/auth/auth-popup-screen"),
          (m) => m.AuthPopupScreen,
        ),
      },
      {
        path: "/test-localstorage",
        ...screen(
          () => import("./screens/test-localstorage-screen"),
          (m) => m.TestLocalStorageScreen,
        ),
      },
      {
        path: "/politica-de-privacidade",
        ...screen(
          () => import("./screens/legal/privacy-policy-screen"),
          (m) => m.PrivacyPolicyScreen,
        ),
      },
      {
        path: "/termos-de-servico",
        ...screen(
          () => import("./screens/legal/terms-of-service-screen"),
          (m) => m.TermsOfServiceScreen,
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: "/saideira", element: <Navigate to="/roulette/start" replace /> },
          {
            path: "/onboarding",
            ...screen(
              () => import("./screens/onboarding/onboarding-screen"),
              (m) => m.OnboardingScreen,
            ),
          },
          {
            path: "/dashboard",
            ...screen(
              () => import("./screens/dashboard-screen"),
              (m) => m.DashboardScreen,
            ),
          },
          {
            path: "/game-modes",
            ...screen(
              () => import("./screens/game-modes-screen"),
              (m) => m.GameModesScreen,
            ),
          },
        ],
      },
      {
        path: "*",
        ...screen(
          () => import("./screens/not-found-screen"),
          (m) => m.NotFoundScreen,
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
