import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { createQueryClient } from "./lib/query-client";
import { Providers } from "./providers";
import { routes } from "./router";
import { LoadingScreen } from "./screens/loading-screen";

/**
 * Build-time HTML of a public page: the whole app tree as a visitor's browser first renders it
 * (no session yet, nothing from storage), so the client can hydrate it instead of redrawing it.
 * `queries` are answers the page carries with it (the client seeds the same before hydrating).
 */
export async function renderPage(
  url: string,
  queries: Record<string, unknown> = {},
): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`prerender ${url}: got a redirect`);
  const router = createStaticRouter(dataRoutes, context);
  const client = createQueryClient();
  for (const [key, data] of Object.entries(queries)) client.setQueryData([key], data);
  return renderToString(
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
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
