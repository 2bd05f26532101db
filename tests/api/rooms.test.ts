import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GameDefinition, refuse } from "../../src/games/kit/engine/engine";
import { rooms as roomsTable } from "../../src/server/db/schema";
import { registerRoomGame } from "../../src/server/rooms/registry";
import {
  ROOM_CLOSE,
  ROOM_CODE_ALPHABET,
  ROOM_MESSAGE_MAX_BYTES,
  ROOM_SEAT_GRACE_MS,
  type RoomMessage,
  type ServerMessage,
} from "../../src/shared/schemas/room";
import { createTestApi, dbLabel } from "./harness";
import { roomServer, type Seat } from "./room-server";
import type { RoomSocket } from "./rooms-client";

/**
 * A test-only game with hidden information: every player gets a secret at setup and only their
 * own seat's view shows it. Moves: 'bump' (any player in the game), 'finish', and 'addPlayer'
 * (its late join).
 */
interface SecretState {
  players: { id: string; name: string; secret: string }[];
  counter: number;
  over: boolean;
}
type SecretMove =
  | { type: "bump" }
  | { type: "finish" }
  | { type: "addPlayer"; id: string; name: string };
interface SecretView {
  players: string[];
  counter: number;
  mySecret: string | null;
}
const secretGame: GameDefinition<SecretState, SecretMove, SecretView, Record<string, never>> = {
  id: "secret-test",
  stateVersion: 1,
  minPlayers: 2,
  maxPlayers: 16,
  setup: ({ players }, rng) => ({
    players: players.map((p) => ({ ...p, secret: `segredo-${p.id}-${rng.int(1e9)}` })),
    counter: 0,
    over: false,
  }),
  isMove: (v): v is SecretMove => {
    const m = v as Record<string, unknown> | null;
    if (!m || typeof m !== "object") return false;
    if (m.type === "addPlayer") return typeof m.id === "string" && typeof m.name === "string";
    return m.type === "bump" || m.type === "finish";
  },
  move(state, move, { seat, rng }) {
    if (state.over) return refuse("GAME_OVER");
    if (move.type === "addPlayer")
      return {
        ...state,
        players: [
          ...state.players,
          { id: move.id, name: move.name, secret: `segredo-${move.id}-${rng.int(1e9)}` },
        ],
      };
    if (seat.kind !== "player" || !state.players.some((p) => p.id === seat.playerId))
      return refuse("NOT_YOUR_TURN");
    return move.type === "bump"
      ? { ...state, counter: state.counter + 1 }
      : { ...state, over: true };
  },
  view: (state, seat) => ({
    players: state.players.map((p) => p.name),
    counter: state.counter,
    mySecret:
      seat.kind === "player"
        ? (state.players.find((p) => p.id === seat.playerId)?.secret ?? null)
        : null,
  }),
  status: (state) =>
    state.over
      ? {
          kind: "over",
          standings: state.players.map((p) => ({
            playerId: p.id,
            name: p.name,
            score: 0,
            rank: 1,
          })),
        }
      : { kind: "playing" },
  players: (state) => state.players.map((p) => ({ id: p.id, name: p.name })),
  settings: () => ({}),
};

registerRoomGame({
  definition: secretGame,
  settings: () => ({}),
  lateJoin: (p) => ({ type: "addPlayer", id: p.id, name: p.name }),
});

const isRoom = (m: ServerMessage): m is RoomMessage => m.type === "room";

