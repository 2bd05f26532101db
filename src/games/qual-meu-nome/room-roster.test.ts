import { describe, expect, it } from "vitest";
import { qualMeuNomeGame } from "./logic";
import {
  attempt,
  BOARD,
  begin,
  play,
  players,
  type S,
  SECRET,
  seat,
  submitAll,
  T0,
} from "./room-fixture";

/** People coming and going mid-game in a room (decision 041). Azul: Ana, Caio; Rosa: Bia, Duda. */

const join = (s: S, id: string, name = id.slice(2)) => play(s, id, { type: "addPlayer", id, name });
function leave(s: S, id: string, at = T0): S {
  const r = attempt(s, BOARD, { type: "removePlayer", playerId: id }, at);
  if (!r.ok) throw new Error(`removePlayer ${id}: ${r.code}`);
  return r.state;
}
const members = (s: S) => s.data.settings.teams.map((t) => t.members);
const explainerOf = (s: S) =>
  [...players, { id: "s-edu" }, { id: "s-fe" }, { id: "s-gui" }].find(
    (p) => qualMeuNomeGame.view(s.data, seat(p.id)).game?.mine?.explains,
  )?.id;
const anyone = (s: S) => s.data.seats?.flat()[0] ?? "";

/** A whole turn that scores nothing: its explainer starts, time runs out, the next team is up. */
function turn(s0: S, at: number): S {
  const who = explainerOf(s0) ?? "";
  let s = play(s0, who, { type: "startTurn" }, at);
  s = play(s, who, { type: "timeUp" }, at + 30_000);
  return play(s, anyone(s), { type: "nextTurn" });
}
const rounds = (s: S) => play(submitAll(s), "s-ana", { type: "beginRound" });

describe("Qual Meu Nome in a room: late joiners", () => {
  it("a phone joining while names are written joins the smaller team, and the rounds wait for its names", () => {
    const six = [...players, { id: "s-edu", name: "Edu" }];
    let s = begin({}, six);
    expect(members(s)).toEqual([
      ["Ana", "Caio", "Edu"],
      ["Bia", "Duda"],
    ]);
    s = join(s, "s-fe", "Fê");
    expect(members(s)[1]).toEqual(["Bia", "Duda", "Fê"]);
    expect(qualMeuNomeGame.view(s.data, seat("s-fe")).writing?.entries).toEqual(["", ""]);
    s = play(s, "s-edu", { type: "submit", names: ["Tiradentes", "Anitta"] });
    s = submitAll(s);
    expect(s.data.writing).not.toBeNull();
    s = play(s, "s-fe", { type: "submit", names: ["Chaves", "Silvio Santos"] });
    expect(s.data.game?.names).toContain("Chaves");
    expect(s.data.game?.teams.map((t) => t.members.length)).toEqual([3, 3]);
  });

  it("a phone joining mid-rounds describes in its team's turn; only its own seat can add it, once", () => {
    let s = rounds(begin());
    expect(attempt(s, seat("s-ana"), { type: "addPlayer", id: "s-edu", name: "Edu" })).toEqual({
      ok: false,
      code: "NOT_YOUR_TURN",
    });
    expect(attempt(s, BOARD, { type: "addPlayer", id: "s-edu", name: "Edu" })).toMatchObject({
      ok: false,
    });
    s = join(s, "s-edu", "Edu");
    expect(attempt(s, seat("s-edu"), { type: "addPlayer", id: "s-edu", name: "Edu" })).toEqual({
      ok: false,
      code: "NOT_NOW",
    });
    expect(qualMeuNomeGame.players(s.data).map((p) => p.id)).toContain("s-edu");
    const order: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      order.push(explainerOf(s));
      s = turn(s, T0 + i * 60_000);
    }
    // Azul (Ana, Caio, Edu) and Rosa (Bia, Duda) take turns; Edu describes in Azul's third.
    expect(order).toEqual(["s-ana", "s-bia", "s-caio", "s-duda", "s-edu", "s-bia"]);
  });
});

