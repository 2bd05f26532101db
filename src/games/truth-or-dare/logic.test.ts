import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, type GameState, playAgain, startGame } from "../kit/engine/engine";
import {
  COMPLETE_POINTS,
  deckIds,
  truthOrDareGame as game,
  LEVELS,
  promptById,
  type TruthOrDareMove,
  type TruthOrDareSettings,
  type TruthOrDareState,
} from "./logic";

const settings: TruthOrDareSettings = { levels: ["leve", "medio"], maxPoints: 20 };
const players = ["Ana", "Bia", "Caio"].map((name, i) => ({ id: `p${i}`, name }));
const start = (over: Partial<TruthOrDareSettings> = {}, who = players) =>
  startGame(game, { players: who, settings: { ...settings, ...over }, bag: EMPTY_BAG }, 7);

let clock = 1_000;
type S = GameState<TruthOrDareState>;
function play(state: S, move: TruthOrDareMove): S {
  clock += 1_000;
  const result = applyMove(game, state, { version: state.version, move, at: clock });
  if (!result.ok) throw new Error(result.code);
  return result.state;
}
const turnOf = (s: S) => s.data.list.players[s.data.list.currentPlayerIndex ?? -1]?.name;
const points = (s: S) => s.data.list.players.map((p) => p.points);
/** One whole turn: choose, then answer. */
const turn = (s: S, outcome: "cumpriu" | "recusou" = "cumpriu") =>
  play(play(s, { type: "choose", kind: "dare" }), { type: "answer", outcome });
const adjust = (
  s: S,
  who: { id: string; name: string }[],
  over: Partial<TruthOrDareSettings> = {},
) => play(s, { type: "adjust", players: who, ...s.data.settings, ...over });

