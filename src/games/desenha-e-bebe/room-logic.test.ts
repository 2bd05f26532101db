import { describe, expect, it } from "vitest";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { applyMove, type GameState, type Seat, startGame } from "../kit/engine/engine";
import {
  canDrawLive,
  cleanRoomSettings,
  type DesenhaRoomState,
  desenhaRoomGame as def,
  GUESSES_KEPT,
} from "./room-logic";
import { wordById } from "./words";

const players = [
  { id: "ana", name: "Ana" },
  { id: "bia", name: "Bia" },
  { id: "caio", name: "Caio" },
];
const seat = (playerId: string): Seat => ({ kind: "player", playerId });
const BOARD: Seat = { kind: "board" };
const T0 = 1_700_000_000_000;

const start = (settings: unknown = { seconds: 30, laps: 1 }) =>
  startGame(def, { players, settings: cleanRoomSettings(settings), bag: EMPTY_BAG }, 42);

type S = GameState<DesenhaRoomState>;
function act(s: S, move: unknown, by: Seat, at = T0): S {
  const r = applyMove(def, s, { version: s.version, move, at, seat: by });
  if (!r.ok) throw new Error(`${JSON.stringify(move)} refused: ${r.code}`);
  return r.state;
}
const refusal = (s: S, move: unknown, by: Seat, at = T0) => {
  const r = applyMove(def, s, { version: s.version, move, at, seat: by });
  return r.ok ? null : r.code;
};
const wordOf = (s: S) => wordById(s.data.wordId ?? "")?.text ?? "";
const stroke = (id: number, n = 3) => ({
  id,
  color: "#1f2937",
  width: 20,
  points: Array.from({ length: n * 2 }, (_, i) => (i * 37) % 1000),
});
/** Ana draws: the clock starts at T0. */
const drawing = () => act(start(), { type: "go" }, seat("ana"));

describe("Desenha e Bebe in a room: seats", () => {
  it("only the drawer swaps, starts, draws, undoes, clears and gives up", () => {
    let s = start();
    expect(refusal(s, { type: "go" }, seat("bia"))).toBe("NOT_YOUR_TURN");
    expect(refusal(s, { type: "swap" }, seat("bia"))).toBe("NOT_YOUR_TURN");
    expect(refusal(s, { type: "go" }, BOARD)).toBe("NOT_YOUR_TURN");
    s = act(s, { type: "go" }, seat("ana"));
    for (const move of [
      { type: "stroke", stroke: stroke(0) },
      { type: "undo" },
      { type: "clear" },
      { type: "giveUp" },
    ])
      expect(refusal(s, move, seat("bia"))).toBe("NOT_YOUR_TURN");
    s = act(s, { type: "stroke", stroke: stroke(0) }, seat("ana"));
    expect(s.data.drawing.strokes).toHaveLength(1);
  });

  it("the drawer cannot guess; someone outside the game cannot either", () => {
    const s = drawing();
    expect(refusal(s, { type: "guess", text: wordOf(s) }, seat("ana"))).toBe("NOT_YOUR_TURN");
    expect(refusal(s, { type: "guess", text: wordOf(s) }, seat("zeca"))).toBe("NOT_YOUR_TURN");
    expect(refusal(s, { type: "guess", text: wordOf(s) }, BOARD)).toBe("NOT_YOUR_TURN");
  });

  it("a seat adds only itself and removes only itself; the room (board seat) removes anyone", () => {
    const s = drawing();
    expect(refusal(s, { type: "addPlayer", id: "duda", name: "Duda" }, seat("bia"))).toBe(
      "NOT_YOUR_TURN",
    );
    expect(
      act(s, { type: "addPlayer", id: "duda", name: "Duda" }, seat("duda")).data.players,
    ).toHaveLength(4);
    expect(refusal(s, { type: "removePlayer", playerId: "caio" }, seat("bia"))).toBe(
      "NOT_YOUR_TURN",
    );
    expect(act(s, { type: "removePlayer", playerId: "caio" }, BOARD).data.players).toHaveLength(2);
  });

  it("live strokes: only the drawer's seat, in the drawing phase, of the current turn", () => {
    let s = start();
    expect(canDrawLive(s.data, "ana", s.data.turn)).toBe(false);
    s = act(s, { type: "go" }, seat("ana"));
    expect(canDrawLive(s.data, "ana", s.data.turn)).toBe(true);
    expect(canDrawLive(s.data, "bia", s.data.turn)).toBe(false);
    expect(canDrawLive(s.data, "ana", s.data.turn - 1)).toBe(false);
  });
});

