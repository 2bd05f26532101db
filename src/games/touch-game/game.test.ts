import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, type GameState, playAgain, startGame } from "../kit/engine/engine";
import {
  COUNTDOWN_MS,
  MAX_FINGERS,
  SETTLE_MS,
  type TouchMove,
  type TouchSettings,
  type TouchState,
  touchGame,
} from "./logic";

const T0 = 1_700_000_000_000;
const names = ["Ana", "Bia", "Caio"].map((name, i) => ({ id: `p${i}`, name }));
const start = (settings: Partial<TouchSettings> = {}, seed = 5) =>
  startGame(
    touchGame,
    {
      players: names,
      settings: { mode: { kind: "one" }, byNames: false, ...settings },
      bag: EMPTY_BAG,
    },
    seed,
  );

type G = GameState<TouchState>;
function play(s: G, move: TouchMove, at: number): G {
  const result = applyMove(touchGame, s, { version: s.version, move, at });
  if (!result.ok) throw new Error(`${move.type}: ${result.code}`);
  return result.state;
}
const finger = (id: string, x: number): TouchMove => ({
  type: "fingerDown",
  id,
  x,
  y: 50,
  kind: "touch",
});
/** Three fingers down, held still until the engine's pick. */
function chosen(seed: number): G {
  let s = start({}, seed);
  for (const [i, id] of ["a", "b", "c"].entries()) s = play(s, finger(id, 40 * i), T0);
  s = play(s, { type: "tick" }, T0 + SETTLE_MS);
  return play(s, { type: "tick" }, T0 + SETTLE_MS + COUNTDOWN_MS);
}

describe("Toque na Sorte on the engine: fingers", () => {
  it("the pick is the engine's: the tick that ends the countdown draws it from the game's rng", () => {
    const s = chosen(5);
    expect(s.data.chooser.phase).toBe("chosen");
    expect(s.data.chooser.chosen).toHaveLength(1);
    expect(chosen(5).data.chooser.chosen).toEqual(s.data.chooser.chosen); // same seed, same pick
    const picks = new Set(Array.from({ length: 40 }, (_, i) => chosen(i).data.chooser.chosen[0]));
    expect(picks).toEqual(new Set(["a", "b", "c"]));
    expect(touchGame.status(s.data).kind).toBe("over");
  });

  it("a reload keeps the result; the fingers no longer on the glass are released, the result stays", () => {
    const s = chosen(7);
    const stored: G = JSON.parse(JSON.stringify(s));
    expect(stored).toEqual(s);
    const released = play(stored, { type: "release" }, T0 + 9_000);
    expect(released.data.chooser.fingers).toEqual({});
    expect(released.data.chooser.chosen).toEqual(s.data.chooser.chosen);
    expect(released.data.chooser.result).toEqual(s.data.chooser.result);
    expect(released.data.chooser.touchLimit).toBe(false); // a reload is not the touch limit
  });

  it("a finger lifted after a slide leaves its result where it was lifted", () => {
    const s = play(chosen(3), { type: "fingerUp", id: "a", x: 7, y: 9 }, T0 + 9_000);
    expect(s.data.chooser.result?.a).toMatchObject({ x: 7, y: 9 });
  });

  it("'De novo' is 'Jogar de novo': mouse spots stay and the wait starts with the next tick", () => {
    let s = start();
    s = play(s, { type: "fingerDown", id: "s1", x: 10, y: 10, kind: "spot" }, T0);
    s = play(s, { type: "fingerDown", id: "s2", x: 90, y: 10, kind: "spot" }, T0);
    s = play(play(s, { type: "tick" }, T0 + 3_000), { type: "tick" }, T0 + 6_000);
    expect(touchGame.status(s.data).kind).toBe("over");
    let again = playAgain(touchGame, s);
    expect(Object.keys(again.data.chooser.fingers)).toEqual(["s1", "s2"]);
    expect(again.data.chooser.phase).toBe("waiting");
    again = play(again, { type: "tick" }, T0 + 20_000);
    expect(again.data.chooser).toMatchObject({ phase: "settling", stillSince: T0 + 20_000 });
  });
});

