import { describe, expect, it } from "vitest";
import { joinNames } from "./names";
import { podiumSteps, resultTitle, winnerNames, withPlaces } from "./standings";

describe("joinNames", () => {
  it("lists names the Brazilian way", () => {
    expect(joinNames([])).toBe("");
    expect(joinNames(["Ana"])).toBe("Ana");
    expect(joinNames(["Ana", "Bia"])).toBe("Ana e Bia");
    expect(joinNames(["Ana", "Bia", "Caio"])).toBe("Ana, Bia e Caio");
  });
});

describe("withPlaces", () => {
  it("gives equal points the same place and skips the next one", () => {
    const placed = withPlaces([
      { name: "Ana", points: 5 },
      { name: "Bia", points: 5 },
      { name: "Caio", points: 3 },
      { name: "Duda", points: 3 },
      { name: "Edu", points: 1 },
    ]);
    expect(placed.map((e) => e.place)).toEqual([1, 1, 3, 3, 5]);
  });

  it("keeps places a game set itself (a tie-breaker the points do not show)", () => {
    const placed = withPlaces([
      { name: "Ana", points: 2, place: 1 },
      { name: "Bia", points: 0, place: 2 },
      { name: "Caio", points: 0, place: 3 },
    ]);
    expect(placed.map((e) => e.place)).toEqual([1, 2, 3]);
  });
});

describe("resultTitle", () => {
  it("crowns a single winner", () => {
    expect(
      resultTitle([
        { name: "Ana", points: 3 },
        { name: "Bia", points: 1 },
      ]),
    ).toBe("Ana venceu!");
  });

  it("names everyone tied at the top", () => {
    const ranking = [
      { name: "Ana", points: 3 },
      { name: "Bia", points: 3 },
      { name: "Caio", points: 3 },
      { name: "Duda", points: 1 },
    ];
    expect(resultTitle(ranking)).toBe("Empate entre Ana, Bia e Caio");
    expect(winnerNames(ranking)).toEqual(["Ana", "Bia", "Caio"]);
  });

  it("says the game is over when nobody played", () => {
    expect(resultTitle([])).toBe("Fim de jogo");
  });
});

describe("podiumSteps", () => {
  const names = (ps: { place: number; entries: { name: string }[] }[]) =>
    ps.map((s) => `${s.place}:${s.entries.map((e) => e.name).join(",")}`);

  it("puts a four-way tie on one step", () => {
    const placed = withPlaces(["A", "B", "C", "D"].map((name) => ({ name, points: 2 })));
    expect(names(podiumSteps(placed))).toEqual(["1:A,B,C,D"]);
  });

  it("keeps a tied third on the podium and leaves the fifth off", () => {
    const placed = withPlaces([
      { name: "A", points: 5 },
      { name: "B", points: 4 },
      { name: "C", points: 2 },
      { name: "D", points: 2 },
      { name: "E", points: 1 },
    ]);
    expect(names(podiumSteps(placed))).toEqual(["1:A", "2:B", "3:C,D"]);
  });
});
