import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, type GameState, playAgain, startGame } from "../kit/engine/engine";
import { type BottleMove, type BottleState, spinBottleGame } from "./logic";
import { playerAtAngle } from "./physics";
import { promptById, type SpinBottleSettings } from "./rules";

const settings: SpinBottleSettings = { kindMode: "sorteio", rounds: 3, adult: false };
const names = ["Ana", "Bia", "Caio", "Duda"];
const players = names.map((name, i) => ({ id: `p${i}`, name }));
const start = (over: Partial<SpinBottleSettings> = {}, seed = 7) =>
  startGame(spinBottleGame, { players, settings: { ...settings, ...over }, bag: EMPTY_BAG }, seed);

let clock = 1_000;
function play(state: GameState<BottleState>, move: BottleMove): GameState<BottleState> {
  clock += 1_000;
  const result = applyMove(spinBottleGame, state, { version: state.version, move, at: clock });
  if (!result.ok) throw new Error(result.code);
  return result.state;
}
const spinner = (s: GameState<BottleState>) =>
  s.data.list.players[s.data.list.currentPlayerIndex ?? -1]?.id;
const seatOf = (s: GameState<BottleState>) =>
  s.data.list.players.findIndex((p) => p.id === s.data.pickedId);

describe("Girar a Garrafa on the engine", () => {
  it("the spin move draws who the bottle points at, and it rests inside their sector", () => {
    for (let seed = 0; seed < 200; seed++) {
      const s = play(start({}, seed), { type: "spin", direction: 1 });
      expect(playerAtAngle(s.data.angle, names.length)).toBe(seatOf(s));
      expect(s.data.turns).toBeGreaterThanOrEqual(2);
    }
  });

  it("lands at random however the bottle is released: the flick cannot aim", () => {
    // Old rule: a slow drag always left at the minimum speed and stopped the same 520° on.
    const counts = [0, 0, 0, 0];
    for (let seed = 0; seed < 1_200; seed++) {
      const cw = play(start({}, seed), { type: "spin", direction: 1 });
      const ccw = play(start({}, seed), { type: "spin", direction: -1 });
      expect(ccw.data.pickedId).toBe(cw.data.pickedId); // the direction changes nothing
      counts[seatOf(cw)] = (counts[seatOf(cw)] ?? 0) + 1;
    }
    expect(counts[0]).toBe(0); // Ana spins: never herself
    for (const n of counts.slice(1)) expect(Math.abs(n - 400)).toBeLessThan(80); // 5 sd
  });

  it("never points at the spinner: it is spun again, as it were", () => {
    let s = start({ rounds: 100 });
    for (let i = 0; i < 60; i++) {
      const who = spinner(s);
      s = play(s, { type: "spin", direction: i % 2 ? 1 : -1 });
      expect(s.data.pickedId).not.toBe(who);
      expect(s.data.card?.otherId).toBe(who); // the spinner asks
      const picked = s.data.pickedId;
      s = play(s, { type: "answer", outcome: "cumpriu" });
      expect(spinner(s)).toBe(picked);
    }
  });

  it("a reload keeps the landing, the card and the turn", () => {
    const s = play(start(), { type: "spin", direction: 1 });
    const reloaded: GameState<BottleState> = JSON.parse(JSON.stringify(s));
    const view = spinBottleGame.view(reloaded.data, { kind: "device" });
    expect(view).toEqual(spinBottleGame.view(s.data, { kind: "device" }));
    expect(view.card?.prompt).toBe(promptById(s.data.card?.promptId ?? "")?.prompt);
    expect(view.picked?.id).toBe(s.data.pickedId);
  });

  it("a second tap on the same version is refused: one answer, not two", () => {
    const s0 = play(start(), { type: "spin", direction: 1 });
    const tap = { version: s0.version, move: { type: "answer", outcome: "cumpriu" }, at: 5 };
    const first = applyMove(spinBottleGame, s0, tap);
    if (!first.ok) throw new Error(first.code);
    expect(applyMove(spinBottleGame, first.state, tap)).toEqual({
      ok: false,
      code: "STALE_MOVE",
    });
    expect(first.state.data.spins).toBe(1);
  });

  it("the chosen player answers, scores and spins next; the night ends after its spins", () => {
    let s = play(start(), { type: "spin", direction: 1 });
    const picked = s.data.pickedId;
    s = play(s, { type: "answer", outcome: "cumpriu" });
    expect(spinner(s)).toBe(picked);
    expect(s.data.list.players.find((p) => p.id === picked)?.points).toBe(1);
    for (let i = 0; i < 2; i++) {
      s = play(s, { type: "spin", direction: 1 });
      s = play(s, { type: "answer", outcome: "recusou" });
    }
    expect(spinBottleGame.status(s.data).kind).toBe("over");
  });

  it("'Quem cai escolhe': no card until the chosen player picks", () => {
    let s = play(start({ kindMode: "escolha" }), { type: "spin", direction: -1 });
    expect(s.data.phase).toBe("choose");
    expect(s.data.card).toBeNull();
    s = play(s, { type: "choose", kind: "desafio" });
    expect(s.data.card?.kind).toBe("desafio");
    const refused = applyMove(spinBottleGame, s, {
      version: s.version,
      move: { type: "choose", kind: "verdade" },
      at: 1,
    });
    expect(refused).toEqual({ ok: false, code: "NOT_NOW" });
  });

  it("'Encerrar' ends the night; 'Jogar de novo' starts over with the same players", () => {
    let s = play(play(start(), { type: "spin", direction: 1 }), {
      type: "answer",
      outcome: "cumpriu",
    });
    s = play(s, { type: "end" });
    expect(spinBottleGame.status(s.data).kind).toBe("over");
    const again = playAgain(spinBottleGame, s);
    expect(again.data.list.players.map((p) => [p.name, p.points])).toEqual(
      names.map((n) => [n, 0]),
    );
    expect(again.data.phase).toBe("spin");
    expect(again.data.settings).toEqual(s.data.settings);
  });

  it("keeps 18+ cards out unless the game started with them", () => {
    let s = start({ rounds: 100 });
    for (let i = 0; i < 100; i++) {
      s = play(s, { type: "spin", direction: 1 });
      expect(promptById(s.data.card?.promptId ?? "")?.prompt.adult).toBeUndefined();
      s = play(s, { type: "answer", outcome: "bebeu" });
    }
  });

  it("passes the engine properties", () => {
    const setups = fc.record({
      players: fc
        .integer({ min: 3, max: 12 })
        .map((n) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `J${i}` }))),
      settings: fc.record({
        kindMode: fc.constantFrom("sorteio" as const, "escolha" as const),
        rounds: fc.integer({ min: 1, max: 20 }),
        adult: fc.boolean(),
      }),
      bag: fc.constant(EMPTY_BAG),
    });
    checkGameProperties({
      def: spinBottleGame,
      setups,
      candidates: () => [
        { type: "spin", direction: 1 },
        { type: "spin", direction: -1 },
        { type: "spin", direction: 0 },
        { type: "choose", kind: "verdade" },
        { type: "choose", kind: "desafio" },
        { type: "choose", kind: "bebe" },
        { type: "answer", outcome: "cumpriu" },
        { type: "answer", outcome: "recusou" },
        { type: "answer", outcome: "bebeu" },
        { type: "end" },
      ],
      invariant: (state) => {
        const i = state.list.currentPlayerIndex;
        if (i === null || !state.list.players[i]) return "no current player";
        if (state.spins > state.settings.rounds) return "more spins than rounds";
        const total = state.list.players.reduce(
          (n, p) => n + p.challengesCompleted + p.drinksCompleted,
          0,
        );
        if (total !== state.spins) return "answers and spins do not add up";
        for (const p of state.list.players)
          if (p.points !== p.challengesCompleted) return "points do not add up";
        if (state.phase === "choose" || state.phase === "prompt") {
          const seat = state.list.players.findIndex((p) => p.id === state.pickedId);
          if (seat === -1) return "nobody chosen";
          if (seat === i) return "the bottle points at its spinner";
          if (playerAtAngle(state.angle, state.list.players.length) !== seat)
            return "the bottle rests outside the chosen sector";
        }
        if (state.phase === "prompt") {
          const found = promptById(state.card?.promptId ?? "");
          if (!found) return "no card";
          if (found.prompt.adult && !state.settings.adult) return "18+ card";
        }
        return null;
      },
      progress: (state): BottleMove =>
        state.phase === "spin"
          ? { type: "spin", direction: 1 }
          : state.phase === "choose"
            ? { type: "choose", kind: "verdade" }
            : { type: "answer", outcome: "cumpriu" },
      maxProgressMoves: 100,
    });
  });
});
