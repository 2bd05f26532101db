import { describe, expect, it } from "vitest";
import { ROOM_CLOSE } from "../../shared/schemas/room";
import { nextStatus, type RoomStatus, type StatusEvent } from "./status";

const run = (...events: StatusEvent[]): RoomStatus =>
  events.reduce<RoomStatus>((s, e) => nextStatus(s, e), { kind: "connecting" });

describe("a room connection's status", () => {
  it("the first room message is live without 'De volta!'; after a drop it is 'De volta!'", () => {
    expect(run({ type: "room" })).toEqual({ kind: "live", back: false });
    expect(run({ type: "room" }, { type: "closed", code: 1006 })).toEqual({
      kind: "reconnecting",
    });
    expect(run({ type: "room" }, { type: "lost" }, { type: "room" })).toEqual({
      kind: "live",
      back: true,
    });
  });

  it("a server restart (1012) reconnects; closed, kicked and a refused credential are final", () => {
    expect(run({ type: "room" }, { type: "closed", code: ROOM_CLOSE.restarting }).kind).toBe(
      "reconnecting",
    );
    expect(run({ type: "room" }, { type: "closed", code: ROOM_CLOSE.notFound }).kind).toBe(
      "closed",
    );
    expect(run({ type: "closed", code: ROOM_CLOSE.kicked }, { type: "room" }).kind).toBe("kicked");
    expect(run({ type: "closed", code: ROOM_CLOSE.unauthorized }).kind).toBe("unauthorized");
    expect(run({ type: "room" }, { type: "said", reason: "closed" }, { type: "room" }).kind).toBe(
      "closed",
    );
  });

  it("still connecting for the first time stays 'Conectando…' through failed tries", () => {
    expect(run({ type: "closed", code: 1006 }, { type: "lost" }).kind).toBe("connecting");
  });
});
