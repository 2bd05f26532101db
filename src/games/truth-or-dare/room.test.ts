import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { applyMove, type GameState, type Seat, startGame } from "../kit/engine/engine";
import {
  COMPLETE_POINTS,
  truthOrDareGame as game,
  type TruthOrDareMove,
  type TruthOrDareState,
} from "./logic";

/** Verdade ou Desafio played by a room's seats: p0 on the spot, the others vote 'Cumpriu?'. */
const players = ["Ana", "Bia", "Caio", "Duda"].map((name, i) => ({ id: `p${i}`, name }));
type S = GameState<TruthOrDareState>;
const seat = (id: string, host = false): Seat => ({ kind: "player", playerId: id, host });
const start = (who = players) =>
  startGame(
    game,
    { players: who, settings: { levels: ["leve"], maxPoints: 20 }, bag: EMPTY_BAG },
    11,
  );

let clock = 1_000;
function attempt(state: S, move: TruthOrDareMove, by: Seat) {
  clock += 1_000;
  return applyMove(game, state, { version: state.version, move, at: clock, seat: by });
}
function play(state: S, move: TruthOrDareMove, by: Seat): S {
  const r = attempt(state, move, by);
  if (!r.ok) throw new Error(`${move.type} by ${JSON.stringify(by)}: ${r.code}`);
  return r.state;
}
const refusal = (state: S, move: TruthOrDareMove, by: Seat) => {
  const r = attempt(state, move, by);
  return r.ok ? null : r.code;
};
const dealt = () => play(start(), { type: "choose", kind: "dare" }, seat("p0"));
const pointsOf = (s: S, id: string) => s.data.list.players.find((p) => p.id === id)?.points;

