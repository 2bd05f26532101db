import ReconnectingWebSocket from "partysocket/ws";
import type { DrawRelay } from "../../shared/schemas/live-drawing";
import {
  type ClientMessage,
  type HelloMessage,
  ROOM_PING_INTERVAL_MS,
  type RoomMessage,
  type ServerMessage,
} from "../../shared/schemas/room";
import { wholeRoom } from "../../shared/view-delta";
import { forgetRoomCredential } from "./credentials";
import { createServerClock } from "./server-clock";
import { closeOutcome, nextStatus, type RoomStatus, type StatusEvent } from "./status";

export interface RoomConnection {
  send(message: ClientMessage): void;
  close(): void;
}

export interface ConnectOptions {
  code: string;
  hello: HelloMessage;
  onStatus(status: RoomStatus): void;
  onRoom(room: RoomMessage): void;
  onRefused?(message: Extract<ServerMessage, { type: "refused" }>): void;
  /** Live drawing relayed by the server (not stored; the finished stroke comes as a move). */
  onLive?(message: DrawRelay): void;
  /** The server's clock minus this device's, estimated from the pongs (server-clock.ts), ms. */
  onClock?(offset: number): void;
}

/** A pong later than this after a ping: the link is dead even if the socket looks open. */
const PONG_TIMEOUT_MS = 10_000;

export const roomSocketUrl = (code: string): string => {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}/api/rooms/${encodeURIComponent(code)}/socket`;
};

/**
 * The room's socket through partysocket (reconnects with back-off): each new socket says hello
 * with the device's credential first; close codes 4001/4004/4009/4029 end it for good.
 */
export function connectRoom(options: ConnectOptions): RoomConnection {
  let status: RoomStatus = { kind: "connecting" };
  let version = -1;
  /** The last room message, whole: the next may be a delta on it. */
  let last: RoomMessage | null = null;
  let pongDue: ReturnType<typeof setTimeout> | null = null;
  let pingSentAt = 0;
  const clock = createServerClock();
  const update = (event: StatusEvent) => {
    const next = nextStatus(status, event);
    if (next === status) return;
    status = next;
    options.onStatus(status);
  };
  const ws = new ReconnectingWebSocket(roomSocketUrl(options.code), [], {
    minReconnectionDelay: 500,
    maxReconnectionDelay: 5000,
    reconnectionDelayGrowFactor: 1.5,
    // A move queued while offline names a version that will be stale: never resend it.
    maxEnqueuedMessages: 0,
    shouldReconnectOnClose: (event) => closeOutcome(event.code) === "retry",
  });
  const sendRaw = (message: ClientMessage | HelloMessage) => {
    if (ws.readyState === ReconnectingWebSocket.OPEN) ws.send(JSON.stringify(message));
  };
  const ping = () => {
    if (ws.readyState !== ReconnectingWebSocket.OPEN || pongDue) return;
    pingSentAt = Date.now();
    sendRaw({ type: "ping" });
    pongDue = setTimeout(() => {
      pongDue = null;
      ws.reconnect();
    }, PONG_TIMEOUT_MS);
  };
  ws.addEventListener("open", () => {
    sendRaw(options.hello);
    // A first ping at once: its pong tells the server's clock (a turn's timer runs on it).
    ping();
  });
  ws.addEventListener("message", (event) => {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(event.data)) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === "pong" && pongDue) {
      clearTimeout(pongDue);
      pongDue = null;
      clock.sample(message.at, pingSentAt, Date.now());
      options.onClock?.(clock.offset());
    } else if (message.type === "draw") options.onLive?.(message);
    else if (message.type === "room") {
      if (message.version < version) return;
      const room = wholeRoom(last, message);
      // A delta on a message this phone does not hold: a new socket starts with the whole room.
      if (!room) return ws.reconnect();
      last = room;
      version = room.version;
      options.onRoom(room);
      update({ type: "room" });
    } else if (message.type === "refused") options.onRefused?.(message);
    else if (message.type === "closed") update({ type: "said", reason: message.reason });
  });
  ws.addEventListener("close", (event) => {
    if (closeOutcome(event.code) === "unauthorized") forgetRoomCredential(options.code);
    update({ type: "closed", code: event.code });
  });
  const pinging = setInterval(ping, ROOM_PING_INTERVAL_MS);
  // The phone knows it lost the network before the socket does; and tries again at once after.
  const offline = () => update({ type: "lost" });
  const online = () => ws.reconnect();
  window.addEventListener("offline", offline);
  window.addEventListener("online", online);
  return {
    send: sendRaw,
    close() {
      clearInterval(pinging);
      if (pongDue) clearTimeout(pongDue);
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
      ws.close();
    },
  };
}
