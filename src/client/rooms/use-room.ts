import { useEffect, useRef, useState } from "react";
import type { DrawMessage, DrawRelay } from "../../shared/schemas/live-drawing";
import type { ClientMessage, HelloMessage, RoomMessage } from "../../shared/schemas/room";
import { connectRoom, type RoomConnection } from "./connection";
import type { RoomStatus } from "./status";

/** Live drawing and the server's clock, for games that draw (see live-drawing.ts). */
export interface RoomLive {
  send(message: DrawMessage): void;
  /** Batches relayed from the drawer; returns the unsubscribe. */
  subscribe(listener: (message: DrawRelay) => void): () => void;
  /** Now, on the server's clock (a turn's end time is the server's). */
  now(): number;
}

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
  live: RoomLive;
}

/** Keeps a room's socket open while the screen is up; `hello` null: nothing to connect with. */
export function useRoom<V = unknown>(code: string, hello: HelloMessage | null): RoomHandle<V> {
  const [status, setStatus] = useState<RoomStatus>({ kind: "connecting" });
  const [room, setRoom] = useState<RoomMessage<V> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const conn = useRef<RoomConnection | null>(null);
  const roomRef = useRef<RoomMessage<V> | null>(null);
  const helloKey = hello ? JSON.stringify(hello) : null;
  const listeners = useRef(new Set<(message: DrawRelay) => void>());
  const clockOffset = useRef(0);
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
      onLive: (m) => {
        for (const listener of listeners.current) listener(m);
      },
      onClock: (offset) => {
        clockOffset.current = offset;
      },
      onRefused: (m) => {
        // A live batch that missed its turn is dropped without a word: the stroke is a move too.
        if (m.to === "draw") return;
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
  const live = useRef<RoomLive>({
    send: (m) => conn.current?.send(m),
    subscribe(listener) {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    },
    now: () => Date.now() + clockOffset.current,
  }).current;
  return { status, room, notice, send, move, live };
}
