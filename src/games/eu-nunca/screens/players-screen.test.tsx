import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { offerDeck } from "../../../client/decks";
import { cleanupPlayers } from "../../../client/players-store";
import { EMPTY_BAG } from "../../../shared/shuffle-bag";
import { startGame } from "../../kit/engine/engine";
import { readSavedGame, save } from "../../kit/saved-games";
import { deckIds } from "../deck";
import { euNuncaGame, newGame } from "../logic";
import { loadEuNuncaSettings } from "../settings";
import { EuNuncaPlayersScreen } from "./players-screen";

vi.mock("../../../client/session", () => ({
  PROFILE_KEY: ["/api/profile"],
  useSession: () => ({ profile: null, isAuthenticated: false }),
}));

function renderScreen() {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: async () => ({ groups: [] }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/eu-nunca/jogadores"]}>
        <Routes>
          <Route path="/eu-nunca/jogadores" element={<EuNuncaPlayersScreen />} />
          <Route path="/eu-nunca/jogo" element={<p>tela do jogo</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const loadGame = () => readSavedGame(euNuncaGame)?.data.round ?? null;

const firma = {
  id: "shared-ABCD2345",
  name: "Da firma",
  game: "eu-nunca" as const,
  adult: false,
  items: [{ text: "Eu nunca dormi na reunião" }, { text: "Eu nunca respondi tudo com ok" }],
};

function add(...names: string[]) {
  for (const name of names) {
    fireEvent.change(screen.getByLabelText("Nome do jogador"), { target: { value: name } });
    fireEvent.click(screen.getByRole("button", { name: "Adicionar" }));
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  cleanupPlayers("eu-nunca");
});

describe("Eu Nunca players screen", () => {
  it("does not say the list's order is the turns' order (everyone answers at once)", () => {
    renderScreen();
    expect(screen.queryByText(/jogadores\./)).not.toBeNull();
    expect(screen.queryByText(/A ordem da lista é a ordem das vezes/)).toBeNull();
  });

  it("sets the fingers from 3 to 10, 5 by default", () => {
    renderScreen();
    const lives = screen.getByLabelText(/Dedos por jogador/) as HTMLInputElement;
    expect(lives.value).toBe("5");
    expect([lives.min, lives.max]).toEqual(["3", "10"]);
    fireEvent.change(lives, { target: { value: "8" } });
    expect(screen.queryByRole("img", { name: "8 de 8 dedos" })).not.toBeNull();
  });

  it("starts a game with the players and their fingers", () => {
    renderScreen();
    add("Ana", "Bia", "Caio");
    fireEvent.change(screen.getByLabelText(/Dedos por jogador/), { target: { value: "4" } });
    fireEvent.click(screen.getByRole("button", { name: "Começar" }));
    expect(screen.queryByText("tela do jogo")).not.toBeNull();
    const game = loadGame();
    expect(game?.players.map((p) => [p.name, p.lives])).toEqual([
      ["Ana", 4],
      ["Bia", 4],
      ["Caio", 4],
    ]);
    expect(loadEuNuncaSettings().lives).toBe(4);
  });

  it("plays without players straight away", () => {
    renderScreen();
    fireEvent.click(screen.getByRole("button", { name: "Jogar sem jogadores" }));
    expect(screen.queryByText("tela do jogo")).not.toBeNull();
    expect(loadGame()?.players).toEqual([]);
  });

  it("offers to continue an unfinished game", () => {
    const settings = { categories: ["festa" as const], lives: 5, showAdult: false };
    const game = startGame(euNuncaGame, { players: [], settings, bag: EMPTY_BAG }, 1);
    const round = newGame({
      ...settings,
      deck: deckIds(["festa"], false).slice(0, 2),
      players: [],
    });
    save(euNuncaGame, { ...game, data: { ...game.data, round } });
    renderScreen();
    expect(screen.queryByText("Tem uma partida pela metade")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Continuar a partida" }));
    expect(screen.queryByText("tela do jogo")).not.toBeNull();
  });

  it("starts with the chosen deck alone: no categories, the deck's name on the line", () => {
    offerDeck(firma);
    renderScreen();
    expect(screen.queryByText("Da firma")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Jogar sem jogadores" }));
    expect(screen.queryByText("tela do jogo")).not.toBeNull();
    const saved = readSavedGame(euNuncaGame)?.data;
    expect(saved?.settings.customDeck).toEqual(firma);
    expect(saved?.settings.categories).toEqual([]);
    expect(saved?.round.deck).toHaveLength(2);
  });

  it("mixes the chosen deck with the saved categories", () => {
    offerDeck(firma);
    sessionStorage.setItem(
      "saideira_deck_choice",
      JSON.stringify({ "eu-nunca": { id: firma.id, mixed: true, offered: firma.id } }),
    );
    renderScreen();
    expect(screen.queryByText("Clássico, Festa, Da firma")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Jogar sem jogadores" }));
    const saved = readSavedGame(euNuncaGame)?.data;
    expect(saved?.settings.customDeck?.name).toBe("Da firma");
    expect(saved?.settings.categories).toEqual(["classico", "festa"]);
    expect(saved?.round.deck.length).toBe(deckIds(["classico", "festa"], false).length + 2);
  });
});
