import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanupPlayers, savePlayers } from "../../../client/players-store";
import { addPlayer, emptyList } from "../../../shared/players";
import { seededRng } from "../../../shared/random";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { COUNTDOWN_MS, SETTLE_MS } from "../logic";
import { saveTouchGameSettings } from "../settings";
import { TouchGameScreen } from "./touch-game-screen";

const finish = vi.fn(async (_: { victory: boolean }) => {});
const profile = {
  preferences: { sound: false, vibration: false, showAdult: false, useLocation: false },
  drinkMode: "alcool" as DrinkMode,
};

vi.mock("../../../client/session", () => ({
  useSession: () => ({ profile, isAuthenticated: false }),
}));
const playSfx = vi.fn();
vi.mock("../../kit/feedback", async (original) => ({
  ...(await original<typeof import("../../kit/feedback")>()),
  playSfx: (...args: unknown[]) => playSfx(...args),
}));
vi.mock("../../../client/groups-api", () => ({ useGroups: () => ({ data: undefined }) }));
vi.mock("../../kit/use-play-tracking", () => ({
  usePlayTracking: () => ({ finish, restart: () => {} }),
}));

const GAME = "touch-game";

function renderScreen(drinkMode: DrinkMode = "alcool") {
  profile.drinkMode = drinkMode;
  return render(
    <MemoryRouter initialEntries={["/touch-game"]}>
      <TouchGameScreen />
    </MemoryRouter>,
  );
}

const area = () => screen.getByTestId("touch-surface");
const spots = () => screen.queryAllByTestId("finger");
const pointer = (type: "Down" | "Up" | "Cancel", id: number, x = 50, y = 200, kind = "touch") =>
  act(() => {
    const init = { pointerId: id, pointerType: kind, clientX: x, clientY: y, button: 0 };
    if (type === "Down") fireEvent.pointerDown(area(), init);
    if (type === "Up") fireEvent.pointerUp(area(), init);
    if (type === "Cancel") fireEvent.pointerCancel(area(), init);
  });
/** Time passes frame by frame, each rendered (as a browser does between frames). */
function advance(ms: number) {
  for (let t = 0; t < ms; t += 50) act(() => vi.advanceTimersByTime(Math.min(50, ms - t)));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame", "performance", "Date"] });
  window.localStorage.clear();
  finish.mockClear();
  playSfx.mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  cleanupPlayers(GAME);
  window.localStorage.clear();
});