describe("Desenha e Bebe in a room: guesses and scoring", () => {
  it("a right guess with other case, no accents and spaces scores the guesser and the drawer", () => {
    let s = drawing();
    const word = wordOf(s);
    const sloppy = `  ${word.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase()} `;
    s = act(s, { type: "guess", text: "nada a ver" }, seat("caio"));
    s = act(s, { type: "guess", text: sloppy }, seat("bia"), T0 + 5_000);
    expect(s.data.phase).toBe("reveal");
    expect(s.data.players.map((p) => p.points)).toEqual([1, 1, 0]);
    expect(s.data.last).toMatchObject({ outcome: "acertou", guesserId: "bia", drawerId: "ana" });
    // The right guess is not among the guesses shown.
    expect(s.data.guesses.map((g) => g.text)).toEqual(["nada a ver"]);
  });

  it("the clock is the server's: 'timeUp' before the end is refused; after it everyone drinks", () => {
    let s = drawing();
    expect(s.data.endsAt).toBe(T0 + 30_000);
    expect(refusal(s, { type: "timeUp" }, seat("bia"), T0 + 29_999)).toBe("NOT_NOW");
    s = act(s, { type: "timeUp" }, seat("bia"), T0 + 30_000);
    const sips = s.data.last?.sips ?? 0;
    expect(sips).toBeGreaterThanOrEqual(1);
    expect(s.data.players.map((p) => p.sips)).toEqual([sips, sips, sips]);
    expect(s.data.players.map((p) => p.points)).toEqual([0, 0, 0]);
  });

  it("a guess after the clock ran out ends the turn by time, even if right", () => {
    let s = drawing();
    s = act(s, { type: "guess", text: wordOf(s) }, seat("bia"), T0 + 31_000);
    expect(s.data.last?.outcome).toBe("tempo");
    expect(s.data.players.map((p) => p.points)).toEqual([0, 0, 0]);
  });

  it("giving up: the drawer alone drinks", () => {
    const s = act(drawing(), { type: "giveUp" }, seat("ana"));
    const sips = s.data.last?.sips ?? 0;
    expect(s.data.players.map((p) => p.sips)).toEqual([sips, 0, 0]);
  });

  it("keeps the latest wrong guesses only", () => {
    let s = drawing();
    for (let i = 0; i < GUESSES_KEPT + 5; i++)
      s = act(s, { type: "guess", text: `chute ${i}` }, seat("bia"));
    expect(s.data.guesses).toHaveLength(GUESSES_KEPT);
    expect(s.data.guesses.at(-1)?.text).toBe(`chute ${GUESSES_KEPT + 4}`);
  });

  it("everyone draws in seat order, `laps` times, then the game is over with standings", () => {
    let s = start({ seconds: 30, laps: 2 });
    const drawers: string[] = [];
    for (let turn = 0; turn < 6; turn++) {
      const drawer = s.data.players[s.data.drawer]?.id as string;
      drawers.push(drawer);
      s = act(s, { type: "go" }, seat(drawer));
      const guesser = drawer === "bia" ? "caio" : "bia";
      s = act(s, { type: "guess", text: wordOf(s) }, seat(guesser));
      s = act(s, { type: "next" }, seat("caio"));
    }
    expect(drawers).toEqual(["ana", "bia", "caio", "ana", "bia", "caio"]);
    expect(s.data.phase).toBe("over");
    const status = def.status(s.data);
    expect(status.kind).toBe("over");
    if (status.kind === "over")
      expect(status.standings[0]).toMatchObject({ name: "Bia", score: 6, rank: 1 });
  });

  it("the drawer leaving mid-turn ends it without points; the next drawer is the one after", () => {
    let s = drawing();
    s = act(s, { type: "removePlayer", playerId: "ana" }, BOARD);
    expect(s.data.phase).toBe("reveal");
    expect(s.data.last?.outcome).toBe("saiu");
    s = act(s, { type: "next" }, seat("bia"));
    expect(s.data.players[s.data.drawer]?.id).toBe("bia");
    // Below two players the game ends.
    s = act(s, { type: "removePlayer", playerId: "caio" }, BOARD);
    expect(s.data.phase).toBe("over");
  });
});