describe("Toque na Sorte on the engine: names", () => {
  it("'Sortear' is a move: the result and the point are decided before the highlight runs", () => {
    const s0 = start({ byNames: true });
    const tap = { version: s0.version, move: { type: "drawNames" }, at: T0 };
    const first = applyMove(touchGame, s0, tap);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const [id] = first.state.data.draw?.chosen ?? [];
    expect(first.state.data.draw?.path.at(-1)).toBe(names.findIndex((p) => p.id === id));
    expect(first.state.data.list.players.map((p) => p.points).reduce((a, b) => a + b)).toBe(1);
    // The second tap of a double tap names a version already played: one draw, one point.
    expect(applyMove(touchGame, first.state, tap)).toEqual({ ok: false, code: "STALE_MOVE" });
  });

  it("'Encerrar' shows the scoreboard (the end of the play); 'Jogar de novo' keeps the names at zero", () => {
    let s = start({ byNames: true });
    s = play(play(s, { type: "drawNames" }, T0), { type: "drawNames" }, T0 + 1);
    s = play(s, { type: "endNames" }, T0 + 2);
    const status = touchGame.status(s.data);
    expect(status.kind === "over" && status.standings.reduce((n, x) => n + x.score, 0)).toBe(2);
    const again = playAgain(touchGame, s);
    expect(again.data.list.players.map((p) => [p.name, p.points])).toEqual([
      ["Ana", 0],
      ["Bia", 0],
      ["Caio", 0],
    ]);
    expect(again.data.byNames).toBe(true);
  });

  it("refuses a draw with too few names for the mode, and finger moves in the names mode", () => {
    const s = start({ byNames: true, mode: { kind: "many", count: 3 } });
    const refused = (move: TouchMove) => applyMove(touchGame, s, { version: 0, move, at: T0 });
    expect(refused({ type: "drawNames" })).toEqual({ ok: false, code: "NOT_NOW" });
    expect(refused(finger("a", 1))).toEqual({ ok: false, code: "NOT_NOW" });
  });
});

describe("Toque na Sorte: engine properties", () => {
  it("passes them", () => {
    const setups = fc.record({
      players: fc
        .integer({ min: 2, max: 6 })
        .map((n) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `J${i}` }))),
      settings: fc.record({
        mode: fc.constantFrom(
          { kind: "one" } as const,
          { kind: "many", count: 2 } as const,
          { kind: "teams", teams: 3 } as const,
        ),
        byNames: fc.boolean(),
      }),
      bag: fc.constant(EMPTY_BAG),
    });
    const ids = ["p1", "p2", "p3", "s1", "s2"];
    checkGameProperties({
      def: touchGame,
      setups,
      candidates: () => [
        ...ids.map((id, i) => ({
          type: "fingerDown",
          id,
          x: 30 * i,
          y: 40,
          kind: id[0] === "s" ? "spot" : "touch",
        })),
        ...ids.map((id) => ({ type: "fingerUp", id, x: 5, y: 5 })),
        { type: "fingerCancel", id: "p1" },
        { type: "cancelAll" },
        { type: "release" },
        { type: "tick" },
        { type: "tick" },
        { type: "tick" },
        { type: "start" },
        { type: "dismissLimit" },
        { type: "setMode", mode: { kind: "many", count: 9 } },
        { type: "setMode", mode: { kind: "one" } },
        { type: "byNames", on: true },
        { type: "byNames", on: false },
        { type: "drawNames" },
        { type: "endNames" },
        { type: "fingerDown", id: "x", x: Number.POSITIVE_INFINITY, y: 0, kind: "touch" },
      ],
      invariant: (state) => {
        const { chooser, list } = state;
        if (Object.keys(chooser.fingers).length > MAX_FINGERS) return "too many fingers";
        if (list.players.length > 0 && list.players[list.currentPlayerIndex ?? -1] === undefined)
          return "no current player";
        if (chooser.phase === "chosen" && chooser.chosen.some((id) => !chooser.result?.[id]))
          return "a chosen finger is not in the result";
        const points = list.players.reduce((n, p) => n + p.points, 0);
        if (points > state.draws * list.players.length) return "more points than draws";
        if (state.ended && !state.byNames) return "scoreboard outside the names mode";
        return null;
      },
      progress: (state): TouchMove => {
        if (!state.byNames) return { type: "byNames", on: true };
        if (state.draws === 0 && state.chooser.mode.kind !== "one")
          return { type: "setMode", mode: { kind: "one" } };
        return state.draws === 0 ? { type: "drawNames" } : { type: "endNames" };
      },
      maxProgressMoves: 10,
    });
  });
});
