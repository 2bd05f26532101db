import { describe, expect, it } from "vitest";
import { cleanRoomSettings, desenhaRoomGame } from "../../games/desenha-e-bebe/room-logic";
import { applyMove, startGame } from "../../games/kit/engine/engine";
import { EMPTY_BAG } from "../../shared/shuffle-bag";
import { createLogger } from "../log";
import type { RoomBus } from "./bus";
import { createLiveRelay, type LiveConn } from "./live";
import type { RoomRecord } from "./logic";

/** The relay across instances: what one instance publishes, another delivers to its own sockets. */

const players = [
  { id: "ana", name: "Ana" },
  { id: "bia", name: "Bia" },
];
const started = startGame(
  desenhaRoomGame,
  { players, settings: cleanRoomSettings({}), bag: EMPTY_BAG },
  1,
);
const go = applyMove(desenhaRoomGame, started, {
  version: 0,
  move: { type: "go" },
  at: Date.now(),
  seat: { kind: "player", playerId: "ana" },
});
if (!go.ok) throw new Error("go refused");
const row = { id: "r1", gameId: "desenha-e-bebe", state: go.state } as unknown as RoomRecord;

const conn = (seatId: string | null): LiveConn & { got: string[] } => {
  const got: string[] = [];
  return {
    ws: { send: (d) => got.push(d), readyState: 1 },
    roomId: "r1",
    seatId,
    authed: true,
    closed: false,
    got,
  };
};

/** Two instances on one fake bus: a relay from one reaches the other's handler, never its own. */
function fakeBus() {
  const handlers: ((roomId: string, data: string) => void)[] = [];
  return (): RoomBus => {
    let mine: ((roomId: string, data: string) => void) | null = null;
    return {
      publish: async () => {},
      start: async () => {},
      close: async () => {},
      relay: async (roomId, data) => {
        for (const h of handlers) if (h !== mine) h(roomId, data);
      },
      onRelay: (h) => {
        mine = h;
        handlers.push(h);
      },
    };
  };
}

describe("live relay", () => {
  it("reaches the room's sockets on this instance and on another, never the sender; a guesser's batch goes nowhere", async () => {
    const log = createLogger("silent");
    const bus = fakeBus();
    const [ana, bia, board, far] = [conn("ana"), conn("bia"), conn(null), conn("bia")];
    const here = createLiveRelay({
      bus: bus(),
      log,
      room: () => ({ row, conns: [ana, bia, board] }),
    });
    createLiveRelay({ bus: bus(), log, room: () => ({ row, conns: [far] }) });
    const turn = go.state.data.turn;
    const batch = {
      type: "draw" as const,
      turn,
      id: 0,
      color: "#000000",
      width: 8,
      from: 0,
      points: [1, 2, 3, 4],
    };
    expect(here.receive(bia, batch)).toBe("NOT_YOUR_TURN");
    expect(here.receive(board, batch)).toBe("NOT_YOUR_TURN");
    expect(here.receive(ana, { ...batch, turn: turn + 1 })).toBe("NOT_YOUR_TURN");
    expect([ana, bia, board, far].map((c) => c.got.length)).toEqual([0, 0, 0, 0]);
    expect(here.receive(ana, batch)).toBeNull();
    await Promise.resolve();
    const relayed = JSON.stringify({ ...batch, seatId: "ana" });
    expect(JSON.parse(bia.got[0] ?? "")).toEqual(JSON.parse(relayed));
    expect(board.got).toHaveLength(1);
    expect(far.got).toHaveLength(1);
    expect(ana.got).toHaveLength(0);
  });
});
