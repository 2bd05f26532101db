import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { checkGameProperties } from "../kit/engine/check-game";
import { applyMove, type GameState, startGame } from "../kit/engine/engine";
import { challengeCategories } from "./content";
import {
  allChallengeIds,
  CHALLENGE_POINTS,
  type ClassicGameSettings,
  type ClassicMove,
  type ClassicState,
  challengeById,
  classicGame,
  DRINK_POINTS,
  deckIds,
  kindOf,
  OUTCOMES_BY_KIND,
  SKIPS_PER_PLAYER,
} from "./logic";

// Clássico cards all ask the current player; the kinds of Bora Beber are tested on their own.
const settings: ClassicGameSettings = {
  categories: ["classic"],
  maxPoints: 20,
  showAdult: false,
};
const players = ["Ana", "Bia", "Caio"].map((name, i) => ({ id: `p${i}`, name }));
const start = (over: Partial<ClassicGameSettings> = {}) =>
  startGame(classicGame, { players, settings: { ...settings, ...over }, bag: EMPTY_BAG }, 7);

let clock = 1_000;
function play(state: GameState<ClassicState>, move: ClassicMove): GameState<ClassicState> {
  clock += 1_000;
  const result = applyMove(classicGame, state, { version: state.version, move, at: clock });
  if (!result.ok) throw new Error(result.code);
  return result.state;
}
const points = (s: GameState<ClassicState>) => s.data.list.players.map((p) => p.points);
/** The card on the table replaced by the first one of `kind` (to test one kind on purpose). */
function cardOf(state: GameState<ClassicState>, kind: string): GameState<ClassicState> {
  const promptId = deckIds(["drinking"], false).find(
    (id) => kindOf(challengeById(id)?.challenge ?? { text: "", icon: "Beer" }) === kind,
  );
  return { ...state, data: { ...state.data, promptId: promptId ?? "", otherId: "p2" } };
}
const refusedMove = (s: GameState<ClassicState>, move: unknown) =>
  applyMove(classicGame, s, { version: s.version, move, at: 1 });
/** The first answer the card on the table offers. */
const fitting = (state: ClassicState): ClassicMove => {
  const prompt = challengeById(state.promptId);
  const kind = prompt ? kindOf(prompt.challenge) : "desafio";
  return { type: "answer", outcome: OUTCOMES_BY_KIND[kind][0] ?? "cumpriu" };
};

