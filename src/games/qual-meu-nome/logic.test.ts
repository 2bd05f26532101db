import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, type GameState as Engine, playAgain, startGame } from "../kit/engine/engine";
import { type QmnMove, type QmnState, qualMeuNomeGame, writers } from "./logic";
import { LIST_COUNTS, NAMES_PER_PERSON, type QualMeuNomeSettings, TURN_SECONDS } from "./options";
import { namesLeft, totals } from "./play";
import { NAME_UNAVAILABLE } from "./pool";
import { isQmnState } from "./state-schema";
import { remainingMs } from "./timer";

const teams = [
  { id: "azul", name: "Azul", members: ["Ana", "Bia"] },
  { id: "rosa", name: "Rosa", members: ["Caio", "Duda"] },
];
const base: QualMeuNomeSettings = {
  teams,
  source: "secretos",
  perPerson: 2,
  listCount: 10,
  turnSeconds: 30,
};
const T0 = 1_700_000_000_000;
const begin = (over: Partial<QualMeuNomeSettings> = {}) => {
  const settings = { ...base, ...over };
  const players = writers(settings).map(({ id, name }) => ({ id, name }));
  return startGame(qualMeuNomeGame, { players, settings, bag: EMPTY_BAG }, 11);
};
type S = Engine<QmnState>;
const play = (s: S, move: QmnMove, at = T0): S => {
  const r = applyMove(qualMeuNomeGame, s, { version: s.version, move, at });
  if (!r.ok) throw new Error(`${move.type}: ${r.code}`);
  return r.state;
};
const attempt = (s: S, move: QmnMove, at = T0) =>
  applyMove(qualMeuNomeGame, s, { version: s.version, move, at });
const roundTrip = (s: S): S => JSON.parse(JSON.stringify(s));

const SECRET = [
  ["Minha avó", "Pelé"],
  ["O síndico", "Xuxa"],
  ["Shrek", "Goku"],
  ["Frida Kahlo", "Zico"],
];
/** Every writer types their two names and passes the phone. */
function writeAll(s0: S): S {
  let s = s0;
  for (const names of SECRET) {
    s = play(s, { type: "write", slot: 0, name: names[0] ?? "" });
    s = play(s, { type: "write", slot: 1, name: names[1] ?? "" });
    s = play(s, { type: "ready" });
  }
  return s;
}
const inTurn = (at = T0) =>
  play(play(writeAll(begin()), { type: "beginRound" }), { type: "startTurn" }, at);

