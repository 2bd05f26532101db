import { describe, expect, it } from "vitest";
import { addPlayer, emptyList } from "../../shared/players";
import { seededRng } from "../../shared/random";
import { canDrawNames, drawNames, SPIN_LAPS, spinDelays, spinPath, teamsOf } from "./names-logic";

const players = (names: string[]) =>
  names.reduce((l, n, i) => addPlayer(l, n, seededRng(i + 1), 1), emptyList(0)).players;

describe("names: the highlight's path", () => {
  it("starts where asked and stops exactly on the target", () => {
    const path = spinPath(5, 3, 1);
    expect(path[0]).toBe(3);
    expect(path.at(-1)).toBe(1);
  });

  it("goes round the list the given number of laps, one name at a time", () => {
    const path = spinPath(4, 0, 2, SPIN_LAPS);
    expect(path).toHaveLength(SPIN_LAPS * 4 + 2 + 1);
    for (let i = 1; i < path.length; i++) expect(path[i]).toBe(((path[i - 1] ?? 0) + 1) % 4);
  });

  it("handles a start equal to the target and an empty list", () => {
    expect(spinPath(3, 2, 2, 1)).toEqual([2, 0, 1, 2]);
    expect(spinPath(0, 0, 0)).toEqual([]);
  });

  it("slows down towards the end", () => {
    const delays = spinDelays(12);
    expect(delays).toHaveLength(12);
    for (let i = 1; i < delays.length; i++)
      expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] ?? 0);
    expect(delays[0]).toBe(40);
    expect(delays.at(-1)).toBe(320);
    expect(spinDelays(1)).toEqual([0]);
    expect(spinDelays(0)).toEqual([]);
  });
});

describe("names: the draw", () => {
  const four = players(["Ana", "Bia", "Caio", "Duda"]);

  it("needs more names than people to choose", () => {
    expect(canDrawNames(four.slice(0, 1), { kind: "one" })).toBe(false);
    expect(canDrawNames(four.slice(0, 2), { kind: "one" })).toBe(true);
    expect(canDrawNames(four.slice(0, 3), { kind: "many", count: 3 })).toBe(false);
    expect(canDrawNames(four, { kind: "teams", teams: 4 })).toBe(true);
  });

  it("chooses one of the names and the highlight ends on it", () => {
    for (let seed = 0; seed < 200; seed++) {
      const d = drawNames(four, { kind: "one" }, seededRng(seed));
      const index = four.findIndex((p) => p.id === d.chosen[0]);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(d.path.at(-1)).toBe(index);
    }
  });

  it("chooses N distinct names", () => {
    const d = drawNames(four, { kind: "many", count: 3 }, seededRng(4));
    expect(new Set(d.chosen).size).toBe(3);
  });

  it("splits the names into balanced teams, without a spin", () => {
    const d = drawNames(four, { kind: "teams", teams: 3 }, seededRng(8));
    expect(d.path).toEqual([]);
    const sizes = teamsOf(four, d.teams, 3).map((t) => t.length);
    expect(sizes.sort()).toEqual([1, 1, 2]);
  });

  it("is uniform over 100,000 seeded draws (chi-square, p = 0.001)", () => {
    const rng = seededRng(99);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 100_000; i++) {
      const id = drawNames(four, { kind: "one" }, rng).chosen[0];
      const index = four.findIndex((p) => p.id === id);
      counts[index] = (counts[index] ?? Number.NaN) + 1;
    }
    const expected = 25_000;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(16.266); // 3 degrees of freedom
  });
});
