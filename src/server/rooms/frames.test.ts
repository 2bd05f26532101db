import { describe, expect, it } from "vitest";
import { classicGame } from "../../games/classic/logic";
import type { DesenhaRoomView } from "../../games/desenha-e-bebe/room-logic";
import { euNuncaGame } from "../../games/eu-nunca/logic";
import type { Seat } from "../../games/kit/engine/engine";
import type { MaisProvavelView } from "../../games/mais-provavel/logic";
import type { RoomMessage } from "../../shared/schemas/room";
import { wholeRoom } from "../../shared/view-delta";
import { type FrameTarget, type RoomFrames, roomFrames } from "./frames";
import { gameStateOf, move, type RoomRecord, start } from "./logic";
import { roomGame } from "./registry";
import { room, seat } from "./test-rows";

const vote = (target: string) => ({ type: "vote", target });
const parse = <V>(text: string) => JSON.parse(text) as RoomMessage<V>;

/** The row after a move by `seatId` on the game's current version (the move must be accepted). */
function played(row: RoomRecord, seatId: string, m: unknown): RoomRecord {
  const game = roomGame(row.gameId);
  const state = gameStateOf(row);
  if (!game || !state) throw new Error("a game in progress");
  const out = move(row, game, seatId, state.version, m, 1_000);
  if (!out.ok) throw new Error(`refused: ${out.code}`);
  return { ...row, ...out.change, version: row.version + 1 };
}

/** A stroke of `n` points, about as long as a finger's line on a phone. */
const stroke = (id: number, n = 60) => ({
  id,
  color: "#1f2937",
  width: 8,
  points: Array.from({ length: n * 2 }, (_, i) => 100 + ((i * 37 + id * 11) % 800)),
});

describe("room frames", () => {
  it("each socket's frame is its own room message: its seat's view, the board's for spectators and the board", () => {
    const game = roomGame("mais-provavel");
    if (!game) throw new Error("mais-provavel is a room game");
    const seats = [seat("ana"), seat("bia"), seat("caio"), seat("zé", { role: "spectator" })];
    const lobby = room(seats, "mais-provavel");
    const started = start(lobby, game, "ana", { rounds: 3 });
    if (!started.ok) throw new Error("expected a start");
    const voted = move({ ...lobby, ...started.change }, game, "ana", 0, vote("bia"), 0);
    if (!voted.ok) throw new Error("expected a vote");
    const row = { ...lobby, ...voted.change, version: 7 };
    const frames = roomFrames(row, game);
    const of = (seatId: string | null, board = false) =>
      parse<MaisProvavelView>(frames.frame({ seatId, board }).text);

    const ana = of("ana");
    expect(ana).toMatchObject({
      type: "room",
      code: "BCDF",
      version: 7,
      phase: "playing",
      hostSeatId: "ana",
      you: { seatId: "ana", board: false, host: true, role: "player" },
      game: { version: 1, status: { kind: "playing" } },
    });
    expect(ana.seats.map((s) => [s.id, s.inGame])).toEqual([
      ["ana", true],
      ["bia", true],
      ["caio", true],
      ["zé", false],
    ]);
    expect(ana.game?.view.myVote).toBe("bia");
    expect(of("bia").game?.view).toMatchObject({ myVote: null, voted: ["ana"] });
    expect(of("bia").you).toMatchObject({ seatId: "bia", host: false });
    expect(of("zé").you.role).toBe("spectator");
    expect(of("zé").game?.view.myVote).toBeNull();
    expect(of(null, true).you).toEqual({ seatId: null, board: true, host: false, role: "board" });
    expect(of(null, true).game?.view.myVote).toBeNull();
  });

  it("a disconnected seat says since when (the server's time, for the host's 'sem conexão'); a connected one does not", () => {
    const gone = "2026-11-28T20:00:00.000Z";
    const row = room([
      seat("ana"),
      seat("bia", { connected: false, instance: null, lastSeen: gone }),
    ]);
    const seats = parse(
      roomFrames(row, roomGame("classic")).frame({ seatId: "ana", board: false }).text,
    ).seats;
    expect(seats.map((s) => [s.id, s.connected, s.goneSince])).toEqual([
      ["ana", true, null],
      ["bia", false, gone],
    ]);
  });

  it("a view that does not depend on the seat is built once for every seat and the board", () => {
    const game = roomGame("classic");
    if (!game) throw new Error("classic is a room game");
    const lobby = room([seat("ana"), seat("bia"), seat("caio"), seat("zé", { role: "spectator" })]);
    const started = start(lobby, game, "ana", {});
    if (!started.ok) throw new Error("expected a start");
    const frames = roomFrames({ ...lobby, ...started.change, version: 2 }, game);
    const games = [["ana"], ["bia"], ["zé"], [null, true] as const].map(([id, board]) =>
      JSON.stringify(parse(frames.frame({ seatId: id, board: Boolean(board) }).text).game),
    );
    expect(new Set(games).size).toBe(1);
    expect(frames.views.size).toBe(1);
  });

  it("the games marked as one view for all really show every seat the same", () => {
    const seats: Seat[] = [{ kind: "player", playerId: "ana" }, { kind: "board" }];
    for (const id of [classicGame.id, euNuncaGame.id]) {
      const game = roomGame(id);
      expect(game?.sameViewForAll).toBe(true);
      const lobby = room([seat("ana"), seat("bia"), seat("caio")], id);
      const started = game && start(lobby, game, "ana", {});
      if (!game || !started?.ok) throw new Error(`${id}: expected a start`);
      const data = gameStateOf({ ...lobby, ...started.change })?.data;
      const [ana, board] = seats.map((s) => JSON.stringify(game.definition.view(data, s)));
      expect(ana).toBe(board);
    }
  });
});

