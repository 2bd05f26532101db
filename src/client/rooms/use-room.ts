import { useEffect, useRef, useState } from "react";
import type { ClientMessage, HelloMessage, RoomMessage } from "../../shared/schemas/room";
import { connectRoom, type RoomConnection } from "./connection";
import type { RoomStatus } from "./status";

export interface RoomHandle<V = unknown> {
  status: RoomStatus;
  room: RoomMessage<V> | null;
  /** The last refusal's Portuguese message, until the next room message. */
  notice: string | null;
  send(message: ClientMessage): void;
  /** A game move on the version last received. */
  move(move: unknown): void;
}

/** Keeps a room's socket open while the screen is up; `hello` null: nothing to connect with. */
export function useRoom<V = unknown>(code: string, hello: HelloMessage | null): RoomHandle<V> {
  const [status, setStatus] = useState<RoomStatus>({ kind: "connecting" });
  const [room, setRoom] = useState<RoomMessage<V> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const conn = useRef<RoomConnection | null>(null);
  const roomRef = useRef<RoomMessage<V> | null>(null);
  const helloKey = hello ? JSON.stringify(hello) : null;

  useEffect(() => {
    if (!helloKey) return;
    const c = connectRoom({
      code,
      hello: JSON.parse(helloKey) as HelloMessage,
      onStatus: setStatus,
      onRoom: (r) => {
        roomRef.current = r as RoomMessage<V>;
        setRoom(r as RoomMessage<V>);
        setNotice(null);
      },
      onRefused: (m) => {
        if (m.code !== "STALE_MOVE") setNotice(m.message);
      },
    });
    conn.current = c;
    return () => {
      conn.current = null;
      c.close();
    };
  }, [code, helloKey]);

  const send = (message: ClientMessage) => conn.current?.send(message);
  const move = (m: unknown) => {
    const game = roomRef.current?.game;
    if (game) send({ type: "move", version: game.version, move: m });
  };
  return { status, room, notice, send, move };
}
