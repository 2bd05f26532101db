import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { offerDeck } from "../../../client/decks";
import { cleanupPlayers } from "../../../client/players-store";
import { readSavedGame } from "../../kit/saved-games";
import { classicGame } from "../logic";
import { ClassicPlayersScreen } from "./classic-players-screen";

vi.mock("../../../client/session", () => ({
  PROFILE_KEY: ["/api/profile"],
  useSession: () => ({ profile: null, isAuthenticated: false }),
}));

const turma = {
  id: "shared-ABCD2345",
  name: "Da turma",
  game: "classic" as const,
  adult: false,
  items: [
    { text: "Imite o Zé", kind: "desafio" },
    { text: "Todos brindam", kind: "roda" },
  ],
};

function renderScreen() {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: async () => ({ groups: [] }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/classic/players"]}>
        <Routes>
          <Route path="/classic/players" element={<ClassicPlayersScreen />} />
          <Route path="/classic/play" element={<p>tela do jogo</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function startWith(...names: string[]) {
  renderScreen();
  for (const name of names) {
    fireEvent.change(screen.getByLabelText("Nome do jogador"), { target: { value: name } });
    fireEvent.click(screen.getByRole("button", { name: "Adicionar" }));
  }
  fireEvent.click(screen.getByRole("button", { name: "Começar" }));
  expect(screen.queryByText("tela do jogo")).not.toBeNull();
  return readSavedGame(classicGame)?.data;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  cleanupPlayers("classic");
});

describe("ClassicPlayersScreen with a custom deck", () => {
  it("starts with the deck chosen on /classic, alone: no categories", () => {
    offerDeck(turma);
    const data = startWith("Ana", "Bia");
    expect(data?.settings.customDeck).toEqual(turma);
    expect(data?.settings.categories).toEqual([]);
    expect(["Imite o Zé", "Todos brindam"]).toContain(
      data && classicGame.view(data, { kind: "device" }).prompt?.challenge.text,
    );
  });

  it("starts mixed with the saved categories", () => {
    offerDeck(turma);
    sessionStorage.setItem(
      "saideira_deck_choice",
      JSON.stringify({ classic: { id: turma.id, mixed: true, offered: turma.id } }),
    );
    const data = startWith("Ana", "Bia");
    expect(data?.settings.customDeck?.id).toBe(turma.id);
    expect(data?.settings.categories).toEqual(["classic", "drinking"]);
  });

  it("starts without a deck by default", () => {
    const data = startWith("Ana", "Bia");
    expect(data?.settings.customDeck ?? null).toBeNull();
    expect(data?.settings.categories).toEqual(["classic", "drinking"]);
  });
});
