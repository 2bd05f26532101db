import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { checkGameProperties } from "../kit/engine/check-game";
import {
  applyMove,
  DEVICE,
  type GameState,
  type MoveRequest,
  type Seat,
  startGame,
} from "../kit/engine/engine";
import type { LevelId } from "./content";
import {
  allPromptIds,
  candidates,
  deckIds,
  type MaisProvavelMove,
  type MaisProvavelSettings,
  type MaisProvavelState,
  maisProvavelGame,
  nextVoter,
  penalty,
  promptById,
} from "./logic";

const def = maisProvavelGame;
const names = ["Ana", "Bia", "Caio", "Duda", "Edu"];
const playersOf = (n: number) => names.slice(0, n).map((name, i) => ({ id: `p${i}`, name }));
const settings: MaisProvavelSettings = { levels: ["leve", "festa"], rounds: 3, showAdult: false };
const start = (n = 3, over: Partial<MaisProvavelSettings> = {}, seed = 7) =>
  startGame(
    def,
    { players: playersOf(n), settings: { ...settings, ...over }, bag: EMPTY_BAG },
    seed,
  );

let clock = 1_000;
function request(
  s: GameState<MaisProvavelState>,
  move: unknown,
  seat?: Seat,
): MoveRequest<unknown> {
  clock += 1_000;
  return { version: s.version, move, at: clock, seat };
}
function play(
  s: GameState<MaisProvavelState>,
  move: MaisProvavelMove,
  seat: Seat = DEVICE,
): GameState<MaisProvavelState> {
  const result = applyMove(def, s, request(s, move, seat));
  if (!result.ok) throw new Error(`${move.type} refused: ${result.code}`);
  return result.state;
}
const refusal = (s: GameState<MaisProvavelState>, move: unknown, seat: Seat = DEVICE) => {
  const result = applyMove(def, s, request(s, move, seat));
  return result.ok ? null : result.code;
};
const seat = (playerId: string): Seat => ({ kind: "player", playerId });
const BOARD: Seat = { kind: "board" };

/** The phone passed around: each voter in turn votes for `pick(voter)`. */
function voteRound(s: GameState<MaisProvavelState>, pick: (voter: string) => string) {
  let state = s;
  for (let voter = nextVoter(state.data); voter; voter = nextVoter(state.data))
    state = play(state, { type: "voteFor", voter, target: pick(voter) });
  return state;
}
const votesOf = (s: GameState<MaisProvavelState>) => s.data.players.map((p) => p.votes);

describe("Quem é Mais Provável?: questions", () => {
  it("keeps Picante out unless the game started with 18+ on", () => {
    expect(deckIds(["picante"], false)).toEqual([]);
    expect(deckIds(["picante"], true).length).toBeGreaterThanOrEqual(40);
    const s = start(3, { levels: ["picante"], rounds: 30 });
    expect(s.data.settings.levels).toEqual(["leve", "festa"]);
    let state = s;
    for (let i = 0; i < 30; i++) {
      expect(promptById(state.data.promptId)?.level.adult).toBe(false);
      state = play(
        voteRound(state, (v) => candidates(state.data, v)[0] as string),
        { type: "next" },
      );
      if (state.data.phase === "over") break;
    }
  });

  it("never repeats a question before the levels in play are used up", () => {
    let s = start(3, { levels: ["leve"], rounds: 50 });
    const seen: string[] = [];
    expect(deckIds(["leve"], false).length).toBeGreaterThanOrEqual(50);
    for (let round = 1; round <= 50; round++) {
      seen.push(s.data.promptId);
      s = play(
        voteRound(s, (v) => candidates(s.data, v)[0] as string),
        { type: "next" },
      );
    }
    expect(def.status(s.data).kind).toBe("over");
    expect(new Set(seen).size).toBe(50);
  });

  it("ids are made from the level and the text", () => {
    for (const id of allPromptIds) expect(id).toMatch(/^(leve|festa|picante)\.[0-9a-z]{7}$/);
    expect(new Set(allPromptIds).size).toBe(allPromptIds.length);
  });
});

