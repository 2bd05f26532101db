import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, type GameState as Engine, startGame } from "../kit/engine/engine";
import { type DesenhaMove, type DesenhaState, desenhaGame, members } from "./logic";
import type { DesenhaSettings } from "./options";
import { MODES, ROUND_SECONDS, TARGETS } from "./rules";
import { isDesenhaState } from "./state-schema";
import { remainingMs } from "./timer";
import { CATEGORY_CHOICES, DIFFICULTIES } from "./words";

const settings: DesenhaSettings = {
  mode: "desenho",
  seconds: 60,
  target: 3,
  category: "aleatorio",
  difficulties: ["facil"],
  teams: [
    { id: "a", name: "Time Amarelo", color: "amarelo", members: ["Ana", "Bia"] },
    { id: "b", name: "Time Rosa", color: "rosa", members: ["Caio", "Duda"] },
  ],
};
const T0 = 1_700_000_000_000;
type S = Engine<DesenhaState>;
const begin = (over: Partial<DesenhaSettings> = {}): S => {
  const s = { ...settings, ...over };
  return startGame(desenhaGame, { players: members(s), settings: s, bag: EMPTY_BAG }, 5);
};
const attempt = (s: S, move: DesenhaMove, at = T0) =>
  applyMove(desenhaGame, s, { version: s.version, move, at });
const play = (s: S, move: DesenhaMove, at = T0): S => {
  const r = attempt(s, move, at);
  if (!r.ok) throw new Error(`${move.type}: ${r.code}`);
  return r.state;
};
const roundTrip = (s: S): S => JSON.parse(JSON.stringify(s));
const drawing = (s: S, at = T0) => play(play(s, { type: "reveal" }), { type: "go" }, at);
/** One team's whole turn, ending with this verdict. */
const turn = (s: S, outcome: "acertaram" | "nao-acertaram") =>
  play(play(drawing(s), { type: "end", outcome }, T0 + 5_000), { type: "next" });
const stroke = {
  tool: "pen" as const,
  color: "#1f2937",
  width: 10,
  points: [
    { x: 1.234, y: 2 },
    { x: 30, y: 40 },
  ],
};

