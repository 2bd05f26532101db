import { describe, expect, it } from "vitest";
import { seededRng } from "../../../shared/random";
import { isRosterMove, listFromSetup, tryJoin, tryLeave } from "./turns";

const list = listFromSetup(["Ana", "Bia", "Caio"].map((name, i) => ({ id: `p${i}`, name })));

describe("roster moves shared by the turn games", () => {
  it("checks untrusted roster moves: a 1..30 character name, a player id", () => {
    expect(isRosterMove({ type: "addPlayer", name: "Duda" })).toBe(true);
    expect(isRosterMove({ type: "addPlayer", name: "  " })).toBe(false);
    expect(isRosterMove({ type: "addPlayer", name: "x".repeat(31) })).toBe(false);
    expect(isRosterMove({ type: "removePlayer", playerId: "p0" })).toBe(true);
    expect(isRosterMove({ type: "removePlayer", playerId: 3 })).toBe(false);
    expect(isRosterMove({ type: "spin" })).toBe(false);
  });

  it("a late join adds a player with zero points, unless the game is full", () => {
    const joined = tryJoin(list, "Duda", 4, seededRng(1), 5);
    expect("players" in joined && joined.players.map((p) => [p.name, p.points])).toEqual([
      ["Ana", 0],
      ["Bia", 0],
      ["Caio", 0],
      ["Duda", 0],
    ]);
    expect(tryJoin(list, "Duda", 3, seededRng(1), 5)).toEqual({ refused: "TOO_MANY_PLAYERS" });
  });

  it("a removal refuses an unknown player and never leaves fewer than the minimum", () => {
    const left = tryLeave(list, "p1", 2, 5);
    expect("players" in left && left.players.map((p) => p.name)).toEqual(["Ana", "Caio"]);
    expect(tryLeave(list, "ninguem", 2, 5)).toEqual({ refused: "INVALID_MOVE" });
    expect(tryLeave(list, "p1", 3, 5)).toEqual({ refused: "TOO_FEW_PLAYERS" });
  });
});
