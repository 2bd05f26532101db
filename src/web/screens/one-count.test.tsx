import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../client/session";
import { allGames } from "../../games/extras";
import { DashboardScreen } from "./dashboard-screen";
import { GameModesScreen } from "./game-modes-screen";
import { LandingGames } from "./landing/landing-games";
import { LandingHero } from "./landing/landing-hero";

function renderWith(ui: React.ReactNode) {
  // No server: every query answers nothing, so screens show their defaults.
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: async () => null, retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const cardIds = () =>
  screen.queryAllByTestId(/^game-/).map((el) => el.dataset.testid?.slice("game-".length));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("one count of games", () => {
  it("is one number: the landing says it, the dashboard and /game-modes list the same games", () => {
    expect(allGames).toHaveLength(13);
    const ids = allGames.map((g) => g.id);

    renderWith(
      <>
        <LandingHero />
        <LandingGames />
      </>,
    );
    expect(screen.queryByText("13 jogos")).not.toBeNull();
    expect(screen.queryByRole("link", { name: "Ver todos os 13 jogos" })).not.toBeNull();
    cleanup();

    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("null", { status: 401 })),
    );
    renderWith(
      <SessionProvider>
        <DashboardScreen />
      </SessionProvider>,
    );
    expect(screen.queryByRole("heading", { name: "Todos os jogos" })).not.toBeNull();
    expect(cardIds()).toEqual(ids);
    cleanup();

    renderWith(
      <SessionProvider>
        <GameModesScreen />
      </SessionProvider>,
    );
    expect(cardIds()).toEqual(ids);
  });
});
