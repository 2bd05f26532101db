import { upgradeWebSocket } from "@hono/node-server";
import { type Context, Hono } from "hono";
import {
  boardCodeRequestSchema,
  createRoomSchema,
  joinRoomSchema,
  normalizeRoomCode,
  pairBoardSchema,
  roomCodeSchema,
} from "../../shared/schemas/room";
import type { Config } from "../config";
import { countHits, peekHits } from "../db/rate-limits";
import type { AppEnv } from "../http/context";
import { ApiError, errorBody, readJson } from "../http/errors";
import type { RoomRecord } from "../rooms/logic";
import { checkHost, createPairingCode, pairBoard } from "../rooms/pairing";
import { roomGame } from "../rooms/registry";
import type { RoomsService } from "../rooms/service";
import { clientIp } from "./auth";

const MISS_DELAY_CAP_MS = 4000;
const TOO_MANY = "Muitas tentativas. Espere alguns minutos e tente de novo.";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function tooMany(c: Context<AppEnv>, windowSec: number): never {
  c.header("retry-after", String(windowSec));
  throw new ApiError(429, "RATE_LIMITED", TOO_MANY);
}

/**
 * Rooms over HTTP (create, join, the join page's summary) and the room's WebSocket. Guests are
 * welcome: a seat's credential, not an account, says who a phone is.
 */
export function roomRoutes(rooms: RoomsService, config: Config) {
  const limits = config.roomLimits;
  const windowMs = limits.windowSec * 1000;
  const trusted = new Set(config.trustedOrigins);

  /** Per client IP; over `max` in the window, 429. */
  async function limit(c: Context<AppEnv>, what: "create" | "join" | "pair", max: number) {
    const [hit] = await countHits(
      c.var.deps.database.db,
      [`room:${what}:ip:${clientIp(c)}`],
      windowMs,
    );
    if ((hit?.count ?? 0) > max) tooMany(c, limits.windowSec);
  }

  /**
   * The live room of a code. Wrong codes slow the caller down (each answered later than the one
   * before) and past ROOM_MISS_MAX in the window every lookup is refused: 4 letters cannot be
   * walked through.
   */
  async function roomByCode(c: Context<AppEnv>): Promise<RoomRecord> {
    const { db } = c.var.deps.database;
    const key = `room:miss:ip:${clientIp(c)}`;
    if ((await peekHits(db, key, windowMs)) >= limits.missMax) tooMany(c, limits.windowSec);
    const code = roomCodeSchema.safeParse(normalizeRoomCode(c.req.param("code") ?? ""));
    const room = code.success ? await rooms.find(code.data) : null;
    if (room) return room;
    const misses = (await countHits(db, [key], windowMs))[0]?.count ?? 1;
    await sleep(Math.min(limits.missDelayMs * 2 ** (misses - 1), MISS_DELAY_CAP_MS));
    throw new ApiError(404, "ROOM_NOT_FOUND", "Sala não encontrada. Confira o código.");
  }

  return (
    new Hono<AppEnv>()
      .post("/", async (c) => {
        const input = await readJson(c, createRoomSchema);
        if (!roomGame(input.gameId))
          throw new ApiError(
            400,
            "GAME_WITHOUT_ROOMS",
            "Este jogo ainda não pode ser jogado em sala.",
          );
        await limit(c, "create", limits.createMax);
        const { room, seat, credential, boardCredential } = await rooms.create(input);
        return c.json(
          { code: room.code, roomId: room.id, seatId: seat.id, credential, boardCredential },
          201,
        );
      })
      .get("/:code", async (c) => {
        const room = await roomByCode(c);
        return c.json({ room: rooms.summary(room) });
      })
      .post("/:code/join", async (c) => {
        const input = await readJson(c, joinRoomSchema);
        await limit(c, "join", limits.joinMax);
        const room = await roomByCode(c);
        const joined = await rooms.join(room, input);
        if (!joined) throw new ApiError(409, "ROOM_FULL", "A sala está cheia.");
        const { seat, credential } = joined;
        return c.json(
          { code: room.code, roomId: room.id, seatId: seat.id, credential, role: seat.role },
          201,
        );
      })
      // The board on another device: the host's phone asks for a code, the TV trades it (decision 037).
      .post("/:code/board-code", async (c) => {
        const input = await readJson(c, boardCodeRequestSchema);
        await limit(c, "pair", limits.joinMax);
        const room = await roomByCode(c);
        const host = checkHost(room, input.seatId, input.credential);
        if (host === "BAD_CREDENTIAL")
          throw new ApiError(401, "BAD_CREDENTIAL", "Seu lugar nesta sala não foi reconhecido.");
        if (host === "NOT_HOST")
          throw new ApiError(403, "NOT_HOST", "Só o anfitrião pode abrir o placar em outra tela.");
        return c.json(
          await createPairingCode(c.var.deps.database.db, room, config.authSecret),
          201,
        );
      })
      .post("/:code/board", async (c) => {
        const input = await readJson(c, pairBoardSchema);
        await limit(c, "pair", limits.joinMax);
        const room = await roomByCode(c);
        const { db } = c.var.deps.database;
        const credential = await pairBoard(db, room, input.pairingCode, config.authSecret);
        if (!credential) {
          // Like a wrong room code, a wrong pairing code is answered late.
          await sleep(limits.missDelayMs);
          throw new ApiError(
            403,
            "PAIRING_CODE_INVALID",
            "Código inválido ou vencido. Peça um novo no celular do anfitrião.",
          );
        }
        return c.json({ boardCredential: credential }, 201);
      })
      .get("/:code/socket", async (c) => {
        // Browsers always send Origin on a WebSocket: another site's page cannot open one here.
        const origin = c.req.header("origin");
        if (!origin || !trusted.has(origin))
          return c.json(errorBody("FORBIDDEN_ORIGIN", "Origem da requisição não permitida."), 403);
        if (c.req.header("upgrade")?.toLowerCase() !== "websocket")
          return c.json(errorBody("UPGRADE_REQUIRED", "Abra este endereço como WebSocket."), 426);
        const room = await roomByCode(c);
        let socket: ReturnType<RoomsService["open"]> | null = null;
        return upgradeWebSocket(c, {
          onOpen: (_event, ws) => {
            socket = rooms.open(ws, room.id);
          },
          onMessage: (event) => socket?.message(event.data),
          onClose: () => socket?.close(),
        });
      })
  );
}
