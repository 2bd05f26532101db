import { describe, expect, it } from "vitest";
import { addPlayer, emptyList } from "../../shared/players";
import { seededRng } from "../../shared/random";
import type { PlayerList } from "../../shared/schemas/player";
import {
  type CoinState,
  callsAfterFlip,
  drinkLine,
  effectiveMode,
  emptyCoinState,
  extendStreak,
  FAIR_NOTE,
  type Face,
  FLIP_TURNS,
  faceAt,
  finalRanking,
  flipCoin,
  HISTORY_LIMIT,
  keepCalls,
  missingCalls,
  nextCall,
  opposite,
  planFlip,
  recordFlip,
  scoreFlip,
  toggleCall,
  whoDrinks,
} from "./rules";

const table = (names = ["Ana", "Bia", "Caio"]): PlayerList =>
  names.reduce((l, n, i) => addPlayer(l, n, seededRng(i + 1), 1), emptyList(0));
const ids = (list: PlayerList) => list.players.map((p) => p.id);
const record = (faces: Face[], from: CoinState = emptyCoinState) =>
  faces.reduce((s, f) => recordFlip(s, f, []), from);

describe("the flip", () => {
  it("is uniform over 100,000 seeded draws (chi-square, p = 0.001)", () => {
    for (const seed of [1, 42, 2024]) {
      const rng = seededRng(seed);
      const counts = { cara: 0, coroa: 0 };
      const n = 100_000;
      for (let i = 0; i < n; i++) counts[flipCoin(rng)]++;
      const e = n / 2;
      const chi = (counts.cara - e) ** 2 / e + (counts.coroa - e) ** 2 / e;
      expect(chi, `seed ${seed}`).toBeLessThan(10.828); // 1 degree of freedom
    }
  });

  it("has no memory: after three caras in a row, cara is still about half", () => {
    const rng = seededRng(9);
    const seq = Array.from({ length: 200_000 }, () => flipCoin(rng));
    let after = 0;
    let cara = 0;
    for (let i = 3; i < seq.length; i++) {
      if (seq[i - 1] === "cara" && seq[i - 2] === "cara" && seq[i - 3] === "cara") {
        after++;
        if (seq[i] === "cara") cara++;
      }
    }
    expect(Math.abs(cara / after - 0.5)).toBeLessThan(0.02);
  });

  it("is the same for the same seed", () => {
    const a = seededRng(5);
    const b = seededRng(5);
    for (let i = 0; i < 50; i++) expect(flipCoin(a)).toBe(flipCoin(b));
  });

  it("says so honestly", () => {
    expect(FAIR_NOTE).toBe(
      "A moeda não tem memória: cada jogada é 50/50, não importa a sequência.",
    );
  });
});

describe("the coin animation's landing", () => {
  it("always lands on the decided face after at least the minimum turns", () => {
    const rng = seededRng(3);
    let rotation = 0;
    for (let i = 0; i < 500; i++) {
      const face = flipCoin(rng);
      const next = planFlip(rotation, face);
      expect(faceAt(next)).toBe(face);
      expect(next - rotation).toBeGreaterThanOrEqual(FLIP_TURNS * 360);
      expect(next - rotation).toBeLessThan((FLIP_TURNS + 1.5) * 360);
      rotation = next;
    }
  });

  it("lands right from odd starting angles too", () => {
    for (const start of [-725, -180, 0, 1, 90, 179, 180, 359, 4000]) {
      for (const face of ["cara", "coroa"] as const)
        expect(faceAt(planFlip(start, face))).toBe(face);
    }
  });

  it("reads the face showing", () => {
    expect(faceAt(0)).toBe("cara");
    expect(faceAt(180)).toBe("coroa");
    expect(faceAt(-180)).toBe("coroa");
    expect(faceAt(720)).toBe("cara");
    expect(faceAt(89)).toBe("cara");
    expect(faceAt(271)).toBe("cara");
    expect(faceAt(90)).toBe("coroa");
  });
});

