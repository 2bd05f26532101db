import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { offerDeck } from "../../../client/decks";
import { cleanupPlayers, savePlayers } from "../../../client/players-store";
import { addPlayer, emptyList } from "../../../shared/players";
import { seededRng } from "../../../shared/random";
import type { DrinkMode, Preferences } from "../../../shared/schemas/profile";
import { readSavedGame } from "../../kit/saved-games";
import { truthOrDareGame } from "../logic";
import { saveTruthOrDareSettings } from "../settings";
import { prefetchTruthOrDareGame, TruthOrDareScreen } from "./truth-or-dare-screen";

const finish = vi.fn(async (_: { victory: boolean }) => {});
const profile = {
  preferences: { sound: false, vibration: false, showAdult: false, useLocation: false },
  drinkMode: "alcool" as DrinkMode,
};

vi.mock("../../../client/session", () => ({
  useSession: () => ({ profile, isAuthenticated: false }),
}));
vi.mock("../../../client/groups-api", () => ({ useGroups: () => ({ data: undefined }) }));
vi.mock("../../kit/use-play-tracking", () => ({
  usePlayTracking: () => ({ finish, restart: () => {} }),
}));

const GAME = "truth-or-dare";

function storePlayers(names: string[]) {
  const list = names.reduce((l, n, i) => addPlayer(l, n, seededRng(i + 1), 1), emptyList(0));
  savePlayers(list, GAME);
  return list;
}

function renderScreen(prefs: Partial<Preferences> = {}, drinkMode: DrinkMode = "alcool") {
  Object.assign(profile.preferences, { showAdult: false, ...prefs });
  profile.drinkMode = drinkMode;
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/truth-or-dare"]}>
        <TruthOrDareScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const button = (name: string | RegExp) => screen.getByRole("button", { name });
const turn = () => screen.getByTestId("turn").textContent;

/** Starts a game from the setup with these players (and settings), as the group does. */
function startWith(names: string[], prefs: Partial<Preferences> = {}, drinkMode?: DrinkMode) {
  storePlayers(names);
  const view = renderScreen(prefs, drinkMode);
  fireEvent.click(button("Começar"));
  return view;
}

const remount = () => {
  cleanup();
  return renderScreen();
};

let clock = 0;
// The browser has the game a moment after the setup is drawn (decision 052).
beforeAll(prefetchTruthOrDareGame);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  finish.mockClear();
  // Every tap comes well after the turn was shown (the engine refuses the second half of a double tap).
  vi.spyOn(performance, "now").mockImplementation(() => (clock += 1_000));
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  cleanupPlayers(GAME);
  window.localStorage.clear();
});

