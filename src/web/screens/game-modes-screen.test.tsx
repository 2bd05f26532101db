import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogue } from "../../games/catalogue";
import { extraGames } from "../../games/extras";
import { GameModesScreen } from "./game-modes-screen";

// A guest: the list is the same for everyone.
vi.mock("../../client/session", () => ({ useSession: () => ({ user: null, loading: false }) }));

function renderScreen() {
  // No server here: every query (icons, featured tags) answers nothing and cards keep their defaults.
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: async () => null, retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/game-modes"]}>
        <GameModesScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The games on screen, catalogue first then the extras, as their ids. */
const shownIds = () =>
  screen.queryAllByTestId(/^game-/).map((el) => el.dataset.testid?.slice("game-".length));
const kind = (label: string) => fireEvent.click(screen.getByRole("button", { name: label }));
const more = (times = 1) => {
  for (let i = 0; i < times; i++)
    fireEvent.click(screen.getByRole("button", { name: "Mais jogadores" }));
};
const fewer = () => fireEvent.click(screen.getByRole("button", { name: "Menos jogadores" }));
const playersShown = () => screen.getByTestId("players-filter").textContent;

const ALL = [
  "saideira",
  "classic",
  "desenha-e-bebe",
  "eu-nunca",
  "sueca",
  "guess-who",
  "qual-meu-nome",
  "touch-game",
  "spin-bottle",
  "coin-flip",
];
const EXTRAS = ["truth-or-dare", "cards", "mais-provavel"];

afterEach(cleanup);

describe("/game-modes filters", () => {
  it("shows every game, extras after the catalogue, until a filter is set", () => {
    renderScreen();
    expect(playersShown()).toBe("todos");
    expect(screen.getByRole("button", { name: "Todos" }).getAttribute("aria-pressed")).toBe("true");
    expect(shownIds()).toEqual([...ALL, ...EXTRAS]);
    expect(screen.queryByText("13 jogos")).not.toBeNull();
    expect(screen.queryByRole("heading", { name: "Mais para animar a roda" })).not.toBeNull();
  });

  it.each([
    ["Cartas", ["eu-nunca", "sueca", "cards"]],
    [
      "Desafios",
      [
        "saideira",
        "classic",
        "guess-who",
        "qual-meu-nome",
        "spin-bottle",
        "truth-or-dare",
        "mais-provavel",
      ],
    ],
    ["Sorte", ["saideira", "touch-game", "spin-bottle", "coin-flip"]],
    ["Desenho", ["desenha-e-bebe"]],
  ])("kind %s shows exactly its games", (label, ids) => {
    renderScreen();
    kind(label);
    expect(screen.getByRole("button", { name: label }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Todos" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    expect(shownIds()).toEqual(ids);
    expect(
      screen.queryByText(`${ids.length} ${ids.length === 1 ? "jogo" : "jogos"}`),
    ).not.toBeNull();
    kind("Todos");
    expect(shownIds()).toEqual([...ALL, ...EXTRAS]);
  });

  it("the player count keeps only the games whose range holds it", () => {
    renderScreen();
    more();
    expect(playersShown()).toBe("2");
    expect(shownIds()).toEqual([
      "saideira",
      "classic",
      "guess-who",
      "touch-game",
      "coin-flip",
      "truth-or-dare",
      "cards", // Quem é Mais Provável needs three
    ]);
    more(2);
    expect(playersShown()).toBe("4");
    expect(shownIds()).toEqual([...ALL, ...EXTRAS]);
    more(7);
    expect(playersShown()).toBe("11");
    expect(shownIds()).toEqual([...ALL.filter((id) => id !== "touch-game"), ...EXTRAS]);
    more(2);
    expect(playersShown()).toBe("13");
    expect(shownIds()).toEqual(["desenha-e-bebe", "eu-nunca", "qual-meu-nome", ...EXTRAS]);
    more(4);
    expect(playersShown()).toBe("17");
    expect(shownIds()).toEqual(["eu-nunca", "qual-meu-nome", "truth-or-dare", "cards"]);
    more(4);
    expect(playersShown()).toBe("20");
    expect(shownIds()).toEqual(["eu-nunca", "qual-meu-nome", "truth-or-dare", "cards"]);
  });

  it("the player count stops at the largest game's maximum", () => {
    const most = Math.max(...[...catalogue, ...extraGames].map((g) => g.maxPlayers));
    expect(most).toBeLessThan(30);
    renderScreen();
    more(40);
    expect(playersShown()).toBe(String(most));
    expect(shownIds().length).toBeGreaterThan(0);
  });

  it("going below two players clears the count filter", () => {
    renderScreen();
    more(3);
    expect(playersShown()).toBe("4");
    fewer();
    fewer();
    expect(playersShown()).toBe("2");
    fewer();
    expect(playersShown()).toBe("todos");
    expect(shownIds()).toEqual([...ALL, ...EXTRAS]);
  });

  it("both filters apply together", () => {
    renderScreen();
    kind("Desenho");
    more();
    expect(shownIds()).toEqual([]);
    expect(screen.queryByText(/Nenhum jogo com esses filtros/)).not.toBeNull();
    more(2);
    expect(shownIds()).toEqual(["desenha-e-bebe"]);
    kind("Sorte");
    expect(shownIds()).toEqual(["saideira", "touch-game", "spin-bottle", "coin-flip"]);
    more(7);
    expect(playersShown()).toBe("11");
    expect(shownIds()).toEqual(["saideira", "spin-bottle", "coin-flip"]);
  });

  it("cards link to their game's route", () => {
    renderScreen();
    expect(screen.getByTestId("game-saideira").getAttribute("href")).toBe("/roulette/start");
    expect(screen.getByTestId("game-eu-nunca").getAttribute("href")).toBe("/eu-nunca/categorias");
  });
});
