import { afterAll, beforeAll, expect, it } from "vitest";
import type { DesenhaRoomView } from "../../src/games/desenha-e-bebe/room-logic";
import type { DrawRelay } from "../../src/shared/schemas/live-drawing";
import type { RoomMessage, ServerMessage } from "../../src/shared/schemas/room";
import { openRoomSocket, type RoomSocket } from "../api/rooms-client";
import { createDatabase } from "./postgres";
import { post } from "./rooms";
import { type SpawnedServer, spawnServer } from "./server";

// Desenha e Bebe across two server processes on one PostgreSQL database: the drawer on one, the
// guesser on the other. Live batches cross through NOTIFY (no write), stored strokes arrive as
// deltas on the guesser's instance (which reads the row back), and several rooms changed at once
// share a NOTIFY without one being lost.
let database: Awaited<ReturnType<typeof createDatabase>>;
const servers: SpawnedServer[] = [];
const sockets: RoomSocket[] = [];
beforeAll(async () => {
  database = await createDatabase(process.env.TEST_DATABASE_URL ?? "");
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  for (const s of servers) await s.stop();
  await database?.drop();
});

type View = DesenhaRoomView;
const isRoom = (m: ServerMessage): m is RoomMessage<View> => m.type === "room";
const ROOMS = 6;

async function seated(url: string, code: string, seat: { seatId: string; credential: string }) {
  const socket = openRoomSocket(url, code);
  sockets.push(socket);
  await socket.opened;
  socket.send({ type: "hello", seatId: seat.seatId, credential: seat.credential });
  await socket.next(isRoom, { timeoutMs: 15_000 });
  return socket;
}
const until = (s: RoomSocket, test: (m: RoomMessage<View>) => boolean) =>
  s.next<RoomMessage<View>>((m) => isRoom(m) && test(m), { timeoutMs: 15_000 });
const lastGame = (s: RoomSocket) => [...s.messages].reverse().find(isRoom)?.game;
const stroke = (id: number) => ({
  id,
  color: "#1f2937",
  width: 8,
  points: Array.from({ length: 80 }, (_, i) => 100 + ((i * 37 + id) % 800)),
});

it("live strokes and stored ones reach a phone on the other instance; rooms changed at once are all heard", async () => {
  const env = { DATABASE_URL: database.url, ROOM_JOIN_MAX: "1000", ROOM_CREATE_MAX: "1000" };
  const a = await spawnServer({ env });
  servers.push(a);
  const b = await spawnServer({ env });
  servers.push(b);

  // Ana (the drawer) on a, Bia on b, in each of several rooms.
  const tables = await withServerErrors([a, b], () =>
    Promise.all(
      Array.from({ length: ROOMS }, async () => {
        const body = { gameId: "desenha-e-bebe", name: "Ana", colour: "#d94f70" };
        const ana = await post(a.url, "/api/rooms", body);
        const bia = await post(b.url, `/api/rooms/${ana.code}/join`, {
          name: "Bia",
          colour: "#3a7bd5",
        });
        return {
          ana: await seated(a.url, ana.code, ana),
          bia: await seated(b.url, ana.code, bia),
        };
      }),
    ),
  );
  // Every host starts in the same instant: the writes share statements and NOTIFYs on a.
  for (const t of tables) t.ana.send({ type: "start" });
  for (const t of tables) await until(t.bia, (m) => m.game?.view.phase === "choose");
  for (const t of tables) {
    t.ana.send({ type: "move", version: lastGame(t.ana)?.version, move: { type: "go" } });
  }
  for (const t of tables) await until(t.bia, (m) => m.game?.view.phase === "draw");

  const [first] = tables;
  if (!first) throw new Error("no room");
  const { ana, bia } = first;
  await until(ana, (m) => m.game?.view.phase === "draw");
  const turn = lastGame(ana)?.view.turn;
  // A live batch, never stored: it crosses to b through NOTIFY, as the drawer sent it.
  const points = [100, 100, 200, 220, 300, 340];
  ana.send({ type: "draw", turn, id: 0, color: "#1f2937", width: 8, from: 0, points });
  const relayed = await bia.next<DrawRelay>((m) => m.type === "draw");
  expect(relayed).toMatchObject({ turn, id: 0, from: 0, points });
  expect(relayed.seatId).toBe(lastGame(ana)?.view.drawerId);

  // Stored strokes: b reads each row back and sends Bia only the new stroke, made whole here.
  for (const id of [0, 1]) {
    ana.send({
      type: "move",
      version: lastGame(ana)?.version,
      move: { type: "stroke", stroke: stroke(id) },
    });
    await until(bia, (m) => m.game?.view.drawing.nextId === id + 1);
  }
  expect(lastGame(bia)?.view.drawing.strokes).toEqual([stroke(0), stroke(1)]);
  const raw = bia.frames.filter((f) => f.includes('"type":"room"')).at(-1) ?? "";
  expect(raw).toContain('"keep":{"drawing.strokes":1}');
  expect(raw.match(/"points":\[/g)).toHaveLength(1);
});

/** Runs `step`; when it fails, its error carries the servers' own error lines. */
async function withServerErrors<T>(servers: { stdout(): string }[], step: () => Promise<T>) {
  try {
    return await step();
  } catch (err) {
    const lines = servers.flatMap((s) => s.stdout().split("\n").filter(Boolean).slice(0, 5));
    throw new Error(`${(err as Error).message}\nserver log:\n${lines.join("\n")}`);
  }
}