describe("TruthOrDareScreen", () => {
  it("starts at the setup and 'Começar' deals the first turn", () => {
    renderScreen();
    const input = screen.getByLabelText("Nome do jogador");
    for (const name of ["Ana", "Bia"]) {
      fireEvent.change(input, { target: { value: name } });
      fireEvent.click(button("Adicionar"));
    }
    fireEvent.click(button("Começar"));
    expect(turn()).toContain("Ana");
    expect(button("Verdade")).toBeTruthy();
    expect(button("Desafio")).toBeTruthy();
    expect(document.querySelector("main")?.getAttribute("data-version")).toBe("0");
  });

  it("a reload shows the same card, turn and scores", () => {
    startWith(["Ana", "Bia", "Caio"]);
    fireEvent.click(button("Verdade"));
    fireEvent.click(button("Cumpriu +10"));
    fireEvent.click(button("Desafio"));
    const card = screen.getByTestId("prompt").textContent;
    remount();
    expect(screen.getByTestId("prompt").textContent).toBe(card);
    expect(turn()).toContain("Bia");
    expect(screen.getByTestId("score-Ana").textContent).toBe("10 pontos");
  });

  it("shows a card of the chosen kind with real names, and 'Cumpriu +10' scores and passes", () => {
    startWith(["Ana", "Bia", "Caio"]);
    fireEvent.click(button("Desafio"));
    const card = screen.getByTestId("prompt");
    expect(within(card).queryByText("Desafio")).not.toBeNull();
    expect(card.textContent).not.toMatch(/\{(jogador|outro)\}/);
    expect(screen.getByRole("status").textContent).toContain("Desafio para Ana");
    expect(document.activeElement).toBe(button("Cumpriu +10"));
    fireEvent.click(button("Cumpriu +10"));
    expect(screen.getByTestId("score-Ana").textContent).toBe("10 pontos");
    expect(turn()).toContain("Bia");
    expect(screen.queryByTestId("prompt")).toBeNull();
  });

  it("'Recusou' passes the turn without points", () => {
    startWith(["Ana", "Bia"]);
    fireEvent.click(button("Verdade"));
    fireEvent.click(button("Recusou (bebe)"));
    expect(screen.getByTestId("score-Ana").textContent).toBe("0 pontos");
    expect(turn()).toContain("Bia");
  });

  it("says 'prenda' instead of drinking in the sem-álcool mode", () => {
    startWith(["Ana", "Bia"], {}, "sem-alcool");
    fireEvent.click(button("Desafio"));
    expect(button("Recusou (prenda)")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Recusou (bebe)" })).toBeNull();
  });

  it("'Pular' keeps the turn and deals another card of the same kind", () => {
    startWith(["Ana", "Bia"]);
    fireEvent.click(button("Verdade"));
    const before = screen.getByTestId("prompt").textContent;
    fireEvent.click(button("Pular"));
    const card = screen.getByTestId("prompt");
    expect(card.textContent).not.toBe(before);
    expect(within(card).queryByText("Verdade")).not.toBeNull();
    expect(turn()).toContain("Ana");
    expect(screen.getByTestId("score-Ana").textContent).toBe("0 pontos");
  });

  it("finishes the round at the target, then shows the podium, tracks the victory and plays again", () => {
    localStorage.setItem("saideira_me", "Ana"); // 'Sou eu': the winner holds the phone
    saveTruthOrDareSettings({ levels: ["leve"], maxPoints: 10 });
    startWith(["Ana", "Bia"]);
    fireEvent.click(button("Verdade"));
    fireEvent.click(button("Cumpriu +10"));
    expect(turn()).toContain("Bia"); // Ana reached 10: Bia still plays her turn
    expect(screen.queryByText(/Última rodada/)).not.toBeNull();
    fireEvent.click(button("Verdade"));
    fireEvent.click(button("Recusou (bebe)"));
    expect(screen.queryByRole("heading", { name: "Ana venceu!" })).not.toBeNull();
    expect(finish).toHaveBeenCalledWith({ victory: true });
    fireEvent.click(button("Jogar de novo"));
    expect(turn()).toContain("Ana");
    expect(screen.getByTestId("score-Ana").textContent).toBe("0 pontos");
    expect(screen.queryByTestId("score-Bia")).not.toBeNull();
  });

  it("removing the player whose turn it is, mid-game, passes the turn and keeps the scores", () => {
    startWith(["Ana", "Bia", "Caio"]);
    fireEvent.click(button("Verdade"));
    fireEvent.click(button("Cumpriu +10"));
    fireEvent.click(button(/Mudar jogadores/));
    fireEvent.click(button("Remover Bia"));
    fireEvent.click(button("Continuar a partida"));
    expect(turn()).toContain("Caio");
    expect(screen.getByTestId("score-Ana").textContent).toBe("10 pontos");
    expect(screen.queryByTestId("score-Bia")).toBeNull();
  });

  it("a late player joins mid-game with zero points and nobody's score changes", () => {
    startWith(["Ana", "Bia"]);
    fireEvent.click(button("Verdade"));
    fireEvent.click(button("Cumpriu +10"));
    fireEvent.click(button(/Mudar jogadores/));
    fireEvent.change(screen.getByLabelText("Nome do jogador"), { target: { value: "Duda" } });
    fireEvent.click(button("Adicionar"));
    fireEvent.click(button("Continuar a partida"));
    expect(screen.getByTestId("score-Ana").textContent).toBe("10 pontos");
    expect(screen.getByTestId("score-Duda").textContent).toBe("0 pontos");
    expect(turn()).toContain("Bia");
  });

  it("locks Picante while the profile's 18+ setting is off", () => {
    renderScreen({ showAdult: false });
    const picante = button(/Picante/);
    expect(picante.getAttribute("aria-disabled")).toBe("true");
    expect(picante.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(picante);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText(/fica bloqueado/)).not.toBeNull();
  });

  it("asks the whole group before turning Picante on", () => {
    renderScreen({ showAdult: true });
    fireEvent.click(button(/Picante/));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).queryByText("Liberar o nível Picante?")).not.toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Todos topam" }));
    expect(button(/Picante/).getAttribute("aria-pressed")).toBe("true");
  });

  it("won't start or go on without a level", () => {
    startWith(["Ana", "Bia"]);
    fireEvent.click(button(/Mudar jogadores/));
    fireEvent.click(button(/Leve/));
    fireEvent.click(button(/Médio/));
    fireEvent.click(button("Continuar a partida"));
    expect(screen.getByRole("alert").textContent).toMatch(/pelo menos um nível/);
    fireEvent.click(button("Começar"));
    expect(screen.queryByRole("button", { name: "Verdade" })).toBeNull();
  });

  it("goes to the setup, saying why, when 18+ goes off with only Picante in play", () => {
    saveTruthOrDareSettings({ levels: ["picante"], maxPoints: 50 });
    startWith(["Ana", "Bia"], { showAdult: true });
    expect(button("Verdade")).toBeTruthy();
    cleanup();
    renderScreen({ showAdult: false });
    expect(screen.queryByRole("button", { name: "Verdade" })).toBeNull();
    expect(screen.getByRole("alert").textContent).toMatch(/Picante saiu/);
    fireEvent.click(button(/Leve/));
    fireEvent.click(button("Continuar a partida"));
    expect(button("Verdade")).toBeTruthy();
  });
});

