import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createQueryClient } from "../client/query-client";
import { StaticRouter } from "../ui/nav";
import { Providers } from "./providers";
import { AppRoutes, preloadScreens } from "./router";
import { GameModesScreen } from "./screens/game-modes-screen";
import { LoadingScreen } from "./screens/loading-screen";

export { signedInPrerenderedPages } from "../shared/routes";

/**
 * Build-time HTML of a public page: the whole app tree as a visitor's browser first renders it
 * (no session yet, nothing from storage), so the client can hydrate it instead of redrawing it.
 * `queries` are answers the page carries with it (the client seeds the same before hydrating).
 */
export async function renderPage(
  url: string,
  queries: Record<string, unknown> = {},
): Promise<string> {
  // The page's screens are fetched first, so they render now instead of suspending.
  await preloadScreens(new URL(url, "http://localhost").pathname);
  const client = createQueryClient();
  for (const [key, data] of Object.entries(queries)) client.setQueryData([key], data);
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
 * A signed-in page whose content is the same for everyone (the game list), drawn at build time.
 * The server sends it only with a valid session and profile (src/server/static.ts); the app draws
 * over it like over the loading screen, so it never has to match the app's first render.
 */
export async function renderSignedInPage(url: "/game-modes"): Promise<string> {
  const screens = { "/game-modes": <GameModesScreen /> };
  const html = renderToString(
    <Providers client={createQueryClient()}>
      <StaticRouter location={url}>{screens[url]}</StaticRouter>
    </Providers>,
  );
  return `<div data-boot-loading>${html}</div>`;
}
