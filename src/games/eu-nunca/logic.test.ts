import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, type GameState, playAgain, startGame } from "../kit/engine/engine";
import { CATEGORY_IDS, type CategoryId, deckIds, isAdultCard } from "./deck";
import {
  alive,
  cardsSeen,
  currentCard,
  type EuNuncaGame,
  type EuNuncaGameSettings,
  type EuNuncaMove,
  euNuncaGame as game,
} from "./logic";

const trio = ["Ana", "Bia", "Caio"].map((name) => ({ id: name.toLowerCase(), name }));
const settings: EuNuncaGameSettings = { categories: ["festa"], lives: 3, showAdult: false };
const start = (over: Partial<EuNuncaGameSettings> = {}, players = trio, bag = EMPTY_BAG) =>
  startGame(game, { players, settings: { ...settings, ...over }, bag }, 11);

type S = GameState<EuNuncaGame>;
let clock = 1_000;
function request(s: S, move: unknown) {
  clock += 1_000;
  return { version: s.version, move, at: clock };
}
function play(s: S, ...moves: EuNuncaMove[]): S {
  let state = s;
  for (const move of moves) {
    const result = applyMove(game, state, request(state, move));
    if (!result.ok) throw new Error(`${move.type}: ${result.code}`);
    state = result.state;
  }
  return state;
}
const fingers = (s: S) => s.data.round.players.map((p) => p.lives);

describe("Eu Nunca on the engine", () => {
  it("deals the whole deck of the chosen categories, every player with full fingers", () => {
    const s = start();
    expect([...s.data.round.deck].sort()).toEqual([...deckIds(["festa"], false)].sort());
    expect(fingers(s)).toEqual([3, 3, 3]);
    expect(s.data.round.phase).toBe("marking");
  });

  it("a reload keeps the statement, the marks and every player's fingers", () => {
    const s = play(start(), { type: "toggle", id: "ana" }, { type: "confirm" }, { type: "next" });
    const marked = play(s, { type: "toggle", id: "bia" });
    const restored = JSON.parse(JSON.stringify(marked)) as S;
    const view = game.view(restored.data, { kind: "device" });
    expect(currentCard(view)).toBe(currentCard(marked.data.round));
    expect(view.players.map((p) => p.lives)).toEqual([2, 3, 3]);
    expect(view.marked).toEqual(["bia"]);
  });

  it("a double tap on 'Confirmar' confirms once and never skips the next card", () => {
    const s0 = play(start(), { type: "toggle", id: "ana" });
    const tap = request(s0, { type: "confirm" });
    const first = applyMove(game, s0, tap);
    if (!first.ok) throw new Error(first.code);
    // The second tap lands on the same button, now 'Próxima', with the version it saw.
    const second = { ...tap, move: { type: "next" } };
    expect(applyMove(game, first.state, second)).toEqual({ ok: false, code: "STALE_MOVE" });
    expect(first.state.data.round.phase).toBe("revealed");
    expect(first.state.data.round.cursor).toBe(0);
    expect(fingers(first.state)).toEqual([2, 3, 3]);
  });

  it("refuses moves that change nothing: next before confirming, marking a player out", () => {
    const s = start();
    expect(applyMove(game, s, request(s, { type: "next" }))).toEqual({
      ok: false,
      code: "NOT_NOW",
    });
    expect(applyMove(game, s, request(s, { type: "toggle", id: "nobody" }))).toEqual({
      ok: false,
      code: "NOT_NOW",
    });
  });

  it("the last one standing wins; 'Jogar de novo' keeps the players with full fingers", () => {
    let s = start();
    for (const id of ["ana", "ana", "ana", "bia", "bia", "bia"]) {
      s = play(s, { type: "toggle", id }, { type: "confirm" });
      if (s.data.round.phase !== "over") s = play(s, { type: "next" });
    }
    const status = game.status(s.data);
    expect(status.kind).toBe("over");
    if (status.kind === "over")
      expect(status.standings[0]).toMatchObject({ name: "Caio", rank: 1 });
    const again = playAgain(game, s);
    expect(fingers(again)).toEqual([3, 3, 3]);
    expect(again.data.round.players.map((p) => p.name)).toEqual(["Ana", "Bia", "Caio"]);
  });

  it("the next game starts with the cards this one did not reach", () => {
    const s = play(start(), { type: "skip" }, { type: "skip" }, { type: "skip" });
    const seen = s.data.round.deck.slice(0, cardsSeen(s.data.round));
    const memory = game.bag?.(s.data) ?? EMPTY_BAG;
    expect(memory.seen).toEqual(expect.arrayContaining(seen));
    const next = start({}, trio, memory);
    const unseen = deckIds(["festa"], false).length - seen.length;
    expect(next.data.round.deck.slice(0, unseen).some((id) => seen.includes(id))).toBe(false);
  });

  it("'hideAdult' takes the 18+ cards out of the rest of the deck", () => {
    const s = start({ categories: ["picante", "festa"], showAdult: true });
    expect(s.data.round.deck.some(isAdultCard)).toBe(true);
    const hidden = play(s, { type: "hideAdult" });
    expect(hidden.data.round.deck.some(isAdultCard)).toBe(false);
    expect(hidden.data.settings.showAdult).toBe(false);
    expect(applyMove(game, hidden, request(hidden, { type: "hideAdult" }))).toEqual({
      ok: false,
      code: "NOT_NOW",
    });
  });

  it("without players it is the plain card flow to the end of the deck", () => {
    let s = start({}, []);
    const size = s.data.round.deck.length;
    for (let i = 0; i < size; i++) s = play(s, { type: "next" });
    expect(game.status(s.data)).toEqual({ kind: "over", standings: [] });
  });

  it("passes the engine properties", () => {
    const setups = fc.record({
      players: fc
        .oneof(fc.constant(0), fc.integer({ min: 3, max: 6 }))
        .map((n) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `J${i}` }))),
      settings: fc.record({
        categories: fc.subarray([...CATEGORY_IDS] as CategoryId[], { minLength: 1, maxLength: 2 }),
        lives: fc.integer({ min: 3, max: 5 }),
        showAdult: fc.boolean(),
      }),
      bag: fc.constant(EMPTY_BAG),
    });
    checkGameProperties({
      def: game,
      setups,
      candidates: (state) => [
        ...state.round.players.map((p) => ({ type: "toggle", id: p.id })),
        { type: "toggle", id: "ninguem" },
        { type: "confirm" },
        { type: "next" },
        { type: "skip" },
        { type: "end" },
        { type: "hideAdult" },
      ],
      invariant: ({ round, settings: s }) => {
        if (new Set(round.deck).size !== round.deck.length) return "a card twice in the deck";
        if (round.cursor > round.deck.length) return "past the end of the deck";
        if (round.phase !== "over" && !currentCard(round)) return "no card on the table";
        if (round.players.some((p) => p.lives < 0 || p.lives > round.maxLives))
          return "fingers out of range";
        if (round.players.some((p) => (p.lives === 0) !== (p.outOn !== null)))
          return "out without a card, or a card without being out";
        const standing = new Set(alive(round).map((p) => p.id));
        if (round.marked.some((id) => !standing.has(id))) return "a player out is marked";
        if (round.players.length && round.phase === "marking" && standing.size < 2)
          return "a winner while the game goes on";
        if (!s.showAdult && round.deck.slice(round.cursor).some(isAdultCard)) return "18+ card";
        return null;
      },
      progress: ({ round }): EuNuncaMove => {
        if (!round.players.length || round.phase === "revealed") return { type: "next" };
        const first = alive(round)[0];
        return round.marked.length || !first
          ? { type: "confirm" }
          : { type: "toggle", id: first.id };
      },
      maxProgressMoves: 600,
      runs: 100,
    });
  });
});

