import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PlayerList } from "../../shared/schemas/player";
import { TurnBar } from "./turn-bar";

afterEach(cleanup);

const list = (points: number[]): PlayerList => ({
  players: points.map((p, i) => ({
    id: `p${i}`,
    name: `J${i}`,
    points: p,
    isActive: true,
    challengesCompleted: 0,
    drinksCompleted: 0,
  })),
  currentPlayerIndex: 0,
  lastUpdated: 0,
});

describe("TurnBar", () => {
  it("says the score in points with the right number", () => {
    render(<TurnBar list={list([1, 0, 12])} />);
    expect(screen.getByTestId("score-J0").textContent).toBe("1 ponto");
    expect(screen.getByTestId("score-J1").textContent).toBe("0 pontos");
    expect(screen.getByTestId("score-J2").textContent).toBe("12 pontos");
  });

  it("takes the game's own unit", () => {
    render(<TurnBar list={list([1, 2])} unit={{ one: "acerto", other: "acertos" }} />);
    expect(screen.getByTestId("score-J0").textContent).toBe("1 acerto");
    expect(screen.getByTestId("score-J1").textContent).toBe("2 acertos");
  });

  it("fades its edge while chips are cut off, and stops once scrolled to the end", () => {
    // jsdom lays nothing out: the strip is 300 px wide with 500 px of chips.
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(500);
    render(<TurnBar list={list([0, 0, 0, 0, 0])} />);
    const strip = screen.getByRole("list", { name: "Placar" });
    expect(strip.dataset.more).toBe("true");
    strip.scrollLeft = 200;
    fireEvent.scroll(strip);
    expect(strip.dataset.more).toBe("false");
    vi.restoreAllMocks();
  });
});
