import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { drawAsAgeConfirmed } from "../client/age-gate";
import type { SessionUser } from "../client/auth-client";
import { createQueryClient } from "../client/query-client";
import { PROFILE_KEY, SESSION_KEY } from "../client/session";
import { type DrinkMode, defaultPreferences } from "../shared/profile-values";
import type { Profile } from "../shared/schemas/profile";
import { Providers } from "./providers";
import { AppRoutes, preloadScreens } from "./router";
import { LoadingScreen } from "./screens/loading-screen";

export {
  AGE_CONFIRMED_CLASS,
  AGE_CONFIRMED_KEY,
  AGE_CONFIRMED_VALUE,
  AGE_GATE_CSS,
  AGE_GATE_HEAD_SCRIPT,
} from "../shared/age-gate";
export { drinkModes } from "../shared/profile-values";
export {
  guestPageFile,
  guestPages,
  signedInPageFile,
  signedInPrerenderedPages,
} from "../shared/routes";

/** A profile with nothing of anyone in it: the signed-in pages drawn at build show none of it. */
const PRERENDER_PROFILE: Profile = {
  id: "",
  displayName: "",
  email: "",
  avatarUrl: null,
  drinkMode: "alcool",
  favoriteKinds: [],
  preferences: defaultPreferences,
  createdAt: "",
  updatedAt: "",
  gameStats: {
    userId: "",
    lastGamePlayed: null,
    totalGamesPlayed: 0,
    victories: 0,
    totalPlayTime: 0,
    lastGameStartTime: null,
    recentGames: [],
  },
};

/**
 * Build-time HTML of a public page: the whole app tree as a visitor's browser first renders it
 * (no session yet, nothing from storage), so the client can hydrate it instead of redrawing it.
 * `queries` are answers the page carries with it (the client seeds the same before hydrating).
 */
export async function renderPage(
  url: string,
  queries: Record<string, unknown> = {},
): Promise<string> {
  const client = createQueryClient();
  for (const [key, data] of Object.entries(queries)) client.setQueryData([key], data);
  return renderApp(url, client);
}

/** The whole app tree at `url`, as main.tsx renders it, with what `client` already holds. */
async function renderApp(url: string, client: QueryClient): Promise<string> {
  // The page's screens are fetched first, so they render now instead of suspending.
  await preloadScreens(new URL(url, "http://localhost").pathname);
  return renderToString(
    <StrictMode>
      <Providers client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
}

/**
 * What the app shell shows before its JavaScript has run: the loading screen the sign-in guard
 * shows anyway, instead of a blank page. The app replaces it (it is not hydrated).
 */
export function renderBootLoading(): string {
  return `<div data-boot-loading>${renderToString(<LoadingScreen />)}</div>`;
}

/**
 * A signed-in page whose content is the same for everyone (the game list), drawn at build time
 * the way the app first renders it for a user with a profile (main.tsx seeds the session from the
 * page's boot data), so the app hydrates it instead of drawing it again. Nothing of the user
 * shows on it but their drink mode (the games' descriptions): one page per mode.
 */
export async function renderSignedInPage(
  url: "/game-modes",
  drinkMode: DrinkMode,
): Promise<string> {
  const client = createQueryClient();
  const user: SessionUser = { id: "", email: "", name: "", role: "user", image: null };
  client.setQueryData(SESSION_KEY, user);
  const profile: Profile = { ...PRERENDER_PROFILE, drinkMode };
  client.setQueryData(PROFILE_KEY, profile);
  return renderApp(url, client);
}

/**
 * A guest's page behind the 18+ question (decision 056), drawn at build the way the app first
 * renders it for a guest who has confirmed: nobody signed in (the server sends it only without a
 * session cookie, and the page's boot data says so), the question answered. The app starts once
 * it is, and hydrates this.
 */
export async function renderGuestPage(url: string): Promise<string> {
  const client = createQueryClient();
  client.setQueryData(SESSION_KEY, null);
  drawAsAgeConfirmed(true);
  try {
    return await renderApp(url, client);
  } finally {
    drawAsAgeConfirmed(false);
  }
}

/**
 * The 18+ question as the app draws it, for the server's HTML of a guest's page: it paints with
 * the page and is answered without the app (scripts/build.mjs `guestPage` gives it its script).
 */
export async function renderAgeGate(): Promise<string> {
  // Imported here: the app loads this screen on demand (play-gate.tsx), not with every page.
  const { AgeGateScreen } = await import("./screens/age-gate-screen");
  return renderToString(
    <StaticRouter location="/">
      <AgeGateScreen onConfirm={() => {}} />
    </StaticRouter>,
  );
}
