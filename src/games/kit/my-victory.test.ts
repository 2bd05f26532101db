import { describe, expect, it } from "vitest";
import { rankStandings } from "./engine/engine";
import { isMyVictory } from "./my-victory";

const table = (...scores: [string, number][]) =>
  rankStandings(scores.map(([name, score]) => ({ playerId: name, name, score })));

describe("isMyVictory", () => {
  it("counts only a game won by the player who is me", () => {
    expect(isMyVictory(table(["Ana", 30], ["Bia", 20]), "Ana")).toBe(true);
    expect(isMyVictory(table(["Ana", 10], ["Bia", 20]), "Ana")).toBe(false);
    expect(isMyVictory(table(["Ana", 30], ["Bia", 20]), null)).toBe(false);
    expect(isMyVictory(table(["Ana", 30], ["Bia", 20]), "Caio")).toBe(false);
  });

  it("matches the name without case, accents or extra spaces", () => {
    expect(isMyVictory(table(["Júlia", 30], ["Bia", 20]), " julia ")).toBe(true);
  });

  it("a shared first place is a victory, a four-way tie is not", () => {
    expect(isMyVictory(table(["Ana", 30], ["Bia", 30], ["Caio", 5]), "Ana")).toBe(true);
    expect(isMyVictory(table(["Ana", 9], ["Bia", 9], ["Caio", 9], ["Duda", 9]), "Ana")).toBe(false);
  });

  it("a team's win is a win of each of its people", () => {
    const teams = rankStandings([
      { playerId: "a", name: "Time Azul", score: 5, members: ["Ana", "Caio"] },
      { playerId: "r", name: "Time Rosa", score: 3, members: ["Bia", "Duda"] },
    ]);
    expect(isMyVictory(teams, "caio")).toBe(true);
    expect(isMyVictory(teams, "Bia")).toBe(false);
  });
});
