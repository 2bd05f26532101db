import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, type GameState, playAgain, startGame } from "../kit/engine/engine";
import { wheelSlots } from "./content";
import {
  type SaideiraMove,
  type SaideiraSettings,
  type SaideiraState,
  saideiraGame,
} from "./logic";
import { POINT_SCALE, promptById, promptIds, RULE_ROUNDS, slotAtRotation } from "./rules";

const settings: SaideiraSettings = { maxPoints: 100, drinkUnit: "goles", adult: false };
const players = ["Ana", "Bia", "Caio"].map((name, i) => ({ id: `p${i}`, name }));
const start = (over: Partial<SaideiraSettings> = {}, seed = 7) =>
  startGame(saideiraGame, { players, settings: { ...settings, ...over }, bag: EMPTY_BAG }, seed);

let clock = 1_000;
function play(state: GameState<SaideiraState>, move: SaideiraMove): GameState<SaideiraState> {
  clock += 1_000;
  const result = applyMove(saideiraGame, state, { version: state.version, move, at: clock });
  if (!result.ok) throw new Error(result.code);
  return result.state;
}
const slotOf = (kind: string) => wheelSlots.findIndex((s) => s.kind === kind);
/** The wheel landed on `kind` (the rng's choice replaced, to test one branch on purpose). */
function landOn(state: GameState<SaideiraState>, kind: string): GameState<SaideiraState> {
  const spun = play(state, { type: "spin" });
  const promptId =
    kind === "desafio" || kind === "regra" ? (promptIds(kind, false)[0] ?? null) : null;
  return { ...spun, data: { ...spun.data, spin: { slot: slotOf(kind), promptId, otherId: "p1" } } };
}
const turnOf = (s: GameState<SaideiraState>) =>
  s.data.list.players[s.data.list.currentPlayerIndex ?? -1]?.name;
const points = (s: GameState<SaideiraState>) => s.data.list.players.map((p) => p.points);
const reload = (s: GameState<SaideiraState>): GameState<SaideiraState> =>
  JSON.parse(JSON.stringify(s));

