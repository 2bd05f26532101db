import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupPlayers } from "../../../client/players-store";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { applyMove, startGame } from "../../kit/engine/engine";
import { save } from "../../kit/saved-games";
import { DOUBLE_TAP_GUARD_MS } from "../../kit/use-game";
import { type QmnMove, qualMeuNomeGame, writers } from "../logic";
import { manifest } from "../manifest";
import { NAME_UNAVAILABLE } from "../pool";
import { type QualMeuNomeSettings, saveQualMeuNomeSettings } from "../settings";
import { prefetchPhases, QualMeuNomePlayScreen } from "./qual-meu-nome-play-screen";
import { QualMeuNomeScreen, qualMeuNomeRules } from "./qual-meu-nome-screen";

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

const teams = [
  { id: "a", name: "Azul", members: ["Ana", "Bia"] },
  { id: "b", name: "Rosa", members: ["Caio", "Duda"] },
];

function storeSettings(s: Partial<QualMeuNomeSettings> = {}) {
  saveQualMeuNomeSettings({
    teams,
    source: "lista",
    perPerson: 2,
    listCount: 10,
    turnSeconds: 30,
    ...s,
  });
}

function renderScreen(drinkMode: DrinkMode = "alcool") {
  profile.drinkMode = drinkMode;
  return render(
    <MemoryRouter initialEntries={["/qual-meu-nome"]}>
      <Routes>
        <Route path="/qual-meu-nome" element={<QualMeuNomeScreen />} />
        <Route path="/qual-meu-nome/play" element={<QualMeuNomePlayScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

// Text queries: role queries are slow on the long setup screen in jsdom.
const button = (name: string | RegExp) => screen.getByText(name, { selector: "button" });
/** A person reads the turn before tapping: taps on a turn just shown are a double tap's second. */
const read = () => act(() => vi.advanceTimersByTime(DOUBLE_TAP_GUARD_MS + 50));
const tap = (name: string | RegExp) => {
  read();
  fireEvent.click(button(name));
};
const heading = (name: string) => screen.getByText(name, { selector: "h2" });

// In the browser the rules land while the setup screen is on screen (fetched as it mounts).
beforeAll(() => Promise.all([qualMeuNomeRules.prefetch(), prefetchPhases()]));

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  window.scrollTo = () => {};
  finish.mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  cleanupPlayers(manifest.id);
  window.localStorage.clear();
});

describe("QualMeuNomeScreen", { timeout: 30_000 }, () => {
  it("won't start until every team has 2 people", () => {
    renderScreen();
    expect(button("Começar").hasAttribute("disabled")).toBe(true);
    expect(screen.queryByText("Time Azul precisa de mais 2 pessoas")).not.toBeNull();
    for (const [team, name] of [
      ["Time Azul", "Ana"],
      ["Time Azul", "Bia"],
      ["Time Rosa", "Caio"],
      ["Time Rosa", "Duda"],
    ] as const) {
      fireEvent.change(screen.getByLabelText(`Nova pessoa no ${team}`), {
        target: { value: name },
      });
      fireEvent.click(screen.getByLabelText(`Adicionar ao ${team}`));
    }
    expect(button("Começar").hasAttribute("disabled")).toBe(false);
    expect(screen.queryByText("4 pessoas em 2 times. Bora!")).not.toBeNull();
  });

  it("passes the phone so each person types secret names, then opens round 1", () => {
    storeSettings({ source: "secretos", perPerson: 2 });
    renderScreen();
    fireEvent.click(button("Começar"));
    const typed = [
      ["Pelé", "Xuxa"],
      ["Shrek", "pele"],
      ["Minha avó", "Tiradentes"],
      ["Goku", "Sonic"],
    ];
    for (const [i, who] of ["Ana", "Bia", "Caio", "Duda"].entries()) {
      expect(heading(`Vez de ${who}`)).toBeTruthy();
      const [first = "", second = ""] = typed[i] ?? [];
      fireEvent.change(screen.getByLabelText("Nome secreto 1"), { target: { value: first } });
      fireEvent.change(screen.getByLabelText("Nome secreto 2"), { target: { value: second } });
      tap("Pronto, passe o celular");
      if (who === "Bia") {
        // "pele" is Ana's "Pelé": Bia picks another one, without being told it was Ana's.
        expect(screen.queryByText(NAME_UNAVAILABLE)).not.toBeNull();
        expect(document.body.textContent).not.toContain("Pelé");
        fireEvent.change(screen.getByLabelText("Nome secreto 2"), { target: { value: "Mônica" } });
        tap("Pronto, passe o celular");
      }
    }
    expect(heading("Rodada 1: Descreva")).toBeTruthy();
    expect(screen.queryByText(/O pote tem 8 nomes/)).not.toBeNull();
  });

  it("shows whose turn it is, one name at a time, and no 'Passar' in round 1", () => {
    storeSettings();
    renderScreen();
    fireEvent.click(button("Começar"));
    tap("Começar a rodada");
    expect(screen.getByTestId("turn").textContent).toMatch(
      /Vez do Time Azul:.*quem explica é.*Ana/,
    );
    expect(screen.getByRole("status").textContent).toBe("Vez do Time Azul: quem explica é Ana");
    tap("Começar a vez");
    const first = screen.getByTestId("name-card").textContent;
    expect(screen.queryByText("Passar", { selector: "button" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
    tap("Acertou");
    // The second tap of a double tap lands on a name nobody has read yet: not counted.
    fireEvent.click(button("Acertou"));
    expect(screen.getByTestId("name-card").textContent).not.toBe(first);
    expect(screen.getByTestId("turn-score").textContent).toBe("+1 nesta vez");
  });

  it("pauses with the name hidden", () => {
    storeSettings();
    renderScreen();
    fireEvent.click(button("Começar"));
    tap("Começar a rodada");
    tap("Começar a vez");
    tap("Pausar");
    expect(screen.getByTestId("name-card").textContent).toMatch(/Pausado/);
    expect(screen.queryByText("Acertou", { selector: "button" })).toBeNull();
    tap("Continuar");
    expect(button("Acertou")).toBeTruthy();
  });

  it("resumes a saved game and ends it with the losing team's no-alcohol line", () => {
    localStorage.setItem("saideira_me", "Bia"); // 'Sou eu': the winner holds the phone
    const settings: QualMeuNomeSettings = {
      teams,
      source: "lista",
      perPerson: 2,
      listCount: 10,
      turnSeconds: 30,
    };
    saveQualMeuNomeSettings(settings);
    const players = writers(settings).map(({ id, name }) => ({ id, name }));
    let s = startGame(qualMeuNomeGame, { players, settings, bag: { seen: [], last: null } }, 3);
    const rounds = s.data.game;
    if (!rounds) throw new Error("no rounds");
    const scores = [
      [1, 0],
      [1, 0],
      [0, 0],
    ];
    const game = { ...rounds, names: ["Pelé"], pool: ["Pelé"], round: 2, scores };
    s = { ...s, data: { ...s.data, game } };
    for (const type of ["beginRound", "startTurn", "pause"] as const) {
      const move: QmnMove = { type };
      const next = applyMove(qualMeuNomeGame, s, { version: s.version, move, at: Date.now() });
      if (!next.ok) throw new Error(next.code);
      s = next.state;
    }
    save(qualMeuNomeGame, s);
    renderScreen("sem-alcool");
    expect(screen.queryByText("Tem uma partida pela metade")).not.toBeNull();
    fireEvent.click(button("Continuar a partida"));
    tap("Continuar");
    tap("Acertou");
    expect(heading("Time Azul venceu!")).toBeTruthy();
    const drink = screen.getByTestId("drink-line");
    expect(within(drink).queryByText(/paga uma prenda/)).not.toBeNull();
    expect(drink.textContent).toContain("Perdeu: Time Rosa.");
    expect(finish).toHaveBeenCalledWith({ victory: true });
  });
});