describe("Quem é Mais Provável?: a round", () => {
  it("the phone goes round the table, one voter at a time, the next round starting one seat on", () => {
    const s0 = start();
    expect(s0.data.voters).toEqual(["p0", "p1", "p2"]);
    expect(refusal(s0, { type: "voteFor", voter: "p1", target: "p0" })).toBe("NOT_YOUR_TURN");
    const s1 = play(s0, { type: "voteFor", voter: "p0", target: "p1" });
    expect(nextVoter(s1.data)).toBe("p1");
    const s2 = play(
      voteRound(s1, () => "p0"),
      { type: "next" },
    );
    expect(s2.data.round).toBe(2);
    expect(s2.data.voters).toEqual(["p1", "p2", "p0"]);
  });

  it("nobody votes for themselves, nor for someone outside the round", () => {
    const s = start();
    expect(refusal(s, { type: "voteFor", voter: "p0", target: "p0" })).toBe("INVALID_MOVE");
    expect(refusal(s, { type: "voteFor", voter: "p0", target: "ninguem" })).toBe("INVALID_MOVE");
    expect(refusal(s, { type: "vote", target: "p1" }, seat("p0"))).toBeNull();
    expect(refusal(s, { type: "vote", target: "p0" }, seat("p0"))).toBe("INVALID_MOVE");
  });

  it("reveals by itself once everyone voted: the most voted drinks and scores their votes", () => {
    const s = voteRound(start(), (v) => (v === "p2" ? "p0" : "p2"));
    expect(s.data.phase).toBe("revealed");
    expect(s.data.reveal).toEqual({
      counts: [
        { playerId: "p2", count: 2 },
        { playerId: "p0", count: 1 },
        { playerId: "p1", count: 0 },
      ],
      drinkers: ["p2"],
      total: 3,
    });
    expect(votesOf(s)).toEqual([1, 0, 2]);
    expect(s.data.players.map((p) => p.drinks)).toEqual([0, 0, 1]);
  });

  it("a tie at the top: everyone tied drinks", () => {
    // Ana -> Bia, Bia -> Caio, Caio -> Ana: one vote each.
    const s = voteRound(start(), (v) => ({ p0: "p1", p1: "p2", p2: "p0" })[v] as string);
    expect(s.data.reveal?.drinkers).toEqual(["p0", "p1", "p2"]);
    expect(s.data.players.map((p) => p.drinks)).toEqual([1, 1, 1]);
    const four = voteRound(start(4), (v) => (v === "p0" ? "p1" : v === "p1" ? "p0" : "p0"));
    expect(four.data.reveal?.drinkers).toEqual(["p0"]);
    const two = voteRound(start(4), (v) => (v === "p0" || v === "p2" ? "p1" : "p0"));
    expect(two.data.reveal?.drinkers).toEqual(["p0", "p1"]);
  });

  it("the phone may reveal early with at least one vote; the board never acts", () => {
    const s0 = start(4);
    expect(refusal(s0, { type: "reveal" })).toBe("NOT_NOW");
    const s1 = play(s0, { type: "voteFor", voter: "p0", target: "p3" });
    expect(refusal(s1, { type: "reveal" }, BOARD)).toBe("NOT_YOUR_TURN");
    const s2 = play(s1, { type: "reveal" });
    expect(s2.data.reveal).toMatchObject({ drinkers: ["p3"], total: 1 });
    expect(refusal(s2, { type: "voteFor", voter: "p1", target: "p3" })).toBe("NOT_NOW");
  });

  it("in a room each player votes once, from their own seat only", () => {
    const s0 = start();
    expect(refusal(s0, { type: "vote", target: "p1" })).toBe("NOT_YOUR_TURN"); // the device
    expect(refusal(s0, { type: "voteFor", voter: "p0", target: "p1" }, seat("p0"))).toBe(
      "NOT_YOUR_TURN",
    );
    const s1 = play(s0, { type: "vote", target: "p0" }, seat("p2")); // any order in a room
    expect(refusal(s1, { type: "vote", target: "p1" }, seat("p2"))).toBe("NOT_NOW");
    expect(refusal(s1, { type: "vote", target: "p1" }, seat("intruso"))).toBe("NOT_YOUR_TURN");
  });

  it("ends after the chosen rounds, with the most voted first and ties sharing a place", () => {
    let s = start(3, { rounds: 2 });
    s = play(
      voteRound(s, (v) => (v === "p0" ? "p1" : "p0")),
      { type: "next" },
    );
    expect(def.status(s.data).kind).toBe("playing");
    s = voteRound(s, (v) => (v === "p1" ? "p2" : "p1"));
    expect(def.status(s.data).kind).toBe("playing"); // the last round's counts are on screen
    s = play(s, { type: "next" });
    const status = def.status(s.data);
    expect(status.kind).toBe("over");
    if (status.kind !== "over") return;
    expect(status.standings.map((x) => [x.name, x.score, x.rank])).toEqual([
      ["Bia", 3, 1],
      ["Ana", 2, 2],
      ["Caio", 1, 3],
    ]);
    expect(refusal(s, { type: "next" })).toBe("GAME_OVER");
  });

  it("refuses a stale move: a double tap votes once", () => {
    const s0 = start();
    const tap = request(s0, { type: "voteFor", voter: "p0", target: "p1" });
    const first = applyMove(def, s0, tap);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(applyMove(def, first.state, tap)).toEqual({ ok: false, code: "STALE_MOVE" });
    expect(first.state.data.ballots).toHaveLength(1);
  });

  it("sem álcool: the most voted pay a forfeit instead", () => {
    expect(penalty("alcool", false)).toBe("bebe");
    expect(penalty("alcool", true)).toBe("bebem");
    expect(penalty("sem-alcool", false)).toBe("paga uma prenda");
    expect(penalty("sem-alcool", true)).toBe("pagam uma prenda");
  });
});

