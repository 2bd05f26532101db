import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DesenhaRoomState, DesenhaRoomView } from "../../src/games/desenha-e-bebe/room-logic";
import { wordById } from "../../src/games/desenha-e-bebe/words";
import { rooms as roomsTable } from "../../src/server/db/schema";
import type { RoomMessage, ServerMessage } from "../../src/shared/schemas/room";
import { roomServer, type Seat } from "./room-server";
import type { RoomSocket } from "./rooms-client";

/** Desenha e Bebe's live strokes over real sockets (PGlite, one process): relay, checks, secrecy. */

const isRoom = (m: ServerMessage): m is RoomMessage<DesenhaRoomView> => m.type === "room";
const viewOf = (m: ServerMessage) =>
  m.type === "room" ? ((m.game?.view ?? null) as DesenhaRoomView | null) : null;
let srv: Awaited<ReturnType<typeof roomServer>>;

beforeAll(async () => {
  srv = await roomServer();
});
afterAll(() => srv.close());

async function connect(code: string, hello: Record<string, unknown>) {
  const s = srv.socket(code);
  await s.opened;
  s.send({ type: "hello", ...hello });
  await s.next((m) => isRoom(m));
  return s;
}

const batch = (turn: number, patch: Record<string, unknown> = {}) => ({
  type: "draw",
  turn,
  id: 0,
  color: "#dc2626",
  width: 20,
  from: 0,
  points: [100, 100, 150, 120, 200, 180],
  ...patch,
});

describe("Desenha e Bebe in a room: live strokes", () => {
  it("relays the drawer's checked batches to every other socket without a write; refuses the rest", async () => {
    const { host, guests } = await srv.room("desenha-e-bebe", ["Ana", "Bia", "Caio"]);
    const [bia, caio] = guests as [Seat, Seat];
    const code = host.code;
    const ana = await connect(code, { seatId: host.seatId, credential: host.credential });
    const b = await connect(code, { seatId: bia.seatId, credential: bia.credential });
    const c = await connect(code, { seatId: caio.seatId, credential: caio.credential });
    const board = await connect(code, { board: true, credential: host.boardCredential });

    ana.send({ type: "start", settings: { seconds: 30, laps: 1 } });
    const chosen = await ana.next<RoomMessage<DesenhaRoomView>>(
      (m) => isRoom(m) && m.phase === "playing",
    );
    const view = chosen.game?.view as DesenhaRoomView;
    expect(view.drawerId).toBe(host.seatId);
    // Before 'Começar' nobody may draw, the drawer included.
    ana.send(batch(view.turn));
    expect(await ana.next((m) => m.type === "refused")).toMatchObject({
      code: "NOT_YOUR_TURN",
      to: "draw",
    });
    ana.send({ type: "move", version: chosen.game?.version, move: { type: "go" } });
    await b.next((m) => viewOf(m)?.phase === "draw");
    const [before] = await srv.server.database.db
      .select()
      .from(roomsTable)
      .where(eq(roomsTable.code, code));

    // A guesser's batch is refused and goes nowhere.
    const seen = { b: b.frames.length, c: c.frames.length, board: board.frames.length };
    b.send(batch(view.turn));
    expect(await b.next((m) => m.type === "refused", { from: seen.b })).toMatchObject({
      code: "NOT_YOUR_TURN",
      to: "draw",
    });
    // Junk: outside the sheet, fractions, an odd count, too many points, extra fields, old turn.
    for (const junk of [
      batch(view.turn, { points: [0, 1001] }),
      batch(view.turn, { points: [1.5, 2] }),
      batch(view.turn, { points: [1, 2, 3] }),
      batch(view.turn, { points: Array(258).fill(5) }),
      batch(view.turn, { color: "red" }),
      batch(view.turn, { seatId: bia.seatId }),
    ])
      ana.send(junk);
    ana.send(batch(view.turn - 1));
    ana.send(batch(view.turn, { from: 3, points: [210, 190] }));
    for (const s of [c, board, b]) {
      const got = await s.next((m) => m.type === "draw");
      expect(got).toEqual({
        ...batch(view.turn, { from: 3, points: [210, 190] }),
        seatId: host.seatId,
      });
    }
    const drawsTo = (s: RoomSocket) => s.messages.filter((m) => m.type === "draw");
    expect(drawsTo(c)).toHaveLength(1);
    expect(drawsTo(board)).toHaveLength(1);
    // The sender is not echoed; every junk message was refused as such.
    expect(drawsTo(ana)).toHaveLength(0);
    const refusals = ana.messages.filter((m) => m.type === "refused");
    expect(refusals.map((r) => r.type === "refused" && r.code)).toEqual([
      "NOT_YOUR_TURN",
      ...Array(6).fill("INVALID_MESSAGE"),
      "NOT_YOUR_TURN",
    ]);
    // No write: the room's version did not move.
    const [after] = await srv.server.database.db
      .select()
      .from(roomsTable)
      .where(eq(roomsTable.code, code));
    expect(after?.version).toBe(before?.version);

    // The finished stroke is a move: stored, in every view (a reload sees it).
    const v = b.messages.filter(isRoom).at(-1)?.game?.version;
    const stroke = {
      id: 0,
      color: "#dc2626",
      width: 20,
      points: [100, 100, 150, 120, 200, 180, 210, 190],
    };
    ana.send({ type: "move", version: v, move: { type: "stroke", stroke } });
    const stored = await board.next<RoomMessage<DesenhaRoomView>>(
      (m) => viewOf(m)?.drawing.strokes.length === 1,
    );
    expect(viewOf(stored)?.drawing.strokes[0]).toEqual(stroke);

    // The word: in Ana's frames only, until Caio guesses it (upper case, no accents).
    const state = ((after?.state ?? {}) as { data: DesenhaRoomState }).data;
    const word = wordById(state.wordId ?? "")?.text ?? "";
    expect(word).not.toBe("");
    // As a word of its own: 'tatu' is inside every frame's "status" (a CI run dealt it).
    const alone = new RegExp(
      `(?<!\\p{L})${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`,
      "u",
    );
    expect(ana.frames.join("\n")).toMatch(alone);
    for (const s of [b, c, board]) expect(s.frames.join("\n")).not.toMatch(alone);
    const loud = word.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
    c.send({
      type: "move",
      version: stored.game?.version,
      move: { type: "guess", text: ` ${loud} ` },
    });
    const reveal = await b.next<RoomMessage<DesenhaRoomView>>((m) => viewOf(m)?.phase === "reveal");
    const shown = viewOf(reveal);
    expect(shown?.word?.text).toBe(word);
    expect(shown?.last).toMatchObject({ outcome: "acertou", guesserId: caio.seatId });
    expect(shown?.players.map((p) => p.points)).toEqual([1, 0, 1]);
  });
});
