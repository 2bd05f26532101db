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
  /**
   * A game move on the version last received. `own`: a move about this seat alone (a vote, an
   * answer) that is sent again on the new version if someone else's move got in first.
   */
  move(move: unknown, options?: { own?: boolean }): void;
}

/** Keeps a room's socket open while the screen is up; `hello` null: nothing to connect with. */
export function useRoom<V = unknown>(code: string, hello: HelloMessage | null): RoomHandle<V> {
  const [status, setStatus] = useState<RoomStatus>({ kind: "connecting" });
  const [room, setRoom] = useState<RoomMessage<V> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const conn = useRef<RoomConnection | null>(null);
  const roomRef = useRef<RoomMessage<V> | null>(null);
  const helloKey = hello ? JSON.stringify(hello) : null;
  const retry = useRef<{ move: unknown; version: number; left: number; stale: boolean } | null>(
    null,
  );
  useEffect(() => {
    if (!helloKey) return;
    /** A stale own move goes again once a newer version is known (three tries). */
    const resend = () => {
      const r = retry.current;
      const game = roomRef.current?.game;
      if (!r?.stale || !game || game.version <= r.version) return;
      if (r.left <= 0) {
        retry.current = null;
        return;
      }
      retry.current = { ...r, version: game.version, left: r.left - 1, stale: false };
      conn.current?.send({ type: "move", version: game.version, move: r.move });
    };
    const c = connectRoom({
      code,
      hello: JSON.parse(helloKey) as HelloMessage,
      onStatus: setStatus,
      onRoom: (r) => {
        roomRef.current = r as RoomMessage<V>;
        setRoom(r as RoomMessage<V>);
        setNotice(null);
        resend();
      },
      onRefused: (m) => {
        if (m.code !== "STALE_MOVE") return setNotice(m.message);
        if (retry.current) retry.current.stale = true;
        resend();
      },
    });
    conn.current = c;
    return () => {
      conn.current = null;
      c.close();
    };
  }, [code, helloKey]);

  const send = (message: ClientMessage) => conn.current?.send(message);
  const move = (m: unknown, options: { own?: boolean } = {}) => {
    const game = roomRef.current?.game;
    if (!game) return;
    retry.current = options.own ? { move: m, version: game.version, left: 3, stale: false } : null;
    send({ type: "move", version: game.version, move: m });
  };
  return { status, room, notice, send, move };
}
