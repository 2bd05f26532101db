import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import { type GameState, newGame, totals } from "./play";
import { joinTeams, loserPrompt, ranking, standings, winnerLine } from "./standings";

const members = ["Ana", "Bia"];

/** A finished-looking game with these totals, all scored in round 1. */
function withTotals(points: number[], names = ["Azul", "Rosa", "Verde", "Laranja"]): GameState {
  const teams = points.map((_, i) => ({ name: names[i] ?? `T${i}`, members }));
  const s = newGame({ teams, names: ["Pelé"], turnSeconds: 30 }, seededRng(1));
  return { ...s, scores: [points, points.map(() => 0), points.map(() => 0)], phase: "game-over" };
}

describe("standings", () => {
  it("finds the single winner and the single loser", () => {
    expect(standings([5, 9, 2])).toEqual({ winners: [1], losers: [2] });
  });

  it("shares a tie at the top", () => {
    expect(standings([7, 7, 3])).toEqual({ winners: [0, 1], losers: [2] });
  });

  it("makes every team tied for last a loser", () => {
    expect(standings([9, 2, 2])).toEqual({ winners: [0], losers: [1, 2] });
  });

  it("has no loser when everyone tied", () => {
    expect(standings([4, 4])).toEqual({ winners: [0, 1], losers: [] });
  });

  it("adds the three rounds up", () => {
    const s = {
      ...withTotals([1, 2]),
      scores: [
        [1, 2],
        [3, 0],
        [0, 1],
      ],
    };
    expect(standings(totals(s))).toEqual({ winners: [0], losers: [1] });
    expect(ranking(s)).toEqual([
      { name: "Time Azul", points: 4 },
      { name: "Time Rosa", points: 3 },
    ]);
  });
});

describe("ranking", () => {
  it("lists teams best first, with 'Time' before colour names", () => {
    expect(ranking(withTotals([3, 8, 5]))).toEqual([
      { name: "Time Rosa", points: 8 },
      { name: "Time Verde", points: 5 },
      { name: "Time Azul", points: 3 },
    ]);
  });

  it("keeps the teams' order on equal totals", () => {
    expect(ranking(withTotals([4, 4])).map((e) => e.name)).toEqual(["Time Azul", "Time Rosa"]);
  });
});

describe("end lines", () => {
  it("names the winner", () => {
    expect(winnerLine(withTotals([2, 9]))).toBe("Time Rosa venceu!");
  });

  it("names every team tied at the top", () => {
    expect(winnerLine(withTotals([6, 6, 1]))).toBe("Empate entre Time Azul e Time Rosa");
    expect(winnerLine(withTotals([3, 3]))).toBe("Empate entre Time Azul e Time Rosa");
  });

  it("joins team names the Portuguese way", () => {
    expect(joinTeams(withTotals([1, 1, 1]), [0, 1, 2])).toBe("Time Azul, Time Rosa e Time Verde");
  });

  it("makes the losing team drink one sip, with a no-alcohol alternative", () => {
    const line = loserPrompt(withTotals([9, 2]));
    expect(line?.teams).toBe("Time Rosa");
    expect(line?.text).toBe("O time perdedor bebe um gole");
    expect(line?.drink).toBe(true);
    expect(line?.alt).toMatch(/prenda/);
    expect(line?.alt).not.toMatch(/\bbebe um gole\b(?! d'água)/);
  });

  it("makes every team tied for last drink, in the plural", () => {
    const line = loserPrompt(withTotals([9, 2, 2]));
    expect(line?.teams).toBe("Time Rosa e Time Verde");
    expect(line?.text).toBe("Os times perdedores bebem um gole");
  });

  it("lets nobody drink when everyone tied", () => {
    expect(loserPrompt(withTotals([5, 5]))).toBeNull();
  });
});