describe("Quem é Mais Provável?: secrecy", () => {
  const seats: Seat[] = [DEVICE, BOARD, seat("p1"), seat("p2"), seat("p3"), seat("ninguem")];

  it("before the reveal, whom Ana voted for changes nothing any other seat sees", () => {
    const s0 = start(4);
    const after = ["p1", "p2", "p3"].map((target) =>
      play(s0, { type: "vote", target }, seat("p0")),
    );
    for (const other of seats) {
      const views = after.map((s) => JSON.stringify(def.view(s.data, other)));
      expect(new Set(views).size, JSON.stringify(other)).toBe(1);
      expect(def.view(after[0]?.data as MaisProvavelState, other).voted).toEqual(["p0"]);
    }
    // Ana sees her own vote, and only hers.
    expect(after.map((s) => def.view(s.data, seat("p0")).myVote)).toEqual(["p1", "p2", "p3"]);
  });

  it("another seat's view carries no vote target: not as a vote, not in any field but the roster", () => {
    let s = start(4);
    s = play(s, { type: "vote", target: "p3" }, seat("p0"));
    s = play(s, { type: "vote", target: "p3" }, seat("p1"));
    for (const other of [DEVICE, BOARD, seat("p2"), seat("p3")]) {
      const view = def.view(s.data, other);
      const { players, voters, ...rest } = view;
      expect(JSON.stringify(rest), JSON.stringify(other)).not.toContain("p3");
      expect(view.myVote).toBeNull();
      expect(JSON.stringify(view)).not.toMatch(/"target"|ballot/);
    }
  });

  it("the reveal shows counts, never who voted for whom", () => {
    const s = voteRound(start(), (v) => (v === "p0" ? "p1" : "p0"));
    expect(s.data.ballots).toEqual([]);
    const view = def.view(s.data, seat("p2"));
    expect(view.reveal?.counts.map((c) => c.count)).toEqual([2, 1, 0]);
    expect(JSON.stringify(view)).not.toMatch(/"voter"|"target"/);
  });
});

describe("Quem é Mais Provável?: who plays", () => {
  it("a late player joins at the next round with no votes, neither voting nor voted for now", () => {
    let s = play(start(), { type: "voteFor", voter: "p0", target: "p1" });
    s = play(s, { type: "addPlayer", name: "Duda", id: "p9" });
    expect(s.data.voters).toEqual(["p0", "p1", "p2"]);
    expect(refusal(s, { type: "vote", target: "p0" }, seat("p9"))).toBe("NOT_YOUR_TURN");
    expect(refusal(s, { type: "voteFor", voter: "p1", target: "p9" })).toBe("INVALID_MOVE");
    expect(refusal(s, { type: "addPlayer", name: "duda" })).toBe("INVALID_MOVE");
    s = play(
      voteRound(s, () => "p0"),
      { type: "next" },
    );
    expect(s.data.voters).toContain("p9");
    expect(s.data.players.find((p) => p.id === "p9")).toMatchObject({ name: "Duda", votes: 0 });
  });

  it("someone leaving takes their vote and the votes for them; the rest reveals if all voted", () => {
    let s = start(4);
    s = play(s, { type: "voteFor", voter: "p0", target: "p3" });
    s = play(s, { type: "voteFor", voter: "p1", target: "p0" });
    s = play(s, { type: "voteFor", voter: "p2", target: "p0" });
    expect(s.data.phase).toBe("voting");
    s = play(s, { type: "removePlayer", playerId: "p3" });
    // Ana voted for Duda, who left: she votes again; then everyone has voted.
    expect(s.data.phase).toBe("voting");
    expect(nextVoter(s.data)).toBe("p0");
    s = play(s, { type: "voteFor", voter: "p0", target: "p1" });
    expect(s.data.phase).toBe("revealed");
    expect(s.data.reveal?.drinkers).toEqual(["p0"]);
  });

  it("when the last one who had not voted leaves, the round reveals", () => {
    let s = start(4);
    for (const [voter, target] of [
      ["p0", "p1"],
      ["p1", "p0"],
      ["p2", "p1"],
    ] as const)
      s = play(s, { type: "voteFor", voter, target });
    s = play(s, { type: "removePlayer", playerId: "p3" });
    expect(s.data.phase).toBe("revealed");
    expect(s.data.reveal?.drinkers).toEqual(["p1"]);
  });

  it("in a room the server takes a leaver out (as the board); a phone cannot remove or add anyone else", () => {
    const s = start(4);
    expect(refusal(s, { type: "removePlayer", playerId: "p3" }, seat("p0"))).toBe("NOT_YOUR_TURN");
    expect(refusal(s, { type: "addPlayer", name: "Eva", id: "x1" }, seat("p0"))).toBe(
      "NOT_YOUR_TURN",
    );
    expect(refusal(s, { type: "addPlayer", name: "Eva", id: "x1" }, seat("x1"))).toBeNull();
    const left = applyMove(def, s, request(s, { type: "removePlayer", playerId: "p3" }, BOARD));
    expect(left.ok && left.state.data.players.map((p) => p.id)).toEqual(["p0", "p1", "p2"]);
    expect(refusal(s, { type: "next" }, BOARD)).toBe("NOT_YOUR_TURN");
  });

  it("never goes below three players", () => {
    expect(refusal(start(3), { type: "removePlayer", playerId: "p0" })).toBe("TOO_FEW_PLAYERS");
  });

  it("18+ switched off mid-game takes the 18+ question off the table, and its votes", () => {
    let s = start(3, { levels: ["picante"], showAdult: true, rounds: 5 });
    s = play(s, { type: "voteFor", voter: "p0", target: "p1" });
    expect(promptById(s.data.promptId)?.level.adult).toBe(true);
    s = play(s, { type: "hideAdult" });
    expect(promptById(s.data.promptId)?.level.adult).toBe(false);
    expect(s.data.ballots).toEqual([]);
    expect(s.data.settings).toMatchObject({ showAdult: false, levels: ["leve", "festa"] });
    expect(refusal(s, { type: "hideAdult" })).toBe("NOT_NOW");
  });
});