describe("Modo Clássico", () => {
  it("builds the deck from the chosen categories with the spec's sizes", () => {
    expect(deckIds(["classic"], false)).toHaveLength(40);
    expect(deckIds(["drinking"], false)).toHaveLength(38);
    expect(deckIds(["family"], false)).toHaveLength(40);
    expect(deckIds(["classic", "family"], false)).toHaveLength(80);
  });

  it("hides Picante unless the 18+ setting is on", () => {
    expect(deckIds(["spicy"], false)).toEqual([]);
    expect(deckIds(["spicy"], true)).toHaveLength(58);
  });

  it("Picante does not repeat a card before the whole 58-card deck was drawn", () => {
    let s = start({ categories: ["spicy"], showAdult: true, maxPoints: 1000 });
    const seen = [s.data.promptId];
    for (let i = 1; i < 58; i++) {
      s = play(s, { type: "answer", outcome: "bebeu" });
      seen.push(s.data.promptId);
    }
    expect(new Set(seen).size).toBe(58);
  });

  it("finds every challenge of the deck by id", () => {
    for (const id of deckIds(["classic", "drinking", "family", "spicy"], true)) {
      expect(challengeById(id)?.challenge.text).toBeTruthy();
    }
    expect(challengeById("nope:1")).toBeNull();
    expect(challengeById("classic:0")).toBeNull();
  });

  it("names challenges by their text, not their position: unique ids, stable when the list changes", () => {
    const total = challengeCategories.reduce((n, c) => n + c.challenges.length, 0);
    expect(new Set(allChallengeIds).size).toBe(total);
    for (const id of allChallengeIds)
      expect(id).toMatch(/^(classic|drinking|family|spicy)\.[0-9a-z]{7}$/);
    expect(deckIds(["family"], false)).toEqual(
      deckIds(["classic", "family"], false).filter((id) => id.startsWith("family.")),
    );
  });

  it("'Cumpriu' adds challenge points and a completed challenge, then passes the turn", () => {
    const s = play(start(), { type: "answer", outcome: "cumpriu" });
    expect(s.data.list.players[0]).toMatchObject({
      points: CHALLENGE_POINTS,
      challengesCompleted: 1,
      isActive: false,
    });
    expect(s.data.list.currentPlayerIndex).toBe(1);
    expect(s.version).toBe(1);
  });

  it("'Bebeu' adds drink points and a completed drink", () => {
    const s = play(start(), { type: "answer", outcome: "bebeu" });
    expect(s.data.list.players[0]).toMatchObject({
      points: DRINK_POINTS,
      drinksCompleted: 1,
      challengesCompleted: 0,
    });
  });

  it("a second tap on the same version is refused: one turn, not two", () => {
    const s0 = start();
    const tap = { version: s0.version, move: { type: "answer", outcome: "cumpriu" }, at: 5 };
    const first = applyMove(classicGame, s0, tap);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(applyMove(classicGame, first.state, tap)).toEqual({ ok: false, code: "STALE_MOVE" });
    expect(points(first.state)).toEqual([10, 0, 0]);
  });

  it("reaching the target finishes the round before anyone wins: everyone plays as many turns", () => {
    let s = play(start(), { type: "answer", outcome: "cumpriu" }); // Ana 10
    s = play(s, { type: "answer", outcome: "bebeu" });
    s = play(s, { type: "answer", outcome: "bebeu" });
    s = play(s, { type: "answer", outcome: "cumpriu" }); // Ana 20: final round
    expect(s.data.finalRound).toBe(true);
    expect(classicGame.status(s.data).kind).toBe("playing");
    s = play(s, { type: "answer", outcome: "cumpriu" }); // Bia 15
    expect(classicGame.status(s.data).kind).toBe("playing");
    s = play(s, { type: "answer", outcome: "cumpriu" }); // Caio 15: round closed
    const status = classicGame.status(s.data);
    expect(status.kind).toBe("over");
    if (status.kind === "over") expect(status.standings[0]).toMatchObject({ name: "Ana", rank: 1 });
    expect(points(s)).toEqual([20, 15, 15]);
  });

  it("tied leaders share first place", () => {
    let s = start();
    for (let i = 0; i < 6; i++) s = play(s, { type: "answer", outcome: "cumpriu" });
    const status = classicGame.status(s.data);
    expect(status.kind === "over" && status.standings.map((x) => x.rank)).toEqual([1, 1, 1]);
  });

  it("skipping draws another challenge for the same player, never the same one", () => {
    const s0 = start();
    const s1 = play(s0, { type: "skip" });
    expect(s1.data.promptId).not.toBe(s0.data.promptId);
    expect(s1.data.list.currentPlayerIndex).toBe(0);
  });

  it("'Pular' is limited: two per player per game, shown as what is left, then refused", () => {
    let s = start();
    expect(classicGame.view(s.data, { kind: "device" }).skipsLeft).toBe(SKIPS_PER_PLAYER);
    for (let i = 0; i < SKIPS_PER_PLAYER; i++) s = play(s, { type: "skip" });
    expect(classicGame.view(s.data, { kind: "device" }).skipsLeft).toBe(0);
    expect(refusedMove(s, { type: "skip" })).toEqual({ ok: false, code: "NOT_NOW" });
    s = play(s, { type: "answer", outcome: "cumpriu" }); // Bia still has her own two
    expect(classicGame.view(s.data, { kind: "device" }).skipsLeft).toBe(SKIPS_PER_PLAYER);
    expect(play(s, { type: "skip" }).data.skips).toEqual({ p0: 2, p1: 1 });
  });

  it("a group card ('roda') offers only 'Feito': nobody scores, the turn passes", () => {
    const s = cardOf(start(), "roda");
    expect(classicGame.view(s.data, { kind: "device" }).kind).toBe("roda");
    for (const outcome of ["cumpriu", "bebeu", "ganhou-jogador"])
      expect(refusedMove(s, { type: "answer", outcome })).toEqual({
        ok: false,
        code: "INVALID_MOVE",
      });
    const done = play(s, { type: "answer", outcome: "feito" });
    expect(points(done)).toEqual([0, 0, 0]);
    expect(done.data.list.currentPlayerIndex).toBe(1);
  });

  it("a card for {outro} scores {outro}, not the current player", () => {
    const s = cardOf(start(), "outro");
    expect(points(play(s, { type: "answer", outcome: "cumpriu" }))).toEqual([0, 0, 10]);
    expect(points(play(s, { type: "answer", outcome: "bebeu" }))).toEqual([0, 0, 5]);
    expect(refusedMove(s, { type: "answer", outcome: "feito" })).toMatchObject({ ok: false });
  });

  it("a duel scores its winner, and the loser's drink is counted", () => {
    const s = cardOf(start(), "duelo");
    const ana = play(s, { type: "answer", outcome: "ganhou-jogador" });
    expect(points(ana)).toEqual([10, 0, 0]);
    expect(ana.data.list.players[2]?.drinksCompleted).toBe(1);
    const caio = play(s, { type: "answer", outcome: "ganhou-outro" });
    expect(points(caio)).toEqual([0, 0, 10]);
    expect(refusedMove(s, { type: "answer", outcome: "cumpriu" })).toMatchObject({ ok: false });
  });

  it("every Bora Beber card that asks the group to count or drink is not a 'Cumpriu' card", () => {
    const texts = deckIds(["drinking"], false).flatMap((id) => {
      const c = challengeById(id)?.challenge;
      return c && kindOf(c) === "desafio" ? [c.text] : [];
    });
    for (const t of texts) expect(t).not.toMatch(/^(Quem|Todo mundo|Contem|Cascata)/);
  });

  it("a late player joins with zero points and nobody's score changes", () => {
    let s = play(start(), { type: "answer", outcome: "cumpriu" });
    s = play(s, { type: "addPlayer", name: "Duda" });
    expect(points(s)).toEqual([10, 0, 0, 0]);
    expect(s.data.list.players[3]?.name).toBe("Duda");
  });

  it("removing the current player passes the turn to the next with a new card", () => {
    const s0 = play(start(), { type: "answer", outcome: "cumpriu" }); // Bia's turn
    const s1 = play(s0, { type: "removePlayer", playerId: "p1" });
    expect(s1.data.list.players[s1.data.list.currentPlayerIndex ?? -1]?.name).toBe("Caio");
  });

  it("never goes below two players", () => {
    const s = play(start(), { type: "removePlayer", playerId: "p2" });
    const refused = applyMove(classicGame, s, {
      version: s.version,
      move: { type: "removePlayer", playerId: "p0" },
      at: 1,
    });
    expect(refused).toEqual({ ok: false, code: "TOO_FEW_PLAYERS" });
  });

  it("keeps Picante out of the deck when the game started without 18+", () => {
    let s = start({ categories: ["spicy", "classic"], maxPoints: 1000 });
    for (let i = 0; i < 60; i++) {
      expect(s.data.promptId.startsWith("spicy.")).toBe(false);
      s = play(s, { type: "answer", outcome: "bebeu" });
    }
  });

  it("passes the engine properties", { timeout: 60_000 }, () => {
    const setups = fc.record({
      players: fc
        .integer({ min: 2, max: 8 })
        .map((n) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `J${i}` }))),
      settings: fc.record({
        categories: fc.subarray(["classic", "drinking", "family", "spicy"] as const, {
          minLength: 1,
        }),
        maxPoints: fc.integer({ min: 10, max: 60 }),
        showAdult: fc.boolean(),
      }),
      bag: fc.constant(EMPTY_BAG),
    });
    checkGameProperties({
      def: classicGame,
      setups: setups.map((s) => ({
        ...s,
        settings: { ...s.settings, categories: [...s.settings.categories] },
      })),
      candidates: (state) => [
        { type: "answer", outcome: "cumpriu" },
        { type: "answer", outcome: "bebeu" },
        { type: "answer", outcome: "talvez" },
        { type: "answer", outcome: "feito" },
        { type: "answer", outcome: "ganhou-jogador" },
        { type: "answer", outcome: "ganhou-outro" },
        { type: "skip" },
        { type: "addPlayer", name: "Nova" },
        { type: "addPlayer", name: "" },
        ...state.list.players.map((p) => ({ type: "removePlayer", playerId: p.id })),
        { type: "removePlayer", playerId: "ninguem" },
      ],
      invariant: (state) => {
        const i = state.list.currentPlayerIndex;
        if (i === null || !state.list.players[i]) return "no current player";
        if (state.list.players.length < 2) return "fewer than two players";
        if (!challengeById(state.promptId)) return "unknown challenge";
        if (!state.settings.showAdult && state.promptId.startsWith("spicy.")) return "18+ card";
        if (state.otherId === state.list.players[i]?.id) return "{outro} is the current player";
        for (const p of state.list.players) {
          if (p.points % 5 !== 0 || p.points > p.challengesCompleted * 10 + p.drinksCompleted * 5)
            return "points do not add up";
          if ((state.skips[p.id] ?? 0) > SKIPS_PER_PLAYER) return "too many skips";
        }
        return null;
      },
      progress: fitting,
      maxProgressMoves: 200,
    });
  });
});