describe("Desenha e Bebe in a room: strokes", () => {
  it("strokes are checked (sheet bounds, whole numbers, colour) and ids only grow", () => {
    let s = drawing();
    const bad = [
      { ...stroke(0), points: [0, 1001] },
      { ...stroke(0), points: [0.5, 2] },
      { ...stroke(0), points: [1, 2, 3] },
      { ...stroke(0), color: "red; background:url(x)" },
      { ...stroke(0), points: Array(802).fill(1) },
      { ...stroke(0), extra: 1 },
    ];
    for (const b of bad)
      expect(refusal(s, { type: "stroke", stroke: b }, seat("ana"))).toBe("INVALID_MOVE");
    s = act(s, { type: "stroke", stroke: stroke(3) }, seat("ana"));
    expect(refusal(s, { type: "stroke", stroke: stroke(3) }, seat("ana"))).toBe("NOT_NOW");
    s = act(s, { type: "undo" }, seat("ana"));
    expect(s.data.drawing).toEqual({ strokes: [], nextId: 4 });
  });

  it("the stored drawing is bounded in points", () => {
    let s = drawing();
    for (let id = 0; id < 15; id++)
      s = act(s, { type: "stroke", stroke: stroke(id, 400) }, seat("ana"));
    expect(refusal(s, { type: "stroke", stroke: stroke(15, 400) }, seat("ana"))).toBe("NOT_NOW");
  });
});

describe("Desenha e Bebe in a room: what each seat sees", () => {
  const hasWord = (v: unknown, word: string) =>
    JSON.stringify(v).includes(JSON.stringify(word).slice(1, -1));

  it("the word is the drawer's alone until the turn ends, then everyone's", () => {
    let s = start();
    const word = wordOf(s);
    expect(def.view(s.data, seat("ana")).word?.text).toBe(word);
    for (const who of [seat("bia"), seat("caio"), BOARD, seat("zeca")]) {
      const view = def.view(s.data, who);
      expect(view.word).toBeNull();
      expect(hasWord(view, word)).toBe(false);
      expect(JSON.stringify(view)).not.toContain(s.data.wordId as string);
    }
    s = act(s, { type: "go" }, seat("ana"));
    s = act(s, { type: "guess", text: "errado" }, seat("caio"));
    const guesser = def.view(s.data, seat("bia"));
    expect(guesser.word).toBeNull();
    expect(guesser.shape).toMatch(/^[_\s-]+$/);
    expect(hasWord(guesser, word)).toBe(false);
    expect(hasWord(def.view(s.data, BOARD), word)).toBe(false);
    s = act(s, { type: "guess", text: word }, seat("bia"));
    for (const who of [seat("caio"), BOARD]) {
      expect(def.view(s.data, who).word?.text).toBe(word);
      expect(def.view(s.data, who).last?.word).toBe(word);
    }
  });

  it("the drawer's swaps show only on the drawer's view", () => {
    const s = start();
    expect(def.view(s.data, seat("ana")).swapsLeft).toBe(1);
    expect(def.view(s.data, seat("bia")).swapsLeft).toBe(0);
  });
});

describe("cleanRoomSettings", () => {
  it("keeps what the setup offers and falls back otherwise", () => {
    expect(
      cleanRoomSettings({ seconds: 90, laps: 3, category: "bebida", difficulties: ["dificil"] }),
    ).toEqual({ seconds: 90, laps: 3, category: "bebida", difficulties: ["dificil"] });
    expect(cleanRoomSettings({ seconds: 5, laps: 99, category: "x", difficulties: ["y"] })).toEqual(
      {
        seconds: 60,
        laps: 1,
        category: "aleatorio",
        difficulties: ["facil", "medio"],
      },
    );
  });
});
