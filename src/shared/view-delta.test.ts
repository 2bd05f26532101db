import { describe, expect, it } from "vitest";
import type { RoomMessage } from "./schemas/room";
import { viewDelta, wholeRoom } from "./view-delta";

const message = (
  version: number,
  view: unknown,
  delta?: { base: number; keep: Record<string, number> },
): RoomMessage => ({
  type: "room",
  code: "BCDF",
  gameId: "desenha-e-bebe",
  version,
  phase: "playing",
  hostSeatId: "ana",
  seats: [],
  you: { seatId: "bia", board: false, host: false, role: "player" },
  settings: null,
  game: { version, view, status: { kind: "playing" }, ...(delta ? { delta } : {}) },
});
const view = (ids: number[]) => ({
  phase: "draw",
  drawing: { strokes: ids.map((id) => ({ id })), nextId: 9 },
});

describe("room messages made whole on the phone", () => {
  it("a delta on the message held gives the whole view: a stroke added, one undone, all cleared", () => {
    for (const [before, after] of [
      [
        [0, 1],
        [0, 1, 2],
      ],
      [
        [0, 1, 2],
        [0, 1],
      ],
      [[0, 1, 2], []],
      [[], [0]],
    ]) {
      const d = viewDelta(view(before ?? []), view(after ?? []), ["drawing.strokes"]);
      if (!d) throw new Error("a delta");
      const got = wholeRoom(
        message(4, view(before ?? [])),
        message(5, d.view, { base: 4, keep: d.keep }),
      );
      expect(got?.game).toEqual({
        version: 5,
        view: view(after ?? []),
        status: { kind: "playing" },
      });
    }
  });

  it("a delta on another version, or keeping more than the phone holds, is refused (the phone reconnects)", () => {
    const d = message(6, view([3]), { base: 5, keep: { "drawing.strokes": 3 } });
    expect(wholeRoom(message(4, view([0, 1, 2])), d)).toBeNull();
    expect(wholeRoom(null, d)).toBeNull();
    expect(wholeRoom(message(5, view([0, 1])), d)).toBeNull();
    expect(wholeRoom(message(5, view([0, 1, 2])), d)?.game?.view).toEqual(view([0, 1, 2, 3]));
  });

  it("a whole message passes as it is", () => {
    const m = message(2, view([0]));
    expect(wholeRoom(null, m)).toBe(m);
  });
});