describe("Verdade ou Desafio in a room", () => {
  it("only the player on the spot (or the host) chooses and skips; the board never moves", () => {
    const s = start();
    expect(refusal(s, { type: "choose", kind: "truth" }, seat("p1"))).toBe("NOT_YOUR_TURN");
    expect(refusal(s, { type: "choose", kind: "truth" }, { kind: "board" })).toBe("NOT_YOUR_TURN");
    expect(refusal(s, { type: "choose", kind: "truth" }, seat("p2", true))).toBeNull();
    const d = dealt();
    expect(refusal(d, { type: "skip" }, seat("p1"))).toBe("NOT_YOUR_TURN");
    expect(refusal(d, { type: "skip" }, seat("p0"))).toBeNull();
  });

  it("the player on the spot cannot vote, nor call the card done; the others vote once each", () => {
    const d = dealt();
    expect(refusal(d, { type: "vote", done: true }, seat("p0"))).toBe("NOT_YOUR_TURN");
    expect(refusal(d, { type: "vote", done: true }, seat("p0", true))).toBe("NOT_YOUR_TURN");
    expect(refusal(d, { type: "answer", outcome: "cumpriu" }, seat("p0"))).toBe("NOT_YOUR_TURN");
    expect(refusal(d, { type: "vote", done: true }, { kind: "device" })).toBe("NOT_YOUR_TURN");
    expect(refusal(start(), { type: "vote", done: true }, seat("p1"))).toBe("NOT_NOW");
  });

  it("before the verdict a seat sees who voted and its own vote only, never anyone else's", () => {
    let s = play(dealt(), { type: "vote", done: false }, seat("p1"));
    s = play(s, { type: "vote", done: true }, seat("p2"));
    const bia = game.view(s.data, seat("p1"));
    expect(bia.voted.sort()).toEqual(["p1", "p2"]);
    expect(bia.myVote).toBe(false);
    expect(game.view(s.data, seat("p2")).myVote).toBe(true);
    // The same table with the votes swapped looks the same to everyone else: nothing leaks.
    let swapped = play(dealt(), { type: "vote", done: true }, seat("p1"));
    swapped = play(swapped, { type: "vote", done: false }, seat("p2"));
    for (const who of [seat("p0"), seat("p3"), { kind: "board" } as Seat]) {
      const view = game.view(s.data, who);
      expect(view.myVote).toBeNull();
      expect(view.verdict).toBeNull();
      expect(JSON.stringify(game.view(swapped.data, who))).toBe(JSON.stringify(view));
    }
    expect(game.view(s.data, seat("p3")).voters).toEqual(["p1", "p2", "p3"]);
  });

  it("the last vote gives the verdict: a majority of Sim scores, of Não counts a drink", () => {
    let s = dealt();
    for (const [id, done] of [
      ["p1", true],
      ["p2", false],
      ["p3", true],
    ] as const)
      s = play(s, { type: "vote", done }, seat(id));
    expect(s.data.verdict).toMatchObject({
      playerId: "p0",
      yes: ["p1", "p3"],
      no: ["p2"],
      outcome: "cumpriu",
    });
    expect(pointsOf(s, "p0")).toBe(COMPLETE_POINTS);
    // The verdict stays until someone moves on; no more votes, no new card meanwhile.
    expect(refusal(s, { type: "vote", done: false }, seat("p2"))).toBe("NOT_NOW");
    expect(refusal(s, { type: "choose", kind: "truth" }, seat("p0"))).toBe("NOT_NOW");
    s = play(s, { type: "next" }, seat("p3"));
    expect(s.data.verdict).toBeNull();
    expect(s.data.card).toBeNull();
    expect(game.view(s.data, seat("p1")).current?.id).toBe("p1");

    let n = play(s, { type: "choose", kind: "truth" }, seat("p1"));
    for (const id of ["p0", "p2", "p3"]) n = play(n, { type: "vote", done: false }, seat(id));
    expect(n.data.verdict?.outcome).toBe("recusou");
    expect(n.data.list.players[1]).toMatchObject({ points: 0, drinksCompleted: 1 });
  });

  it("a tie counts as done (benefit of the doubt)", () => {
    let s = play(start(players.slice(0, 3)), { type: "choose", kind: "dare" }, seat("p0"));
    s = play(s, { type: "vote", done: true }, seat("p1"));
    s = play(s, { type: "vote", done: false }, seat("p2"));
    expect(s.data.verdict).toMatchObject({ yes: ["p1"], no: ["p2"], outcome: "cumpriu" });
    expect(pointsOf(s, "p0")).toBe(COMPLETE_POINTS);
  });

  it("a vote may change until the last one is in", () => {
    let s = play(dealt(), { type: "vote", done: true }, seat("p1"));
    s = play(s, { type: "vote", done: false }, seat("p1"));
    expect(game.view(s.data, seat("p1")).myVote).toBe(false);
    expect(s.data.verdict ?? null).toBeNull();
  });

  it("only the host closes the vote early, and only once someone voted", () => {
    const d = dealt();
    expect(refusal(d, { type: "close" }, seat("p1", true))).toBe("NOT_NOW");
    const s = play(d, { type: "vote", done: false }, seat("p1"));
    expect(refusal(s, { type: "close" }, seat("p2"))).toBe("NOT_YOUR_TURN");
    const closed = play(s, { type: "close" }, seat("p2", true));
    expect(closed.data.verdict).toMatchObject({ yes: [], no: ["p1"], outcome: "recusou" });
  });

  it("the player on the spot may refuse the card: a drink, no vote needed", () => {
    const s = play(dealt(), { type: "answer", outcome: "recusou" }, seat("p0"));
    expect(s.data.verdict).toMatchObject({ outcome: "recusou", refused: true });
    expect(s.data.list.players[0]?.drinksCompleted).toBe(1);
  });

  it("skipping the card drops the votes on it", () => {
    let s = play(dealt(), { type: "vote", done: true }, seat("p1"));
    s = play(s, { type: "skip" }, seat("p0"));
    expect(game.view(s.data, seat("p1")).voted).toEqual([]);
  });

  it("someone leaving takes their vote along; the player on the spot leaving passes the turn", () => {
    let s = play(dealt(), { type: "vote", done: true }, seat("p1"));
    s = play(s, { type: "vote", done: true }, seat("p2"));
    expect(refusal(s, { type: "removePlayer", playerId: "p3" }, seat("p1", true))).toBe(
      "NOT_YOUR_TURN",
    );
    // p3 was the last one to vote: without them, everyone has voted.
    const without = play(s, { type: "removePlayer", playerId: "p3" }, { kind: "board" });
    expect(without.data.verdict?.outcome).toBe("cumpriu");
    const gone = play(s, { type: "removePlayer", playerId: "p0" }, { kind: "board" });
    expect(gone.data.card).toBeNull();
    expect(game.view(gone.data, seat("p1")).current?.id).toBe("p1");
  });

  it("a late joiner is seated by their own seat only, and votes from then on", () => {
    const s = dealt();
    const move = { type: "addPlayer", id: "p9", name: "Edu" } as const;
    expect(refusal(s, move, seat("p1"))).toBe("NOT_YOUR_TURN");
    const joined = play(s, move, seat("p9"));
    expect(game.view(joined.data, seat("p9")).voters).toContain("p9");
  });

  it("the phone passed around plays as before: 'Cumpriu' scores and passes the turn at once", () => {
    const d = play(start(), { type: "choose", kind: "dare" }, { kind: "device" });
    const s = play(d, { type: "answer", outcome: "cumpriu" }, { kind: "device" });
    expect(pointsOf(s, "p0")).toBe(COMPLETE_POINTS);
    expect(s.data.verdict ?? null).toBeNull();
    expect(game.view(s.data, { kind: "device" }).current?.id).toBe("p1");
  });
});
