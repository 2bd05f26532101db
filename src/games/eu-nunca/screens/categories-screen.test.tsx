import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { offerDeck } from "../../../client/decks";
import { defaultPreferences } from "../../../shared/schemas/profile";
import { categories } from "../content";
import { loadEuNuncaSettings } from "../settings";
import { EuNuncaCategoriesScreen, themesIntro } from "./categories-screen";

vi.mock("../../../client/session", () => ({
  PROFILE_KEY: ["/api/profile"],
  useSession: () => ({ profile: null, isAuthenticated: false }),
}));

function renderScreen(showAdult: boolean) {
  localStorage.setItem(
    "saideira_game_prefs",
    JSON.stringify({ ...defaultPreferences, showAdult, drinkMode: "alcool" }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/eu-nunca/categorias"]}>
        <Routes>
          <Route path="/eu-nunca/categorias" element={<EuNuncaCategoriesScreen />} />
          <Route path="/eu-nunca/jogadores" element={<p>tela de jogadores</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const box = (name: RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe("Eu Nunca categories screen", () => {
  it("counts the themes it shows, with 18+ off and on", () => {
    const all = categories.length;
    const adult = categories.filter((c) => c.adult).length;
    expect(adult).toBeGreaterThan(0);
    renderScreen(false);
    expect(screen.getAllByRole("checkbox")).toHaveLength(all - adult);
    expect(screen.queryByText(themesIntro(all - adult))).not.toBeNull();
    expect(themesIntro(5)).toMatch(/^Cinco temas de “eu nunca...”/);
    expect(screen.queryByText(/Seis temas/)).toBeNull();
    cleanup();
    renderScreen(true);
    expect(screen.getAllByRole("checkbox")).toHaveLength(all);
    expect(screen.queryByText(themesIntro(all))).not.toBeNull();
  });

  it("says one theme in the singular", () => {
    expect(themesIntro(1)).toMatch(/^Um tema de /);
  });

  it("starts with Clássico and Festa and counts the cards", () => {
    renderScreen(false);
    expect(box(/Clássico/).checked).toBe(true);
    expect(box(/Festa/).checked).toBe(true);
    expect(screen.queryByText("88 cartas no baralho")).not.toBeNull();
  });

  it("hides the Picante category while 18+ is off", () => {
    renderScreen(false);
    expect(screen.queryByRole("checkbox", { name: /Picante/ })).toBeNull();
    expect(screen.queryByText(/“Conteúdo \+18” estiver desligado/)).not.toBeNull();
  });

  it("asks everyone before adding the Picante category", () => {
    renderScreen(true);
    fireEvent.click(box(/Picante/));
    expect(screen.queryByRole("heading", { name: "Liberar a categoria Picante?" })).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Agora não" }));
    expect(box(/Picante/).checked).toBe(false);
    fireEvent.click(box(/Picante/));
    fireEvent.click(screen.getByRole("button", { name: "Todos topam" }));
    expect(box(/Picante/).checked).toBe(true);
  });

  it("mixes categories and saves them on the way to the players", () => {
    renderScreen(false);
    fireEvent.click(box(/Festa/));
    fireEvent.click(box(/Viagem/));
    fireEvent.click(box(/Trabalho/));
    fireEvent.click(screen.getByRole("button", { name: "Escolher jogadores" }));
    expect(screen.queryByText("tela de jogadores")).not.toBeNull();
    expect(loadEuNuncaSettings().categories).toEqual(["classico", "viagem", "trabalho"]);
  });

  it("keeps at least one category", () => {
    renderScreen(false);
    fireEvent.click(box(/Clássico/));
    fireEvent.click(box(/Festa/));
    expect(box(/Festa/).checked).toBe(true);
    expect(screen.queryByText(/Pelo menos uma categoria fica marcada/)).not.toBeNull();
    const festa = categories.find((c) => c.id === "festa")?.statements.length;
    expect(screen.queryByText(`${festa} cartas no baralho`)).not.toBeNull();
  });

  it("preselects an offered deck alone: no categories, its cards counted; mixing shows them", () => {
    offerDeck({
      id: "shared-ABCD2345",
      name: "Da firma",
      game: "eu-nunca",
      adult: false,
      items: [{ text: "Eu nunca dormi na reunião" }, { text: "Eu nunca respondi tudo com ok" }],
    });
    renderScreen(false);
    expect((screen.getByRole("radio", { name: /Da firma/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByRole("checkbox", { name: /Clássico/ })).toBeNull();
    expect(screen.queryByText("2 cartas no baralho")).not.toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: /Misturar com as cartas do jogo/ }));
    expect(box(/Clássico/).checked).toBe(true);
    expect(screen.queryByText("90 cartas no baralho")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Escolher jogadores" }));
    expect(screen.queryByText("tela de jogadores")).not.toBeNull();
  });
});