describe("Desenha e Bebe's drawing as a delta", () => {
  const seats = [seat("ana"), seat("bia"), seat("caio")];
  const game = roomGame("desenha-e-bebe");
  if (!game) throw new Error("desenha-e-bebe is a room game");
  const lobby = room(seats, "desenha-e-bebe");
  const started = start(lobby, game, "ana", {});
  if (!started.ok) throw new Error("expected a start");
  const drawing = played({ ...lobby, ...started.change, version: 2 }, "ana", { type: "go" });

  /** A socket that follows the room as the server sends it (whole, then deltas). */
  const socket = (who: FrameTarget) => {
    let had: { version: number; key: string | null } | undefined;
    let last: RoomMessage | null = null;
    const sizes: number[] = [];
    return {
      sizes,
      receive(frames: RoomFrames) {
        const { text, key } = frames.frame(who, had);
        had = { version: frames.version, key };
        sizes.push(text.length);
        const whole = wholeRoom(last, parse(text));
        if (!whole) throw new Error("a delta that does not fit");
        last = whole;
        return { message: parse(text), whole: whole as RoomMessage<DesenhaRoomView> };
      },
    };
  };

  it("an up-to-date socket gets only the new stroke; undo and clear keep fewer; made whole, it is what a new socket gets", () => {
    const bia = socket({ seatId: "bia", board: false });
    const board = socket({ seatId: null, board: true });
    let row = drawing;
    let frames = roomFrames(row, game);
    for (const s of [bia, board]) s.receive(frames);
    const moves = [
      ...Array.from({ length: 20 }, (_, i) => ({ type: "stroke", stroke: stroke(i) })),
      { type: "undo" },
      { type: "stroke", stroke: stroke(20) },
      { type: "clear" },
      { type: "stroke", stroke: stroke(21) },
    ];
    for (const m of moves) {
      row = played(row, "ana", m);
      frames = roomFrames(row, game, frames);
      for (const s of [bia, board]) {
        const { message, whole } = s.receive(frames);
        expect(message.game?.delta?.base).toBe(row.version - 1);
        // A reloaded phone (a new socket) gets the whole room: the same as the delta made whole.
        const fresh = parse(
          roomFrames(row, game).frame(
            s === bia ? { seatId: "bia", board: false } : { seatId: null, board: true },
          ).text,
        );
        expect(fresh.game?.delta).toBeUndefined();
        expect(whole).toEqual(fresh);
      }
    }
    // The 20th stroke: the delta carries it alone, a whole message all 20.
    const after20 = bia.sizes[20] ?? 0;
    const full20 = (() => {
      let r = drawing;
      for (let i = 0; i < 20; i++) r = played(r, "ana", { type: "stroke", stroke: stroke(i) });
      return roomFrames(r, game).frame({ seatId: "bia", board: false }).text.length;
    })();
    expect(after20 * 5).toBeLessThan(full20);
  });

  it("a socket that missed a version, or whose view changed seat, gets the whole drawing", () => {
    const v1 = played(drawing, "ana", { type: "stroke", stroke: stroke(0) });
    const f1 = roomFrames(v1, game);
    const bia = f1.frame({ seatId: "bia", board: false });
    const v2 = played(v1, "ana", { type: "stroke", stroke: stroke(1) });
    const f2 = roomFrames(v2, game, f1);
    const v3 = played(v2, "ana", { type: "stroke", stroke: stroke(2) });
    const f3 = roomFrames(v3, game, f2);
    // Bia last got v1 (say her socket was behind): no delta on v2's views.
    const behind = parse<DesenhaRoomView>(
      f3.frame({ seatId: "bia", board: false }, { version: f1.version, key: bia.key }).text,
    );
    expect(behind.game?.delta).toBeUndefined();
    expect(behind.game?.view.drawing.strokes.map((s) => s.id)).toEqual([0, 1, 2]);
    // Up to date but holding the board's view (she watched): her player view goes whole.
    f2.frame({ seatId: null, board: true });
    const other = parse<DesenhaRoomView>(
      f3.frame({ seatId: "bia", board: false }, { version: f2.version, key: "board" }).text,
    );
    expect(other.game?.delta).toBeUndefined();
    expect(other.game?.view.drawing.strokes).toHaveLength(3);
  });
});