describe("Qual Meu Nome in a room: players who leave", () => {
  it("only the room (the board's seat) removes a player", () => {
    const s = rounds(begin());
    expect(attempt(s, seat("s-ana"), { type: "removePlayer", playerId: "s-bia" })).toEqual({
      ok: false,
      code: "NOT_YOUR_TURN",
    });
    expect(attempt(s, BOARD, { type: "removePlayer", playerId: "s-zzz" })).toEqual({
      ok: false,
      code: "NOT_NOW",
    });
  });

  it("one who leaves before sending names is not waited for: the rounds start without their names", () => {
    let s = begin();
    for (const p of players.filter((p) => p.id !== "s-duda"))
      s = play(s, p.id, { type: "submit", names: SECRET[p.id] ?? [] });
    expect(s.data.writing).not.toBeNull();
    s = leave(s, "s-duda");
    expect(s.data.writing).toBeNull();
    expect(s.data.game?.names).not.toContain("Zico");
    expect(s.data.game?.teams.map((t) => t.members)).toEqual([["Ana", "Caio"], ["Bia"]]);
    expect(qualMeuNomeGame.players(s.data).map((p) => p.id)).not.toContain("s-duda");
  });

  it("the describer leaving mid-turn ends the turn (the name goes back) and their teammate describes next", () => {
    let s = play(rounds(begin()), "s-ana", { type: "startTurn" }, T0);
    const shown = s.data.game?.current;
    s = leave(s, "s-ana", T0 + 5_000);
    expect(s.data.game?.phase).toBe("turn-over");
    expect(s.data.game?.pool).toContain(shown);
    s = play(s, "s-bia", { type: "nextTurn" });
    expect(explainerOf(s)).toBe("s-bia");
    s = turn(s, T0 + 60_000);
    expect(explainerOf(s)).toBe("s-caio");
  });

  it("one who leaves while not describing is skipped in their team's order", () => {
    const five = begin({}, [...players, { id: "s-edu", name: "Edu" }]);
    let s = rounds(play(five, "s-edu", { type: "submit", names: ["Tiradentes", "Anitta"] }));
    // Azul: Ana, Caio, Edu. Caio leaves during Ana's turn: after Ana, Edu describes for Azul.
    s = leave(s, "s-caio");
    expect(explainerOf(s)).toBe("s-ana");
    s = turn(s, T0);
    s = turn(s, T0 + 60_000);
    expect(explainerOf(s)).toBe("s-edu");
  });

  it("a team left empty is skipped; with one team left the game ends with the scores as they are", () => {
    const six = [...players, { id: "s-edu", name: "Edu" }, { id: "s-fe", name: "Fê" }];
    let s = play(begin({ teamCount: 3 }, six), "s-ana", { type: "submit", names: ["A1", "A2"] });
    for (const p of six.slice(1))
      s = play(s, p.id, { type: "submit", names: [`${p.name} 1`, `${p.name} 2`] });
    s = play(s, "s-bia", { type: "beginRound" });
    // Azul: Ana, Duda; Rosa: Bia, Edu; Verde: Caio, Fê. Rosa leaves: Verde plays after Azul.
    s = play(s, "s-ana", { type: "startTurn" }, T0);
    s = play(s, "s-ana", { type: "guess" }, T0 + 1_000);
    s = leave(leave(s, "s-bia"), "s-edu");
    s = play(s, "s-ana", { type: "timeUp" }, T0 + 30_000);
    s = play(s, "s-caio", { type: "nextTurn" });
    expect(explainerOf(s)).toBe("s-caio");
    s = leave(leave(s, "s-caio"), "s-fe");
    expect(s.data.game?.phase).toBe("game-over");
    const status = qualMeuNomeGame.status(s.data);
    expect(status.kind === "over" && status.standings.map((t) => [t.name, t.score])).toEqual([
      ["Time Azul", 1],
      ["Time Rosa", 0],
      ["Time Verde", 0],
    ]);
  });
});