describe(`rooms over HTTP (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  beforeAll(async () => {
    api = await createTestApi({ ROOM_CREATE_MAX: "1000", ROOM_JOIN_MAX: "1000" });
  });
  afterAll(() => api.close());

  it("creates a room for a guest: a 4-letter code, the host's seat, secrets returned once and stored hashed", async () => {
    const guest = api.client();
    const res = await guest.post("/api/rooms", {
      gameId: "classic",
      name: "  Ana  ",
      colour: "#FF0000",
    });
    expect(res.status).toBe(201);
    const created = res.json as Seat;
    expect(created.code).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{4}$`));
    expect(created.credential.length).toBeGreaterThanOrEqual(40);
    const [row] = await api.database.db
      .select()
      .from(roomsTable)
      .where(eq(roomsTable.id, created.roomId));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(created.credential);
    expect(stored).not.toContain(created.boardCredential);
    expect(row?.seats[0]).toMatchObject({
      id: created.seatId,
      name: "Ana",
      colour: "#ff0000",
      role: "player",
    });
    expect(row?.hostSeatId).toBe(created.seatId);

    const summary = await guest.get(`/api/rooms/${created.code.toLowerCase()}`);
    expect(summary.status).toBe(200);
    expect(summary.json.room).toEqual({
      code: created.code,
      gameId: "classic",
      phase: "lobby",
      players: [{ name: "Ana", colour: "#ff0000" }],
      spectators: 0,
      canPlay: true,
    });
    // The credential is never part of what anyone else can read.
    expect(summary.text).not.toContain(created.credential);
  });

  it("joins with a name and a colour; names are plain text of 1..20 characters", async () => {
    const host = (
      await api.client().post("/api/rooms", { gameId: "eu-nunca", name: "Host", colour: "#000000" })
    ).json as Seat;
    const guest = api.client();
    const joined = await guest.post(`/api/rooms/${host.code}/join`, {
      name: "Bia",
      colour: "#00ff00",
    });
    expect(joined.status).toBe(201);
    expect(joined.json).toMatchObject({ code: host.code, role: "player" });
    expect(joined.json.seatId).not.toBe(host.seatId);
    for (const name of ["", "   ", "x".repeat(21), "a\u0000b", "a\nb", "a\u202eb"]) {
      const bad = await guest.post(`/api/rooms/${host.code}/join`, { name, colour: "#00ff00" });
      expect(bad.status, JSON.stringify(name)).toBe(400);
    }
    const html = await guest.post(`/api/rooms/${host.code}/join`, {
      name: "<b>Caio</b>",
      colour: "#00ff00",
    });
    expect(html.status).toBe(201); // stored as typed; clients render text, never HTML
    expect(
      (await guest.post(`/api/rooms/${host.code}/join`, { name: "Bia", colour: "verde" })).status,
    ).toBe(400);
    expect(
      (await guest.post("/api/rooms", { gameId: "sueca", name: "Ana", colour: "#000000" })).status,
    ).toBe(400);
    const summary = await guest.get(`/api/rooms/${host.code}`);
    expect(summary.json.room.players.map((p: { name: string }) => p.name)).toEqual([
      "Host",
      "Bia",
      "<b>Caio</b>",
    ]);
  });

  it("seats at most 16 players plus 16 spectators", async () => {
    const host = (
      await api.client().post("/api/rooms", { gameId: "eu-nunca", name: "Host", colour: "#000000" })
    ).json as Seat;
    const guest = api.client();
    const roles: string[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await guest.post(`/api/rooms/${host.code}/join`, {
        name: `P${i}`,
        colour: "#123456",
      });
      expect(res.status).toBe(201);
      roles.push(res.json.role);
    }
    expect(roles.filter((r) => r === "player")).toHaveLength(15);
    expect(roles.filter((r) => r === "spectator")).toHaveLength(16);
    const full = await guest.post(`/api/rooms/${host.code}/join`, {
      name: "Demais",
      colour: "#123456",
    });
    expect(full.status).toBe(409);
    expect(full.json.error.code).toBe("ROOM_FULL");
  });

  it("answers 426 to a plain request for the socket, 403 to another origin", async () => {
    const host = (
      await api.client().post("/api/rooms", { gameId: "classic", name: "Host", colour: "#000000" })
    ).json as Seat;
    const plain = await api.client().get(`/api/rooms/${host.code}/socket`);
    expect(plain.status).toBe(426);
    const foreign = await api
      .client()
      .get(`/api/rooms/${host.code}/socket`, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
  });
});