const long = `Conte ${"x".repeat(150)}`;
const roda = (adult = false) => ({
  id: "shared-ABCD2345",
  name: "Da roda",
  game: "truth-or-dare" as const,
  adult,
  items: [
    { text: long, kind: "truth" },
    { text: "Dance <b>funk</b>", kind: "dare" },
  ],
});

describe("a custom deck ('Seus baralhos')", () => {
  it("preselected alone: hides the levels and starts with the deck and no levels", () => {
    offerDeck(roda());
    storePlayers(["Ana", "Bia"]);
    renderScreen();
    expect((screen.getByRole("radio", { name: /Da roda/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole("button", { name: /Leve/ })).toBeNull();
    fireEvent.click(button("Começar"));
    const settings = readSavedGame(truthOrDareGame)?.data.settings;
    expect(settings?.customDeck?.name).toBe("Da roda");
    expect(settings?.levels).toEqual([]);
    fireEvent.click(button("Verdade"));
    const card = screen.getByTestId("prompt");
    expect(within(card).queryByText("Da roda")).not.toBeNull();
    expect(within(card).queryByText("Leve")).toBeNull();
    expect(within(card).getByText(long).className).toContain("[overflow-wrap:anywhere]");
    fireEvent.click(button("Cumpriu +10"));
    fireEvent.click(button("Desafio"));
    expect(screen.getByTestId("prompt").textContent).toContain("Dance <b>funk</b>");
    expect(screen.getByTestId("prompt").querySelector("b")).toBeNull();
  });

  it("mixed: shows the levels and starts with both", () => {
    offerDeck(roda());
    sessionStorage.setItem(
      "saideira_deck_choice",
      JSON.stringify({ "truth-or-dare": { id: roda().id, mixed: true, offered: roda().id } }),
    );
    startWith(["Ana", "Bia"]);
    const settings = readSavedGame(truthOrDareGame)?.data.settings;
    expect(settings?.customDeck?.id).toBe(roda().id);
    expect(settings?.levels).toEqual(["leve", "medio"]);
  });

  it("an 18+ deck carries the 18+ setting, and leaves the game when 18+ goes off", () => {
    offerDeck(roda(true));
    sessionStorage.setItem(
      "saideira_deck_choice",
      JSON.stringify({ "truth-or-dare": { id: roda().id, mixed: false, offered: roda().id } }),
    );
    startWith(["Ana", "Bia"], { showAdult: true });
    expect(readSavedGame(truthOrDareGame)?.data.settings.showAdult).toBe(true);
    fireEvent.click(button("Verdade"));
    expect(screen.getByTestId("prompt").textContent).toContain(long);
    cleanup();
    renderScreen({ showAdult: false });
    const settings = readSavedGame(truthOrDareGame)?.data.settings;
    expect(settings?.customDeck).toBeUndefined();
    expect(settings?.levels).toEqual(["leve", "medio"]);
    expect(button("Verdade")).toBeTruthy();
  });
});

describe("the locked +18 hint", () => {
  it("points to the game's gear, like every game, not to the profile", () => {
    const { container } = renderScreen({ showAdult: false });
    expect(container.textContent).toContain(
      "desligado nos ajustes do jogo (a engrenagem no topo da tela)",
    );
    expect(container.textContent).not.toContain("seu perfil");
    expect(container.querySelector('a[href="/profile"]')).toBeNull();
  });
});
