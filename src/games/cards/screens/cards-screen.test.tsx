import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cards } from "../content";
import { CardsScreen, prefetchCardsGame } from "./cards-screen";
import { SWIPE_THRESHOLD_PX } from "./swipe-card";

const finish = vi.fn(async (_: { victory: boolean }) => {});
vi.mock("../../kit/use-play-tracking", () => ({
  usePlayTracking: () => ({ finish, restart: () => {} }),
}));
vi.mock("../../../client/session", () => ({
  PROFILE_KEY: ["/api/profile"],
  useSession: () => ({ profile: null, isAuthenticated: false }),
}));

/** Cards the shuffle bag deals first, in this order (then it draws as usual). */
const stacked = vi.hoisted(() => [] as string[]);
vi.mock("../../../shared/shuffle-bag", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../shared/shuffle-bag")>();
  return {
    ...real,
    drawFromBag: (...args: Parameters<typeof real.drawFromBag>) => {
      const [memory, selection] = args;
      const next = stacked.shift();
      if (next === undefined || !selection.includes(next)) return real.drawFromBag(...args);
      return { id: next, memory: real.markSeen(real.parseBagMemory(memory), next, selection) };
    },
  };
});

function stackDeck(first: string[]) {
  stacked.splice(0, stacked.length, ...first);
}

function renderScreen() {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: async () => ({ groups: [] }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/cards"]}>
        <CardsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function startWith(names: string[], count = "20") {
  renderScreen();
  for (const name of names) {
    fireEvent.change(screen.getByLabelText("Nome do jogador"), { target: { value: name } });
    fireEvent.click(screen.getByRole("button", { name: "Adicionar" }));
  }
  fireEvent.click(screen.getByRole("radio", { name: count }));
  fireEvent.click(screen.getByRole("button", { name: "Começar" }));
}

const card = () => screen.getByTestId("card");
const turn = () => screen.getByTestId("turn").textContent;
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const rules = () => screen.getByTestId("active-rules");
/** Resolves whatever card is on the table. */
const resolve = () => click(card().dataset.kind === "desafio" ? "Cumpriu" : "Próxima");

function swipe(dx: number) {
  const el = card();
  fireEvent.pointerDown(el, { pointerId: 1, clientX: 200, button: 0, pointerType: "touch" });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: 200 + dx, pointerType: "touch" });
  fireEvent.pointerUp(el, { pointerId: 1, clientX: 200 + dx, pointerType: "touch" });
}

// The browser has the game a moment after the setup is drawn (decision 052).
beforeAll(prefetchCardsGame);

