import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { createQueryClient } from "./lib/query-client";
import { LandingScreen } from "./screens/landing/landing-screen";

/** Build-time HTML of the landing page, so it paints before any JavaScript runs. */
export function renderLanding(url: string): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <LandingScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
