import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POINTS } from "../../shared/score-unit";

// A fresh copy of the module each time: the test setup has already fetched the results.
const fresh = async () => {
  vi.resetModules();
  return import("./lazy-results");
};
const props = {
  gameName: "Modo Clássico",
  ranking: [
    { name: "Ana", points: 3 },
    { name: "Bia", points: 1 },
  ],
  unit: POINTS,
  sound: false,
  vibration: false,
  onPlayAgain: () => {},
  onExit: () => {},
};

describe("the game's results, loaded apart from the game", () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(cleanup);

  it("show once their chunk arrives when the game ends before the prefetch", async () => {
    const { Results } = await fresh();
    render(<Results {...props} />);
    expect(screen.queryByRole("list", { name: "Pódio" })).toBeNull();
    const podium = await screen.findByRole("list", { name: "Pódio" });
    expect(podium.textContent).toMatch(/Ana[\s\S]*3[\s\S]*Bia[\s\S]*1/);
    expect(document.body.textContent).toContain("Modo Clássico");
  });

  it("are fetched when the browser is idle after the game's screen arrives, then drawn at once", async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal("requestIdleCallback", (run: () => void) => {
      idle = run;
      return 1;
    });
    const { Results, prefetchResults } = await fresh();
    expect(idle).toBeTypeOf("function");
    idle?.();
    await prefetchResults();
    render(<Results {...props} />);
    // No wait: the podium is there in the same render.
    expect(screen.queryByRole("list", { name: "Pódio" })?.textContent).toMatch(/Ana[\s\S]*Bia/);
    vi.unstubAllGlobals();
  });
});
