import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardIds, type DeckCount } from "../cards";
import { SuecaScreen } from "./sueca-screen";

const finish = vi.fn(async (_: { victory: boolean }) => {});
const restart = vi.fn();
vi.mock("../../kit/use-play-tracking", () => ({ usePlayTracking: () => ({ finish, restart }) }));
vi.mock("../../../client/session", () => ({
  PROFILE_KEY: ["/api/profile"],
  useSession: () => ({ profile: null, isAuthenticated: false }),
}));
/** Cards put on top of the next shuffled pile, in this order. */
let stack: string[] = [];
vi.mock("../cards", async (original) => {
  const mod = await original<typeof import("../cards")>();
  return {
    ...mod,
    shuffledDeck: (decks: DeckCount) => ({
      order: [...stack, ...mod.cardIds(decks).filter((id) => !stack.includes(id))],
      cursor: 0,
    }),
  };
});

function renderScreen(at = "/sueca") {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: async () => ({ groups: [] }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <SuecaScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function addPlayers(names = ["Ana", "Bia", "Caio"]) {
  for (const name of names) {
    fireEvent.change(screen.getByLabelText("Nome do jogador"), { target: { value: name } });
    fireEvent.click(screen.getByRole("button", { name: "Adicionar" }));
  }
}
function startWith(names?: string[]) {
  renderScreen();
  addPlayers(names);
  click("Começar");
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));
const turn = () => screen.getByTestId("turn").textContent;
const left = () => screen.getByTestId("cards-left").textContent;
const title = () => screen.getByTestId("card-title").textContent;
const tracker = () => screen.getByTestId("tracker");
function writeRule(text: string, submit: string) {
  const form = screen.getByTestId("card-action");
  fireEvent.change(within(form).getByRole("textbox"), { target: { value: text } });
  fireEvent.click(within(form).getByRole("button", { name: submit }));
}

beforeEach(() => {
  localStorage.clear();
  stack = [];
  finish.mockClear();
  restart.mockClear();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  // Every tap comes well after the last one (the double-tap guard refuses taps 350 ms apart).
  let now = 0;
  vi.spyOn(performance, "now").mockImplementation(() => {
    now += 1_000;
    return now;
  });
});
afterEach(cleanup);

// Whole piles are rendered card by card: slow on a busy machine, so a roomy timeout.
describe("Sueca screen", { timeout: 30_000 }, () => {
  it("goes from the setup to the first card, drawn by the first player", () => {
    stack = ["7-copas-1"];
    startWith();
    expect(turn()).toContain("Ana");
    expect(title()).toBe("Fui à feira");
    expect(left()).toBe("51");
  });

  it("needs three players to start", () => {
    renderScreen();
    addPlayers(["Ana", "Bia"]);
    expect(screen.getByRole("button", { name: "Começar" })).toHaveProperty("disabled", true);
  });

  it("'Próxima carta' passes the deck to the next player, wrapping around", () => {
    startWith();
    const drawers = [turn()];
    for (let i = 0; i < 3; i++) {
      click(/Próxima carta/);
      drawers.push(turn());
    }
    expect(drawers.map((d) => d?.replace("Vez de", ""))).toEqual(["Ana", "Bia", "Caio", "Ana"]);
    expect(left()).toBe("48");
  });

  it("plays to the end of the pile, shows the summary and reshuffles", () => {
    stack = ["10-copas-1"];
    startWith();
    writeRule("Sem nomes", "Criar regra");
    for (let i = 0; i < 51; i++) click(/Próxima carta/);
    expect(left()).toBe("0");
    click("Ver resumo");
    expect(screen.queryByRole("heading", { name: "Fim do baralho!" })).not.toBeNull();
    expect(screen.getByTestId("stat-drawn").textContent).toBe("cartas tiradas52");
    expect(screen.getByTestId("stat-created").textContent).toBe("regra criada1");
    expect(finish).toHaveBeenCalledWith({ victory: false });
    click("Embaralhar de novo");
    expect(restart).toHaveBeenCalledTimes(1);
    expect(left()).toBe("51");
    expect(within(tracker()).queryByText("Sem nomes")).not.toBeNull();
  });

  it("caps general rules at two, asking which one to drop", () => {
    stack = ["10-copas-1", "10-paus-1", "10-ouros-1"];
    startWith();
    writeRule("Sem nomes", "Criar regra");
    click(/Próxima carta/);
    writeRule("Mão esquerda", "Criar regra");
    click(/Próxima carta/);
    writeRule("Só cantando", "Criar regra");
    const dialog = screen.getByRole("dialog", { name: "Qual regra sai?" });
    fireEvent.click(within(dialog).getByRole("radio", { name: /Mão esquerda/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Trocar" }));
    const rules = within(tracker()).getByRole("list", { name: "Regras gerais" });
    expect(
      within(rules)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Sem nomescriada por Ana", "Só cantandocriada por Caio"]);
  });

  it("keeps personal rules with their owners and moves the bathroom pass to the latest 8", () => {
    stack = ["9-copas-1", "8-copas-1", "8-paus-1"];
    startWith();
    writeRule("Só fala rimando", "Salvar regra");
    expect(within(tracker()).getByText(/Só fala rimando/).textContent).toBe("Ana: Só fala rimando");
    click(/Próxima carta/);
    expect(screen.getByTestId("bathroom-pass").textContent).toContain("Bia");
    click(/Próxima carta/);
    expect(screen.getByTestId("bathroom-pass").textContent).toContain("Caio");
    click("Usou");
    expect(screen.getByTestId("bathroom-pass").textContent).toContain("com ninguém");
  });

  it("sets and clears the forbidden word", () => {
    startWith();
    const word = screen.getByTestId("forbidden-word");
    fireEvent.change(within(word).getByRole("textbox"), { target: { value: "mano" } });
    click("Proibir");
    expect(screen.getByTestId("forbidden-word").textContent).toContain("“mano”");
    click("Liberar");
    expect(within(screen.getByTestId("forbidden-word")).queryByRole("textbox")).not.toBeNull();
  });

  it("edits a rank's rule, keeps it on the device and plays it", () => {
    stack = ["A-copas-1"];
    renderScreen();
    click("Editar a regra do ás");
    fireEvent.change(screen.getByLabelText("Nome da regra"), { target: { value: "Dancinha" } });
    fireEvent.change(screen.getByLabelText("Como funciona"), {
      target: { value: "Quem tirou dança 10 segundos." },
    });
    click("Salvar");
    expect(screen.getByRole("radio", { name: "Minhas" })).toHaveProperty("checked", true);
    cleanup();
    startWith();
    expect(title()).toBe("Dancinha");
  });

  it("plays a regional preset and two decks", () => {
    stack = ["J-copas-1"];
    renderScreen();
    fireEvent.click(screen.getByRole("radio", { name: "Paulista" }));
    fireEvent.click(screen.getByRole("radio", { name: /2 baralhos/ }));
    addPlayers();
    click("Começar");
    expect(title()).toBe("Esquerda");
    expect(left()).toBe(String(cardIds(2).length - 1));
  });

  it("offers to resume a pile left halfway", () => {
    stack = ["9-copas-1"];
    startWith();
    writeRule("Só fala rimando", "Salvar regra");
    click(/Próxima carta/);
    cleanup();
    renderScreen();
    click("Continuar a partida");
    expect(turn()).toContain("Bia");
    expect(left()).toBe("50");
    expect(within(tracker()).queryByText(/Só fala rimando/)).not.toBeNull();
  });

  it("a reload at the table shows the same card, drawer and rules in force", () => {
    stack = ["10-copas-1", "K-copas-1"];
    startWith();
    writeRule("Sem nomes", "Criar regra");
    click(/Próxima carta/);
    cleanup();
    renderScreen("/sueca#jogo");
    expect(turn()).toContain("Bia");
    expect(title()).toBe("Saúde!");
    expect(left()).toBe("50");
    expect(within(tracker()).queryByText("Sem nomes")).not.toBeNull();
  });

  it("removing the drawer in the setup passes the turn to the next player, keeping the pile", () => {
    startWith(["Ana", "Bia", "Caio", "Duda"]);
    click(/Próxima carta/); // Bia's card
    click(/Mudar regras ou jogadores/);
    click("Remover Bia");
    click("Continuar a partida");
    expect(left()).toBe("50");
    click(/Próxima carta/);
    expect(turn()).toContain("Caio");
    expect(left()).toBe("49");
  });
});
