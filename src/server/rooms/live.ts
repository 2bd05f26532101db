import type { DrawMessage, DrawRelay } from "../../shared/schemas/live-drawing";
import type { RefusalCode } from "../../shared/schemas/room";
import type { Logger } from "../log";
import type { RoomBus } from "./bus";
import { gameStateOf, type RoomRecord } from "./logic";
import { roomGame } from "./registry";

/** What the relay needs of a socket of the rooms service. */
export interface LiveConn {
  ws: { send(data: string): void; readonly readyState: number };
  roomId: string;
  seatId: string | null;
  authed: boolean;
  closed: boolean;
}

const OPEN = 1;
/** A phone this far behind skips live batches (the finished stroke still comes as a move). */
const SLOW_SOCKET_BYTES = 256 * 1024;
/** Bytes queued on the socket (Hono's WSContext keeps the `ws` socket as `raw`). */
const queued = (ws: object): number => {
  const raw = (ws as { raw?: { bufferedAmount?: unknown } }).raw;
  return typeof raw?.bufferedAmount === "number" ? raw.bufferedAmount : 0;
};

/**
 * Live drawing (docs/decisions/038-drawing-in-rooms.md): a drawer's batch of stroke points goes
 * to the room's other sockets at once, here and (through the bus) on other instances, without a
 * database write. The message was zod-checked and counted against the socket's rate limit before
 * it got here; the game says whether this seat may draw now, on the room row this instance holds.
 */
export function createLiveRelay({
  bus,
  log,
  room,
}: {
  bus: RoomBus;
  log: Logger;
  room(roomId: string): { row: RoomRecord | null; conns: Iterable<LiveConn> } | undefined;
}) {
  const deliver = (roomId: string, data: string, except?: LiveConn) => {
    const local = room(roomId);
    if (!local) return;
    for (const conn of local.conns) {
      if (conn === except || !conn.authed || conn.closed || conn.ws.readyState !== OPEN) continue;
      if (queued(conn.ws) > SLOW_SOCKET_BYTES) continue;
      try {
        conn.ws.send(data);
      } catch (err) {
        log.debug("rooms: live send failed", { err: String(err) });
      }
    }
  };
  bus.onRelay?.((roomId, data) => deliver(roomId, data));

  return {
    /** Relays the batch, or says why this seat may not send it (nothing is relayed then). */
    receive(conn: LiveConn, message: DrawMessage): RefusalCode | null {
      const row = room(conn.roomId)?.row;
      const state = row ? gameStateOf(row) : null;
      const game = row ? roomGame(row.gameId) : undefined;
      if (!conn.seatId || !state || !game?.canDrawLive?.(state.data, conn.seatId, message.turn))
        return "NOT_YOUR_TURN";
      const { turn, id, color, width, from, points } = message;
      // Rebuilt from the checked fields: nothing the sender added travels on.
      const relay: DrawRelay = {
        type: "draw",
        seatId: conn.seatId,
        turn,
        id,
        color,
        width,
        from,
        points,
      };
      const data = JSON.stringify(relay);
      deliver(conn.roomId, data, conn);
      bus.relay?.(conn.roomId, data).catch((err) => {
        log.error("rooms: live relay failed", { err: String(err) });
      });
      return null;
    },
  };
}
