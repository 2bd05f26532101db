import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupPlayers } from "../../../client/players-store";
import { completeChallenge, completeDrink } from "../../../shared/players";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { EMPTY_BAG } from "../../../shared/shuffle-bag";
import { startGame } from "../../kit/engine/engine";
import { save } from "../../kit/saved-games";
import { DOUBLE_TAP_GUARD_MS } from "../../kit/use-game";
import { wheelSlots } from "../content";
import { type SaideiraState, saideiraGame } from "../logic";
import { slotAtRotation } from "../rules";
import { RoulettePlayScreen } from "./roulette-play-screen";
import { RouletteRules } from "./roulette-rules";
import { RouletteWinnerScreen } from "./roulette-winner-screen";

const profile = vi.hoisted(() => ({
  preferences: { sound: false, vibration: false, showAdult: false, useLocation: false },
  drinkMode: "alcool" as "alcool" | "sem-alcool",
}));

vi.mock("../../../client/session", () => ({
  useSession: () => ({ profile, isAuthenticated: false }),
}));
vi.mock("../../kit/use-play-tracking", () => ({
  usePlayTracking: () => ({ finish: async () => {}, restart: () => {} }),
}));

const GAME = "saideira";

/** A game of Ana, Bia and Caio stored on the device, as the players screen leaves it. */
function storeGame(edit: (state: SaideiraState) => SaideiraState = (s) => s) {
  const players = ["Ana", "Bia", "Caio"].map((name, i) => ({ id: `p${i}`, name }));
  const settings = { maxPoints: 100, drinkUnit: "goles" as const, adult: false };
  const game = startGame(saideiraGame, { players, settings, bag: EMPTY_BAG }, 1);
  save(saideiraGame, { ...game, data: edit(game.data) });
}

/** The wheel already landed on `kind` for Ana, with Caio as {outro}. */
const landedOn = (kind: string) => (state: SaideiraState) => ({
  ...state,
  spin: { slot: wheelSlots.findIndex((s) => s.kind === kind), promptId: null, otherId: "p2" },
});

