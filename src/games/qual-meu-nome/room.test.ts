import { describe, expect, it } from "vitest";
import { qualMeuNomeGame } from "./logic";
import { NAME_UNAVAILABLE } from "./pool";
import {
  attempt,
  BOARD,
  begin,
  play,
  players,
  SECRET,
  seat,
  submitAll,
  T0,
  text,
} from "./room-fixture";
import { cleanRoomSettings } from "./room-rules";

describe("Qual Meu Nome in a room", () => {
  it("deals the room's players into the teams in seat order", () => {
    const s = begin();
    expect(s.data.seats).toEqual([
      ["s-ana", "s-caio"],
      ["s-bia", "s-duda"],
    ]);
    expect(s.data.settings.teams.map((t) => t.members)).toEqual([
      ["Ana", "Caio"],
      ["Bia", "Duda"],
    ]);
    expect(
      qualMeuNomeGame
        .players(s.data)
        .map((p) => p.id)
        .sort(),
    ).toEqual(players.map((p) => p.id).sort());
    // Three teams asked for four people: only two teams of two fit.
    expect(begin({ teamCount: 3 }).data.settings.teams).toHaveLength(2);
  });

  it("cleans the host's settings: members never come from the client, and the count is clamped", () => {
    const dirty = cleanRoomSettings({
      teams: [{ id: "x", name: "Hackers", members: ["Eve"] }],
      teamCount: 9,
      perPerson: 99,
      turnSeconds: 1,
    });
    expect(dirty.teams.map((t) => [t.name, t.members.length])).toEqual([
      ["Azul", 0],
      ["Rosa", 0],
      ["Verde", 0],
      ["Laranja", 0],
    ]);
    expect([dirty.perPerson, dirty.turnSeconds]).toEqual([3, 45]);
    // 'Jogar de novo' sends the last game's settings (with its members): dealt again from the seats.
    const again = cleanRoomSettings(begin().data.settings);
    expect(again.teams.every((t) => t.members.length === 0)).toBe(true);
    expect(again.teams).toHaveLength(2);
  });

  it("everyone writes at once; each seat gets back only its own names, the board none", () => {
    let s = begin();
    s = play(s, "s-ana", { type: "submit", names: ["Minha avó", "  Pelé "] });
    s = play(s, "s-bia", { type: "submit", names: SECRET["s-bia"] ?? [] });
    const ana = qualMeuNomeGame.view(s.data, seat("s-ana")).writing;
    expect(ana?.entries).toEqual(["Minha avó", "Pelé"]);
    expect(ana?.mineReady).toBe(true);
    expect(ana?.done).toEqual(["s-ana", "s-bia"]);
    expect(qualMeuNomeGame.view(s.data, seat("s-caio")).writing?.entries).toEqual(["", ""]);
    expect(qualMeuNomeGame.view(s.data, BOARD).writing?.entries).toBeNull();
    for (const [who, by] of [
      ["s-ana", seat("s-ana")],
      ["s-bia", seat("s-bia")],
      ["s-caio", seat("s-caio")],
      ["board", BOARD],
    ] as const) {
      const others = Object.entries(SECRET)
        .filter(([id]) => id !== who)
        .flatMap(([, names]) => names);
      for (const name of others) expect(text(s, by)).not.toContain(name);
    }
    // A phone may change its names until the last one is in.
    s = play(s, "s-ana", { type: "submit", names: ["Minha avó", "Romário"] });
    expect(qualMeuNomeGame.view(s.data, seat("s-ana")).writing?.entries).toEqual([
      "Minha avó",
      "Romário",
    ]);
  });

  it("a name someone already sent is kept but not ready, and the phone is not told whose", () => {
    let s = play(begin(), "s-ana", { type: "submit", names: ["Pelé", "Xuxa"] });
    s = play(s, "s-bia", { type: "submit", names: ["pele!", "Shrek"] });
    const bia = qualMeuNomeGame.view(s.data, seat("s-bia")).writing;
    expect(bia?.mineReady).toBe(false);
    expect(bia?.problems).toEqual([NAME_UNAVAILABLE, null]);
    expect(JSON.stringify(bia)).not.toMatch(/Pelé|Xuxa|Ana/);
    s = play(s, "s-bia", { type: "submit", names: ["Zico", "Shrek"] });
    expect(qualMeuNomeGame.view(s.data, seat("s-bia")).writing?.mineReady).toBe(true);
  });

  it("refuses names from the board, from outside the game, of the wrong count, blank or twice", () => {
    const s = begin();
    const names = ["Pelé", "Xuxa"];
    expect(attempt(s, BOARD, { type: "submit", names })).toEqual({
      ok: false,
      code: "NOT_YOUR_TURN",
    });
    expect(attempt(s, seat("s-eve"), { type: "submit", names })).toEqual({
      ok: false,
      code: "NOT_YOUR_TURN",
    });
    for (const bad of [["Pelé"], ["Pelé", " "], ["Pelé", "pele"], ["Pelé", "x".repeat(41)]])
      expect(attempt(s, seat("s-ana"), { type: "submit", names: bad })).toEqual({
        ok: false,
        code: "INVALID_MOVE",
      });
    // One phone's moves of the pass-around writing have no place in a room.
    for (const move of [
      { type: "write", slot: 0, name: "Pelé" },
      { type: "ready" },
      { type: "suggest" },
    ])
      expect(attempt(s, seat("s-ana"), move)).toEqual({ ok: false, code: "NOT_NOW" });
    expect(attempt(s, seat("s-ana"), { type: "submit", names: "Pelé" })).toEqual({
      ok: false,
      code: "INVALID_MOVE",
    });
  });

  it("starts round 1 once the last phone sent its names, with every name in the pool", () => {
    const s = submitAll(begin());
    expect(s.data.writing).toBeNull();
    expect([...(s.data.game?.names ?? [])].sort()).toEqual(Object.values(SECRET).flat().sort());
    expect(s.data.game?.phase).toBe("round-intro");
  });

  it("only the explainer's seat runs the turn; anyone in the game moves on", () => {
    let s = submitAll(begin());
    expect(attempt(s, BOARD, { type: "beginRound" })).toEqual({ ok: false, code: "NOT_YOUR_TURN" });
    s = play(s, "s-duda", { type: "beginRound" });
    // Ana explains first for Azul; Caio (her teammate) and Bia (the rivals) may not start or score.
    for (const by of ["s-caio", "s-bia"])
      expect(attempt(s, seat(by), { type: "startTurn" })).toEqual({
        ok: false,
        code: "NOT_YOUR_TURN",
      });
    s = play(s, "s-ana", { type: "startTurn" });
    for (const move of ["guess", "pass", "pause"] as const)
      expect(attempt(s, seat("s-caio"), { type: move }, T0 + 1_000)).toEqual({
        ok: false,
        code: "NOT_YOUR_TURN",
      });
    s = play(s, "s-ana", { type: "guess" }, T0 + 2_000);
    expect(s.data.game?.scores[0]).toEqual([1, 0]);
    s = play(s, "s-bia", { type: "timeUp" }, T0 + 30_000);
    s = play(s, "s-caio", { type: "nextTurn" });
    // Rosa's turn: Bia explains now, Ana no longer.
    expect(attempt(s, seat("s-ana"), { type: "startTurn" })).toEqual({
      ok: false,
      code: "NOT_YOUR_TURN",
    });
    const bia = qualMeuNomeGame.view(s.data, seat("s-bia")).game?.mine;
    expect(bia).toEqual({ team: 1, explains: true });
    expect(qualMeuNomeGame.view(s.data, seat("s-duda")).game?.mine).toEqual({
      team: 1,
      explains: false,
    });
  });

  it("a teammate hands the turn to the team's next member when the explainer is gone, only before the turn", () => {
    const s = play(submitAll(begin()), "s-bia", { type: "beginRound" });
    expect(attempt(s, seat("s-bia"), { type: "nextExplainer" })).toEqual({
      ok: false,
      code: "NOT_YOUR_TURN",
    });
    const next = play(s, "s-caio", { type: "nextExplainer" });
    expect(qualMeuNomeGame.view(next.data, seat("s-caio")).game?.mine?.explains).toBe(true);
    expect(attempt(next, seat("s-ana"), { type: "startTurn" })).toEqual({
      ok: false,
      code: "NOT_YOUR_TURN",
    });
    const turn = play(next, "s-caio", { type: "startTurn" });
    expect(attempt(turn, seat("s-caio"), { type: "nextExplainer" })).toEqual({
      ok: false,
      code: "NOT_NOW",
    });
  });

  it("the name on screen reaches only the explainer's seat; unguessed names reach nobody", () => {
    let s = play(submitAll(begin()), "s-bia", { type: "beginRound" });
    s = play(s, "s-ana", { type: "startTurn" });
    const current = s.data.game?.current ?? "";
    expect(qualMeuNomeGame.view(s.data, seat("s-ana")).game?.current).toBe(current);
    for (const by of [seat("s-caio"), seat("s-bia"), seat("s-duda"), BOARD]) {
      expect(qualMeuNomeGame.view(s.data, by).game?.current).toBeNull();
      for (const name of s.data.game?.names ?? []) expect(text(s, by)).not.toContain(name);
    }
    for (const name of (s.data.game?.names ?? []).filter((n) => n !== current))
      expect(text(s, seat("s-ana"))).not.toContain(name);
  });

  it("the clock is the server's: time up early is refused, late it ends the turn and a late 'Acertou' scores nothing", () => {
    let s = play(submitAll(begin()), "s-bia", { type: "beginRound" });
    s = play(s, "s-ana", { type: "startTurn" }, T0);
    expect(s.data.game?.clock.runningSince).toBe(T0);
    expect(attempt(s, seat("s-caio"), { type: "timeUp" }, T0 + 29_000)).toEqual({
      ok: false,
      code: "NOT_NOW",
    });
    const late = play(s, "s-ana", { type: "guess" }, T0 + 30_001);
    expect(late.data.game?.phase).toBe("turn-over");
    expect(late.data.game?.scores[0]).toEqual([0, 0]);
    expect(late.data.game?.turnGuessed).toEqual([]);
    const up = play(s, "s-duda", { type: "timeUp" }, T0 + 31_000);
    expect(up.data.game?.phase).toBe("turn-over");
  });

  it("room states and games saved before rooms both load", () => {
    const room = submitAll(begin());
    expect(qualMeuNomeGame.isState?.(JSON.parse(JSON.stringify(room.data)))).toBe(true);
    expect(qualMeuNomeGame.isState?.(begin().data)).toBe(true);
    const { seats: _seats, ...old } = room.data;
    expect(qualMeuNomeGame.isState?.(old)).toBe(true);
    const broken = {
      ...begin().data,
      writing: { writer: 0, written: [[""]], ready: [true, true] },
    };
    expect(qualMeuNomeGame.isState?.(broken)).toBe(false);
  });
});
