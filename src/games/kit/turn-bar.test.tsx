import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
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
});
