import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import { chooserReducer } from "./logic";
import { bump, CHI_P001, chiSquare, down, END, run, tick, up, withMode } from "./test-kit";

const DRAWS = 100_000;

describe("chooser: fairness over 100,000 seeded draws (chi-square, p = 0.001)", () => {
  it("one chosen among 5 fingers: every finger equally likely", () => {
    const rng = seededRng(20240601);
    const ids = ["11", "7", "3", "42", "5"];
    const ready = run(ids.map((id) => down(id)));
    const counts = ids.map(() => 0);
    for (let i = 0; i < DRAWS; i++) {
      const s = chooserReducer(ready, tick(END), rng);
      bump(counts, ids.indexOf(s.chosen[0] ?? ""));
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(DRAWS);
    expect(chiSquare(counts)).toBeLessThan(CHI_P001[4] as number);
  });

  it("one chosen among 3 fingers, after one of 4 was lifted", () => {
    const rng = seededRng(77);
    const ready = run([down("1"), down("2"), down("3"), down("4"), up("1", 0)]);
    const ids = ["2", "3", "4"];
    const counts = [0, 0, 0];
    for (let i = 0; i < DRAWS; i++)
      bump(counts, ids.indexOf(chooserReducer(ready, tick(END), rng).chosen[0] ?? ""));
    expect(chiSquare(counts)).toBeLessThan(CHI_P001[2] as number);
  });

  it("2 chosen among 5 fingers: all 10 pairs equally likely", () => {
    const rng = seededRng(5);
    const ids = ["1", "2", "3", "4", "5"];
    const ready = run(
      ids.map((id) => down(id)),
      withMode({ kind: "many", count: 2 }),
    );
    const counts = new Map<string, number>();
    for (let i = 0; i < DRAWS; i++) {
      const pair = [...chooserReducer(ready, tick(END), rng).chosen].sort().join("+");
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    }
    expect(counts.size).toBe(10);
    expect(chiSquare([...counts.values()])).toBeLessThan(CHI_P001[9] as number);
  });

  it("two teams of 4 fingers: a finger's teammate is equally likely to be any other", () => {
    const rng = seededRng(11);
    const ready = run(
      ["1", "2", "3", "4"].map((id) => down(id)),
      withMode({ kind: "teams", teams: 2 }),
    );
    const mate = [0, 0, 0];
    const teamOfOne = [0, 0];
    for (let i = 0; i < DRAWS; i++) {
      const r = chooserReducer(ready, tick(END), rng).result ?? {};
      const team = r["1"]?.team ?? -1;
      bump(teamOfOne, team);
      bump(
        mate,
        ["2", "3", "4"].findIndex((id) => r[id]?.team === team),
      );
    }
    expect(chiSquare(mate)).toBeLessThan(CHI_P001[2] as number);
    expect(chiSquare(teamOfOne)).toBeLessThan(CHI_P001[1] as number);
  });
});
