import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, type GameState, playAgain, startGame } from "../kit/engine/engine";
import { cards } from "./content";
import {
  CARD_COUNTS,
  type CardsGameState,
  type CardsMove,
  type CardsSettings,
  cardsGame as game,
  outcomesFor,
} from "./logic";
import { cardById } from "./table";

const players = ["Ana", "Bia", "Caio"].map((name, i) => ({ id: `p${i}`, name }));
const start = (over: Partial<CardsSettings> = {}, seed = 7) =>
  startGame(
    game,
    { players, settings: { cardCount: 20, adult: false, ...over }, bag: EMPTY_BAG },
    seed,
  );

type S = GameState<CardsGameState>;
let clock = 1_000;
function request(s: S, move: unknown) {
  clock += 1_000;
  return { version: s.version, move, at: clock };
}
function play(s: S, move: CardsMove): S {
  const result = applyMove(game, s, request(s, move));
  if (!result.ok) throw new Error(result.code);
  return result.state;
}
/** The forward answer of the card on the table ('Cumpriu' or 'Próxima'). */
const forward = (s: S): CardsMove => {
  const card = cardById(s.data.table.cardId);
  return { type: "answer", outcome: card?.kind === "desafio" ? "cumpriu" : "proxima" };
};
const turnOf = (s: S) => s.data.list.players[s.data.list.currentPlayerIndex ?? -1]?.name;

describe("Cartas on the engine", () => {
  it("starts with a card on the table for the first player", () => {
    const s = start();
    expect(cardById(s.data.table.cardId)).not.toBeNull();
    expect(turnOf(s)).toBe("Ana");
    expect(game.view(s.data, { kind: "device" }).cardsPlayed).toBe(0);
  });

  it("answering passes the turn with a new card; only 'Cumpriu' on a desafio scores", () => {
    let s = start();
    s = play(s, forward(s));
    expect(turnOf(s)).toBe("Bia");
    expect(s.data.table.cardsPlayed).toBe(1);
    expect(cardById(s.data.table.cardId)).not.toBeNull();
    const points = s.data.list.players[0]?.points;
    expect(points).toBe(cardById(start().data.table.cardId)?.kind === "desafio" ? 1 : 0);
  });

  it("refuses an answer the card does not offer", () => {
    const s = start();
    const kind = cardById(s.data.table.cardId)?.kind ?? "regra";
    const wrong = outcomesFor(kind).includes("proxima") ? "cumpriu" : "proxima";
    expect(applyMove(game, s, request(s, { type: "answer", outcome: wrong }))).toEqual({
      ok: false,
      code: "INVALID_MOVE",
    });
  });

  it("a double tap plays one card: the second tap names the old version", () => {
    const s0 = start();
    const tap = request(s0, forward(s0));
    const first = applyMove(game, s0, tap);
    if (!first.ok) throw new Error(first.code);
    expect(applyMove(game, first.state, tap)).toEqual({ ok: false, code: "STALE_MOVE" });
    expect(first.state.data.table.cardsPlayed).toBe(1);
  });

  it("the card, the rules in force and the count are state: a stored game comes back as it was", () => {
    let s = start();
    for (let i = 0; i < 5; i++) s = play(s, forward(s));
    const restored = JSON.parse(JSON.stringify(s)) as S;
    expect(game.view(restored.data, { kind: "device" })).toEqual(
      game.view(s.data, { kind: "device" }),
    );
  });

  it("'Encerrar' is a move: it ends the game with the scores as they are", () => {
    let s = start();
    s = play(s, forward(s));
    const ended = play(s, { type: "end" });
    expect(game.status(ended.data).kind).toBe("over");
    expect(ended.data.list).toEqual(s.data.list);
    expect(applyMove(game, ended, request(ended, forward(s)))).toEqual({
      ok: false,
      code: "GAME_OVER",
    });
  });

  it("ends after the chosen number of cards; skipped cards do not count", () => {
    let s = play(start(), { type: "skip" });
    expect(s.data.table.cardsPlayed).toBe(0);
    for (let i = 0; i < 20; i++) {
      expect(game.status(s.data).kind).toBe("playing");
      s = play(s, forward(s));
    }
    expect(game.status(s.data).kind).toBe("over");
    expect(game.view(s.data, { kind: "device" }).card).toBeNull();
  });

  it("ranks by points, then drinks: equal players share a place", () => {
    let s = start();
    s = play(s, { type: "end" });
    const status = game.status(s.data);
    expect(status.kind === "over" && status.standings.map((x) => x.rank)).toEqual([1, 1, 1]);
  });

  it("'Jogar de novo' keeps the players, zeroes the scores and deals a fresh deck", () => {
    let s = start();
    for (let i = 0; i < 20; i++) s = play(s, forward(s));
    const again = playAgain(game, s);
    expect(again.data.list.players.map((p) => [p.name, p.points])).toEqual([
      ["Ana", 0],
      ["Bia", 0],
      ["Caio", 0],
    ]);
    expect(again.data.table.cardsPlayed).toBe(0);
  });

  it("keeps +18 cards out unless the game was set up with them", () => {
    const adult = new Set(cards.filter((c) => c.adult).map((c) => c.id));
    expect(start().data.table.deckIds.some((id) => adult.has(id))).toBe(false);
    expect(start({ adult: true }).data.table.deckIds.filter((id) => adult.has(id)).length).toBe(
      adult.size,
    );
  });

  it("passes the engine properties", { timeout: 60_000 }, () => {
    const setups = fc.record({
      players: fc
        .integer({ min: 2, max: 6 })
        .map((n) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `J${i}` }))),
      settings: fc.record({ cardCount: fc.constantFrom(...CARD_COUNTS), adult: fc.boolean() }),
      bag: fc.constant(EMPTY_BAG),
    });
    checkGameProperties({
      def: game,
      setups,
      candidates: (state) => [
        { type: "answer", outcome: "cumpriu" },
        ...state.list.players.map((p) => ({ type: "answer", outcome: "proxima", loserId: p.id })),
        { type: "answer", outcome: "proxima", loserId: "ninguem" },
        { type: "answer", outcome: "bebeu" },
        { type: "answer", outcome: "proxima" },
        { type: "answer", outcome: "talvez" },
        { type: "skip" },
        { type: "skip" },
        { type: "end" },
      ],
      invariant: (state) => {
        const { table, list } = state;
        if (!list.players[list.currentPlayerIndex ?? -1]) return "no current player";
        if (!state.over && !cardById(table.cardId)) return "no card on the table";
        if (table.cardsPlayed > state.settings.cardCount) return "more cards than the deck";
        const answered = list.players.reduce(
          (n, p) => n + p.challengesCompleted + p.drinksCompleted,
          0,
        );
        if (answered > table.cardsPlayed * list.players.length) return "answers do not add up";
        for (const p of list.players)
          if (p.points < p.challengesCompleted || p.points > 2 * p.challengesCompleted)
            return "points do not add up";
        if (table.activeRules.some((r) => r.turnsLeft < 1)) return "an expired rule in force";
        if (!state.settings.adult && table.deckIds.some((id) => cardById(id)?.adult))
          return "+18 card without 18+";
        return null;
      },
      progress: (state): CardsMove => ({
        type: "answer",
        outcome: cardById(state.table.cardId)?.kind === "desafio" ? "cumpriu" : "proxima",
      }),
      maxProgressMoves: 60,
    });
  });
});
