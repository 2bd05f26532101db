import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupPlayers } from "../../../client/players-store";
import { seededRng } from "../../../shared/random";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { beginRound, type GameState, newGame, startTurn } from "../logic";
import { manifest } from "../manifest";
import { clearSavedGame, saveGame } from "../saved-game";
import { type QualMeuNomeSettings, saveQualMeuNomeSettings } from "../settings";
import { QualMeuNomeScreen } from "./qual-meu-nome-screen";

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
      <QualMeuNomeScreen />
    </MemoryRouter>,
  );
}

// Text queries: role queries are slow on the long setup screen in jsdom.
const button = (name: string | RegExp) => screen.getByText(name, { selector: "button" });
const heading = (name: string) => screen.getByText(name, { selector: "h2" });

beforeEach(() => {
  window.localStorage.clear();
  window.scrollTo = () => {};
  finish.mockClear();
});

afterEach(() => {
  cleanup();
  clearSavedGame();
  cleanupPlayers(manifest.id);
  window.localStorage.clear();
});

describe("QualMeuNomeScreen", { timeout: 30_000 }, () => {
  it("won't start until every team has 2 people", () => {
    renderScreen();
    expect(button("Começar").hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("Time Azul precisa de mais 2 pessoas")).toBeTruthy();
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
    expect(screen.getByText("4 pessoas em 2 times. Bora!")).toBeTruthy();
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
      fireEvent.click(button("Pronto, passe o celular"));
      if (who === "Bia") {
        // "pele" is Ana's "Pelé": Bia has to pick another one.
        expect(screen.getByText(/já pôs esse nome no pote/)).toBeTruthy();
        fireEvent.change(screen.getByLabelText("Nome secreto 2"), { target: { value: "Mônica" } });
        fireEvent.click(button("Pronto, passe o celular"));
      }
    }
    expect(heading("Rodada 1: Descreva")).toBeTruthy();
    expect(screen.getByText(/O pote tem 8 nomes/)).toBeTruthy();
  });

  it("shows whose turn it is, one name at a time, and no 'Passar' in round 1", () => {
    storeSettings();
    renderScreen();
    fireEvent.click(button("Começar"));
    fireEvent.click(button("Começar a rodada"));
    expect(screen.getByTestId("turn").textContent).toMatch(
      /Vez do Time Azul:.*quem explica é.*Ana/,
    );
    expect(screen.getByRole("status").textContent).toBe("Vez do Time Azul: quem explica é Ana");
    fireEvent.click(button("Começar a vez"));
    const first = screen.getByTestId("name-card").textContent;
    expect(screen.queryByText("Passar", { selector: "button" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
    fireEvent.click(button("Acertou"));
    expect(screen.getByTestId("name-card").textContent).not.toBe(first);
    expect(screen.getByTestId("turn-score").textContent).toBe("+1 nesta vez");
  });

  it("pauses with the name hidden", () => {
    storeSettings();
    renderScreen();
    fireEvent.click(button("Começar"));
    fireEvent.click(button("Começar a rodada"));
    fireEvent.click(button("Começar a vez"));
    fireEvent.click(button("Pausar"));
    expect(screen.getByTestId("name-card").textContent).toMatch(/Pausado/);
    expect(screen.queryByText("Acertou", { selector: "button" })).toBeNull();
    fireEvent.click(button("Continuar"));
    expect(button("Acertou")).toBeTruthy();
  });

  it("resumes a saved game and ends it with the losing team's no-alcohol line", () => {
    storeSettings();
    const rng = seededRng(3);
    let s: GameState = newGame({ teams, names: ["Pelé"], turnSeconds: 30 }, rng);
    s = {
      ...s,
      round: 2,
      scores: [
        [1, 0],
        [1, 0],
        [0, 0],
      ],
      phase: "round-intro",
    };
    s = startTurn(beginRound(s), 0, rng);
    saveGame(s, 1_000);
    renderScreen("sem-alcool");
    expect(screen.getByText("Tem uma partida pela metade")).toBeTruthy();
    fireEvent.click(button("Continuar partida"));
    fireEvent.click(button("Continuar"));
    fireEvent.click(button("Acertou"));
    expect(heading("Time Azul venceu!")).toBeTruthy();
    const drink = screen.getByTestId("drink-line");
    expect(within(drink).getByText(/paga uma prenda/)).toBeTruthy();
    expect(drink.textContent).toContain("Perdeu: Time Rosa.");
    expect(finish).toHaveBeenCalledWith({ victory: true });
  });
});