describe("Qual Meu Nome on the engine", () => {
  it("a double tap on 'Acertou' scores one name, not a second one nobody saw", () => {
    const s = inTurn();
    const tap = { version: s.version, move: { type: "guess" }, at: T0 + 1_000 };
    const first = applyMove(qualMeuNomeGame, s, tap);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(applyMove(qualMeuNomeGame, first.state, { ...tap, at: T0 + 1_080 })).toEqual({
      ok: false,
      code: "STALE_MOVE",
    });
    expect(first.state.data.game && totals(first.state.data.game)).toEqual([1, 0]);
  });

  it("a reload keeps the turn's clock: the seconds gone are not given back", () => {
    const s = roundTrip(play(inTurn(T0), { type: "guess" }, T0 + 5_000));
    const game = s.data.game;
    expect(game && remainingMs(game.clock, T0 + 20_000)).toBe(10_000);
    expect(attempt(s, { type: "timeUp" }, T0 + 29_000)).toEqual({ ok: false, code: "NOT_NOW" });
    const over = play(s, { type: "guess" }, T0 + 30_500);
    expect(over.data.game?.phase).toBe("turn-over");
    expect(over.data.game && totals(over.data.game)).toEqual([1, 0]);
  });

  it("keeps the secret names typed so far through a reload", () => {
    let s = begin();
    s = play(s, { type: "write", slot: 0, name: "Minha avó" });
    s = play(s, { type: "write", slot: 1, name: "Pelé" });
    s = roundTrip(play(s, { type: "ready" }));
    s = roundTrip(play(s, { type: "write", slot: 0, name: "O síndico" }));
    expect(s.data.writing?.writer).toBe(1);
    expect(qualMeuNomeGame.view(s.data, { kind: "device" }).writing?.entries).toEqual([
      "O síndico",
      "",
    ]);
    expect(s.data.writing?.written[0]).toEqual(["Minha avó", "Pelé"]);
  });

  it("builds the pool from every secret name once the last writer is ready", () => {
    const s = writeAll(begin());
    expect(s.data.writing).toBeNull();
    expect([...(s.data.game?.names ?? [])].sort()).toEqual(SECRET.flat().sort());
    expect(s.data.game?.phase).toBe("round-intro");
  });

  it("refuses a repeated name without telling whose it is", () => {
    let s = begin();
    s = play(s, { type: "write", slot: 0, name: "Minha avó" });
    s = play(s, { type: "write", slot: 1, name: "Pelé" });
    s = play(s, { type: "ready" });
    s = play(s, { type: "write", slot: 0, name: "pele" });
    s = play(s, { type: "write", slot: 1, name: "Xuxa" });
    const view = qualMeuNomeGame.view(s.data, { kind: "device" });
    expect(view.writing?.problems).toEqual([NAME_UNAVAILABLE, null]);
    expect(JSON.stringify(view)).not.toMatch(/Pelé|Minha avó|Ana/);
    expect(attempt(s, { type: "ready" })).toEqual({ ok: false, code: "NOT_NOW" });
  });

  it("shows a seat only its own secret names, and the name on screen only to who explains", () => {
    let s = begin();
    s = play(s, { type: "write", slot: 0, name: "Minha avó" });
    const [ana, bia, caio] = writers(base);
    const asPlayer = (id = "") => qualMeuNomeGame.view(s.data, { kind: "player", playerId: id });
    expect(asPlayer(ana?.id).writing?.entries).toEqual(["Minha avó", ""]);
    expect(asPlayer(bia?.id).writing?.entries).toBeNull();
    expect(JSON.stringify(asPlayer(bia?.id))).not.toContain("Minha avó");
    s = play(play(writeAll(begin()), { type: "beginRound" }), { type: "startTurn" });
    const current = s.data.game?.current ?? "";
    expect(asPlayer(ana?.id).game?.current).toBe(current); // Ana explains first
    expect(asPlayer(caio?.id).game?.current).toBeNull();
    expect(qualMeuNomeGame.view(s.data, { kind: "board" }).game?.current).toBeNull();
    for (const seat of [{ kind: "board" as const }, { kind: "device" as const }]) {
      const text = JSON.stringify(qualMeuNomeGame.view(s.data, seat));
      for (const name of SECRET.flat().filter((n) => n !== current))
        expect(text).not.toContain(name);
    }
  });

  it("starts at round 1 straight away when the names come from the list", () => {
    const s = begin({ source: "lista" });
    expect(s.data.writing).toBeNull();
    expect(s.data.game?.names).toHaveLength(10);
    expect(s.data.bag.seen).toHaveLength(10);
  });

  it("'Jogar de novo' asks the same people for new secret names, scores at zero", () => {
    let s = inTurn();
    s = play(s, { type: "guess" }, T0 + 1_000);
    const again = playAgain(qualMeuNomeGame, s);
    expect(again.data.writing?.writer).toBe(0);
    expect(qualMeuNomeGame.players(again.data)).toEqual(qualMeuNomeGame.players(s.data));
  });

  it("passes the engine properties", () => {
    const setups = fc
      .record({
        shape: fc.array(fc.integer({ min: 2, max: 3 }), { minLength: 2, maxLength: 3 }),
        source: fc.constantFrom("secretos", "lista", "ambos") as fc.Arbitrary<
          QualMeuNomeSettings["source"]
        >,
        perPerson: fc.constantFrom(...NAMES_PER_PERSON),
        listCount: fc.constantFrom(...LIST_COUNTS),
        turnSeconds: fc.constantFrom(...TURN_SECONDS),
      })
      .map(({ shape, ...rest }) => {
        const settings: QualMeuNomeSettings = {
          ...rest,
          teams: shape.map((n, t) => ({
            id: `t${t}`,
            name: `Time ${t}`,
            members: Array.from({ length: n }, (_, i) => `P${t}${i}`),
          })),
        };
        const players = writers(settings).map(({ id, name }) => ({ id, name }));
        return { players, settings, bag: EMPTY_BAG };
      });
    const unique = (w: number, slot: number) => `Pessoa ${w} nome ${slot}`;
    checkGameProperties({
      def: qualMeuNomeGame,
      setups,
      runs: 60,
      candidates: (state) => {
        const w = state.writing;
        if (w) {
          const mine = w.written[w.writer] ?? [];
          return [
            ...mine.map((_, slot) => ({ type: "write", slot, name: unique(w.writer, slot) })),
            { type: "write", slot: 0, name: w.written[0]?.[0] || "Pelé" },
            { type: "write", slot: 0, name: "" },
            { type: "write", slot: 99, name: "Xuxa" },
            { type: "suggest" },
            { type: "ready" },
            { type: "guess" },
          ];
        }
        return [
          "beginRound",
          "startTurn",
          "guess",
          "guess",
          "pass",
          "pause",
          "resume",
          "timeUp",
          "nextTurn",
          "nextRound",
          "ready",
        ].map((type) => ({ type }));
      },
      invariant: (state) => {
        const w = state.writing;
        if (w) {
          if (!w.written[w.writer]) return "no writer holds the phone";
          if (w.written.length !== writers(state.settings).length) return "writers lost";
          return null;
        }
        const g = state.game;
        if (!g) return "neither names nor rounds";
        if (!g.teams[g.team]?.members[g.explainers[g.team] ?? -1]) return "no explainer";
        const scored = g.scores[g.round]?.reduce((a, b) => a + b, 0) ?? 0;
        if (namesLeft(g) + scored !== g.names.length) return "names do not add up";
        if (new Set(g.names).size !== g.names.length) return "a name twice in the pool";
        return null;
      },
      progress: (state): QmnMove => {
        const w = state.writing;
        if (w) {
          const mine = w.written[w.writer] ?? [];
          const slot = mine.findIndex((name, i) => name !== unique(w.writer, i));
          return slot < 0
            ? { type: "ready" }
            : { type: "write", slot, name: unique(w.writer, slot) };
        }
        const phase = state.game?.phase;
        if (phase === "round-intro") return { type: "beginRound" };
        if (phase === "ready") return { type: "startTurn" };
        if (phase === "turn-over") return { type: "nextTurn" };
        if (phase === "round-over") return { type: "nextRound" };
        return { type: "guess" };
      },
      maxProgressMoves: 2_000,
    });
  });
});

