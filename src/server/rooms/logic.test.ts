import { describe, expect, it } from "vitest";
import type { MaisProvavelView } from "../../games/mais-provavel/logic";
import { ROOM_SEAT_GRACE_MS, type RoomMessage } from "../../shared/schemas/room";
import type { RoomSeat } from "../db/schema";
import { move, type RoomRecord, roomFrames, start, sweep } from "./logic";
import { roomGame } from "./registry";

const vote = (target: string) => ({ type: "vote", target });

const seat = (id: string, patch: Partial<RoomSeat> = {}): RoomSeat => ({
  id,
  name: id,
  colour: "#000000",
  role: "player",
  credentialHash: "x",
  connected: true,
  instance: "a",
  lastSeen: new Date(0).toISOString(),
  joinedAt: new Date(0).toISOString(),
  ...patch,
});
const room = (seats: RoomSeat[]): RoomRecord => ({
  id: "r",
  code: "BCDF",
  gameId: "classic",
  state: null,
  version: 1,
  settings: null,
  seats,
  hostSeatId: seats[0]?.id ?? null,
  creatorSeatId: seats[0]?.id ?? null,
  boardCredentialHash: "x",
  sweepAt: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  closedAt: null,
});

describe("presence sweep", () => {
  it("a seat on a crashed instance starts its grace now; after it, it leaves and the host role passes", () => {
    const now = 10 * ROOM_SEAT_GRACE_MS;
    const start = room([seat("host", { instance: "dead" }), seat("b")]);
    const first = sweep(start, undefined, (i) => i === "a", now);
    if (!first?.ok) throw new Error("expected a change");
    expect(first.change.seats.map((s) => [s.id, s.connected])).toEqual([
      ["host", false],
      ["b", true],
    ]);
    expect(first.change.hostSeatId).toBe("host");
    expect(first.change.sweepAt?.getTime()).toBe(now + ROOM_SEAT_GRACE_MS);
    const next = { ...start, ...first.change };
    expect(sweep(next, undefined, (i) => i === "a", now + 1000)).toBeNull();
    const later = sweep(next, undefined, (i) => i === "a", now + ROOM_SEAT_GRACE_MS);
    if (!later?.ok) throw new Error("expected a change");
    expect(later.change.seats.map((s) => s.id)).toEqual(["b"]);
    expect(later.change.hostSeatId).toBe("b");
    expect(later.change.closedAt).toBeNull();
  });

  it("closes a room whose last seat is gone", () => {
    const gone = room([seat("a", { connected: false, instance: null })]);
    const out = sweep(gone, undefined, () => true, ROOM_SEAT_GRACE_MS + 1);
    expect(out?.ok && out.change.closedAt).toBeInstanceOf(Date);
  });
});

describe("room frames", () => {
  it("each socket's frame is its own room message: its seat's view, the board's for spectators and the board", () => {
    const game = roomGame("mais-provavel");
    if (!game) throw new Error("mais-provavel is a room game");
    const seats = [seat("ana"), seat("bia"), seat("caio"), seat("zé", { role: "spectator" })];
    const lobby = room(seats);
    const started = start(lobby, game, "ana", { rounds: 3 });
    if (!started.ok) throw new Error("expected a start");
    const voted = move({ ...lobby, ...started.change }, game, "ana", 0, vote("bia"), 0);
    if (!voted.ok) throw new Error("expected a vote");
    const row = { ...lobby, ...voted.change, version: 7 };
    const frames = roomFrames(row, game);
    const of = (seatId: string | null, board = false) =>
      JSON.parse(frames({ seatId, board })) as RoomMessage<MaisProvavelView>;

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
});
