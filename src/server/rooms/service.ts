import { randomUUID } from "node:crypto";
import { and, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import {
  type ClientMessage,
  clientMessageSchema,
  type HelloMessage,
  helloSchema,
  type RefusalCode,
  ROOM_CLOSE,
  ROOM_HELLO_TIMEOUT_MS,
  ROOM_IDLE_CLOSE_MS,
  ROOM_MESSAGE_MAX_BYTES,
  ROOM_START_MAX_BYTES,
  type RoomSummary,
  refusalMessages,
  type ServerMessage,
} from "../../shared/schemas/room";
import type { Db } from "../db/client";
import { roomInstances, rooms } from "../db/schema";
import type { Logger } from "../log";
import type { RoomBus } from "./bus";
import { type RoomFrames, roomFrames } from "./frames";
import { TokenBucket } from "./limits";
import { createLiveRelay } from "./live";
import type { RoomRecord } from "./logic";
import * as rules from "./logic";
import { isPairedBoard } from "./pairing";
import { roomGame } from "./registry";
import {
  createRoom,
  findLiveRoom,
  loadRoom,
  type MutateResult,
  mutateRoom,
  newSeat,
  secretMatches,
} from "./store";

/** What the socket layer needs of a WebSocket. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
}

interface Conn {
  ws: SocketLike;
  roomId: string;
  seatId: string | null;
  board: boolean;
  authed: boolean;
  closed: boolean;
  /** The room version this socket was last sent. */
  sent: number;
  /** The key of the view it carried (a delta goes only on the very view the socket holds). */
  viewKey: string | null;
  bucket: TokenBucket;
  refusedInRow: number;
  /** Messages of one socket are handled one after the other. */
  queue: Promise<void>;
  helloTimer: NodeJS.Timeout | null;
}

interface LocalRoom {
  conns: Set<Conn>;
  row: RoomRecord | null;
  /** Changes made through this instance are applied one at a time (fewer lost races). */
  queue: Promise<unknown>;
  reloading: Promise<void> | null;
  /** A reload was asked while one ran: run another after it. */
  again: boolean;
  /** The frames of the version last pushed (built once per version; the next one's base). */
  frames: RoomFrames | null;
}

const OPEN = 1;
const HEARTBEAT_STALE_MS = 60_000;
/** Closed rooms are kept this long (their names are personal data), then deleted. */
const CLOSED_KEEP_MS = 24 * 60 * 60 * 1000;
const MOVES_PER_SECOND = 20;
const MOVES_BURST = 40;
const REFUSED_IN_ROW_MAX = 50;

export interface RoomsOptions {
  db: Db;
  log: Logger;
  bus: RoomBus;
  instanceId?: string;
}

export type RoomsService = ReturnType<typeof createRoomsService>;

/**
 * One instance's part of the rooms: HTTP actions on room rows, the sockets connected here, and
 * the fan-out (a change here or on another instance -> each local socket gets its own view).
 */