describe(`room limits (${dbLabel})`, () => {
  let api: Awaited<ReturnType<typeof createTestApi>>;
  beforeAll(async () => {
    api = await createTestApi({
      ROOM_CREATE_MAX: "2",
      ROOM_JOIN_MAX: "3",
      ROOM_MISS_MAX: "4",
      ROOM_MISS_DELAY_MS: "150",
    });
  });
  afterAll(() => api.close());

  it("limits room creation and joins per IP", async () => {
    const c = api.client();
    const body = { gameId: "classic", name: "Ana", colour: "#000000" };
    const first = await c.post("/api/rooms", body);
    expect(first.status).toBe(201);
    expect((await c.post("/api/rooms", body)).status).toBe(201);
    const third = await c.post("/api/rooms", body);
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBeTruthy();
    const code = first.json.code as string;
    for (let i = 0; i < 3; i++)
      expect(
        (await c.post(`/api/rooms/${code}/join`, { name: `J${i}`, colour: "#000000" })).status,
      ).toBe(201);
    expect(
      (await c.post(`/api/rooms/${code}/join`, { name: "J9", colour: "#000000" })).status,
    ).toBe(429);
  });

  it("slows down wrong codes, each later than the one before, then refuses every lookup", async () => {
    const c = api.client();
    const real = (await api.database.db.select().from(roomsTable).limit(1))[0]?.code ?? "";
    expect(real).not.toBe("");
    const wrong = [...ROOM_CODE_ALPHABET].find((l) => !real.startsWith(l)) ?? "B";
    const times: number[] = [];
    for (let i = 0; i < 4; i++) {
      const started = performance.now();
      const res = await c.get(`/api/rooms/${wrong}${wrong}${wrong}${"BCDFG"[i]}`);
      times.push(performance.now() - started);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("ROOM_NOT_FOUND");
    }
    // 150, 300, 600, 1200 ms
    expect(times[0]).toBeGreaterThanOrEqual(140);
    expect(times[3]).toBeGreaterThanOrEqual(1100);
    expect(times[3] ?? 0).toBeGreaterThan((times[1] ?? 0) * 2);
    // Past the limit, even a real code is refused: guessing stops paying.
    const blocked = await c.get(`/api/rooms/${real}`);
    expect(blocked.status).toBe(429);
  });
});

