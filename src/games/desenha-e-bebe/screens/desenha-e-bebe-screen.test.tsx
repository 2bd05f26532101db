import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { EMPTY_BAG } from "../../../shared/shuffle-bag";
import { applyMove, startGame } from "../../kit/engine/engine";
import { save } from "../../kit/saved-games";
import { DOUBLE_TAP_GUARD_MS } from "../../kit/use-game";
import { type DesenhaMove, desenhaGame, members } from "../logic";
import { type DesenhaSettings, defaultSettings, saveDesenhaSettings } from "../settings";
import { defaultTeams, type TeamSetup } from "../teams";
import { DesenhaEBebePlayScreen, prefetchPhases } from "./desenha-e-bebe-play-screen";
import { DesenhaEBebeScreen, desenhaRules } from "./desenha-e-bebe-screen";

const finish = vi.fn(async (_: { victory: boolean }) => {});
const restart = vi.fn();
const profile = {
  preferences: { sound: false, vibration: false, showAdult: false, useLocation: false },
  drinkMode: "alcool" as DrinkMode,
};

vi.mock("../../../client/session", () => ({
  useSession: () => ({ profile, isAuthenticated: false }),
}));
vi.mock("../../../client/groups-api", () => ({ useGroups: () => ({ data: undefined }) }));
vi.mock("../../../client/decks", () => ({
  useDecksFor: () => ({ decks: [], loading: false }),
  offeredDeckId: () => null,
}));
vi.mock("../../kit/use-play-tracking", () => ({ usePlayTracking: () => ({ finish, restart }) }));

const teams: TeamSetup[] = defaultTeams(["a", "b"]).map((t, i) => ({
  ...t,
  members: i === 0 ? ["Ana", "Bia"] : ["Caio", "Duda"],
}));