export function createRoomsService({ db, log, bus, instanceId = randomUUID() }: RoomsOptions) {
  const local = new Map<string, LocalRoom>();
  let busStarted: Promise<void> | null = null;
  let heartbeatDone = false;
  let stopping = false;

  const localRoom = (id: string): LocalRoom => {
    let room = local.get(id);
    if (!room) {
      room = {
        conns: new Set(),
        row: null,
        queue: Promise.resolve(),
        reloading: null,
        again: false,
        frames: null,
      };
      local.set(id, room);
    }
    return room;
  };

  const live = createLiveRelay({ bus, log, room: (id) => local.get(id) });

  const sendText = (conn: Conn, text: string) => {
    if (conn.closed || conn.ws.readyState !== OPEN) return;
    try {
      conn.ws.send(text);
    } catch (err) {
      log.debug("rooms: send failed", { err: String(err) });
    }
  };
  const send = (conn: Conn, message: ServerMessage) => sendText(conn, JSON.stringify(message));

  const closeConn = (conn: Conn, code: number, reason: string) => {
    if (conn.closed) return;
    conn.closed = true;
    if (conn.helloTimer) clearTimeout(conn.helloTimer);
    try {
      conn.ws.close(code, reason);
    } catch {
      // already closing
    }
  };

  /** Sends every local socket of the room what changed for it (its own view only). */
  const push = (roomId: string) => {
    const room = local.get(roomId);
    const row = room?.row;
    if (!room || !row) return;
    for (const conn of room.conns) {
      if (!conn.authed || conn.closed || conn.sent >= row.version) continue;
      if (row.closedAt) {
        send(conn, { type: "closed", reason: "closed" });
        closeConn(conn, ROOM_CLOSE.notFound, "sala encerrada");
        continue;
      }
      if (conn.seatId && !row.seats.some((s) => s.id === conn.seatId)) {
        send(conn, { type: "closed", reason: "kicked" });
        closeConn(conn, ROOM_CLOSE.kicked, "removido da sala");
        continue;
      }
      if (room.frames?.version !== row.version)
        room.frames = roomFrames(row, roomGame(row.gameId), room.frames ?? undefined);
      const frame = room.frames.frame(conn, { version: conn.sent, key: conn.viewKey });
      conn.sent = row.version;
      conn.viewKey = frame.key;
      sendText(conn, frame.text);
    }
  };

  /** A newer row is known here: remember it, push it to local sockets. */
  const adopt = (row: RoomRecord) => {
    const room = local.get(row.id);
    if (!room) return;
    if (!room.row || room.row.version < row.version) room.row = row;
    push(row.id);
  };

  /** Re-reads a room (coalesced: one read at a time, one more if asked meanwhile). */
  const reload = (roomId: string): Promise<void> => {
    const room = local.get(roomId);
    if (!room) return Promise.resolve();
    if (room.reloading) {
      room.again = true;
      return room.reloading;
    }
    room.reloading = (async () => {
      do {
        room.again = false;
        try {
          const row = await loadRoom(db, roomId);
          if (row) adopt(row);
        } catch (err) {
          log.error("rooms: reload failed", { err: String(err) });
        }
      } while (room.again);
      room.reloading = null;
    })();
    return room.reloading;
  };

  const onChange = (roomId: string, version: number) => {
    const room = local.get(roomId);
    if (!room || (room.row && room.row.version >= version)) return;
    void reload(roomId);
  };

  const startBus = () => {
    busStarted ??= bus
      .start(onChange, () => {
        for (const id of local.keys()) void reload(id);
      })
      .catch((err) => {
        busStarted = null;
        log.error("rooms: fan-out did not start", { err: String(err) });
      });
    return busStarted;
  };

  const heartbeat = async () => {
    await db
      .insert(roomInstances)
      .values({ id: instanceId })
      .onConflictDoUpdate({ target: roomInstances.id, set: { seenAt: sql`now()` } });
    heartbeatDone = true;
  };

  /** Writes a change (with the version check), then tells local sockets and other instances. */
  const change = async (
    roomId: string,
    compute: (room: RoomRecord) => rules.Outcome | null,
  ): Promise<MutateResult | null> => {
    const room = local.get(roomId);
    const run = async () => {
      const result = await mutateRoom(db, roomId, compute, room?.row);
      if (result?.ok) {
        adopt(result.room);
        bus.publish(roomId, result.room.version).catch((err) => {
          log.error("rooms: publish failed", { err: String(err) });
        });
      }
      return result;
    };
    if (!room) return run();
    const next = room.queue.then(run, run);
    room.queue = next.catch(() => {});
    return next;
  };

  const refuse = (conn: Conn, code: RefusalCode, to: ClientMessage["type"] | null) => {
    conn.refusedInRow++;
    send(conn, { type: "refused", code, message: refusalMessages[code], to });
    if (conn.refusedInRow > REFUSED_IN_ROW_MAX)
      closeConn(conn, ROOM_CLOSE.abuse, "mensagens recusadas demais");
  };

  const hello = async (conn: Conn, message: HelloMessage) => {
    const row = await loadRoom(db, conn.roomId);
    if (!row || row.closedAt) {
      send(conn, { type: "closed", reason: "closed" });
      return closeConn(conn, ROOM_CLOSE.notFound, "sala encerrada");
    }
    const seat = "seatId" in message ? row.seats.find((s) => s.id === message.seatId) : undefined;
    const valid =
      "board" in message
        ? secretMatches(message.credential, row.boardCredentialHash) ||
          (await isPairedBoard(db, row.id, message.credential))
        : Boolean(seat && secretMatches(message.credential, seat.credentialHash));
    if (!valid) return closeConn(conn, ROOM_CLOSE.unauthorized, "credencial inválida");
    if (conn.helloTimer) clearTimeout(conn.helloTimer);
    conn.helloTimer = null;
    conn.authed = true;
    conn.seatId = seat?.id ?? null;
    conn.board = !seat;
    const room = localRoom(conn.roomId);
    room.conns.add(conn);
    if (!room.row || room.row.version < row.version) room.row = row;
    await startBus();
    send(conn, { type: "welcome", seatId: conn.seatId, board: conn.board });
    if (!seat) return push(conn.roomId);
    if (!heartbeatDone) await heartbeat();
    const at = Date.now();
    const result = await change(conn.roomId, (r) => rules.connect(r, seat.id, instanceId, at));
    if (!result?.ok) push(conn.roomId);
  };

  const handle = async (conn: Conn, message: ClientMessage) => {
    if (message.type === "ping") return send(conn, { type: "pong", at: Date.now() });
    if (message.type === "draw") {
      const refused = live.receive(conn, message);
      return refused ? refuse(conn, refused, "draw") : undefined;
    }
    const seatId = conn.seatId;
    if (!seatId) return refuse(conn, "NOT_A_PLAYER", message.type);
    const at = Date.now();
    const result = await change(conn.roomId, (room) => {
      const game = roomGame(room.gameId);
      if (!game) return { ok: false, code: "NOT_NOW" };
      switch (message.type) {
        case "move":
          return rules.move(room, game, seatId, message.version, message.move, at);
        case "start":
          return rules.start(room, game, seatId, message.settings);
        case "kick":
          return rules.kick(room, game, seatId, message.seatId, at);
        case "reorder":
          return rules.reorder(room, seatId, message.seatIds);
        case "host":
          return rules.passHost(room, seatId, message.seatId);
      }
    });
    if (!result) return;
    if (!result.ok) {
      if (result.code === "NOT_FOUND") {
        send(conn, { type: "closed", reason: "closed" });
        return closeConn(conn, ROOM_CLOSE.notFound, "sala encerrada");
      }
      return refuse(conn, result.code, message.type);
    }
    conn.refusedInRow = 0;
  };

  const receive = async (conn: Conn, data: unknown) => {
    if (conn.closed) return;
    if (typeof data !== "string") return refuse(conn, "INVALID_MESSAGE", null);
    const bytes = Buffer.byteLength(data);
    if (bytes > ROOM_START_MAX_BYTES || (bytes > ROOM_MESSAGE_MAX_BYTES && !conn.authed))
      return closeConn(conn, ROOM_CLOSE.tooBig, "mensagem grande demais");
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      json = undefined;
    }
    // Only a start may be large (its settings may carry a custom deck).
    if (
      bytes > ROOM_MESSAGE_MAX_BYTES &&
      (json as { type?: unknown } | undefined)?.type !== "start"
    )
      return closeConn(conn, ROOM_CLOSE.tooBig, "mensagem grande demais");
    if (!conn.authed) {
      const hello = helloSchema.safeParse(json);
      if (!hello.success) return closeConn(conn, ROOM_CLOSE.unauthorized, "diga olá primeiro");
      return helloOf(conn, hello.data);
    }
    if (!conn.bucket.take()) return refuse(conn, "RATE_LIMITED", null);
    const parsed = clientMessageSchema.safeParse(json);
    if (!parsed.success) return refuse(conn, "INVALID_MESSAGE", null);
    return handle(conn, parsed.data);
  };
  const helloOf = hello;

  const leave = async (conn: Conn) => {
    if (conn.helloTimer) clearTimeout(conn.helloTimer);
    conn.closed = true;
    const room = local.get(conn.roomId);
    if (!room?.conns.delete(conn)) return;
    const seatId = conn.seatId;
    const others = seatId && [...room.conns].some((c) => c.seatId === seatId);
    if (seatId && !others && !stopping) {
      const at = Date.now();
      await change(conn.roomId, (r) =>
        r.seats.some((s) => s.id === seatId && s.connected && s.instance === instanceId)
          ? rules.disconnect(r, seatId, at)
          : null,
      ).catch((err) => log.error("rooms: disconnect failed", { err: String(err) }));
    }
    if (room.conns.size === 0 && local.get(conn.roomId) === room) local.delete(conn.roomId);
  };

  return {
    instanceId,

    async create(input: { gameId: string; name: string; colour: string }) {
      return createRoom(db, input);
    },

    find: (code: string) => findLiveRoom(db, code),

    /** A new seat in the room (or null when the room is full); the caller found the room by code. */
    async join(room: RoomRecord, input: { name: string; colour: string }) {
      let issued: ReturnType<typeof newSeat> | null = null;
      const result = await change(room.id, (r) => {
        const game = roomGame(r.gameId);
        const role = rules.roleForNewSeat(r.seats);
        if (!game || !role) return { ok: false, code: "TOO_MANY_PLAYERS" };
        issued = newSeat(input, role, Date.now());
        return rules.addSeat(r, game, issued.seat, Date.now());
      });
      if (!result?.ok || !issued) return null;
      const { seat, credential } = issued as ReturnType<typeof newSeat>;
      return { room: result.room, seat, credential };
    },

    summary(room: RoomRecord): RoomSummary {
      const game = roomGame(room.gameId);
      const players = room.seats.filter((s) => s.role === "player");
      const phase = rules.phaseOf(room, game);
      return {
        code: room.code,
        gameId: room.gameId,
        phase,
        players: players.map((s) => ({ name: s.name, colour: s.colour })),
        spectators: room.seats.length - players.length,
        canPlay:
          rules.roleForNewSeat(room.seats) === "player" &&
          (phase !== "playing" || Boolean(game?.lateJoin)),
      };
    },

    /** A socket opened on the room: it has ROOM_HELLO_TIMEOUT_MS to say hello. */
    open(ws: SocketLike, roomId: string) {
      const conn: Conn = {
        ws,
        roomId,
        seatId: null,
        board: false,
        authed: false,
        closed: false,
        sent: 0,
        viewKey: null,
        bucket: new TokenBucket(MOVES_PER_SECOND, MOVES_BURST),
        refusedInRow: 0,
        queue: Promise.resolve(),
        helloTimer: null,
      };
      conn.helloTimer = setTimeout(
        () => closeConn(conn, ROOM_CLOSE.helloTimeout, "sem olá"),
        ROOM_HELLO_TIMEOUT_MS,
      );
      conn.helloTimer.unref();
      return {
        message(data: unknown) {
          conn.queue = conn.queue
            .then(() => receive(conn, data))
            .catch((err) => log.error("rooms: message failed", { err: String(err) }));
        },
        close() {
          conn.queue = conn.queue.then(() => leave(conn)).catch(() => {});
        },
      };
    },

    /** Sockets connected to this instance (for the benchmark and tests). */
    socketCount() {
      let n = 0;
      for (const room of local.values()) n += room.conns.size;
      return n;
    },

    /**
     * The periodic job: this instance's heartbeat, the presence sweep (seats gone for good leave,
     * the host role passes on), idle rooms closed, long-closed rooms deleted.
     */
    async tick(now = Date.now()) {
      if (local.size > 0) await heartbeat();
      const staleBefore = new Date(now - HEARTBEAT_STALE_MS);
      const alive = new Set(
        (
          await db
            .select({ id: roomInstances.id })
            .from(roomInstances)
            .where(sql`${roomInstances.seenAt} >= ${staleBefore}`)
        ).map((r) => r.id),
      );
      const dead = await db
        .select({ id: roomInstances.id })
        .from(roomInstances)
        .where(lt(roomInstances.seenAt, staleBefore));
      const due = await db
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(isNull(rooms.closedAt), lte(rooms.sweepAt, new Date(now))));
      const ids = new Set(due.map((r) => r.id));
      for (const instance of dead) {
        const held = await db
          .select({ id: rooms.id })
          .from(rooms)
          .where(
            and(
              isNull(rooms.closedAt),
              sql`${rooms.seats} @> ${JSON.stringify([{ instance: instance.id, connected: true }])}::jsonb`,
            ),
          );
        for (const r of held) ids.add(r.id);
      }
      for (const id of ids)
        await change(id, (room) =>
          rules.sweep(room, roomGame(room.gameId), (i) => i === instanceId || alive.has(i), now),
        );
      // Dead instances whose seats were all swept are forgotten after a while.
      await db
        .delete(roomInstances)
        .where(lt(roomInstances.seenAt, new Date(now - 10 * HEARTBEAT_STALE_MS)));
      const idle = await db
        .update(rooms)
        .set({ closedAt: new Date(now), version: sql`${rooms.version} + 1` })
        .where(and(isNull(rooms.closedAt), lt(rooms.updatedAt, new Date(now - ROOM_IDLE_CLOSE_MS))))
        .returning({ id: rooms.id, version: rooms.version });
      for (const r of idle) {
        onChange(r.id, r.version);
        await bus.publish(r.id, r.version).catch(() => {});
      }
      await db
        .delete(rooms)
        .where(and(isNotNull(rooms.closedAt), lt(rooms.closedAt, new Date(now - CLOSED_KEEP_MS))));
      return { swept: ids.size, closed: idle.length };
    },

    /** Stopping: the seats held here start their grace, sockets are told to reconnect elsewhere. */
    async close() {
      stopping = true;
      const at = Date.now();
      for (const [id, room] of local) {
        const seatIds = new Set([...room.conns].map((c) => c.seatId).filter(Boolean));
        for (const conn of room.conns)
          closeConn(conn, ROOM_CLOSE.restarting, "servidor reiniciando");
        if (seatIds.size === 0) continue;
        await change(id, (r) => {
          let current: RoomRecord = r;
          let last: rules.Outcome | null = null;
          for (const seat of r.seats) {
            if (!seatIds.has(seat.id) || !seat.connected || seat.instance !== instanceId) continue;
            const out = rules.disconnect(current, seat.id, at);
            if (out.ok) {
              current = { ...current, ...out.change };
              last = out;
            }
          }
          return last;
        }).catch((err) => log.error("rooms: disconnect on stop failed", { err: String(err) }));
      }
      local.clear();
      await db
        .delete(roomInstances)
        .where(sql`${roomInstances.id} = ${instanceId}`)
        .catch(() => {});
      await bus.close();
    },
  };
}
