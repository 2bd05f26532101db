import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import { choose, MAX_FINGERS, minFingers, normaliseMode, SETTLE_MS, teamLabel } from "./logic";
import { down, END, run, threeDown, tick, withMode } from "./test-kit";

describe("chooser: modes", () => {
  it("needs one more finger than the people to choose, and as many as the teams", () => {
    expect(minFingers({ kind: "one" })).toBe(2);
    expect(minFingers({ kind: "many", count: 3 })).toBe(4);
    expect(minFingers({ kind: "teams", teams: 3 })).toBe(3);
    expect(run([down("1"), down("2"), down("3")], withMode({ kind: "many", count: 3 })).phase).toBe(
      "waiting",
    );
  });

  it("keeps the numbers of a mode inside their ranges", () => {
    expect(normaliseMode({ kind: "many", count: 40 })).toEqual({ kind: "many", count: 5 });
    expect(normaliseMode({ kind: "many", count: 0 })).toEqual({ kind: "many", count: 2 });
    expect(normaliseMode({ kind: "teams", teams: 9 })).toEqual({ kind: "teams", teams: 4 });
    expect(normaliseMode({ kind: "teams", teams: 1.2 })).toEqual({ kind: "teams", teams: 2 });
  });

  it("N chosen picks N distinct fingers among those present", () => {
    for (let seed = 0; seed < 500; seed++) {
      const ids = ["1", "2", "3", "4", "5", "6"];
      const s = run(
        [...ids.map((id) => down(id)), tick(END)],
        withMode({ kind: "many", count: 3 }),
        seededRng(seed),
      );
      expect(s.chosen).toHaveLength(3);
      expect(new Set(s.chosen).size).toBe(3);
      for (const id of s.chosen) expect(ids).toContain(id);
    }
  });

  it("teams are balanced: sizes differ by at most one, and everyone is in a team", () => {
    const rng = seededRng(3);
    for (let teams = 2; teams <= 4; teams++) {
      for (let n = teams; n <= MAX_FINGERS; n++) {
        const ids = Array.from({ length: n }, (_, i) => `f${i}`);
        const { teams: byId, chosen } = choose(ids, { kind: "teams", teams }, rng);
        expect(chosen).toEqual([]);
        const sizes = Array.from(
          { length: teams },
          (_, t) => ids.filter((id) => byId[id] === t).length,
        );
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("team mode stores each finger's team in the result", () => {
    const s = run(
      [down("1"), down("2"), down("3"), down("4"), tick(END)],
      withMode({ kind: "teams", teams: 2 }),
    );
    const teams = Object.values(s.result ?? {}).map((f) => f.team);
    expect(teams.sort()).toEqual([0, 0, 1, 1]);
    expect(teamLabel(0)).toBe("Time A");
    expect(teamLabel(3)).toBe("Time D");
  });

  it("changing the mode restarts the wait; after the result it waits for the next round", () => {
    const s = run(
      [tick(SETTLE_MS + 10), { type: "setMode", mode: { kind: "teams", teams: 2 }, now: 4000 }],
      threeDown(),
    );
    expect(s).toMatchObject({
      phase: "settling",
      stillSince: 4000,
      mode: { kind: "teams", teams: 2 },
    });
    const chosen = run([tick(END)], threeDown());
    const next = run([{ type: "setMode", mode: { kind: "many", count: 2 }, now: 1 }], chosen);
    expect(next).toMatchObject({ phase: "chosen", chosen: chosen.chosen });
  });

  it("reset drops the teams of the last round", () => {
    const s = run(
      [down("1"), down("2"), tick(END), { type: "reset", now: 1 }],
      withMode({ kind: "teams", teams: 2 }),
    );
    expect(Object.values(s.fingers).every((f) => f.team === undefined)).toBe(true);
  });
});
