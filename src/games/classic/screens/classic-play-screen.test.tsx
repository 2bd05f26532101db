import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupPlayers } from "../../../client/players-store";
import { EMPTY_BAG } from "../../../shared/shuffle-bag";
import { startGame } from "../../kit/engine/engine";
import { save } from "../../kit/saved-games";
import { DOUBLE_TAP_GUARD_MS } from "../../kit/use-game";
import { type ClassicState, challengeById, classicGame, deckIds, kindOf } from "../logic";
import { ClassicPlayScreen } from "./classic-play-screen";

const profile = vi.hoisted(() => ({
  preferences: { sound: false, vibration: false, showAdult: false, useLocation: false },
  drinkMode: "alcool" as const,
}));
vi.mock("../../../client/session", () => ({
  useSession: () => ({ profile, isAuthenticated: false }),
}));
vi.mock("../../kit/use-play-tracking", () => ({
  usePlayTracking: () => ({ finish: async () => {}, restart: () => {} }),
}));

/** Ana, Bia and Caio on a Bora Beber card of `kind`, with Caio as {outro}. */
function storeGame(kind: string, edit: (s: ClassicState) => ClassicState = (s) => s) {
  const players = ["Ana", "Bia", "Caio"].map((name, i) => ({ id: `p${i}`, name }));
  const settings = { categories: ["drinking" as const], maxPoints: 100, showAdult: false };
  const game = startGame(classicGame, { players, settings, bag: EMPTY_BAG }, 1);
  const promptId =
    deckIds(["drinking"], false).find((id) => {
      const c = challengeById(id)?.challenge;
      return c !== undefined && kindOf(c) === kind;
    }) ?? "";
  save(classicGame, { ...game, data: edit({ ...game.data, promptId, otherId: "p2" }) });
}

const show = () =>
  render(
    <MemoryRouter initialEntries={["/classic/play"]}>
      <ClassicPlayScreen />
    </MemoryRouter>,
  );
const names = () => screen.getAllByRole("button").map((b) => b.textContent);
const settle = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, DOUBLE_TAP_GUARD_MS + 50)));

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  cleanupPlayers("classic");
  window.localStorage.clear();
});

describe("Modo Clássico: the buttons fit the card", { timeout: 20_000 }, () => {
  it("a card for the group offers 'Feito', never 'Cumpriu' or 'Bebeu' to the current player", () => {
    storeGame("roda");
    show();
    expect(names()).toContain("Feito! Próxima vez");
    expect(names().some((n) => /^(Cumpriu|Bebeu)/.test(n ?? ""))).toBe(false);
  });

  it("a card for {outro} scores {outro}", async () => {
    storeGame("outro");
    show();
    expect(names()).toEqual(expect.arrayContaining(["Caio cumpriu +10", "Caio bebeu +5"]));
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Caio bebeu +5" }));
    expect(screen.getByTestId("score-Caio").textContent).toBe("5 pontos");
    expect(screen.getByTestId("score-Ana").textContent).toBe("0 pontos");
  });

  it("a duel names both players; the winner scores", async () => {
    storeGame("duelo");
    show();
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Caio ganhou +10" }));
    expect(screen.getByTestId("score-Caio").textContent).toBe("10 pontos");
  });

  it("'Pular' shows the skips left and is off once they are used", () => {
    storeGame("desafio");
    show();
    expect(screen.queryByRole("button", { name: "Pular (restam 2)" })).not.toBeNull();
    cleanup();
    storeGame("desafio", (s) => ({ ...s, skips: { p0: 2 } }));
    show();
    const off = screen.getByRole("button", { name: "Sem pulos nesta partida" });
    expect(off).toHaveProperty("disabled", true);
  });

  it("shows a custom deck's card under the deck's name, a long word wrapping anywhere", () => {
    const long = `Imite ${"z".repeat(150)}`;
    const players = ["Ana", "Bia"].map((name, i) => ({ id: `p${i}`, name }));
    const customDeck = {
      id: "d1",
      name: "Da turma",
      game: "classic" as const,
      adult: false,
      items: [
        { text: long, kind: "desafio" },
        { text: "Todos <i>brindam</i>", kind: "roda" },
      ],
    };
    const settings = { categories: [], maxPoints: 100, showAdult: false, customDeck };
    save(classicGame, startGame(classicGame, { players, settings, bag: EMPTY_BAG }, 1));
    show();
    const card = screen.getByTestId("challenge");
    expect(card.textContent).toContain("Da turma");
    const text = card.textContent?.includes(long) ? long : "Todos <i>brindam</i>";
    expect(screen.getByText(text).className).toContain("[overflow-wrap:anywhere]");
    expect(card.querySelector("i")).toBeNull();
  });
});
