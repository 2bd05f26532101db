import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { DOUBLE_TAP_GUARD_MS } from "../../kit/use-game";
import { defaultSettings, saveDesenhaSettings } from "../settings";
import { defaultTeams, type TeamSetup } from "../teams";
import { DesenhaEBebePlayScreen, prefetchPhases } from "./desenha-e-bebe-play-screen";
import { DesenhaEBebeScreen, desenhaRules } from "./desenha-e-bebe-screen";

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
vi.mock("../../kit/use-play-tracking", () => ({
  usePlayTracking: () => ({ finish: async () => {}, restart: () => {} }),
}));

const teams: TeamSetup[] = defaultTeams(["a", "b"]).map((t, i) => ({
  ...t,
  members: i === 0 ? ["Ana", "Bia"] : ["Caio", "Duda"],
}));

const click = (name: string | RegExp) => {
  act(() => vi.advanceTimersByTime(DOUBLE_TAP_GUARD_MS + 50));
  fireEvent.click(screen.getByRole("button", { name }));
};

/** Starts a drawing round and returns the secret word the drawer saw. */
function startDrawing(): string {
  saveDesenhaSettings({ ...defaultSettings(teams), mode: "desenho" });
  render(
    <MemoryRouter initialEntries={["/desenha-e-bebe"]}>
      <Routes>
        <Route path="/desenha-e-bebe" element={<DesenhaEBebeScreen />} />
        <Route path="/desenha-e-bebe/play" element={<DesenhaEBebePlayScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  click("Começar");
  click("Sou Ana: ver a palavra");
  const card = screen.getByTestId("hold-to-reveal");
  fireEvent.pointerDown(card, { pointerId: 1, button: 0 });
  const word = screen.getByTestId("secret-word").textContent ?? "";
  fireEvent.pointerUp(card, { pointerId: 1 });
  click(/^Começar a desenhar/);
  return word;
}

// In the browser the rules and the later phases land while the setup screen and the handoff are
// on screen (fetched at once and on idle); here they are fetched first.
beforeAll(() => Promise.all([desenhaRules.prefetch(), prefetchPhases()]));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  // jsdom has no canvas: the board keeps its strokes as data, which is what is checked here.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("Desenha e Bebe: a drawing round", { timeout: 20_000 }, () => {
  it("the drawer holds to peek at the word; letting go hides it", () => {
    const word = startDrawing();
    expect(word.length).toBeGreaterThan(0);
    const peek = screen.getByRole("button", { name: "Segure para ver a palavra" });
    expect(screen.queryByTestId("peeked-word")).toBeNull();
    fireEvent.pointerDown(peek, { pointerId: 2, button: 0 });
    expect(screen.getByTestId("peeked-word").textContent).toBe(word);
    fireEvent.pointerUp(peek, { pointerId: 2 });
    expect(screen.queryByTestId("peeked-word")).toBeNull();
    fireEvent.keyDown(peek, { key: "Enter" });
    expect(screen.getByTestId("peeked-word").textContent).toBe(word);
    fireEvent.keyUp(peek, { key: "Enter" });
    expect(screen.queryByTestId("peeked-word")).toBeNull();
  });

  it("the finished drawing is shown on the round's outcome", () => {
    startDrawing();
    const canvas = screen.getByTestId("drawing-canvas");
    fireEvent.pointerDown(canvas, { pointerId: 3, button: 0, clientX: 20, clientY: 30 });
    fireEvent.pointerMove(canvas, { pointerId: 3, clientX: 80, clientY: 90 });
    fireEvent.pointerUp(canvas, { pointerId: 3, clientX: 140, clientY: 60 });
    click("Acertaram!");
    expect(screen.queryByRole("heading", { name: "Acertaram!" })).not.toBeNull();
    const picture = screen.getByRole("img", { name: "O desenho da rodada" });
    expect(picture.querySelectorAll("path")).toHaveLength(1);
    expect(picture.querySelector("path")?.getAttribute("d")).toMatch(/^M20 30/);
  });

  it("a round with nothing drawn shows no empty picture", () => {
    startDrawing();
    click("Não acertaram");
    expect(screen.queryByRole("img", { name: "O desenho da rodada" })).toBeNull();
  });
});