describe("Desenha e Bebe on the engine", () => {
  it("a reload keeps the word: asking again deals no new one, the swap is not given back", () => {
    let s = roundTrip(play(begin(), { type: "reveal" }));
    const word = s.data.wordId;
    expect(word).toBeTruthy();
    expect(attempt(s, { type: "reveal" })).toEqual({ ok: false, code: "NOT_NOW" });
    s = roundTrip(play(s, { type: "swap" }));
    expect(s.data.wordId).not.toBe(word);
    expect(attempt(s, { type: "swap" })).toEqual({ ok: false, code: "NOT_NOW" });
  });

  it("the clock is state: a reload keeps the seconds, and time up is told by the clock", () => {
    const s = roundTrip(drawing(begin(), T0));
    const clock = s.data.countdown;
    expect(clock && remainingMs(clock, T0 + 20_000)).toBe(40_000);
    const early = attempt(s, { type: "end", outcome: "tempo" }, T0 + 59_000);
    expect(early).toEqual({ ok: false, code: "NOT_NOW" });
    // A late 'Acertaram!' after the clock ran out is time up, not a point.
    const late = play(s, { type: "end", outcome: "acertaram" }, T0 + 60_500);
    expect(late.data.game.last?.outcome).toBe("tempo");
    expect(late.data.game.teams[0]?.points).toBe(0);
  });

  it("'Acertaram!' does nothing while paused", () => {
    const paused = play(drawing(begin(), T0), { type: "pause" }, T0 + 10_000);
    const refused = attempt(paused, { type: "end", outcome: "acertaram" }, T0 + 11_000);
    expect(refused).toEqual({ ok: false, code: "NOT_NOW" });
    const resumed = play(paused, { type: "resume" }, T0 + 30_000);
    expect(resumed.data.countdown && remainingMs(resumed.data.countdown, T0 + 30_000)).toBe(50_000);
    const scored = play(resumed, { type: "end", outcome: "acertaram" }, T0 + 31_000);
    expect(scored.data.game.teams[0]?.points).toBe(1);
  });

  it("a double tap on 'Acertaram!' scores once", () => {
    const s = drawing(begin());
    const tap = { version: s.version, move: { type: "end", outcome: "acertaram" }, at: T0 + 1 };
    const first = applyMove(desenhaGame, s, tap);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(applyMove(desenhaGame, first.state, tap)).toEqual({ ok: false, code: "STALE_MOVE" });
    expect(first.state.data.game.teams.map((t) => t.points)).toEqual([1, 0]);
  });

  it("declares a winner only when every team has had as many turns", () => {
    // A target of 1 (below the menu's 3) keeps the test short; the rule is the same.
    let s = begin({ target: 1 as DesenhaSettings["target"] });
    s = turn(s, "acertaram"); // Amarelo reaches the target
    expect(desenhaGame.status(s.data).kind).toBe("playing");
    s = play(drawing(s), { type: "end", outcome: "acertaram" }, T0 + 5_000); // Rosa catches up
    const status = desenhaGame.status(s.data);
    expect(status.kind === "over" && status.standings.map((x) => x.rank)).toEqual([1, 1]);
    expect(attempt(s, { type: "next" })).toEqual({ ok: false, code: "GAME_OVER" });
  });

  it("keeps the drawing in the state (through a reload), not while paused", () => {
    let s = play(drawing(begin()), { type: "stroke", stroke });
    s = roundTrip(play(s, { type: "stroke", stroke }));
    expect(s.data.drawing.strokes).toHaveLength(2);
    expect(s.data.drawing.strokes[0]?.points[0]).toEqual({ x: 1.2, y: 2 });
    s = play(s, { type: "undo" });
    expect(s.data.drawing.strokes).toHaveLength(1);
    const paused = play(s, { type: "pause" });
    expect(attempt(paused, { type: "stroke", stroke })).toEqual({ ok: false, code: "NOT_NOW" });
    const bad = { ...stroke, points: [{ x: Number.NaN, y: 1 }] };
    expect(attempt(s, { type: "stroke", stroke: bad })).toEqual({
      ok: false,
      code: "INVALID_MOVE",
    });
  });

  it("shows the word to the phone and the drawer, not to their team, until the outcome", () => {
    const s = play(begin(), { type: "reveal" });
    const word = s.data.wordId;
    const seat = (playerId: string) => ({ kind: "player" as const, playerId });
    expect(desenhaGame.view(s.data, { kind: "device" }).word?.id).toBe(word);
    expect(desenhaGame.view(s.data, seat("a:0")).word?.id).toBe(word); // Ana draws
    expect(desenhaGame.view(s.data, seat("a:1")).word).toBeNull();
    expect(desenhaGame.view(s.data, { kind: "board" }).word).toBeNull();
    const told = play(play(s, { type: "go" }), { type: "end", outcome: "nao-acertaram" });
    expect(desenhaGame.view(told.data, { kind: "board" }).game.last?.wordId).toBe(word);
  });

  it("passes the engine properties", () => {
    const setups = fc
      .record({
        shape: fc.array(fc.integer({ min: 2, max: 3 }), { minLength: 2, maxLength: 4 }),
        mode: fc.constantFrom(...MODES),
        seconds: fc.constantFrom(...ROUND_SECONDS),
        target: fc.constantFrom(...TARGETS),
        category: fc.constantFrom(...CATEGORY_CHOICES),
        difficulties: fc.subarray([...DIFFICULTIES], { minLength: 1 }),
      })
      .map(({ shape, ...rest }) => {
        const colors = ["amarelo", "rosa", "azul", "verde"] as const;
        const s: DesenhaSettings = {
          ...rest,
          teams: shape.map((n, t) => ({
            id: `t${t}`,
            name: `Time ${t}`,
            color: colors[t] ?? "azul",
            members: Array.from({ length: n }, (_, i) => `P${t}${i}`),
          })),
        };
        return { players: members(s), settings: s, bag: EMPTY_BAG };
      });
    checkGameProperties({
      def: desenhaGame,
      setups,
      runs: 80,
      candidates: () => [
        ...["reveal", "swap", "go", "pause", "resume", "next", "undo", "clear"].map((type) => ({
          type,
        })),
        ...["acertaram", "acertaram", "nao-acertaram", "tempo", "talvez"].map((outcome) => ({
          type: "end",
          outcome,
        })),
        { type: "stroke", stroke },
        { type: "stroke", stroke: { ...stroke, width: -1 } },
      ],
      invariant: ({ game, phase, wordId, countdown }) => {
        if (!game.teams[game.turn]) return "no team to play";
        for (const t of game.teams)
          if (t.drawer >= t.members.length) return `no drawer in ${t.name}`;
        const points = game.teams.reduce((n, t) => n + t.points, 0);
        if (points > game.round) return "more points than rounds";
        if ((phase === "reveal" || phase === "play") && !wordId) return "no word on the card";
        if (phase === "play" && !countdown) return "a round without a clock";
        const turns = game.round;
        if (phase === "over" && turns % game.teams.length !== 0) return "ended mid-round";
        return null;
      },
      progress: ({ phase }): DesenhaMove => {
        if (phase === "handoff") return { type: "reveal" };
        if (phase === "reveal") return { type: "go" };
        if (phase === "play") return { type: "end", outcome: "acertaram" };
        return { type: "next" };
      },
      maxProgressMoves: 1_000,
    });
  });
});

describe("a stored Desenha e Bebe game (isDesenhaState)", () => {
  const stored = (s: S) => roundTrip(s).data as unknown as Record<string, unknown>;
  it("resumes what play produced, mid-drawing with a stroke and after a turn", () => {
    expect(isDesenhaState(stored(play(drawing(begin()), { type: "stroke", stroke })))).toBe(true);
    expect(isDesenhaState(stored(turn(begin(), "acertaram")))).toBe(true);
  });
  it("refuses a game that is not whole: wrong types, out-of-range numbers, one team", () => {
    const s = stored(play(drawing(begin()), { type: "stroke", stroke })) as {
      game: { teams: unknown[] } & Record<string, unknown>;
    };
    const game = (over: object) => ({ ...s, game: { ...s.game, ...over } });
    expect(isDesenhaState(game({ turn: 5 }))).toBe(false);
    expect(isDesenhaState(game({ turn: -1 }))).toBe(false);
    expect(isDesenhaState(game({ target: 0 }))).toBe(false);
    expect(isDesenhaState(game({ round: 0.5 }))).toBe(false);
    expect(isDesenhaState(game({ teams: s.game.teams.slice(0, 1) }))).toBe(false);
    expect(isDesenhaState({ ...s, phase: "pausa" })).toBe(false);
    expect(isDesenhaState({ ...s, wordId: "" })).toBe(false);
    expect(isDesenhaState({ ...s, drawing: { strokes: [], history: [{ kind: "undo" }] } })).toBe(
      false,
    );
    expect(isDesenhaState({ ...s, settings: null })).toBe(false);
  });
});
