import { describe, expect, it } from "vitest";
import { ROOM_SEAT_GRACE_MS } from "../../shared/schemas/room";
import { sweep } from "./logic";
import { room, seat } from "./test-rows";

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
