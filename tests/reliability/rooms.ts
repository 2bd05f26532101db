import type { MaisProvavelView } from "../../src/games/mais-provavel/logic";
import type { RoomMessage, ServerMessage } from "../../src/shared/schemas/room";
import { openRoomSocket, type RoomSocket } from "../api/rooms-client";

/** Rooms over real server processes: players (WebSocket clients) of Quem é Mais Provável. */

export interface Seat {
  name: string;
  seatId: string;
  credential: string;
}
type View = MaisProvavelView;

const isRoom = (m: ServerMessage): m is RoomMessage<View> => m.type === "room";

export async function post(url: string, p: string, body: unknown) {
  const res = await fetch(`${url}${p}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { code: string; seatId: string; credential: string };
}

/** A room of Quem é Mais Provável created on `host`'s server; each other player joins through theirs. */
export async function maisProvavelRoom(host: string, others: { name: string; url: string }[]) {
  const created = await post(host, "/api/rooms", {
    gameId: "mais-provavel",
    name: "Ana",
    colour: "#d94f70",
  });
  const seats: Seat[] = [{ name: "Ana", ...created }];
  for (const o of others)
    seats.push({
      name: o.name,
      ...(await post(o.url, `/api/rooms/${created.code}/join`, {
        name: o.name,
        colour: "#3a7bd5",
      })),
    });
  return { code: created.code, seats };
}

/** A phone: its socket to one server, its seat, what it was sent. */
export class Phone {
  socket: RoomSocket;
  /** Every socket this phone opened, the current one last. */
  readonly sockets: RoomSocket[] = [];
  constructor(
    readonly seat: Seat,
    private readonly code: string,
    url: string,
  ) {
    this.socket = this.open(url);
  }

  private open(url: string) {
    this.socket = openRoomSocket(url, this.code);
    this.sockets.push(this.socket);
    return this.socket;
  }

  /** Says hello with the seat's credential; resolves with the first `room` message. */
  async hello() {
    await this.socket.opened;
    const from = this.socket.messages.length;
    this.socket.send({ type: "hello", seatId: this.seat.seatId, credential: this.seat.credential });
    return this.socket.next<RoomMessage<View>>(isRoom, { from, timeoutMs: 15_000 });
  }

  /** The same seat from another server (a reload, or its server died): same credential. */
  async reconnect(url: string) {
    this.socket.terminate();
    this.open(url);
    return this.hello();
  }

  last(): RoomMessage<View> {
    const found = [...this.socket.messages].reverse().find(isRoom);
    if (!found) throw new Error(`${this.seat.name} got no room message`);
    return found;
  }

  /** Waits for a `room` message that passes `test` (already received, or to come). */
  async until(test: (m: RoomMessage<View>) => boolean, timeoutMs = 15_000) {
    try {
      return await this.socket.next<RoomMessage<View>>((m) => isRoom(m) && test(m), { timeoutMs });
    } catch (err) {
      const tail = JSON.stringify(this.socket.messages.slice(-2)).slice(0, 1500);
      throw new Error(`${this.seat.name}: ${String(err).slice(0, 100)}… last: ${tail}`);
    }
  }

  send(message: unknown) {
    this.socket.send(message);
  }

  /**
   * Votes on the version this phone saw and waits until every phone in `table` shows the vote
   * (a move names the version it was made on: votes at once would be STALE_MOVE but the first).
   */
  async vote(target: Phone, table: Phone[]) {
    const game = this.last().game;
    this.send({
      type: "move",
      version: game?.version,
      move: { type: "vote", target: target.seat.seatId },
    });
    const me = this.seat.seatId;
    for (const p of table)
      await p.until((m) => Boolean(m.game?.view.voted.includes(me) || m.game?.view.reveal));
  }

  /** Every frame this phone received, over all its sockets. */
  frames(): string[] {
    return this.sockets.flatMap((s) => s.frames);
  }

  close() {
    for (const s of this.sockets) s.terminate();
  }
}

export const allConnected = (m: RoomMessage, n: number) =>
  m.seats.filter((s) => s.connected).length === n;