/** A fresh database on the PostgreSQL server (api-postgres project), else undefined (PGlite). */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const adminUrl = process.env.API_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `saideira_rooms_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

async function hello(s: RoomSocket, seatId: string, credential: string) {
  await s.opened;
  s.send({ type: "hello", seatId, credential });
  return s.next<RoomMessage>(
    (m) => isRoom(m) && m.seats.some((x) => x.id === seatId && x.connected),
  );
}

const viewOf = (m: RoomMessage) => (m.game?.view ?? {}) as SecretView;

describe(`room sockets on a real server (${dbLabel})`, () => {
  let srv: Awaited<ReturnType<typeof roomServer>>;
  let pgdb: Awaited<ReturnType<typeof freshPostgres>>;
  const sockets: RoomSocket[] = [];
  const track = (s: RoomSocket) => {
    sockets.push(s);
    return s;
  };
  beforeAll(async () => {
    pgdb = await freshPostgres();
    srv = await roomServer({ databaseUrl: pgdb?.url });
  });
  afterAll(async () => {
    for (const s of sockets) s.terminate();
    await srv.close();
    await pgdb?.drop();
  });

  const roomWith = (n: number, gameId = "secret-test") =>
    srv.room(gameId, ["Host", ...Array.from({ length: n - 1 }, (_, i) => `G${i + 1}`)]);

  it("refuses a socket from another origin, or without one", async () => {
    const { host } = await roomWith(1);
    expect(await track(srv.socket(host.code, "https://evil.example")).opened).toEqual({
      ok: false,
      status: 403,
    });
    expect(await track(srv.socket(host.code, null)).opened).toEqual({ ok: false, status: 403 });
    expect(await track(srv.socket("ZZZZ")).opened).toEqual({ ok: false, status: 404 });
  });

  it("closes a socket whose hello has a wrong credential, or that says something else first", async () => {
    const { host, guests } = await roomWith(2);
    const wrong = track(srv.socket(host.code));
    await wrong.opened;
    wrong.send({ type: "hello", seatId: host.seatId, credential: guests[0]?.credential });
    expect(await wrong.closed).toBe(ROOM_CLOSE.unauthorized);
    expect(wrong.messages).toEqual([]);
    const rude = track(srv.socket(host.code));
    await rude.opened;
    rude.send({ type: "move", version: 0, move: { type: "bump" } });
    expect(await rude.closed).toBe(ROOM_CLOSE.unauthorized);
    const boardWithSeat = track(srv.socket(host.code));
    await boardWithSeat.opened;
    boardWithSeat.send({ type: "hello", board: true, credential: host.credential });
    expect(await boardWithSeat.closed).toBe(ROOM_CLOSE.unauthorized);
  });

  it("closes a socket that sends a message over 16 KB", async () => {
    const { host } = await roomWith(1);
    const s = track(srv.socket(host.code));
    await hello(s, host.seatId, host.credential);
    s.send({ type: "move", version: 0, move: { pad: "x".repeat(ROOM_MESSAGE_MAX_BYTES) } });
    expect(await s.closed).toBe(ROOM_CLOSE.tooBig);
  });

  it("plays: host-only start, moves applied in order, a stale version refused, each socket only its own secret", async () => {
    const { host, guests } = await roomWith(3);
    const [g1, g2] = guests as [Seat, Seat];
    const hs = track(srv.socket(host.code));
    const s1 = track(srv.socket(host.code));
    const s2 = track(srv.socket(host.code));
    await hello(hs, host.seatId, host.credential);
    await hello(s1, g1.seatId, g1.credential);
    await hello(s2, g2.seatId, g2.credential);
    const board = track(srv.socket(host.code));
    await board.opened;
    board.send({ type: "hello", board: true, credential: host.boardCredential });
    await board.next((m) => m.type === "welcome" && m.board);

    s1.send({ type: "start", settings: {} });
    expect(await s1.next((m) => m.type === "refused")).toMatchObject({
      code: "NOT_HOST",
      to: "start",
    });
    hs.send({ type: "start", settings: {} });
    const started = await s1.next<RoomMessage>((m) => isRoom(m) && m.phase === "playing");
    expect(started.game?.version).toBe(0);
    expect(started.you).toMatchObject({ seatId: g1.seatId, host: false, role: "player" });
    const v0 = started.game?.version ?? -1;

    s1.send({ type: "move", version: v0, move: { type: "bump" } });
    await s2.next((m) => isRoom(m) && m.game?.version === v0 + 1);
    // A second tap on the same version (or another phone at the same time) is refused.
    s2.send({ type: "move", version: v0, move: { type: "bump" } });
    expect(await s2.next((m) => m.type === "refused")).toMatchObject({
      code: "STALE_MOVE",
      to: "move",
    });
    s2.send({ type: "move", version: v0 + 1, move: { type: "bump" } });
    const after = await board.next<RoomMessage>((m) => isRoom(m) && m.game?.version === v0 + 2);
    expect(viewOf(after).counter).toBe(2);
    expect(viewOf(after).mySecret).toBeNull();
    // Junk moves and junk messages are refused, not fatal.
    s1.send({ type: "move", version: v0 + 2, move: { type: "cheat" } });
    expect(await s1.next((m) => m.type === "refused" && m.code === "INVALID_MOVE")).toBeTruthy();
    s1.sendRaw("{not json");
    expect(await s1.next((m) => m.type === "refused" && m.code === "INVALID_MESSAGE")).toBeTruthy();
    s1.send({ type: "ping" });
    expect(await s1.next((m) => m.type === "pong")).toBeTruthy();

    // Secrets: each phone saw its own, never another's; the board none.
    await new Promise((r) => setTimeout(r, 100));
    const [row] = await srv.server.database.db
      .select()
      .from(roomsTable)
      .where(eq(roomsTable.id, host.roomId));
    const secrets = new Map(
      ((row?.state ?? {}) as { data: SecretState }).data.players.map((p) => [p.id, p.secret]),
    );
    const bySeat: [RoomSocket, string | null][] = [
      [hs, host.seatId],
      [s1, g1.seatId],
      [s2, g2.seatId],
      [board, null],
    ];
    for (const [sock, seatId] of bySeat) {
      const all = sock.frames.join("\n");
      for (const [id, secret] of secrets) {
        if (id === seatId) expect(all).toContain(secret);
        else expect(all, `${seatId ?? "board"} saw ${id}'s secret`).not.toContain(secret);
      }
      expect(all).not.toContain("credentialHash");
    }
  });

  it("limits moves per socket", async () => {
    const { host, guests } = await roomWith(2);
    const hs = track(srv.socket(host.code));
    await hello(hs, host.seatId, host.credential);
    const g = guests[0] as { seatId: string; credential: string };
    const gs = track(srv.socket(host.code));
    await hello(gs, g.seatId, g.credential);
    for (let i = 0; i < 60; i++) hs.send({ type: "ping" });
    expect(await hs.next((m) => m.type === "refused" && m.code === "RATE_LIMITED")).toBeTruthy();
  });

  it("kick, reorder, pass the host role and take it back", async () => {
    const { host, guests } = await roomWith(3);
    const [g1, g2] = guests as [Seat, Seat];
    const hs = track(srv.socket(host.code));
    const s1 = track(srv.socket(host.code));
    const s2 = track(srv.socket(host.code));
    await hello(hs, host.seatId, host.credential);
    await hello(s1, g1.seatId, g1.credential);
    await hello(s2, g2.seatId, g2.credential);

    s1.send({ type: "kick", seatId: g2.seatId });
    expect(await s1.next((m) => m.type === "refused")).toMatchObject({ code: "NOT_HOST" });
    hs.send({ type: "reorder", seatIds: [g2.seatId, host.seatId, g1.seatId] });
    const reordered = await s1.next<RoomMessage>((m) => isRoom(m) && m.seats[0]?.id === g2.seatId);
    expect(reordered.seats.map((x) => x.id)).toEqual([g2.seatId, host.seatId, g1.seatId]);
    hs.send({ type: "reorder", seatIds: [g2.seatId, host.seatId] });
    expect(await hs.next((m) => m.type === "refused")).toMatchObject({ code: "INVALID_MESSAGE" });

    hs.send({ type: "kick", seatId: g2.seatId });
    expect(await s2.next((m) => m.type === "closed")).toEqual({ type: "closed", reason: "kicked" });
    expect(await s2.closed).toBe(ROOM_CLOSE.kicked);
    await hs.next((m) => isRoom(m) && !m.seats.some((x) => x.id === g2.seatId));
    // The kicked credential no longer opens anything.
    const again = track(srv.socket(host.code));
    await again.opened;
    again.send({ type: "hello", seatId: g2.seatId, credential: g2.credential });
    expect(await again.closed).toBe(ROOM_CLOSE.unauthorized);

    hs.send({ type: "host", seatId: g1.seatId });
    const passed = await s1.next<RoomMessage>((m) => isRoom(m) && m.hostSeatId === g1.seatId);
    expect(passed.you.host).toBe(true);
    // The creator takes it back from the same device.
    hs.send({ type: "host", seatId: host.seatId });
    await s1.next<RoomMessage>((m) => isRoom(m) && m.hostSeatId === host.seatId);
  });

  it("a reconnect with the credential keeps the seat; 2 minutes away and the seat goes, the host role passes on", async () => {
    const { host, guests } = await roomWith(2);
    const g = guests[0] as { seatId: string; credential: string };
    const hs = track(srv.socket(host.code));
    const gs = track(srv.socket(host.code));
    await hello(hs, host.seatId, host.credential);
    await hello(gs, g.seatId, g.credential);
    gs.terminate(); // the phone drops
    const dropped = await hs.next<RoomMessage>(
      (m) => isRoom(m) && m.seats.some((x) => x.id === g.seatId && !x.connected),
    );
    expect(dropped.seats.find((x) => x.id === g.seatId)?.connected).toBe(false);
    const back = track(srv.socket(host.code));
    const welcome = await hello(back, g.seatId, g.credential);
    expect(welcome.you.seatId).toBe(g.seatId);
    expect(welcome.seats).toHaveLength(2);

    // The host leaves for good: past the grace, the next player becomes host.
    hs.terminate();
    await back.next((m) => isRoom(m) && m.seats.some((x) => x.id === host.seatId && !x.connected));
    await srv.server.rooms.tick(Date.now() + ROOM_SEAT_GRACE_MS + 1000);
    const promoted = await back.next<RoomMessage>((m) => isRoom(m) && m.hostSeatId === g.seatId);
    expect(promoted.seats.map((x) => x.id)).toEqual([g.seatId]);
    expect(promoted.you.host).toBe(true);
  });

  it("someone joining mid-game plays at once when the game has a late join, else watches until the next game", async () => {
    const secret = await roomWith(2);
    const hs = track(srv.socket(secret.host.code));
    await hello(hs, secret.host.seatId, secret.host.credential);
    hs.send({ type: "start" });
    await hs.next((m) => isRoom(m) && m.phase === "playing");
    const late = (
      await srv.post(`/api/rooms/${secret.host.code}/join`, { name: "Tarde", colour: "#333333" })
    ).json;
    const lateRoom = await hs.next<RoomMessage>(
      (m) => isRoom(m) && m.seats.some((x) => x.id === late.seatId),
    );
    expect(lateRoom.seats.find((x) => x.id === late.seatId)?.inGame).toBe(true);
    expect(viewOf(lateRoom).players).toContain("Tarde");

    // Modo Clássico (the real definition) has no late join that keeps the seat's id: they wait.
    const classic = await roomWith(2, "classic");
    const cs = track(srv.socket(classic.host.code));
    await hello(cs, classic.host.seatId, classic.host.credential);
    cs.send({ type: "start", settings: { categories: ["classic"], maxPoints: 20 } });
    const playing = await cs.next<RoomMessage>((m) => isRoom(m) && m.phase === "playing");
    const late2 = (
      await srv.post(`/api/rooms/${classic.host.code}/join`, { name: "Tarde", colour: "#333333" })
    ).json;
    const waiting = await cs.next<RoomMessage>(
      (m) => isRoom(m) && m.seats.some((x) => x.id === late2.seatId),
    );
    expect(waiting.seats.find((x) => x.id === late2.seatId)).toMatchObject({
      inGame: false,
      role: "player",
    });
    // A Clássico move from the host's phone goes through the real definition.
    cs.send({
      type: "move",
      version: playing.game?.version,
      move: { type: "answer", outcome: "cumpriu" },
    });
    const moved = await cs.next<RoomMessage>(
      (m) => isRoom(m) && m.game?.version === (playing.game?.version ?? 0) + 1,
    );
    expect(
      (moved.game?.view as { list: { players: { points: number }[] } } | undefined)?.list.players[0]
        ?.points,
    ).toBe(10);
    const summary = await fetch(`${srv.url}/api/rooms/${classic.host.code}`).then((r) => r.json());
    expect(summary.room).toMatchObject({ phase: "playing", canPlay: false });
  });

  it("closes rooms idle for 12 hours: their sockets are told", async () => {
    const { host } = await roomWith(1);
    const hs = track(srv.socket(host.code));
    await hello(hs, host.seatId, host.credential);
    await srv.server.rooms.tick(Date.now() + 12 * 60 * 60 * 1000 + 60_000);
    expect(await hs.next((m) => m.type === "closed")).toEqual({ type: "closed", reason: "closed" });
    expect(await hs.closed).toBe(ROOM_CLOSE.notFound);
    expect((await fetch(`${srv.url}/api/rooms/${host.code}`)).status).toBe(404);
  });

  // Last: it restarts the server this block shares.
  it("a room survives a server restart: state and seats kept, phones reconnect with their credentials", async () => {
    const { host, guests } = await srv.room("secret-test", ["Host", "G"]);
    const g = guests[0] as Seat;
    let hs = track(srv.socket(host.code));
    await hello(hs, host.seatId, host.credential);
    hs.send({ type: "start" });
    const started = await hs.next<RoomMessage>((m) => isRoom(m) && m.phase === "playing");
    hs.send({ type: "move", version: started.game?.version, move: { type: "bump" } });
    await hs.next((m) => isRoom(m) && (m.game?.view as SecretView | undefined)?.counter === 1);
    await srv.server.stop(1000);
    expect(await hs.closed).toBe(ROOM_CLOSE.restarting);

    srv = await roomServer({ dataDir: srv.dataDir, databaseUrl: pgdb?.url });
    hs = track(srv.socket(host.code));
    const gs = track(srv.socket(host.code));
    const resumed = await hello(hs, host.seatId, host.credential);
    await hello(gs, g.seatId, g.credential);
    expect(resumed.phase).toBe("playing");
    expect(viewOf(resumed).counter).toBe(1);
    gs.send({ type: "move", version: resumed.game?.version, move: { type: "bump" } });
    await hs.next((m) => isRoom(m) && (m.game?.view as SecretView | undefined)?.counter === 2);
  });
});

// Two server processes on one PostgreSQL database, one killed with SIGKILL:
// tests/reliability/rooms.postgres.test.ts.