function renderScreen(settings: Partial<DesenhaSettings> = {}, drinkMode: DrinkMode = "alcool") {
  profile.drinkMode = drinkMode;
  saveDesenhaSettings({ ...defaultSettings(teams), mode: "mimica", ...settings });
  return render(
    <MemoryRouter initialEntries={["/desenha-e-bebe"]}>
      <Routes>
        <Route path="/desenha-e-bebe" element={<DesenhaEBebeScreen />} />
        <Route path="/desenha-e-bebe/play" element={<DesenhaEBebePlayScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

const button = (name: string | RegExp) => screen.getByRole("button", { name });
/** A person reads the turn before tapping: taps on a turn just shown are a double tap's second. */
const click = (name: string | RegExp) => {
  act(() => vi.advanceTimersByTime(DOUBLE_TAP_GUARD_MS + 50));
  fireEvent.click(button(name));
};
const heading = (name: string | RegExp) => screen.getByRole("heading", { name });

function toPlay(drawer: string) {
  click(`Sou ${drawer}: ver a palavra`);
  click(/^Começar a mímica/);
}

// In the browser the rules and the later phases land while the setup screen and the handoff are
// on screen (fetched at once and on idle); here they are fetched first.
beforeAll(() => Promise.all([desenhaRules.prefetch(), prefetchPhases()]));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  finish.mockClear();
  restart.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

// The setup is a long form: rendering it in jsdom is slow on a busy machine.
describe("DesenhaEBebeScreen", { timeout: 20_000 }, () => {
  it("won't start until every team has 2 players", () => {
    renderScreen({ teams: defaultTeams(["a", "b"]) });
    click("Começar");
    expect(screen.getByRole("alert").textContent).toBe("Time Amarelo precisa de mais 2 pessoas");
    const input = screen.getByLabelText("Nova pessoa no Time Amarelo");
    fireEvent.change(input, { target: { value: "Ana" } });
    fireEvent.submit(input);
    expect(screen.getByRole("list", { name: "Jogadores do Time Amarelo" }).textContent).toContain(
      "Ana",
    );
  });

  it("passes the phone to the first drawer and hides the word until held", () => {
    renderScreen();
    click("Começar");
    expect(heading("Vez do Time Amarelo")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Vez do Time Amarelo. Ana faz a mímica.");
    click("Sou Ana: ver a palavra");
    expect(heading("Só o desenhista pode ver")).toBeTruthy();
    const card = screen.getByTestId("hold-to-reveal");
    expect(screen.queryByTestId("secret-word")).toBeNull();
    fireEvent.pointerDown(card, { pointerId: 1, button: 0 });
    expect(screen.getByTestId("secret-word").textContent?.length).toBeGreaterThan(0);
    fireEvent.pointerUp(card, { pointerId: 1 });
    expect(screen.queryByTestId("secret-word")).toBeNull();
    fireEvent.keyDown(card, { key: " " });
    expect(screen.queryByTestId("secret-word")).not.toBeNull();
    fireEvent.keyUp(card, { key: " " });
    expect(screen.queryByTestId("secret-word")).toBeNull();
  });

  it("swaps the word once before the clock starts", () => {
    renderScreen();
    click("Começar");
    click("Sou Ana: ver a palavra");
    click("Trocar palavra (1 vez)");
    expect((button("Palavra já trocada") as HTMLButtonElement).disabled).toBe(true);
  });

  it("'Acertaram!' scores for the team and hands over to the other team", () => {
    renderScreen();
    click("Começar");
    toPlay("Ana");
    expect(screen.queryByText("Mímica!")).not.toBeNull();
    click("Acertaram!");
    expect(heading("Acertaram!")).toBeTruthy();
    expect(screen.getByTestId("verdict").textContent).toBe("+1 ponto para o Time Amarelo");
    expect(screen.getByTestId("score-Time Amarelo").textContent).toBe("1/5");
    click("Próxima rodada: Time Rosa");
    expect(heading("Vez do Time Rosa")).toBeTruthy();
    expect(button("Sou Caio: ver a palavra")).toBeTruthy();
  });

  it("keeps one live region mounted through every phase, so screen readers hear each change", () => {
    renderScreen({ seconds: 90 });
    click("Começar");
    // A region added to the page along with its text is often not read: it stays mounted.
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("Vez do Time Amarelo. Ana faz a mímica.");
    toPlay("Ana");
    expect(screen.queryByText("Mímica!")).not.toBeNull();
    expect(screen.getByRole("status")).toBe(region);
    expect(region.textContent).toBe("Valendo! 90 segundos.");
    click("Acertaram!");
    expect(screen.getByRole("status")).toBe(region);
    expect(region.textContent).toBe("Acertaram! Time Amarelo tem 1 de 5.");
    click("Próxima rodada: Time Rosa");
    expect(screen.getByRole("status")).toBe(region);
    expect(region.textContent).toBe("Vez do Time Rosa. Caio faz a mímica.");
    expect(region.isConnected).toBe(true);
  });

  it("'Não acertaram' makes the team drink by the word's difficulty", () => {
    renderScreen({ difficulties: ["dificil"] });
    click("Começar");
    toPlay("Ana");
    click("Não acertaram");
    expect(screen.getByTestId("verdict").textContent).toBe("Time Amarelo bebe 3 goles");
    expect(screen.getByRole("status").textContent).toBe(
      "Não acertaram. Time Amarelo bebe 3 goles.",
    );
  });

  it("offers water or a forfeit in the sem-álcool mode", () => {
    renderScreen({ difficulties: ["facil"] }, "sem-alcool");
    click("Começar");
    toPlay("Ana");
    click("Não acertaram");
    expect(screen.getByTestId("verdict").textContent).toBe(
      "Time Amarelo bebe 1 gole d'água ou paga uma prenda",
    );
  });

  it("ends the round when the clock runs out", () => {
    renderScreen({ seconds: 30, difficulties: ["medio"] });
    click("Começar");
    toPlay("Ana");
    expect(screen.getByTestId("seconds").textContent).toContain("30");
    act(() => vi.advanceTimersByTime(20_500));
    expect(screen.getByTestId("seconds").textContent).toContain("10");
    expect(screen.getByRole("status").textContent).toBe("Faltam 10 segundos");
    act(() => vi.advanceTimersByTime(10_000));
    expect(heading("Tempo esgotado!")).toBeTruthy();
    expect(screen.getByTestId("verdict").textContent).toBe("Time Amarelo bebe 2 goles");
  });

  it("freezes the clock while paused", () => {
    renderScreen({ seconds: 30 });
    click("Começar");
    toPlay("Ana");
    act(() => vi.advanceTimersByTime(5_000));
    click("Pausar");
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText("Pausado")).not.toBeNull();
    click("Continuar");
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByTestId("seconds").textContent).toContain("25");
  });

  it("'Acertaram!' is off while paused", () => {
    renderScreen({ seconds: 30 });
    click("Começar");
    toPlay("Ana");
    click("Pausar");
    expect((button("Acertaram!") as HTMLButtonElement).disabled).toBe(true);
    click("Continuar");
    click("Acertaram!");
    expect(screen.getByTestId("verdict").textContent).toBe("+1 ponto para o Time Amarelo");
  });

  it("finishes the round before crowning a team, tracks it and plays again", () => {
    localStorage.setItem("saideira_me", "Ana"); // 'Sou eu': the winner holds the phone
    renderScreen({ target: 3 });
    click("Começar");
    for (const drawer of ["Ana", "Caio", "Bia", "Duda", "Ana"]) {
      toPlay(drawer);
      click("Acertaram!");
      if (drawer !== "Ana" || screen.queryByText("3/3") === null) click(/^Próxima rodada/);
    }
    // Amarelo has 3 of 3, but Rosa has not had its third turn yet.
    expect(screen.getByTestId("score-Time Amarelo").textContent).toBe("3/3");
    click("Próxima rodada: Time Rosa");
    toPlay("Caio");
    click("Não acertaram");
    expect(heading("Time Amarelo venceu!")).toBeTruthy();
    expect(finish).toHaveBeenCalledWith({ victory: true });
    click("Jogar de novo");
    expect(restart).toHaveBeenCalled();
    expect(heading("Vez do Time Amarelo")).toBeTruthy();
    expect(screen.getByTestId("score-Time Amarelo").textContent).toBe("0/3");
  });

  it("resumes a saved game at the current team's turn", () => {
    const s0 = { ...defaultSettings(teams), mode: "mimica" as const };
    let s = startGame(desenhaGame, { players: members(s0), settings: s0, bag: EMPTY_BAG }, 1);
    const moves: DesenhaMove[] = [
      { type: "reveal" },
      { type: "go" },
      { type: "end", outcome: "acertaram" },
      { type: "next" },
    ];
    for (const move of moves) {
      const next = applyMove(desenhaGame, s, { version: s.version, move, at: Date.now() });
      if (!next.ok) throw new Error(next.code);
      s = next.state;
    }
    save(desenhaGame, s);
    renderScreen();
    click("Continuar a partida");
    expect(heading("Vez do Time Rosa")).toBeTruthy();
    expect(screen.getByTestId("score-Time Amarelo").textContent).toBe("1/5");
  });
});