beforeEach(() => {
  localStorage.clear();
  stacked.length = 0;
  finish.mockClear();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  // Every tap comes well after the card was shown (the engine refuses the second half of a double tap).
  let clock = 0;
  vi.spyOn(performance, "now").mockImplementation(() => (clock += 1_000));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** 'Encerrar', then the confirmation. */
function endGame() {
  click("Encerrar");
  click("Encerrar agora");
}

/** The profile (kept on the device while signed out) allows +18 content. */
function allowAdultInProfile() {
  localStorage.setItem(
    "saideira_game_prefs",
    JSON.stringify({
      sound: false,
      vibration: false,
      showAdult: true,
      useLocation: false,
      drinkMode: "alcool",
    }),
  );
}

const savedDeck = (): string[] =>
  JSON.parse(localStorage.getItem("saideira_game_cards") ?? "{}").value?.data?.table?.deckIds ?? [];
const adultIds = cards.filter((c) => c.adult).map((c) => c.id);

describe("Cartas: +18 cards", () => {
  it("stay out even when the profile allows them, until the group says yes", () => {
    allowAdultInProfile();
    startWith(["Ana", "Bia"]);
    expect(savedDeck().length).toBeGreaterThan(0);
    expect(savedDeck().some((id) => adultIds.includes(id))).toBe(false);
  });

  it("join the deck once everyone agrees in the game's dialog", () => {
    allowAdultInProfile();
    renderScreen();
    const optIn = screen.getByRole("button", { name: /Cartas picantes/ });
    expect(optIn.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(optIn);
    click("Todos topam");
    expect(optIn.getAttribute("aria-pressed")).toBe("true");
    for (const name of ["Ana", "Bia"]) {
      fireEvent.change(screen.getByLabelText("Nome do jogador"), { target: { value: name } });
      fireEvent.click(screen.getByRole("button", { name: "Adicionar" }));
    }
    click("Começar");
    expect(adultIds.every((id) => savedDeck().includes(id))).toBe(true);
  });

  it("cannot be switched on while the profile hides +18 content", () => {
    renderScreen();
    fireEvent.click(screen.getByRole("button", { name: /Cartas picantes/ }));
    expect(screen.queryByRole("button", { name: "Todos topam" })).toBeNull();
  });
});

describe("Cartas: sem álcool", () => {
  function playWithoutAlcohol() {
    localStorage.setItem(
      "saideira_game_prefs",
      JSON.stringify({
        sound: false,
        vibration: false,
        showAdult: false,
        useLocation: false,
        drinkMode: "sem-alcool",
      }),
    );
  }

  it("names the penalty button as the card asks: a forfeit, or a sip as the rule says", () => {
    playWithoutAlcohol();
    stackDeck(["desafio-19", "desafio-01"]);
    startWith(["Ana", "Bia"]);
    expect(card().textContent).toContain("Pague uma prenda");
    expect(screen.queryByRole("button", { name: "Bebeu" })).toBeNull();
    click("Pagou a prenda");
    expect(card().textContent).toContain("Um gole de água ou refri");
    click("Tomou um gole");
    endGame();
    expect(screen.getAllByText(/0 pontos · 1 gole ou prenda$/)).toHaveLength(2);
  });
});

describe("Cartas screen", () => {
  it("goes from the setup to a card for the first player", () => {
    startWith(["Ana", "Bia"]);
    expect(turn()).toContain("Ana");
    expect(card().dataset.kind).toBeTruthy();
    expect(screen.queryByText("Carta 1 de 20")).not.toBeNull();
  });

  it("shows 'Cumpriu' and 'Bebeu' on a desafio; 'Cumpriu' scores and passes the turn", () => {
    stackDeck(["desafio-01"]);
    startWith(["Ana", "Bia"]);
    expect(card().dataset.kind).toBe("desafio");
    expect(card().textContent).toContain("Ana");
    expect(screen.queryByRole("button", { name: "Próxima" })).toBeNull();
    click("Cumpriu");
    expect(turn()).toContain("Bia");
    expect(screen.getByTestId("score-Ana").textContent).toBe("2 pontos");
  });

  it("'Bebeu' passes the turn without points", () => {
    stackDeck(["desafio-01"]);
    startWith(["Ana", "Bia"]);
    click("Bebeu");
    expect(turn()).toContain("Bia");
    expect(screen.getByTestId("score-Ana").textContent).toBe("0 pontos");
  });

  it("tells the group how to vote on a 'mais provável' card, with just 'Próxima'", () => {
    const question = cards.find((c) => c.kind === "mais-provavel" && !c.adult)?.id ?? "";
    stackDeck([question]);
    startWith(["Ana", "Bia"]);
    expect(card().textContent).toContain("Contem até 3 e apontem: o mais votado bebe um gole.");
    expect(screen.queryByRole("button", { name: "Cumpriu" })).toBeNull();
    click("Próxima");
    expect(turn()).toContain("Bia");
  });

  it("'Pular' changes the card and keeps the turn", () => {
    stackDeck(["desafio-01", "desafio-02"]);
    startWith(["Ana", "Bia"]);
    const before = card().textContent;
    click("Pular");
    expect(card().textContent).not.toBe(before);
    expect(turn()).toContain("Ana");
    expect(screen.queryByText("Carta 1 de 20")).not.toBeNull();
  });

  it("lists a rule while it is in force and drops it when its turns are over", () => {
    stackDeck(["regra-05", "desafio-01", "desafio-02", "desafio-03"]); // regra-05 lasts 3
    startWith(["Ana", "Bia"]);
    expect(card().dataset.kind).toBe("regra");
    expect(within(rules()).queryByText("Restam 3 jogadas")).not.toBeNull();
    click("Próxima");
    expect(within(rules()).queryByText("Restam 2 jogadas")).not.toBeNull();
    resolve();
    expect(within(rules()).queryByText("Última jogada")).not.toBeNull();
    resolve();
    expect(within(rules()).queryAllByRole("listitem")).toHaveLength(0);
  });

  it("swipes right to complete and left to skip; a short drag does nothing", () => {
    stackDeck(["desafio-01", "desafio-02", "desafio-03"]);
    startWith(["Ana", "Bia"]);
    const first = card().textContent;
    swipe(SWIPE_THRESHOLD_PX / 2);
    expect(card().textContent).toBe(first);
    swipe(-SWIPE_THRESHOLD_PX - 10);
    expect(turn()).toContain("Ana");
    expect(card().textContent).not.toBe(first);
    swipe(SWIPE_THRESHOLD_PX + 10);
    expect(turn()).toContain("Bia");
    expect(screen.getByTestId("score-Ana").textContent).toBe("2 pontos");
  });

  it("ends after the chosen number of cards with the results, and reports the game", () => {
    startWith(["Ana", "Bia"]);
    for (let i = 0; i < 20; i++) resolve();
    // The deck is random: one player may win, or both may tie on points and drinks.
    expect(
      screen.queryByRole("heading", { name: /venceu!$|^Empate entre Ana e Bia$/ }),
    ).not.toBeNull();
    expect(screen.queryByTestId("card")).toBeNull();
    expect(finish).toHaveBeenCalledWith({ victory: expect.any(Boolean) }); // who wins is up to the deck
  });

  it("'Encerrar' asks first; confirmed, it ends the game early and when nobody scored, everyone ties", () => {
    startWith(["Ana", "Bia"]);
    click("Encerrar");
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).queryByText("Encerrar a partida?")).not.toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Continuar jogando" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(card()).toBeTruthy();
    expect(finish).not.toHaveBeenCalled();
    endGame();
    expect(screen.queryByRole("heading", { name: "Empate entre Ana e Bia" })).not.toBeNull();
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it("a mini-jogo asks who lost: the others earn a point, the loser's drink counts", () => {
    stackDeck(["mini-jogo-01", "desafio-01"]);
    startWith(["Ana", "Bia", "Caio"]);
    const picker = screen.getByTestId("loser-picker");
    expect(picker.textContent).toContain("Quem perdeu?");
    fireEvent.click(within(picker).getByRole("button", { name: "Bia" }));
    click("Próxima");
    expect(screen.getByTestId("score-Ana").textContent).toBe("1 ponto");
    expect(screen.getByTestId("score-Bia").textContent).toBe("0 pontos");
    expect(screen.getByTestId("score-Caio").textContent).toBe("1 ponto");
  });

  it("the results explain the tie-break: same points, who drank more goes first", () => {
    stackDeck(["desafio-01", "desafio-02", "desafio-03"]);
    startWith(["Ana", "Bia"]);
    click("Cumpriu");
    click("Cumpriu");
    endGame();
    expect(screen.queryByRole("heading", { name: "Empate entre Ana e Bia" })).not.toBeNull();
    expect(screen.getByTestId("tie-break").textContent).toContain(
      "com os mesmos pontos, fica na frente quem bebeu mais",
    );
  });

  it("'Jogar de novo' starts a new game with the scores reset", () => {
    stackDeck(["desafio-01", "desafio-02"]);
    startWith(["Ana", "Bia"]);
    click("Cumpriu");
    endGame();
    expect(screen.queryByRole("heading", { name: "Ana venceu!" })).not.toBeNull();
    click("Jogar de novo");
    expect(screen.queryByText("Carta 1 de 20")).not.toBeNull();
    expect(turn()).toContain("Ana");
    expect(screen.getByTestId("score-Ana").textContent).toBe("0 pontos");
  });

  it("a reload brings back the card, the rules in force and the count", () => {
    stackDeck(["regra-05", "desafio-01"]);
    startWith(["Ana", "Bia"]);
    click("Próxima");
    const text = card().textContent;
    cleanup();
    renderScreen();
    expect(card().textContent).toBe(text);
    expect(screen.queryByText("Carta 2 de 20")).not.toBeNull();
    expect(turn()).toContain("Bia");
    expect(within(rules()).queryByText("Restam 2 jogadas")).not.toBeNull();
  });
});
