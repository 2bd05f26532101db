import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { allGames } from "../../games/extras";
import { drinkingSentences } from "../../games/kit/sober-text";
import { GameCard } from "./game-card";

vi.mock("../../client/session", () => ({ useSession: () => ({ profile: null }) }));

function renderCards(drinkMode: "alcool" | "sem-alcool") {
  localStorage.setItem(
    "saideira_game_prefs",
    JSON.stringify({
      sound: true,
      vibration: true,
      showAdult: false,
      useLocation: false,
      drinkMode,
    }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: async () => null, retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {allGames.map((g) => (
          <GameCard key={g.id} game={g} />
        ))}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A card's sentence: its text without the game's name (a name like 'Desenha e Bebe' is a brand). */
const sentenceOf = (id: string, name: string) =>
  (screen.getByTestId(`game-${id}`).textContent ?? "").replace(name, "");

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("game cards in sem álcool", () => {
  it("no card speaks of drinking, Eu Nunca and Saideira included", () => {
    renderCards("sem-alcool");
    for (const g of allGames) expect(drinkingSentences(sentenceOf(g.id, g.name)), g.id).toEqual([]);
    expect(sentenceOf("eu-nunca", "Eu Nunca")).not.toContain("perde um dedo e bebe");
    expect(sentenceOf("saideira", "Saideira")).not.toContain("ou beba");
  });

  it("keep their drinking sentence when the group drinks", () => {
    renderCards("alcool");
    expect(sentenceOf("eu-nunca", "Eu Nunca")).toContain("perde um dedo e bebe");
    expect(sentenceOf("saideira", "Saideira")).toContain("cumpra o desafio ou beba");
  });
});
