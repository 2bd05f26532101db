import { describe, expect, it } from "vitest";
import { ROOM_SEAT_GRACE_MS } from "../../shared/schemas/room";
import type { RoomSeat } from "../db/schema";
import { type RoomRecord, sweep } from "./logic";

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