describe("a stored Qual Meu Nome game (isQmnState)", () => {
  const stored = (s: S) => roundTrip(s).data as unknown as Record<string, unknown>;
  it("resumes what play produced, while writing and mid-turn", () => {
    expect(isQmnState(stored(begin()))).toBe(true);
    expect(isQmnState(stored(play(inTurn(), { type: "guess" }, T0 + 5_000)))).toBe(true);
  });
  it("refuses a game that is not whole: wrong types, out-of-range numbers, one team", () => {
    const mid = stored(inTurn()) as { game: Record<string, unknown>; settings: object };
    const corrupt = (game: object) => ({ ...mid, game: { ...mid.game, ...game } });
    expect(isQmnState(corrupt({ team: -1 }))).toBe(false);
    expect(isQmnState(corrupt({ team: 1.5 }))).toBe(false);
    expect(isQmnState(corrupt({ team: 2 }))).toBe(false);
    expect(isQmnState(corrupt({ round: 99 }))).toBe(false);
    expect(isQmnState(corrupt({ scores: [] }))).toBe(false);
    expect(isQmnState(corrupt({ current: "" }))).toBe(false);
    expect(isQmnState(corrupt({ phase: "intervalo" }))).toBe(false);
    expect(isQmnState({ ...mid, settings: { ...mid.settings, perPerson: 7 } })).toBe(false);
    expect(isQmnState({ ...mid, game: null, writing: null })).toBe(false);
    expect(isQmnState(null)).toBe(false);
  });
});
