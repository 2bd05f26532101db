import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupPlayers } from "../../../client/players-store";
import { defaultPreferences } from "../../../shared/schemas/profile";
import { readSavedGame } from "../../kit/saved-games";
import { maisProvavelGame, promptById } from "../logic";
import { loadChoices } from "../settings";
import { verdict } from "./reveal-view";
import { MaisProvavelSetupScreen } from "./setup-screen";

vi.mock("../../../client/session", () => ({
  PROFILE_KEY: ["/api/profile"],
  useSession: () => ({ profile: null, isAuthenticated: false }),
}));

function renderScreen(showAdult: boolean) {
  localStorage.setItem(
    "saideira_game_prefs",
    JSON.stringify({ ...defaultPreferences, showAdult, drinkMode: "alcool" }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: async () => ({ groups: [] }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/mais-provavel"]}>
        <Routes>
          <Route path="/mais-provavel" element={<MaisProvavelSetupScreen />} />
          <Route path="/mais-provavel/jogo" element={<p>tela do jogo</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const box = (name: RegExp) => screen.queryByRole("checkbox", { name }) as HTMLInputElement | null;
function add(...names: string[]) {
  for (const name of names) {
    fireEvent.change(screen.getByLabelText("Nome do jogador"), { target: { value: name } });
    fireEvent.click(screen.getByRole("button", { name: "Adicionar" }));
  }
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  cleanupPlayers("mais-provavel");
});

describe("Quem é Mais Provável? setup", () => {
  it("starts with Leve and Festa, ten rounds, and hides Picante while 18+ is off", () => {
    renderScreen(false);
    expect(box(/^Leve/)?.checked).toBe(true);
    expect(box(/^Festa/)?.checked).toBe(true);
    expect(box(/^Picante/)).toBeNull();
    expect((screen.getByRole("radio", { name: "10" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/\+18 ficam escondidas/)).not.toBeNull();
  });

  it("asks the whole group before Picante joins, and starts a game with it", () => {
    renderScreen(true);
    const picante = box(/^Picante/) as HTMLInputElement;
    fireEvent.click(picante);
    expect(screen.queryByRole("dialog", { name: "Liberar a categoria Picante?" })).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Agora não" }));
    expect(picante.checked).toBe(false);
    fireEvent.click(picante);
    fireEvent.click(screen.getByRole("button", { name: "Todos topam" }));
    expect(picante.checked).toBe(true);
    fireEvent.click(box(/^Leve/) as HTMLInputElement);
    fireEvent.click(box(/^Festa/) as HTMLInputElement);
    fireEvent.click(screen.getByRole("radio", { name: "3" }));
    add("Ana", "Bia", "Caio");
    fireEvent.click(screen.getByRole("button", { name: "Começar" }));
    expect(screen.queryByText("tela do jogo")).not.toBeNull();
    const game = readSavedGame(maisProvavelGame)?.data;
    expect(game?.settings).toEqual({ levels: ["picante"], rounds: 3, showAdult: true });
    expect(promptById(game?.promptId ?? "")?.level.id).toBe("picante");
    expect(game?.players.map((p) => p.name)).toEqual(["Ana", "Bia", "Caio"]);
    expect(loadChoices()).toEqual({ levels: ["picante"], rounds: 3 });
  });

  it("needs three players to start", () => {
    renderScreen(false);
    add("Ana", "Bia");
    expect((screen.getByRole("button", { name: "Começar" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe("the reveal's verdict", () => {
  const players = ["Ana", "Bia", "Caio"].map((name, i) => ({
    id: `p${i}`,
    name,
    votes: 0,
    drinks: 0,
  }));
  const view = (drinkers: string[]) => ({
    ...maisProvavelGame.view(
      {
        players,
        settings: { levels: ["leve"], rounds: 3, showAdult: false },
        bag: { seen: [], last: null },
        round: 1,
        promptId: "",
        phase: "revealed",
        voters: ["p0", "p1", "p2"],
        ballots: [],
        reveal: { counts: [], drinkers, total: 3 },
      },
      { kind: "device" },
    ),
  });

  it("names who drinks, everyone tied included, or the forfeit without alcohol", () => {
    expect(verdict(view(["p1"]), "alcool")).toBe("Bia bebe!");
    expect(verdict(view(["p0", "p2"]), "alcool")).toBe("Empate! Ana e Caio bebem!");
    expect(verdict(view(["p1"]), "sem-alcool")).toBe("Bia paga uma prenda!");
    expect(verdict(view(["p0", "p1", "p2"]), "sem-alcool")).toBe(
      "Empate! Ana, Bia e Caio pagam uma prenda!",
    );
    expect(verdict(view([]), "alcool")).toBe("Ninguém levou voto: ninguém paga desta vez.");
  });
});