describe("Modo Clássico in a room", () => {
  const by = (playerId: string, host = false) => ({ kind: "player" as const, playerId, host });
  const attempt = (s: GameState<ClassicState>, move: ClassicMove, seat: Parameters<typeof by>) =>
    applyMove(classicGame, s, { version: s.version, move, at: 5_000, seat: by(...seat) });

  it("only the seat whose turn it is, or the host, answers or skips the card", () => {
    const s = start();
    const answer: ClassicMove = {
      type: "answer",
      outcome: OUTCOMES_BY_KIND.desafio[0] ?? "cumpriu",
    };
    expect(attempt(s, answer, ["p1"])).toEqual({ ok: false, code: "NOT_YOUR_TURN" });
    expect(attempt(s, { type: "skip" }, ["p2"])).toEqual({ ok: false, code: "NOT_YOUR_TURN" });
    const own = attempt(s, answer, ["p0"]);
    expect(own.ok && own.state.data.list.players[0]?.points).toBe(CHALLENGE_POINTS);
    expect(attempt(s, answer, ["p2", true]).ok).toBe(true);
    expect(attempt(s, { type: "skip" }, ["p0"]).ok).toBe(true);
    const board = applyMove(classicGame, s, {
      version: s.version,
      move: answer,
      at: 5_000,
      seat: { kind: "board" },
    });
    expect(board).toEqual({ ok: false, code: "NOT_YOUR_TURN" });
  });

  it("a room's players cannot add or remove players by hand; the room (as the board) removes", () => {
    const s = start();
    expect(attempt(s, { type: "removePlayer", playerId: "p2" }, ["p0", true])).toEqual({
      ok: false,
      code: "NOT_YOUR_TURN",
    });
    expect(attempt(s, { type: "addPlayer", name: "Intrusa" }, ["p1"]).ok).toBe(false);
    const removed = applyMove(classicGame, s, {
      version: s.version,
      move: { type: "removePlayer", playerId: "p2" },
      at: 5_000,
      seat: { kind: "board" },
    });
    expect(removed.ok && removed.state.data.list.players.map((p) => p.id)).toEqual(["p0", "p1"]);
  });
});