describe("calls", () => {
  it("cycles cara → coroa → cara", () => {
    expect(nextCall(undefined)).toBe("cara");
    expect(nextCall("cara")).toBe("coroa");
    expect(nextCall("coroa")).toBe("cara");
    expect(opposite("cara")).toBe("coroa");
  });

  it("toggles only the tapped player when everyone calls", () => {
    const p = ids(table());
    let calls = toggleCall({}, p[0] as string, p, "todos");
    expect(calls).toEqual({ [p[0] as string]: "cara" });
    calls = toggleCall(calls, p[0] as string, p, "todos");
    expect(calls).toEqual({ [p[0] as string]: "coroa" });
  });

  it("gives the other side to the opponent in a duel", () => {
    const p = ids(table(["Ana", "Bia"]));
    const [a, b] = p as [string, string];
    let calls = toggleCall({}, a, p, "duelo");
    expect(calls).toEqual({ [a]: "cara", [b]: "coroa" });
    calls = toggleCall(calls, b, p, "duelo");
    expect(calls).toEqual({ [a]: "coroa", [b]: "cara" });
  });

  it("plays a duel as everyone-calls unless there are exactly two", () => {
    expect(effectiveMode("duelo", 2)).toBe("duelo");
    expect(effectiveMode("duelo", 3)).toBe("todos");
    expect(effectiveMode("todos", 2)).toBe("todos");
    const p = ids(table());
    expect(Object.keys(toggleCall({}, p[0] as string, p, "duelo"))).toHaveLength(1);
  });

  it("ignores taps for unknown players and forgets calls of removed ones", () => {
    const p = ids(table());
    const calls = { [p[0] as string]: "cara" as const, gone: "coroa" as const };
    expect(toggleCall(calls, "nobody", p, "todos")).toBe(calls);
    expect(keepCalls(calls, p)).toEqual({ [p[0] as string]: "cara" });
    expect(toggleCall(calls, p[1] as string, p, "todos")).not.toHaveProperty("gone");
  });

  it("lists who still has to call", () => {
    const p = ids(table());
    expect(missingCalls(p, {})).toEqual(p);
    expect(missingCalls(p, { [p[1] as string]: "cara" })).toEqual([p[0], p[2]]);
  });
});

describe("who drinks", () => {
  it("is everyone who called the other face", () => {
    const list = table();
    const [a, b, c] = ids(list) as [string, string, string];
    const calls = { [a]: "cara", [b]: "coroa", [c]: "cara" } as const;
    expect(whoDrinks(list.players, calls, "coroa").map((p) => p.name)).toEqual(["Ana", "Caio"]);
    expect(whoDrinks(list.players, calls, "cara").map((p) => p.name)).toEqual(["Bia"]);
  });

  it("is nobody when everyone got it, everyone when nobody did", () => {
    const list = table();
    const all = (f: Face) => Object.fromEntries(ids(list).map((id) => [id, f]));
    expect(whoDrinks(list.players, all("cara"), "cara")).toEqual([]);
    expect(whoDrinks(list.players, all("coroa"), "cara")).toHaveLength(3);
  });

  it("never counts someone who did not call", () => {
    const list = table();
    expect(whoDrinks(list.players, {}, "cara")).toEqual([]);
  });
});

describe("scores", () => {
  it("gives a point to right calls and a drink to wrong ones", () => {
    const list = table();
    const [a, b] = ids(list) as [string, string];
    const next = scoreFlip(list, { [a]: "cara", [b]: "coroa" }, "cara", 7);
    expect(next.players[0]).toMatchObject({
      points: 1,
      challengesCompleted: 1,
      drinksCompleted: 0,
    });
    expect(next.players[1]).toMatchObject({
      points: 0,
      challengesCompleted: 0,
      drinksCompleted: 1,
    });
    expect(next.players[2]).toMatchObject({ points: 0, drinksCompleted: 0 });
  });

  it("ranks by right calls", () => {
    let list = table();
    const [a, b, c] = ids(list) as [string, string, string];
    list = scoreFlip(list, { [a]: "cara", [b]: "coroa", [c]: "coroa" }, "coroa", 1);
    list = scoreFlip(list, { [a]: "cara", [b]: "coroa", [c]: "cara" }, "cara", 2);
    expect(finalRanking(list)).toEqual([
      { name: "Caio", points: 2 },
      { name: "Ana", points: 1 },
      { name: "Bia", points: 1 },
    ]);
  });
});

