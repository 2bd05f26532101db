import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultPreferences } from "../../../shared/schemas/profile";
import { EMPTY_BAG } from "../../../shared/shuffle-bag";
import { startGame } from "../../kit/engine/engine";
import { save } from "../../kit/saved-games";
import { categories } from "../content";
import { type CategoryId, deckIds, statementById } from "../deck";
import { euNuncaGame, newGame } from "../logic";
import { EuNuncaGameScreen } from "./game-screen";

const finish = vi.fn(async (_: { victory: boolean }) => {});
const restart = vi.fn();
vi.mock("../../kit/use-play-tracking", () => ({ usePlayTracking: () => ({ finish, restart }) }));
vi.mock("../../../client/session", () => ({
  PROFILE_KEY: ["/api/profile"],
  useSession: () => ({ profile: null, isAuthenticated: false }),
}));

/** The id of the i-th statement of a category, as the game names it. */
const id = (category: CategoryId, i: number) => deckIds([category], true)[i] as string;
const text = (cardId: string) => statementById(cardId)?.text ?? "";

function setup(deck: string[], names: string[], lives = 3) {
  const players = names.map((name) => ({ id: name.toLowerCase(), name }));
  const settings = { categories: ["festa" as const], lives, showAdult: false };
  const game = startGame(euNuncaGame, { players, settings, bag: EMPTY_BAG }, 1);
  const round = newGame({ ...settings, deck, players });
  save(euNuncaGame, { ...game, data: { ...game.data, round } });
}

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/eu-nunca/jogo"]}>
        <Routes>
          <Route path="/eu-nunca/jogo" element={<EuNuncaGameScreen />} />
          <Route path="/eu-nunca/categorias" element={<p>tela de categorias</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const tile = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name},`) });
const statement = () => screen.getByTestId("statement").textContent ?? "";
/** Marks these players, confirms, and goes on with the main button. */
function card(...names: string[]) {
  for (const name of names) fireEvent.click(tile(name));
  click("Confirmar");
}

beforeEach(() => {
  localStorage.clear();
  finish.mockClear();
  restart.mockClear();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  // Every tap comes well after the card was shown (the engine refuses the second half of a double tap).
  let clock = 0;
  vi.spyOn(performance, "now").mockImplementation(() => (clock += 1_000));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("Eu Nunca game screen", () => {
  it("sends the group to the categories when there is no game", () => {
    renderScreen();
    expect(screen.queryByText("tela de categorias")).not.toBeNull();
  });

  it("shows the card, the players' fingers and marks who has done it", () => {
    setup([id("festa", 0), id("festa", 1)], ["Ana", "Bia"]);
    renderScreen();
    expect(statement()).toContain(text(id("festa", 0)));
    expect(statement()).toContain("perde um dedo e bebe um gole");
    expect(tile("Ana").getAttribute("aria-label")).toBe("Ana, 3 de 3 dedos");
    fireEvent.click(tile("Ana"));
    expect(tile("Ana").getAttribute("aria-pressed")).toBe("true");
    expect(tile("Ana").closest("li")?.textContent).toContain("Eu já!"); // the tile under the button
  });

  it("takes a finger on 'Confirmar' and moves on with 'Próxima'", () => {
    setup([id("festa", 0), id("festa", 1), id("festa", 2)], ["Ana", "Bia"]);
    renderScreen();
    card("Bia");
    expect(screen.getByTestId("round").textContent).toContain(
      "Bia bebe um gole e fica com 2 dedos.",
    );
    expect(tile("Bia").getAttribute("aria-label")).toBe("Bia, 2 de 3 dedos");
    click("Próxima");
    expect(statement()).toContain(text(id("festa", 1)));
    expect(screen.queryByTestId("round")).toBeNull();
  });

  it("speaks of water in the sem-álcool mode", () => {
    localStorage.setItem(
      "saideira_game_prefs",
      JSON.stringify({ ...defaultPreferences, drinkMode: "sem-alcool" }),
    );
    setup([id("festa", 0), id("festa", 1)], ["Ana", "Bia"]);
    renderScreen();
    expect(statement()).toContain("perde um dedo e toma um gole d'água");
    card("Ana");
    expect(screen.getByTestId("round").textContent).toContain("Ana toma um gole d'água");
  });

  it("crowns the last one standing with the kit results and reports a victory", () => {
    localStorage.setItem("saideira_me", "Caio"); // 'Sou eu': the winner holds the phone
    setup([id("festa", 0), id("festa", 1), id("festa", 2), id("festa", 3)], ["Ana", "Bia", "Caio"]);
    renderScreen();
    for (const _ of [1, 2]) {
      card("Ana", "Bia");
      click("Próxima");
    }
    card("Ana", "Bia");
    expect(screen.getByTestId("round").textContent).toContain("Só sobrou Caio!");
    click("Ver resultado");
    expect(screen.queryByRole("heading", { name: "Caio venceu!" })).not.toBeNull();
    expect(finish).toHaveBeenCalledWith({ victory: true });
  });

  it("shares the victory when the deck runs out on a tie", () => {
    setup([id("festa", 0)], ["Ana", "Bia", "Caio"]);
    renderScreen();
    card("Caio");
    click("Terminar");
    expect(screen.queryByRole("heading", { name: "Empate entre Ana e Bia" })).not.toBeNull();
    const podium = screen.getByRole("list", { name: "Pódio" });
    expect([...podium.children].map((li) => li.textContent)).toEqual([
      "Ana3 de 3 dedosBia3 de 3 dedos1º",
      "Caio2 de 3 dedos3º",
    ]);
  });

  it("plays the plain card flow to the end of the deck and starts again", () => {
    setup([id("festa", 0), id("festa", 1)], []);
    renderScreen();
    expect(statement()).toContain("Quem já fez bebe um gole.");
    expect(screen.queryByRole("button", { name: "Confirmar" })).toBeNull();
    click("Próxima");
    click("Terminar");
    expect(screen.queryByRole("heading", { name: "Acabaram as cartas!" })).not.toBeNull();
    expect(finish).toHaveBeenCalledWith({ victory: false });
    click("Recomeçar");
    expect(restart).toHaveBeenCalled();
    expect(screen.getByTestId("progress").textContent).toBe(
      `Carta 1 de ${categories.find((c) => c.id === "festa")?.statements.length}`,
    );
  });

  it("leaves 18+ cards out once the setting is off", () => {
    setup([id("picante", 0), id("festa", 5)], []);
    renderScreen();
    expect(statement()).toContain(text(id("festa", 5)));
    expect(screen.getByTestId("progress").textContent).toBe("Carta 1 de 1");
  });

  it("shows a custom deck's card with the deck's name, a long word wrapping anywhere", () => {
    const long = `Eu nunca ${"a".repeat(150)}`;
    const customDeck = {
      id: "d1",
      name: "Da firma",
      game: "eu-nunca" as const,
      adult: false,
      items: [{ text: long }, { text: "Eu nunca <b>negrito</b>" }],
    };
    const settings = { categories: [], lives: 3, showAdult: false, customDeck };
    save(euNuncaGame, startGame(euNuncaGame, { players: [], settings, bag: EMPTY_BAG }, 1));
    renderScreen();
    const shown = screen.getByTestId("statement");
    expect(shown.textContent).toContain("Da firma");
    const first = shown.textContent?.includes(long) ? long : "Eu nunca <b>negrito</b>";
    expect(screen.getByText(first).className).toContain("[overflow-wrap:anywhere]");
    expect(shown.querySelector("b")).toBeNull();
  });
});
