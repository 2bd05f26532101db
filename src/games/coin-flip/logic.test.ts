import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, type GameState, playAgain, startGame } from "../kit/engine/engine";
import { type CoinFlipMove, type CoinFlipState, coinFlipGame } from "./logic";
import { faceAt } from "./rules";
import type { CoinFlipSettings } from "./settings";

const players = ["Ana", "Bia", "Caio"].map((name, i) => ({ id: `p${i}`, name }));
const start = (mode: CoinFlipSettings["mode"] = "todos", n = 3, seed = 7) =>
  startGame(
    coinFlipGame,
    { players: players.slice(0, n), settings: { mode }, bag: EMPTY_BAG },
    seed,
  );

let clock = 1_000;
function play(state: GameState<CoinFlipState>, move: CoinFlipMove): GameState<CoinFlipState> {
  clock += 1_000;
  const result = applyMove(coinFlipGame, state, { version: state.version, move, at: clock });
  if (!result.ok) throw new Error(result.code);
  return result.state;
}
const callAll = (s: GameState<CoinFlipState>) =>
  players.reduce((g, p) => play(g, { type: "call", playerId: p.id }), s);
const points = (s: GameState<CoinFlipState>) => s.data.list.players.map((p) => p.points);

describe("Cara ou Coroa on the engine", () => {
  it("keeps the last calls for the next flip unless they are changed", () => {
    let s = play(callAll(start()), { type: "flip" });
    expect(s.data.calls).toEqual({ p0: "cara", p1: "cara", p2: "cara" });
    s = play(s, { type: "flip" }); // nobody changed: the coin can go up again at once
    expect(s.data.coin.flips).toBe(2);
    s = play(s, { type: "call", playerId: "p1" });
    expect(s.data.calls).toEqual({ p0: "cara", p1: "coroa", p2: "cara" });
  });

  it("the flip move draws the face, and the coin's rotation lands on it", () => {
    for (let seed = 0; seed < 50; seed++) {
      const s = play(callAll(start("todos", 3, seed)), { type: "flip" });
      const result = s.data.last?.result;
      expect(faceAt(s.data.rotation)).toBe(result);
      const right = result === "cara" ? 1 : 0;
      expect(points(s)).toEqual([right, right, right]);
      expect(s.data.last?.drinkers).toEqual(right ? [] : ["Ana", "Bia", "Caio"]);
    }
  });

  it("a reload keeps the calls, the last result, the history and the scores", () => {
    const s = play(callAll(start()), { type: "flip" });
    const reloaded: GameState<CoinFlipState> = JSON.parse(JSON.stringify(s));
    expect(coinFlipGame.view(reloaded.data, { kind: "device" })).toEqual(
      coinFlipGame.view(s.data, { kind: "device" }),
    );
  });

  it("refuses a flip until everyone called, and a second tap on the same version", () => {
    const s0 = play(start(), { type: "call", playerId: "p0" });
    expect(
      applyMove(coinFlipGame, s0, { version: s0.version, move: { type: "flip" }, at: 1 }),
    ).toEqual({ ok: false, code: "NOT_NOW" });
    const s1 = callAll(start());
    const tap = { version: s1.version, move: { type: "flip" }, at: 5 };
    const first = applyMove(coinFlipGame, s1, tap);
    if (!first.ok) throw new Error(first.code);
    expect(applyMove(coinFlipGame, first.state, tap)).toEqual({ ok: false, code: "STALE_MOVE" });
    expect(first.state.data.coin.flips).toBe(1);
  });

  it("in a duel only the caller calls, the other holds the other side, and the caller changes", () => {
    let s = start("duelo", 2);
    const refused = applyMove(coinFlipGame, s, {
      version: s.version,
      move: { type: "call", playerId: "p1" },
      at: 1,
    });
    expect(refused).toEqual({ ok: false, code: "NOT_YOUR_TURN" });
    s = play(s, { type: "call", playerId: "p0" });
    expect(s.data.calls).toEqual({ p0: "cara", p1: "coroa" });
    s = play(s, { type: "flip" });
    expect(coinFlipGame.view(s.data, { kind: "device" }).caller?.name).toBe("Bia");
    expect(points(s).reduce((a, b) => a + b)).toBe(1);
  });

  it("'Encerrar' ends after a flip; 'Jogar de novo' starts over with the same players", () => {
    const s0 = start();
    expect(applyMove(coinFlipGame, s0, { version: 0, move: { type: "end" }, at: 1 })).toEqual({
      ok: false,
      code: "NOT_NOW",
    });
    const s = play(play(callAll(s0), { type: "flip" }), { type: "end" });
    expect(coinFlipGame.status(s.data).kind).toBe("over");
    const again = playAgain(coinFlipGame, s);
    expect(again.data.list.players.map((p) => [p.name, p.points])).toEqual([
      ["Ana", 0],
      ["Bia", 0],
      ["Caio", 0],
    ]);
    expect(again.data.coin.flips).toBe(0);
  });

  it("passes the engine properties", () => {
    const setups = fc.record({
      players: fc
        .integer({ min: 2, max: 12 })
        .map((n) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `J${i}` }))),
      settings: fc.record({ mode: fc.constantFrom("todos" as const, "duelo" as const) }),
      bag: fc.constant(EMPTY_BAG),
    });
    checkGameProperties({
      def: coinFlipGame,
      setups,
      candidates: (state) => [
        ...state.list.players.map((p) => ({ type: "call", playerId: p.id })),
        { type: "call", playerId: "ninguem" },
        { type: "flip" },
        { type: "flip" },
        { type: "end" },
      ],
      invariant: (state) => {
        const i = state.list.currentPlayerIndex;
        if (i === null || !state.list.players[i]) return "no current player";
        const ids = new Set(state.list.players.map((p) => p.id));
        if (Object.keys(state.calls).some((id) => !ids.has(id))) return "a call of nobody";
        const answers = state.list.players.reduce(
          (n, p) => n + p.challengesCompleted + p.drinksCompleted,
          0,
        );
        // A flip needs everyone's call (in a duel the other side is held for the other player).
        if (answers !== state.coin.flips * ids.size) return "calls and flips do not add up";
        if (state.coin.totals.cara + state.coin.totals.coroa !== state.coin.flips)
          return "totals do not add up";
        for (const p of state.list.players)
          if (p.points !== p.challengesCompleted) return "points do not add up";
        if (state.last && faceAt(state.rotation) !== state.last.result)
          return "coin shows another face";
        return null;
      },
      progress: (state): CoinFlipMove => {
        const missing = state.list.players.find((p) => !state.calls[p.id]);
        if (missing) return { type: "call", playerId: missing.id };
        return state.coin.flips >= 3 ? { type: "end" } : { type: "flip" };
      },
      maxProgressMoves: 60,
    });
  });
});