describe("Quem é Mais Provável?: engine properties", () => {
  it("passes them", () => {
    const setups = fc.record({
      players: fc.integer({ min: 3, max: 7 }).map(playersOf),
      settings: fc.record({
        levels: fc
          .subarray(["leve", "festa", "picante"] as const, { minLength: 1 })
          .map((l): LevelId[] => [...l]),
        rounds: fc.integer({ min: 1, max: 6 }),
        showAdult: fc.boolean(),
      }),
      bag: fc.constant(EMPTY_BAG),
    });
    checkGameProperties({
      def,
      setups: setups.map((s) => ({ ...s, players: s.players.map((p) => ({ ...p })) })),
      candidates: (state) => {
        const ids = [...state.players.map((p) => p.id), "ninguem"];
        const voter = nextVoter(state);
        return [
          ...(voter
            ? candidates(state, voter).map((target) => ({ type: "voteFor", voter, target }))
            : []),
          ...ids.map((target) => ({ type: "voteFor", voter: ids[0], target })),
          { type: "vote", target: ids[1] },
          { type: "reveal" },
          { type: "next" },
          { type: "next" },
          { type: "hideAdult" },
          { type: "addPlayer", name: `Nova${state.players.length}` },
          { type: "addPlayer", name: "" },
          ...ids.map((playerId) => ({ type: "removePlayer", playerId })),
        ];
      },
      invariant: (state) => {
        if (state.players.length < 3) return "fewer than three players";
        if (!promptById(state.promptId)) return "unknown question";
        if (!state.settings.showAdult && promptById(state.promptId)?.level.adult)
          return "18+ question with 18+ off";
        const ids = new Set(state.players.map((p) => p.id));
        if (ids.size !== state.players.length) return "repeated player id";
        if (state.voters.some((id) => !ids.has(id))) return "a voter who left";
        if (state.phase === "voting" && state.voters.length < 2) return "a round of one";
        for (const b of state.ballots) {
          if (b.voter === b.target) return "a vote for oneself";
          if (!state.voters.includes(b.voter) || !state.voters.includes(b.target))
            return "a vote outside the round";
        }
        if (new Set(state.ballots.map((b) => b.voter)).size !== state.ballots.length)
          return "two votes by one voter";
        if (state.phase === "voting" && state.ballots.length && nextVoter(state) === null)
          return "everyone voted and no reveal";
        if (state.phase !== "voting" && state.ballots.length)
          return "ballots kept after the reveal";
        if (state.round > state.settings.rounds) return "more rounds than chosen";
        for (const p of state.players) if (p.votes < 0 || p.drinks < 0) return "negative score";
        return null;
      },
      progress: (state): MaisProvavelMove => {
        const voter = nextVoter(state);
        if (voter) return { type: "voteFor", voter, target: candidates(state, voter)[0] as string };
        return { type: "next" };
      },
      maxProgressMoves: 6 * 8 + 10,
    });
  });
});
