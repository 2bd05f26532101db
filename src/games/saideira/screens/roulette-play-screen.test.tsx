import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupPlayers, savePlayers } from "../../../client/players-store";
import { addPlayer, completeChallenge, completeDrink, emptyList } from "../../../shared/players";
import { seededRng } from "../../../shared/random";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { wheelSlots } from "../content";
import { RoulettePlayScreen } from "./roulette-play-screen";
import { RouletteRules } from "./roulette-rules";
import { RouletteWinnerScreen } from "./roulette-winner-screen";

/** The slot the next spin lands on: the screen's random source always answers this index. */
const forced = vi.hoisted(() => ({ slot: 0 }));
const profile = vi.hoisted(() => ({
  preferences: { sound: false, vibration: false, showAdult: false, useLocation: false },
  drinkMode: "alcool" as "alcool" | "sem-alcool",
}));

vi.mock("../../../shared/random", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../shared/random")>();
  return {
    ...real,
    cryptoRng: () => ({
      next: () => 0.5,
      int: (max: number) => Math.min(forced.slot, max - 1),
    }),
  };
});
vi.mock("../../../client/session", () => ({
  useSession: () => ({ profile, isAuthenticated: false }),
}));
vi.mock("../../kit/use-play-tracking", () => ({
  usePlayTracking: () => ({ finish: async () => {}, restart: () => {} }),
}));

const GAME = "saideira";

function storePlayers(edit: (list: ReturnType<typeof emptyList>) => ReturnType<typeof emptyList>) {
  const list = ["Ana", "Bia", "Caio"].reduce(
    (l, n, i) => addPlayer(l, n, seededRng(i + 1), 1),
    emptyList(0),
  );
  savePlayers(edit(list), GAME);
}

function renderAt(path: string, ui: React.ReactNode, drinkMode: DrinkMode) {
  profile.drinkMode = drinkMode;
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

/** Spins onto `kind` and lets the wheel's transition end. */
function spinOnto(kind: string) {
  forced.slot = wheelSlots.findIndex((s) => s.kind === kind);
  fireEvent.click(screen.getByRole("button", { name: /^Girar,/ }));
  const done = Object.assign(new Event("transitionend"), { propertyName: "transform" });
  act(() => void screen.getByTestId("wheel").dispatchEvent(done));
  return screen.getByTestId("slot-panel");
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
    storePlayers((l) => l);
    renderAt("/roulette/play", <RoulettePlayScreen />, "sem-alcool");
    const wheel = screen.getByTestId("wheel").textContent ?? "";
    expect(wheel).toContain("Bebe água!");
    expect(wheel).toContain("Brinde geral");
    expect(wheel).toContain("Gole duplo");
    expect(wheel).not.toMatch(/Dose|Todos bebem|Bebe!/);
  });

  it("asks for sips of water in the slot and on the refusal button", () => {
    storePlayers((l) => l);
    renderAt("/roulette/play", <RoulettePlayScreen />, "sem-alcool");
    const panel = spinOnto("dose-dupla");
    expect(panel.textContent).toContain("Gole duplo");
    expect(panel.textContent).toContain("Ana toma dois goles de água ou divide com Caio");
    expect(panel.textContent).not.toMatch(/dose|copo/i);
    expect(within(panel).getByRole("button", { name: "Recusou (1 gole de água)" })).toBeTruthy();
  });

  it("keeps the slot's own words with alcohol", () => {
    storePlayers((l) => l);
    renderAt("/roulette/play", <RoulettePlayScreen />, "alcool");
    const panel = spinOnto("dose-dupla");
    expect(panel.textContent).toContain("Dose dupla");
    expect(panel.textContent).toContain("Ana toma dois goles do próprio copo");
    expect(within(panel).getByRole("button", { name: "Recusou (1 gole)" })).toBeTruthy();
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

describe("Saideira winner", { timeout: 20_000 }, () => {
  function finished() {
    storePlayers((l) => {
      const [ana, bia] = l.players;
      if (!ana || !bia) throw new Error("missing players");
      return completeDrink(completeChallenge(l, ana.id, 100, 2), bia.id, 10, 3);
    });
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