describe("streaks and history", () => {
  it("grows a streak of the same face and restarts on a change", () => {
    expect(extendStreak(null, "cara")).toEqual({ face: "cara", length: 1 });
    expect(extendStreak({ face: "cara", length: 2 }, "cara")).toEqual({ face: "cara", length: 3 });
    expect(extendStreak({ face: "cara", length: 2 }, "coroa")).toEqual({
      face: "coroa",
      length: 1,
    });
  });

  it("keeps the current and the longest streak", () => {
    const s = record(["cara", "cara", "cara", "coroa", "coroa"]);
    expect(s.current).toEqual({ face: "coroa", length: 2 });
    expect(s.longest).toEqual({ face: "cara", length: 3 });
    expect(s.totals).toEqual({ cara: 3, coroa: 2 });
    expect(s.flips).toBe(5);
  });

  it("keeps the first of two equally long streaks as the longest", () => {
    const s = record(["cara", "cara", "coroa", "coroa"]);
    expect(s.longest).toEqual({ face: "cara", length: 2 });
    expect(record(["coroa"], s).longest).toEqual({ face: "coroa", length: 3 });
  });

  it("lists the newest flip first with who drank", () => {
    let s = recordFlip(emptyCoinState, "cara", ["Bia"]);
    s = recordFlip(s, "coroa", []);
    expect(s.history).toEqual([
      { n: 2, result: "coroa", drinkers: [] },
      { n: 1, result: "cara", drinkers: ["Bia"] },
    ]);
  });

  it("keeps only the last 20 flips but counts them all", () => {
    const faces = Array.from({ length: 27 }, (_, i): Face => (i % 3 ? "cara" : "coroa"));
    const s = record(faces);
    expect(s.history).toHaveLength(HISTORY_LIMIT);
    expect(s.history[0]?.n).toBe(27);
    expect(s.history[HISTORY_LIMIT - 1]?.n).toBe(8);
    expect(s.flips).toBe(27);
    expect(s.totals.cara + s.totals.coroa).toBe(27);
  });

  it("remembers the longest streak even after it left the history", () => {
    const faces: Face[] = [
      ...Array<Face>(6).fill("coroa"),
      ...Array.from({ length: 24 }, (_, i): Face => (i % 2 ? "cara" : "coroa")),
    ];
    const s = record(faces);
    expect(s.longest).toEqual({ face: "coroa", length: 7 });
    expect(s.history.every((h) => h.n > 6)).toBe(true);
  });

  it("never changes the state it was given", () => {
    const before = record(["cara"]);
    const copy = structuredClone(before);
    recordFlip(before, "coroa", ["Ana"]);
    expect(before).toEqual(copy);
  });
});

describe("calls after a flip", () => {
  const ids = ["a", "b", "c"];

  it("stay when everyone calls, until a player changes theirs", () => {
    const calls = { a: "cara", b: "coroa", c: "cara" } as const;
    expect(callsAfterFlip(calls, ids)).toEqual(calls);
    expect(missingCalls(ids, callsAfterFlip(calls, ids))).toEqual([]);
  });

  it("stay in a duel, where the next caller just flips the sides", () => {
    const calls = { a: "cara", b: "coroa" } as const;
    expect(callsAfterFlip(calls, ["a", "b"])).toEqual(calls);
  });

  it("drop the calls of players who left", () => {
    expect(callsAfterFlip({ a: "cara", z: "coroa" }, ids)).toEqual({ a: "cara" });
  });
});

describe("naming the drinkers", () => {
  it("says who drinks one sip, in singular or plural", () => {
    expect(drinkLine(["Ana"], false)).toBe("Ana bebe um gole.");
    expect(drinkLine(["Ana", "Caio"], false)).toBe("Ana e Caio bebem um gole.");
    expect(drinkLine([], false)).toBe("Todo mundo acertou: ninguém bebe!");
  });

  it("offers a forfeit or water without alcohol", () => {
    expect(drinkLine(["Ana"], true)).toBe("Ana paga uma prenda ou toma um gole de água.");
    expect(drinkLine(["Ana", "Bia"], true)).toBe(
      "Ana e Bia pagam uma prenda ou tomam um gole de água.",
    );
    expect(drinkLine([], true)).toBe("Todo mundo acertou: ninguém paga prenda!");
  });
});