describe("TouchGameScreen with fingers", () => {
  it("draws a spot per finger and chooses exactly one after the wait and the countdown", () => {
    renderScreen();
    pointer("Down", 1, 40, 300);
    pointer("Down", 2, 200, 300);
    pointer("Down", 3, 120, 500);
    expect(spots()).toHaveLength(3);
    expect(screen.queryByText("Segurem firme!")).not.toBeNull();
    advance(SETTLE_MS + 50);
    expect(screen.getByTestId("countdown").textContent).toBe("3");
    advance(COUNTDOWN_MS);
    expect(area().dataset.phase).toBe("chosen");
    expect(screen.getAllByText("Bebe!")).toHaveLength(1);
    expect(spots().filter((s) => s.dataset.chosen === "true")).toHaveLength(1);
    expect(finish).toHaveBeenCalledWith({ victory: false });
  });

  it("beeps each second of the countdown (the timed games' beep), then the pick's sound", () => {
    renderScreen();
    pointer("Down", 1, 40, 300);
    pointer("Down", 2, 200, 300);
    advance(SETTLE_MS + COUNTDOWN_MS + 100);
    const sounds = playSfx.mock.calls.map(([sfx]) => sfx);
    expect(sounds.filter((s) => s === "countdown").length).toBe(3);
    expect(sounds).not.toContain("spin-tick");
    expect(sounds.at(-1)).toBe("drink");
  });

  it("moves a spot with its finger (once per frame) without restarting the wait", () => {
    renderScreen();
    pointer("Down", 1, 40, 300);
    pointer("Down", 2, 200, 300);
    advance(1000);
    act(() => {
      fireEvent.pointerMove(area(), {
        pointerId: 1,
        pointerType: "touch",
        clientX: 90,
        clientY: 320,
      });
    });
    advance(20);
    expect(spots()[0]?.style.transform).toBe("translate3d(46px, 276px, 0)");
    advance(SETTLE_MS - 1000);
    expect(screen.getByTestId("countdown").textContent).toBe("3");
  });

  it("offers 'De novo' only once every finger is lifted", () => {
    renderScreen();
    pointer("Down", 1);
    pointer("Down", 2, 250);
    advance(SETTLE_MS + COUNTDOWN_MS + 50);
    expect(screen.queryByRole("button", { name: "De novo" })).toBeNull();
    pointer("Up", 1);
    pointer("Up", 2, 250);
    fireEvent.click(screen.getByRole("button", { name: "De novo" }));
    expect(area().dataset.phase).toBe("waiting");
    expect(spots()).toHaveLength(0);
  });

  it("restarts the wait when a finger is lifted during the countdown", () => {
    renderScreen();
    for (const id of [1, 2, 3]) pointer("Down", id, id * 80);
    advance(SETTLE_MS + 1000);
    expect(area().dataset.phase).toBe("countdown");
    pointer("Up", 3, 240);
    expect(area().dataset.phase).toBe("settling");
    advance(SETTLE_MS - 100);
    expect(area().dataset.phase).toBe("settling");
  });

  it("says 'Bebe água!' in the sem-álcool mode", () => {
    renderScreen("sem-alcool");
    pointer("Down", 1);
    pointer("Down", 2, 250);
    advance(SETTLE_MS + COUNTDOWN_MS + 50);
    expect(screen.getAllByText("Bebe água!")).toHaveLength(1);
  });

  it("labels every finger with its team in team mode", () => {
    saveTouchGameSettings({ mode: { kind: "teams", teams: 2 }, byNames: false });
    renderScreen();
    for (const id of [1, 2, 3, 4]) pointer("Down", id, id * 70);
    advance(SETTLE_MS + COUNTDOWN_MS + 50);
    expect(screen.getAllByText("Time A")).toHaveLength(2);
    expect(screen.getAllByText("Time B")).toHaveLength(2);
  });

  it("with a mouse, a click places a spot, a click on it removes it, and Space starts", () => {
    renderScreen();
    pointer("Down", 1, 50, 200, "mouse");
    pointer("Down", 1, 250, 200, "mouse");
    pointer("Down", 1, 150, 400, "mouse");
    expect(spots()).toHaveLength(3);
    pointer("Down", 1, 255, 205, "mouse");
    expect(spots()).toHaveLength(2);
    advance(400); // a key pressed right after a change is taken for a double tap
    act(() => {
      fireEvent.keyDown(window, { key: " " });
    });
    expect(screen.getByTestId("countdown").textContent).toBe("3");
  });

  it("when the system cancels every finger, explains the limit and offers the names", () => {
    renderScreen();
    for (const id of [1, 2, 3, 4, 5]) pointer("Down", id, id * 50);
    for (const id of [1, 2, 3, 4, 5]) pointer("Cancel", id, id * 50);
    expect(screen.queryByText("Seu aparelho aceita no máximo 5 dedos de uma vez")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Escolher pelos nomes" }));
    expect(screen.queryByRole("heading", { name: "Quem vai jogar?" })).not.toBeNull();
  });
});

describe("TouchGameScreen by names", () => {
  it("draws a name after the highlight runs, scores it and ends on the podium", () => {
    const list = ["Ana", "Bia", "Caio"].reduce(
      (l, n, i) => addPlayer(l, n, seededRng(i + 1), 1),
      emptyList(0),
    );
    savePlayers(list, GAME);
    saveTouchGameSettings({ mode: { kind: "one" }, byNames: true });
    renderScreen();
    advance(400); // the names have been on screen a moment
    fireEvent.click(screen.getByRole("button", { name: "Sortear" }));
    expect(screen.getByTestId("names-result").textContent).toBe("");
    advance(10_000);
    const result = screen.getByTestId("names-result").textContent ?? "";
    expect(result).toMatch(/^(Ana|Bia|Caio) bebe!$/);
    fireEvent.click(screen.getByRole("button", { name: "Encerrar e ver o placar" }));
    expect(
      screen.queryByRole("heading", { name: `${result.replace(" bebe!", "")} venceu!` }),
    ).not.toBeNull();
    expect(finish).toHaveBeenCalledWith({ victory: false });
  });

  it("a reload keeps the names' draw without running the highlight again", () => {
    const list = ["Ana", "Bia", "Caio"].reduce(
      (l, n, i) => addPlayer(l, n, seededRng(i + 1), 1),
      emptyList(0),
    );
    savePlayers(list, GAME);
    saveTouchGameSettings({ mode: { kind: "one" }, byNames: true });
    renderScreen();
    advance(400);
    fireEvent.click(screen.getByRole("button", { name: "Sortear" }));
    advance(10_000);
    const result = screen.getByTestId("names-result").textContent;
    cleanup();
    renderScreen();
    expect(screen.getByTestId("names-result").textContent).toBe(result);
  });

  it("asks for more names when the mode needs them", () => {
    const list = ["Ana", "Bia"].reduce(
      (l, n, i) => addPlayer(l, n, seededRng(i + 1), 1),
      emptyList(0),
    );
    savePlayers(list, GAME);
    saveTouchGameSettings({ mode: { kind: "many", count: 2 }, byNames: true });
    renderScreen();
    expect(screen.queryByText("Este modo precisa de pelo menos 3 nomes.")).not.toBeNull();
    expect((screen.getByRole("button", { name: "Sortear" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