describe("Eu Nunca in a room (each phone answers for its own seat)", () => {
  const seat = (playerId: string) => ({ kind: "player", playerId }) as const;
  function answer(s: S, playerId: string, done: boolean) {
    return applyMove(game, s, { ...request(s, { type: "answer", done }), seat: seat(playerId) });
  }
  function answered(s: S, ...answers: [string, boolean][]): S {
    let state = s;
    for (const [id, done] of answers) {
      const result = answer(state, id, done);
      if (!result.ok) throw new Error(`${id}: ${result.code}`);
      state = result.state;
    }
    return state;
  }

  it("the card is confirmed by itself once everyone standing answered: 'Eu já' loses a finger", () => {
    const s = answered(start(), ["ana", true], ["bia", false]);
    expect(s.data.round.phase).toBe("marking");
    expect(s.data.round.marked).toEqual(["ana"]);
    expect(s.data.round.answered).toEqual(["ana", "bia"]);
    const done = answered(s, ["caio", true]);
    expect(done.data.round.phase).toBe("revealed");
    expect(done.data.round.round?.lost).toEqual(["ana", "caio"]);
    expect(fingers(done)).toEqual([2, 3, 2]);
    expect(done.data.round.answered).toEqual([]);
  });

  it("a player may change their answer before the last one answers", () => {
    const s = answered(start(), ["ana", true], ["ana", false], ["bia", false], ["caio", false]);
    expect(s.data.round.round?.lost).toEqual([]);
    expect(fingers(s)).toEqual([3, 3, 3]);
  });

  it("a phone cannot mark someone else, the board cannot move, a player out cannot answer", () => {
    const s = start();
    const toggle = applyMove(game, s, {
      ...request(s, { type: "toggle", id: "bia" }),
      seat: seat("ana"),
    });
    expect(toggle).toEqual({ ok: false, code: "NOT_YOUR_TURN" });
    const board = applyMove(game, s, { ...request(s, { type: "next" }), seat: { kind: "board" } });
    expect(board).toEqual({ ok: false, code: "NOT_YOUR_TURN" });
    expect(answer(s, "zeca", true)).toEqual({ ok: false, code: "NOT_NOW" });
    const device = applyMove(game, s, request(s, { type: "answer", done: true }));
    expect(device).toEqual({ ok: false, code: "NOT_YOUR_TURN" });
  });

  it("the next card clears the answers; a player out is not waited for", () => {
    let s = start();
    for (let card = 0; card < 3; card++) {
      s = answered(s, ["ana", true], ["bia", false], ["caio", false]);
      s = play(s, { type: "next" });
    }
    expect(alive(s.data.round).map((p) => p.id)).toEqual(["bia", "caio"]);
    s = answered(s, ["bia", true], ["caio", false]);
    expect(s.data.round.phase).toBe("revealed");
    expect(fingers(s)).toEqual([0, 2, 3]);
  });
});