describe("Verdade ou Desafio on the engine", () => {
  it("choosing deals a card of that kind for the current player, with another player as {outro}", () => {
    const s = play(start(), { type: "choose", kind: "truth" });
    expect(promptById(s.data.card?.promptId ?? "")?.kind).toBe("truth");
    expect(s.data.card?.otherId).not.toBe("p0");
    expect(turnOf(s)).toBe("Ana");
  });

  it("'Cumpriu' adds 10 points and a challenge, 'Recusou' a drink and no points; the turn passes", () => {
    let s = turn(start(), "cumpriu");
    expect(s.data.list.players[0]).toMatchObject({
      points: COMPLETE_POINTS,
      challengesCompleted: 1,
    });
    expect(s.data.card).toBeNull();
    s = turn(s, "recusou");
    expect(s.data.list.players[1]).toMatchObject({ points: 0, drinksCompleted: 1 });
    expect(turnOf(s)).toBe("Caio");
  });

  it("a double tap on 'Cumpriu' never draws the next player's card: the second tap is stale", () => {
    const s0 = play(start(), { type: "choose", kind: "dare" });
    const first = applyMove(game, s0, {
      version: s0.version,
      move: { type: "answer", outcome: "cumpriu" },
      at: 5,
    });
    if (!first.ok) throw new Error(first.code);
    // The second tap lands on 'Verdade' (same place on the next screen) with the old version.
    const second = { version: s0.version, move: { type: "choose", kind: "truth" }, at: 85 };
    expect(applyMove(game, first.state, second)).toEqual({ ok: false, code: "STALE_MOVE" });
    expect(first.state.data.card).toBeNull();
    expect(turnOf(first.state)).toBe("Bia");
  });

  it("answering or skipping with no card on the table is refused, choosing twice too", () => {
    const s = start();
    const at = (move: unknown) => applyMove(game, s, { version: 0, move, at: 1 });
    expect(at({ type: "answer", outcome: "cumpriu" })).toEqual({ ok: false, code: "NOT_NOW" });
    expect(at({ type: "skip" })).toEqual({ ok: false, code: "NOT_NOW" });
    const chosen = play(s, { type: "choose", kind: "dare" });
    expect(
      applyMove(game, chosen, {
        version: chosen.version,
        move: { type: "choose", kind: "truth" },
        at: 1,
      }),
    ).toEqual({ ok: false, code: "NOT_NOW" });
  });

  it("the card is part of the state: a stored game (JSON) shows the same card", () => {
    const s = play(start(), { type: "choose", kind: "truth" });
    const restored = JSON.parse(JSON.stringify(s)) as S;
    expect(game.view(restored.data, { kind: "device" }).card?.promptId).toBe(s.data.card?.promptId);
  });

  it("'Pular' keeps the turn and the kind with another card; no prompt repeats before the deck runs out", () => {
    let s = play(start({ levels: ["leve"] }), { type: "choose", kind: "truth" });
    const seen = new Set([s.data.card?.promptId]);
    const size = deckIds("truth", ["leve"]).length;
    for (let i = 1; i < size; i++) {
      s = play(s, { type: "skip" });
      seen.add(s.data.card?.promptId);
    }
    expect(seen.size).toBe(size);
    expect(turnOf(s)).toBe("Ana");
    expect(points(s)).toEqual([0, 0, 0]);
  });

  it("Picante alone: at least 40 truths and 40 dares, none repeated before its deck runs out", () => {
    for (const kind of ["truth", "dare"] as const) {
      let s = start({ levels: ["picante"], maxPoints: 1000 });
      const size = deckIds(kind, ["picante"]).length;
      expect(size).toBeGreaterThanOrEqual(40);
      const seen = new Set<string | undefined>();
      for (let i = 0; i < size; i++) {
        s = play(s, { type: "choose", kind });
        seen.add(s.data.card?.promptId);
        s = play(s, { type: "answer", outcome: "recusou" });
      }
      expect(seen.size).toBe(size);
    }
  });

  it("reaching the target finishes the round before anyone wins: everyone plays as many turns", () => {
    let s = start();
    for (const outcome of ["cumpriu", "cumpriu", "cumpriu", "cumpriu", "recusou"] as const)
      s = turn(s, outcome); // Ana 10, Bia 10, Caio 10, Ana 20, Bia refuses
    expect(s.data.finalRound).toBe(true);
    expect(game.status(s.data).kind).toBe("playing");
    expect(turnOf(s)).toBe("Caio");
    s = turn(s); // Caio 20: round closed
    const status = game.status(s.data);
    expect(status.kind).toBe("over");
    if (status.kind === "over")
      expect(status.standings.map((x) => [x.name, x.rank])).toEqual([
        ["Ana", 1],
        ["Caio", 1],
        ["Bia", 3],
      ]);
  });

  it("removing the current player mid-game passes the turn to the next one and drops the card", () => {
    const s0 = play(turn(start()), { type: "choose", kind: "dare" }); // Bia holds a card
    const s1 = adjust(
      s0,
      [players[0], players[2]].flatMap((p) => (p ? [p] : [])),
    );
    expect(turnOf(s1)).toBe("Caio");
    expect(s1.data.card).toBeNull();
    expect(points(s1)).toEqual([10, 0]);
  });

  it("removing the {outro} of the card picks another one; the card stays", () => {
    const s0 = play(start(), { type: "choose", kind: "dare" });
    const outro = s0.data.card?.otherId;
    const s1 = adjust(s0, players.filter((p) => p.id !== outro).concat({ id: "p9", name: "Duda" }));
    expect(s1.data.card?.promptId).toBe(s0.data.card?.promptId);
    expect(s1.data.card?.otherId).not.toBe(outro);
    expect(s1.data.card?.otherId).not.toBe("p0");
  });

  it("never goes below two players: a removal that leaves one is refused", () => {
    const s = start({}, players.slice(0, 2));
    const refused = applyMove(game, s, {
      version: s.version,
      move: { type: "adjust", players: players.slice(0, 1), ...settings },
      at: 1,
    });
    expect(refused).toEqual({ ok: false, code: "TOO_FEW_PLAYERS" });
  });

  it("removing the last player of the final round ends the game", () => {
    let s = turn(turn(turn(turn(start())))); // Ana 20 in the final round, Bia's turn
    s = turn(s, "recusou"); // Caio's turn
    s = adjust(s, players.slice(0, 2));
    expect(game.status(s.data).kind).toBe("over");
  });

  it("a late player joins with zero points and nobody's score changes", () => {
    const s = adjust(turn(start()), [...players, { id: "p9", name: "Duda" }]);
    expect(points(s)).toEqual([10, 0, 0, 0]);
    expect(s.data.list.players[3]?.name).toBe("Duda");
    expect(turnOf(s)).toBe("Bia");
  });

  it("'Jogar de novo' starts a new game with the same players and zero points", () => {
    let s = start({ maxPoints: 10 }, players.slice(0, 2));
    s = turn(turn(s));
    expect(game.status(s.data).kind).toBe("over");
    const again = playAgain(game, s);
    expect(again.data.list.players.map((p) => [p.name, p.points])).toEqual([
      ["Ana", 0],
      ["Bia", 0],
    ]);
    expect(game.status(again.data).kind).toBe("playing");
  });

  it("keeps Picante out when the game was set up without it", () => {
    let s = play(start({ levels: ["leve"] }), { type: "choose", kind: "dare" });
    for (let i = 0; i < 40; i++) {
      expect(promptById(s.data.card?.promptId ?? "")?.prompt.level).toBe("leve");
      s = play(s, { type: "skip" });
    }
  });

  it("passes the engine properties", { timeout: 60_000 }, () => {
    const setups = fc.record({
      players: fc
        .integer({ min: 2, max: 7 })
        .map((n) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `J${i}` }))),
      settings: fc.record({
        levels: fc.subarray([...LEVELS], { minLength: 1 }),
        maxPoints: fc.integer({ min: 10, max: 60 }),
      }),
      bag: fc.constant(EMPTY_BAG),
    });
    checkGameProperties({
      def: game,
      setups,
      candidates: (state) => {
        const list = state.list.players.map((p) => ({ id: p.id, name: p.name }));
        const s = state.settings;
        return [
          { type: "choose", kind: "truth" },
          { type: "choose", kind: "dare" },
          { type: "choose", kind: "nada" },
          { type: "answer", outcome: "cumpriu" },
          { type: "answer", outcome: "recusou" },
          { type: "skip" },
          { type: "adjust", players: [...list, { id: `n${list.length}`, name: "Nova" }], ...s },
          ...list.map((p) => ({ type: "adjust", players: list.filter((x) => x !== p), ...s })),
          { type: "adjust", players: list, levels: ["leve"], maxPoints: 10 },
          { type: "adjust", players: list, levels: [], maxPoints: 10 },
        ];
      },
      invariant: (state) => {
        const i = state.list.currentPlayerIndex;
        const current = state.list.players[i ?? -1];
        if (!current) return "no current player";
        if (state.list.players.length < 2) return "fewer than two players";
        if (new Set(state.list.players.map((p) => p.id)).size !== state.list.players.length)
          return "repeated player";
        for (const p of state.list.players)
          if (p.points !== p.challengesCompleted * COMPLETE_POINTS) return "points do not add up";
        if (state.over && state.card) return "a card after the end";
        if (state.card) {
          const found = promptById(state.card.promptId);
          if (found?.kind !== state.card.kind) return "card of another kind";
          if (!state.settings.levels.includes(found.prompt.level)) return "card of another level";
          if (state.card.otherId === current.id) return "{outro} is the current player";
        }
        return null;
      },
      progress: (state): TruthOrDareMove =>
        state.card ? { type: "answer", outcome: "cumpriu" } : { type: "choose", kind: "dare" },
      maxProgressMoves: 400,
    });
  });
});