function renderAt(path: string, ui: React.ReactNode, drinkMode: DrinkMode) {
  profile.drinkMode = drinkMode;
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

beforeEach(() => {
  window.localStorage.clear();
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes("reduce"),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
});

afterEach(() => {
  cleanup();
  cleanupPlayers(GAME);
  window.localStorage.clear();
});

describe("Saideira play, sem álcool", { timeout: 20_000 }, () => {
  it("names the wheel's drinking slots after a drink without alcohol", () => {
    storeGame();
    renderAt("/roulette/play", <RoulettePlayScreen />, "sem-alcool");
    const wheel = screen.getByTestId("wheel").textContent ?? "";
    expect(wheel).toContain("Bebe água!");
    expect(wheel).toContain("Brinde geral");
    expect(wheel).toContain("Gole duplo");
    expect(wheel).not.toMatch(/Dose|Todos bebem|Bebe!/);
  });

  it("asks for sips of water in the slot and on the refusal button", () => {
    storeGame(landedOn("dose-dupla"));
    renderAt("/roulette/play", <RoulettePlayScreen />, "sem-alcool");
    const panel = screen.getByTestId("slot-panel");
    expect(panel.textContent).toContain("Gole duplo");
    expect(panel.textContent).toContain("Ana toma dois goles de água ou divide com Caio");
    expect(panel.textContent).not.toMatch(/dose|copo/i);
    expect(
      within(panel).queryByRole("button", { name: "Recusou (1 gole de água)" }),
    ).not.toBeNull();
  });

  it("keeps the slot's own words with alcohol", () => {
    storeGame(landedOn("dose-dupla"));
    renderAt("/roulette/play", <RoulettePlayScreen />, "alcool");
    const panel = screen.getByTestId("slot-panel");
    expect(panel.textContent).toContain("Dose dupla");
    expect(panel.textContent).toContain("Ana toma dois goles do próprio copo");
    expect(within(panel).queryByRole("button", { name: "Recusou (1 gole)" })).not.toBeNull();
  });

  it("explains the rules with water, not alcohol", () => {
    renderAt("/", <RouletteRules />, "sem-alcool");
    fireEvent.click(screen.getByRole("button", { name: "Como jogar" }));
    const sheet = screen.getByRole("dialog").textContent ?? "";
    expect(sheet).toContain("Toma 1 gole de água na primeira recusa");
    expect(sheet).toContain("Bebe água!, Brinde geral, Escolha alguém e Gole duplo");
    expect(sheet).not.toMatch(/Dose|Todos bebem|Bebe!,/);
  });
});

describe("Saideira spin", { timeout: 20_000 }, () => {
  it("turns the wheel to the slot the move chose, then shows it; a reload shows the same", async () => {
    storeGame();
    const view = renderAt("/roulette/play", <RoulettePlayScreen />, "alcool");
    // A tap on a turn shown for less than DOUBLE_TAP_GUARD_MS is taken for a double tap.
    await act(() => new Promise((resolve) => setTimeout(resolve, DOUBLE_TAP_GUARD_MS + 50)));
    fireEvent.click(screen.getByRole("button", { name: "Girar, Ana!" }));
    const wheel = screen.getByTestId("wheel");
    const slot = wheelSlots[slotAtRotation(Number(wheel.dataset.rotation))];
    expect(screen.queryByTestId("slot-panel")).toBeNull(); // still turning
    expect(screen.queryByRole("button", { name: "Girando…" })).not.toBeNull();
    const done = Object.assign(new Event("transitionend"), { propertyName: "transform" });
    act(() => void wheel.dispatchEvent(done));
    const panel = screen.getByTestId("slot-panel");
    expect(panel.dataset.kind).toBe(slot?.kind);
    const text = panel.textContent;
    view.unmount();
    renderAt("/roulette/play", <RoulettePlayScreen />, "alcool");
    expect(screen.getByTestId("slot-panel").textContent).toBe(text);
    expect(screen.getByTestId("wheel").dataset.rotation).toBe(wheel.dataset.rotation);
  });
});

describe("Saideira 'Escolha alguém'", { timeout: 20_000 }, () => {
  it("lets the spinner pick who drinks (the wheel's pick preselected), and that player scores", async () => {
    storeGame(landedOn("escolha-alguem"));
    renderAt("/roulette/play", <RoulettePlayScreen />, "alcool");
    const panel = screen.getByTestId("slot-panel");
    expect(within(panel).getByRole("radio", { name: "Caio" })).toHaveProperty("checked", true);
    expect(within(panel).queryByRole("radio", { name: "Ana" })).toBeNull(); // not the spinner
    fireEvent.click(within(panel).getByRole("radio", { name: "Bia" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, DOUBLE_TAP_GUARD_MS + 50)));
    fireEvent.click(within(panel).getByRole("button", { name: "Feito +10" }));
    expect(screen.getByTestId("score-Bia").textContent).toBe("10 pontos");
    expect(screen.getByTestId("score-Ana").textContent).toBe("0 pontos");
  });
});

describe("Saideira winner", { timeout: 20_000 }, () => {
  function finished() {
    storeGame((s) => ({
      ...s,
      list: completeDrink(completeChallenge(s.list, "p0", 100, 2), "p1", 10, 3),
      finalRound: true,
      over: true,
    }));
  }

  it("counts the sips without alcohol and never praises the thirstiest", () => {
    finished();
    renderAt("/roulette/winner", <RouletteWinnerScreen />, "sem-alcool");
    const night = screen.getByRole("region", { name: "Números da noite" }).textContent ?? "";
    expect(night).toContain("Goles de água, refri ou suco");
    expect(night).toContain("Quem mais brindou");
    expect(night).not.toMatch(/sedent|doses/i);
  });

  it("keeps 'goles e doses' with alcohol, still without 'mais sedento'", () => {
    finished();
    renderAt("/roulette/winner", <RouletteWinnerScreen />, "alcool");
    const night = screen.getByRole("region", { name: "Números da noite" }).textContent ?? "";
    expect(night).toContain("Goles e doses");
    expect(night).not.toMatch(/sedent/i);
  });
});
