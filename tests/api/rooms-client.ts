import { createRequire } from "node:module";
import type { RoomMessage, ServerMessage } from "../../src/shared/schemas/room";
import { wholeRoom } from "../../src/shared/view-delta";

/** A room socket for tests and the benchmark: every frame kept, waits by predicate. */

interface WsLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  terminate(): void;
  on(event: "open", cb: () => void): void;
  on(event: "message", cb: (data: Buffer | string) => void): void;
  on(event: "close", cb: (code: number, reason: Buffer) => void): void;
  on(event: "error", cb: (err: Error) => void): void;
  on(event: "unexpected-response", cb: (req: unknown, res: { statusCode: number }) => void): void;
}
type WsClass = new (
  url: string,
  options: { origin?: string; headers?: Record<string, string> },
) => WsLike;
const WebSocket = createRequire(import.meta.url)("ws") as WsClass;

export interface RoomSocket {
  /** Every frame received, raw, in order. */
  frames: string[];
  /** Every message, parsed; a room view sent as a delta is made whole as the phone does. */
  messages: ServerMessage[];
  send(message: unknown): void;
  sendRaw(data: string): void;
  /** The first message (from `from` on) that passes `test`; waits for it. */
  next<T extends ServerMessage = ServerMessage>(
    test: (m: ServerMessage) => boolean,
    options?: { timeoutMs?: number; from?: number },
  ): Promise<T>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  /** Resolves when open, or with the HTTP status that refused the upgrade. */
  opened: Promise<{ ok: true } | { ok: false; status: number }>;
  close(): void;
  terminate(): void;
}

export function openRoomSocket(
  baseUrl: string,
  code: string,
  options: { origin?: string | null } = {},
): RoomSocket {
  const url = `${baseUrl.replace(/^http/, "ws")}/api/rooms/${code}/socket`;
  const origin = options.origin === undefined ? baseUrl : options.origin;
  const ws = new WebSocket(url, origin === null ? {} : { origin });
  const frames: string[] = [];
  const messages: ServerMessage[] = [];
  let lastRoom: RoomMessage | null = null;
  const waiters = new Set<() => void>();
  let resolveClosed: (code: number) => void = () => {};
  const closed = new Promise<number>((r) => {
    resolveClosed = r;
  });
  const opened = new Promise<{ ok: true } | { ok: false; status: number }>((resolve) => {
    ws.on("open", () => resolve({ ok: true }));
    ws.on("unexpected-response", (_req, res) => resolve({ ok: false, status: res.statusCode }));
    ws.on("error", () => resolve({ ok: false, status: 0 }));
  });
  ws.on("message", (data) => {
    const text = data.toString();
    frames.push(text);
    let message = JSON.parse(text) as ServerMessage;
    if (message.type === "room") {
      const whole = wholeRoom(lastRoom, message);
      if (!whole) throw new Error(`a delta on a room message this socket does not hold: ${text}`);
      message = lastRoom = whole;
    }
    messages.push(message);
    for (const w of waiters) w();
  });
  let isClosed = false;
  ws.on("close", (code) => {
    isClosed = true;
    resolveClosed(code);
    for (const w of waiters) w();
  });
  return {
    frames,
    messages,
    send: (message) => ws.send(JSON.stringify(message)),
    sendRaw: (data) => ws.send(data),
    next<T extends ServerMessage>(
      test: (m: ServerMessage) => boolean,
      { timeoutMs = 5000, from = 0 }: { timeoutMs?: number; from?: number } = {},
    ): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(test);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found as T);
          } else if (isClosed) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(
              new Error(
                `socket closed while waiting; got ${JSON.stringify(messages.slice(from)).slice(0, 500)}`,
              ),
            );
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out; got ${JSON.stringify(messages.slice(from)).slice(0, 800)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    closed,
    opened,
    close: () => ws.close(),
    terminate: () => ws.terminate(),
  };
}