describe("Saideira on the engine", () => {
  it("the spin move decides the slot, and the wheel's rotation stops on that very slot", () => {
    const s = play(start(), { type: "spin" });
    expect(s.data.spin).not.toBeNull();
    expect(slotAtRotation(s.data.rotation)).toBe(s.data.spin?.slot);
    expect(s.data.rotation).toBeGreaterThanOrEqual(4 * 360);
    // Same seed, same move: the same result on every phone and after a reload.
    expect(play(start(), { type: "spin" }).data).toEqual(s.data);
  });

  it("a reload keeps the spin result, its prompt and {outro}", () => {
    const s = landOn(start(), "desafio");
    const view = saideiraGame.view(reload(s).data, { kind: "device" });
    expect(view.spin?.slot.kind).toBe("desafio");
    expect(view.spin?.prompt).toBe(promptById(s.data.spin?.promptId ?? ""));
    expect(view.spin?.other?.name).toBe("Bia");
  });

  it("a reload keeps the escalating refusal cost: the second refusal costs two", () => {
    let s = play(landOn(start(), "desafio"), { type: "answer", outcome: "recusou" }); // Ana 1
    s = play(landOn(s, "passe-a-vez"), { type: "answer", outcome: "cumpriu" });
    s = play(landOn(s, "passe-a-vez"), { type: "answer", outcome: "cumpriu" });
    s = landOn(reload(s), "verdade"); // Ana again, after a reload
    expect(saideiraGame.view(s.data, { kind: "device" }).spin?.refusals).toBe(1);
    expect(s.data.refusals).toEqual({ p0: 1 });
  });

  it("a reload keeps the rule in force and its count", () => {
    let s = play(landOn(start(), "regra"), { type: "answer", outcome: "cumpriu" });
    s = reload(s);
    const view = saideiraGame.view(s.data, { kind: "device" });
    expect(view.rule?.prompt).toBe(promptById(promptIds("regra", false)[0] ?? ""));
    expect(view.rule?.turnsLeft).toBe(RULE_ROUNDS * 3);
    expect(view.rule?.names).toEqual({ jogador: "Ana", outro: "Bia" });
    s = play(landOn(s, "bebe"), { type: "answer", outcome: "cumpriu" });
    expect(s.data.rule?.turnsLeft).toBe(RULE_ROUNDS * 3 - 1);
  });

  it("'Escolha alguém' scores the chosen drinker (the suggestion by default), never the spinner", () => {
    const chosen = play(landOn(start(), "escolha-alguem"), {
      type: "answer",
      outcome: "cumpriu",
      drinkerId: "p2",
    });
    expect(points(chosen)).toEqual([0, 0, 10]);
    const suggested = play(landOn(start(), "escolha-alguem"), {
      type: "answer",
      outcome: "cumpriu",
    });
    expect(points(suggested)).toEqual([0, 10, 0]); // the wheel suggested Bia (p1)
    const s = landOn(start(), "escolha-alguem");
    for (const drinkerId of ["p0", "nobody"]) {
      const move = { type: "answer", outcome: "cumpriu", drinkerId } as const;
      expect(applyMove(saideiraGame, s, { version: s.version, move, at: 1 })).toEqual({
        ok: false,
        code: "INVALID_MOVE",
      });
    }
  });

  it("'Todos bebem' scores the whole group, and 'Quem mais brindou' counts drinks, not refusals", () => {
    let s = play(landOn(start(), "todos-bebem"), { type: "answer", outcome: "cumpriu" });
    expect(points(s)).toEqual([10, 10, 10]);
    s = play(landOn(s, "desafio"), { type: "answer", outcome: "recusou" }); // Bia refuses
    expect(s.data.list.players.map((p) => p.drinksCompleted)).toEqual([1, 1, 1]);
  });

  it("answering needs a spin, and spinning twice is refused: one result per turn", () => {
    const s0 = start();
    expect(
      applyMove(saideiraGame, s0, {
        version: 0,
        move: { type: "answer", outcome: "cumpriu" },
        at: 1,
      }),
    ).toEqual({ ok: false, code: "NOT_NOW" });
    const s1 = play(s0, { type: "spin" });
    expect(
      applyMove(saideiraGame, s1, { version: s1.version, move: { type: "spin" }, at: 2 }),
    ).toEqual({ ok: false, code: "NOT_NOW" });
  });

  it("a second tap on the same version is refused: one turn, not two", () => {
    const s0 = landOn(start(), "desafio");
    const tap = { version: s0.version, move: { type: "answer", outcome: "cumpriu" }, at: 5 };
    const first = applyMove(saideiraGame, s0, tap);
    if (!first.ok) throw new Error(first.code);
    expect(applyMove(saideiraGame, first.state, tap)).toEqual({ ok: false, code: "STALE_MOVE" });
    expect(points(first.state)).toEqual([3 * POINT_SCALE, 0, 0]);
  });

  it("reaching the target finishes the round before anyone wins", () => {
    let s = play(landOn(start({ maxPoints: 30 }), "desafio"), {
      type: "answer",
      outcome: "cumpriu",
    });
    expect(s.data.finalRound).toBe(true);
    expect(saideiraGame.status(s.data).kind).toBe("playing");
    expect(turnOf(s)).toBe("Bia");
    s = play(landOn(s, "desafio"), { type: "answer", outcome: "cumpriu" }); // Bia 30
    expect(saideiraGame.status(s.data).kind).toBe("playing");
    s = play(landOn(s, "bebe"), { type: "answer", outcome: "cumpriu" }); // Caio 10: round closed
    const status = saideiraGame.status(s.data);
    expect(status.kind === "over" && status.standings.map((x) => [x.name, x.rank])).toEqual([
      ["Ana", 1],
      ["Bia", 1],
      ["Caio", 3],
    ]);
    expect(
      applyMove(saideiraGame, s, { version: s.version, move: { type: "spin" }, at: 9 }),
    ).toEqual({ ok: false, code: "GAME_OVER" });
  });

  it("'Jogar de novo' starts a new game with the same players, scores at zero", () => {
    let s = play(landOn(start({ maxPoints: 10 }), "desafio"), {
      type: "answer",
      outcome: "cumpriu",
    });
    s = play(landOn(s, "passe-a-vez"), { type: "answer", outcome: "cumpriu" });
    s = play(landOn(s, "passe-a-vez"), { type: "answer", outcome: "cumpriu" });
    expect(saideiraGame.status(s.data).kind).toBe("over");
    const again = playAgain(saideiraGame, s);
    expect(again.data.list.players.map((p) => p.name)).toEqual(["Ana", "Bia", "Caio"]);
    expect(points(again)).toEqual([0, 0, 0]);
    expect(again.data.settings).toEqual(s.data.settings);
    expect(turnOf(again)).toBe("Ana");
    expect(saideiraGame.status(again.data).kind).toBe("playing");
  });

  it("removing the current player passes the turn to the next and drops their result", () => {
    const s0 = landOn(
      play(landOn(start(), "bebe"), { type: "answer", outcome: "cumpriu" }),
      "desafio",
    );
    expect(turnOf(s0)).toBe("Bia");
    const s1 = play(s0, { type: "removePlayer", playerId: "p1" });
    expect(turnOf(s1)).toBe("Caio");
    expect(s1.data.spin).toBeNull();
    expect(points(s1)).toEqual([POINT_SCALE, 0]);
  });

  it("a late player joins with zero points and nobody's score changes", () => {
    let s = play(landOn(start(), "desafio"), { type: "answer", outcome: "cumpriu" });
    s = play(s, { type: "addPlayer", name: "Duda" });
    expect(points(s)).toEqual([30, 0, 0, 0]);
    expect(turnOf(s)).toBe("Bia");
  });

  it("keeps +18 prompts out unless the game started with them", () => {
    let s = start({ maxPoints: 1000 });
    for (let i = 0; i < 80; i++) {
      s = play(s, { type: "spin" });
      const id = s.data.spin?.promptId;
      if (id) expect(promptById(id)?.adult).toBeUndefined();
      s = play(s, { type: "answer", outcome: "recusou" });
    }
  });

  it("passes the engine properties", { timeout: 60_000 }, () => {
    const setups = fc.record({
      players: fc
        .integer({ min: 2, max: 12 })
        .map((n) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `J${i}` }))),
      settings: fc.record({
        maxPoints: fc.integer({ min: 10, max: 60 }),
        drinkUnit: fc.constantFrom("goles" as const, "doses" as const),
        adult: fc.boolean(),
      }),
      bag: fc.constant(EMPTY_BAG),
    });
    checkGameProperties({
      def: saideiraGame,
      setups,
      candidates: (state) => [
        { type: "spin" },
        { type: "answer", outcome: "cumpriu" },
        { type: "answer", outcome: "recusou" },
        { type: "answer", outcome: "talvez" },
        ...state.list.players.map((p) => ({ type: "answer", outcome: "cumpriu", drinkerId: p.id })),
        { type: "answer", outcome: "cumpriu", drinkerId: 7 },
        { type: "addPlayer", name: "Nova" },
        { type: "addPlayer", name: "" },
        ...state.list.players.map((p) => ({ type: "removePlayer", playerId: p.id })),
        { type: "removePlayer", playerId: "ninguem" },
      ],
      invariant: (state) => {
        const i = state.list.currentPlayerIndex;
        if (i === null || !state.list.players[i]) return "no current player";
        if (state.list.players.length < 2) return "fewer than two players";
        if (state.spin) {
          if (slotAtRotation(state.rotation) !== state.spin.slot) return "wheel not on the slot";
          const prompt = state.spin.promptId ? promptById(state.spin.promptId) : null;
          if (state.spin.promptId && !prompt) return "unknown prompt";
          if (prompt?.adult && !state.settings.adult) return "18+ prompt";
          if (state.spin.otherId === state.list.players[i]?.id) return "{outro} is the spinner";
        }
        for (const p of state.list.players) {
          if (p.points < 0 || p.points % POINT_SCALE !== 0) return "odd points";
          if (!Number.isInteger(state.refusals[p.id] ?? 0)) return "odd refusals";
        }
        if (state.rule && state.rule.turnsLeft < 1) return "a rule with no turns left";
        if (state.over && !state.finalRound) return "over before a final round";
        return null;
      },
      progress: (state): SaideiraMove =>
        state.spin ? { type: "answer", outcome: "cumpriu" } : { type: "spin" },
      maxProgressMoves: 2_000,
    });
  });
});
