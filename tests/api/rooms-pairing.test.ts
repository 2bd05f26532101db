import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomBoards, rooms as roomsTable } from "../../src/server/db/schema";
import { ROOM_CLOSE, type RoomMessage, type ServerMessage } from "../../src/shared/schemas/room";
import { createTestApi, dbLabel } from "./harness";
import { type Answer, roomServer, type Seat } from "./room-server";

/** The board on another device: the host's phone asks for a 6-digit code, the TV trades it. */

const isRoom = (m: ServerMessage): m is RoomMessage => m.type === "room";

describe("board pairing on a real server (its own PGlite)", () => {
  let srv: Awaited<ReturnType<typeof roomServer>>;
  beforeAll(async () => {
    srv = await roomServer({ env: { ROOM_MISS_DELAY_MS: "10" } });
  });
  afterAll(() => srv.close());

  async function room() {
    const { host, guests } = await srv.room("classic", ["Ana", "Bia"]);
    return { host, guest: guests[0] as Seat };
  }
  const askCode = (code: string, who: { seatId: string; credential: string }) =>
    srv.post(`/api/rooms/${code}/board-code`, { seatId: who.seatId, credential: who.credential });
  const pair = (code: string, pairingCode: string) =>
    srv.post(`/api/rooms/${code}/board`, { pairingCode });
  const expectInvalid = (res: Answer) => {
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      error: {
        code: "PAIRING_CODE_INVALID",
        message: "Código inválido ou vencido. Peça um novo no celular do anfitrião.",
      },
    });
  };

  it("the host gets a 6-digit code valid 10 minutes, stored only as a hash; the TV's credential opens the board", async () => {
    const { host } = await room();
    const started = Date.now();
    const asked = await askCode(host.code, host);
    expect(asked.status).toBe(201);
    expect(asked.json.pairingCode).toMatch(/^\d{6}$/);
    const ttl = Date.parse(asked.json.expiresAt) - started;
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 2_000);
    const rows = await srv.server.database.db
      .select()
      .from(roomBoards)
      .where(eq(roomBoards.roomId, host.roomId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(asked.json.pairingCode);

    const paired = await pair(host.code.toLowerCase(), asked.json.pairingCode);
    expect(paired.status).toBe(201);
    const boardCredential = paired.json.boardCredential as string;
    expect(boardCredential.length).toBeGreaterThanOrEqual(40);
    const stored = await srv.server.database.db.select().from(roomBoards);
    expect(JSON.stringify(stored)).not.toContain(boardCredential);

    const board = srv.socket(host.code);
    await board.opened;
    board.send({ type: "hello", board: true, credential: boardCredential });
    const first = await board.next<RoomMessage>(isRoom);
    expect(first.you).toMatchObject({ seatId: null, board: true, role: "board" });
    // A made-up board credential is refused like any wrong one.
    const fake = srv.socket(host.code);
    await fake.opened;
    fake.send({ type: "hello", board: true, credential: `${boardCredential.slice(0, -2)}xx` });
    expect(await fake.closed).toBe(ROOM_CLOSE.unauthorized);
  });

  it("a code works once; a wrong, malformed or expired code is refused with one answer", async () => {
    const { host } = await room();
    const { pairingCode } = (await askCode(host.code, host)).json as { pairingCode: string };
    const wrong = pairingCode === "000000" ? "000001" : "000000";
    expectInvalid(await pair(host.code, wrong));
    const malformed = await pair(host.code, "12ab56");
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.code).toBeTruthy();
    expect(typeof malformed.json.error.message).toBe("string");
    expect((await pair(host.code, pairingCode)).status).toBe(201);
    expectInvalid(await pair(host.code, pairingCode));

    const again = (await askCode(host.code, host)).json as { pairingCode: string };
    await srv.server.database.db
      .update(roomBoards)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(roomBoards.roomId, host.roomId));
    expectInvalid(await pair(host.code, again.pairingCode));
  });

  it("a new code replaces the last; five wrong tries wear a code out", async () => {
    const { host } = await room();
    const old = (await askCode(host.code, host)).json.pairingCode as string;
    const fresh = (await askCode(host.code, host)).json.pairingCode as string;
    if (old !== fresh) expectInvalid(await pair(host.code, old));
    const wrong = fresh === "999999" ? "999998" : "999999";
    for (let i = 0; i < 5; i++) expectInvalid(await pair(host.code, wrong));
    expectInvalid(await pair(host.code, fresh));
  });

  it("only the current host asks for a code, with their seat's credential; a host by hand-over may", async () => {
    const { host, guest } = await room();
    const notHost = await askCode(host.code, guest);
    expect(notHost.status).toBe(403);
    expect(notHost.json).toEqual({
      error: { code: "NOT_HOST", message: "Só o anfitrião pode abrir o placar em outra tela." },
    });
    const bad = await askCode(host.code, { seatId: host.seatId, credential: guest.credential });
    expect(bad.status).toBe(401);
    expect(bad.json.error).toEqual({
      code: "BAD_CREDENTIAL",
      message: "Seu lugar nesta sala não foi reconhecido.",
    });
    // The host passes the role on over the socket: Bia may now pair a board, Ana no longer.
    const ana = srv.socket(host.code);
    await ana.opened;
    ana.send({ type: "hello", seatId: host.seatId, credential: host.credential });
    await ana.next(isRoom);
    ana.send({ type: "host", seatId: guest.seatId });
    await ana.next((m) => isRoom(m) && m.hostSeatId === guest.seatId);
    expect((await askCode(host.code, host)).status).toBe(403);
    const bia = await askCode(host.code, guest);
    expect(bia.status).toBe(201);
    expect((await pair(host.code, bia.json.pairingCode)).status).toBe(201);
    const [row] = await srv.server.database.db
      .select()
      .from(roomsTable)
      .where(eq(roomsTable.id, host.roomId));
    expect(row?.hostSeatId).toBe(guest.seatId);
  });

  it("an unknown room answers 404 with its Portuguese message", async () => {
    const res = await pair("ZZZZ", "123456");
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("ROOM_NOT_FOUND");
  });
});

describe(`board pairing limits (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  beforeAll(async () => {
    api = await createTestApi({ ROOM_JOIN_MAX: "3", ROOM_MISS_DELAY_MS: "10" });
  });
  afterAll(() => api.close());

  it("limits pairing attempts per IP like joins: past the limit, even the right code is 429", async () => {
    const c = api.client();
    const host = (await c.post("/api/rooms", { gameId: "classic", name: "Ana", colour: "#000000" }))
      .json as Seat;
    const asked = await c.post(`/api/rooms/${host.code}/board-code`, {
      seatId: host.seatId,
      credential: host.credential,
    });
    expect(asked.status).toBe(201);
    const right = asked.json.pairingCode as string;
    const wrong = right === "000000" ? "000001" : "000000";
    for (let i = 0; i < 2; i++)
      expect((await c.post(`/api/rooms/${host.code}/board`, { pairingCode: wrong })).status).toBe(
        403,
      );
    const limited = await c.post(`/api/rooms/${host.code}/board`, { pairingCode: right });
    expect(limited.status).toBe(429);
    expect(limited.json.error).toEqual({
      code: "RATE_LIMITED",
      message: "Muitas tentativas. Espere alguns minutos e tente de novo.",
    });
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});
