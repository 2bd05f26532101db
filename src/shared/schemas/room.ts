import type { ViewKeep } from "../view-delta";
import { type DrawRelay, drawMessageSchema } from "./live-drawing";
import { z } from "./zod-pt";

/**
 * Rooms (issue 19): the HTTP bodies and the WebSocket protocol shared by the server and the client.
 * docs/decisions/027-rooms.md tells the whole flow; the short version:
 *
 * 1. `POST /api/rooms` {gameId, name, colour} -> 201 {code, roomId, seatId, credential, boardCredential}
 *    `POST /api/rooms/:code/join` {name, colour} -> 201 {code, roomId, seatId, credential}
 *    `GET /api/rooms/:code` -> 200 {room: RoomSummary}
 *    The credential is returned once: keep it on the device (never in a URL, a QR code or a log).
 * 2. Open `GET /api/rooms/:code/socket` (WebSocket, from the app's own origin) and send first
 *    `{type:'hello', seatId, credential}` (a phone) or `{type:'hello', board:true, credential}` (the
 *    board, with the host's boardCredential). The server answers `welcome` then a `room` message,
 *    and a new `room` message after every change (each socket only its own view).
 * 3. Send moves as `{type:'move', version, move}` where `version` is `room.game.version` as last
 *    received; a move made on an older version is refused with STALE_MOVE (re-read the next `room`).
 */

/** Four letters without vowels (no look-alikes such as O/0 or I/1/L, no accidental words). */
export const ROOM_CODE_ALPHABET = "BCDFGHJKMNPRSTVWXZ";
export const ROOM_CODE_LENGTH = 4;
export const roomCodeSchema = z
  .string()
  .regex(new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`), "Código de sala inválido");
/** What a person types: trimmed, upper-cased; checked against the alphabet afterwards. */
export const normalizeRoomCode = (value: string): string => value.trim().toUpperCase();

export const ROOM_MAX_PLAYERS = 16;
export const ROOM_MAX_SPECTATORS = 16;
export const ROOM_NAME_MAX = 20;
/** A dropped phone keeps its seat this long; a host gone this long passes the role on. */
export const ROOM_SEAT_GRACE_MS = 2 * 60 * 1000;
/** A room nobody changed for this long is closed. */
export const ROOM_IDLE_CLOSE_MS = 12 * 60 * 60 * 1000;
/** Largest WebSocket message the server reads (bigger: the socket is closed with 1009). */
export const ROOM_MESSAGE_MAX_BYTES = 16 * 1024;
/**
 * Except the host's `start`, which may carry a custom deck: 300 items of 200 characters are
 * 65 KB in Portuguese and at most about 190 KB (3-byte characters throughout).
 */
export const ROOM_START_MAX_BYTES = 256 * 1024;
/** The first message must arrive within this, or the socket is closed (4008). */
export const ROOM_HELLO_TIMEOUT_MS = 10_000;
/** Clients send `ping` about this often; the server answers `pong`. */
export const ROOM_PING_INTERVAL_MS = 25_000;

/** Close codes the server uses (4xxx are the app's own). */
export const ROOM_CLOSE = {
  /** The first message was not a valid hello, or the credential is wrong. */
  unauthorized: 4001,
  /** The room does not exist or was closed. */
  notFound: 4004,
  /** No hello in time. */
  helloTimeout: 4008,
  /** The host removed this seat. */
  kicked: 4009,
  /** Too many refused messages in a row. */
  abuse: 4029,
  /** The server is stopping: reconnect (to another instance). */
  restarting: 1012,
  /** A message over ROOM_MESSAGE_MAX_BYTES (set by the WebSocket library). */
  tooBig: 1009,
} as const;

export const roomNameSchema = z
  .string()
  .trim()
  .min(1, "Diga seu nome")
  .max(ROOM_NAME_MAX, `Nome muito longo (máximo de ${ROOM_NAME_MAX} caracteres)`)
  // Plain text: no control characters (a name is shown on every phone and on the board).
  .regex(/^[^\p{Cc}\p{Cf}\u2028\u2029]+$/u, "O nome tem caracteres não permitidos");
export const roomColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "Cor inválida (use #rrggbb)")
  .transform((c) => c.toLowerCase());
export const roomGameIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/, "Jogo inválido");

export const createRoomSchema = z
  .object({ gameId: roomGameIdSchema, name: roomNameSchema, colour: roomColourSchema })
  .strict();
export type CreateRoomInput = z.infer<typeof createRoomSchema>;
export const joinRoomSchema = z.object({ name: roomNameSchema, colour: roomColourSchema }).strict();
export type JoinRoomInput = z.infer<typeof joinRoomSchema>;

export interface CreateRoomAnswer {
  code: string;
  roomId: string;
  seatId: string;
  /** The seat's secret: sent only in the socket's hello. */
  credential: string;
  /** Opens the board (`/s/CODE/tela`): the host keeps it and hands it to the board page. */
  boardCredential: string;
}
export type JoinRoomAnswer = Omit<CreateRoomAnswer, "boardCredential"> & {
  role: SeatRole;
};

export type SeatRole = "player" | "spectator";
export type RoomPhase = "lobby" | "playing" | "over";

/** GET /api/rooms/:code: what the join page shows before anyone joins. */
export interface RoomSummary {
  code: string;
  gameId: string;
  phase: RoomPhase;
  players: { name: string; colour: string }[];
  spectators: number;
  /** Joining now gives a player's seat (false: full, or mid-game in a game without late joins). */
  canPlay: boolean;
}

// ---- WebSocket: client -> server ------------------------------------------------------------

const seatIdSchema = z.string().min(1).max(64);
const credentialSchema = z.string().min(16).max(128);

export const helloSchema = z.union([
  z
    .object({ type: z.literal("hello"), seatId: seatIdSchema, credential: credentialSchema })
    .strict(),
  z
    .object({ type: z.literal("hello"), board: z.literal(true), credential: credentialSchema })
    .strict(),
]);
export type HelloMessage = z.infer<typeof helloSchema>;

export const clientMessageSchema = z.discriminatedUnion("type", [
  /** A game move made on `version` (the game's version, `room.game.version`). */
  z
    .object({ type: z.literal("move"), version: z.number().int().min(0), move: z.unknown() })
    .strict(),
  /** Host: start a game (lobby, or after one is over) with these settings (the game checks them). */
  z.object({ type: z.literal("start"), settings: z.unknown().optional() }).strict(),
  /** Host: remove a seat (its sockets are closed with 4009; it may join again as someone new). */
  z.object({ type: z.literal("kick"), seatId: seatIdSchema }).strict(),
  /** Host: the seats' new order (every seat exactly once); the next game's turn order. */
  z.object({ type: z.literal("reorder"), seatIds: z.array(seatIdSchema).max(64) }).strict(),
  /** Host: pass the host role on. The room's creator may also take it back (its own seatId). */
  z.object({ type: z.literal("host"), seatId: seatIdSchema }).strict(),
  z.object({ type: z.literal("ping") }).strict(),
  /** The drawer's live stroke points (relayed, never stored: see live-drawing.ts). */
  drawMessageSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

// ---- WebSocket: server -> client ------------------------------------------------------------

export interface RoomSeatInfo {
  id: string;
  name: string;
  colour: string;
  role: SeatRole;
  connected: boolean;
  /** When a disconnected seat was last seen (server time, ISO); null while connected. */
  goneSince: string | null;
  host: boolean;
  /** Plays the game in progress (false: joined late into a game without late joins, or watching). */
  inGame: boolean;
}

export interface RoomMessage<V = unknown> {
  type: "room";
  code: string;
  gameId: string;
  /** The room's version: grows with every change (lobby and game). */
  version: number;
  phase: RoomPhase;
  hostSeatId: string | null;
  /** In turn order: players first (the next game's order), then spectators. */
  seats: RoomSeatInfo[];
  /** Who this socket is: a seat, or the board. */
  you: { seatId: string | null; board: boolean; host: boolean; role: SeatRole | "board" };
  settings: unknown;
  /** null in the lobby. `view` is `definition.view(state, your seat)`; send moves on `version`. */
  game: {
    version: number;
    view: V;
    status: unknown;
    /**
     * Present: `view` is a delta on the view of the room message of version `base`, the last one
     * this socket was sent (its long lists hold only what follows the `keep` items kept; see
     * shared/view-delta.ts). Absent: `view` is whole.
     */
    delta?: { base: number; keep: ViewKeep };
  } | null;
}

export type RefusalCode =
  | "STALE_MOVE"
  | "INVALID_MOVE"
  | "NOT_NOW"
  | "NOT_YOUR_TURN"
  | "GAME_OVER"
  | "TOO_FEW_PLAYERS"
  | "TOO_MANY_PLAYERS"
  | "NOT_HOST"
  | "NOT_A_PLAYER"
  | "UNKNOWN_SEAT"
  | "INVALID_MESSAGE"
  | "RATE_LIMITED"
  | "BUSY";

export type ServerMessage =
  | { type: "welcome"; seatId: string | null; board: boolean }
  | RoomMessage
  | { type: "refused"; code: RefusalCode; message: string; to: ClientMessage["type"] | null }
  | { type: "pong"; at: number }
  | DrawRelay
  | { type: "closed"; reason: "idle" | "kicked" | "closed" };

/** What the phone says when a message is refused. */
export const refusalMessages: Record<RefusalCode, string> = {
  STALE_MOVE: "A jogada chegou atrasada: o jogo já mudou.",
  INVALID_MOVE: "Jogada inválida.",
  NOT_NOW: "Agora não dá para fazer isso.",
  NOT_YOUR_TURN: "Não é a sua vez.",
  GAME_OVER: "O jogo já acabou.",
  TOO_FEW_PLAYERS: "Poucos jogadores para começar.",
  TOO_MANY_PLAYERS: "Jogadores demais para este jogo.",
  NOT_HOST: "Só quem criou a sala pode fazer isso.",
  NOT_A_PLAYER: "Você está assistindo: entra na próxima partida.",
  UNKNOWN_SEAT: "Essa pessoa não está na sala.",
  INVALID_MESSAGE: "Mensagem inválida.",
  RATE_LIMITED: "Muitas ações em pouco tempo. Espere um instante.",
  BUSY: "A sala está ocupada. Tente de novo.",
};

// ---- Board pairing: the board on another device (a TV) ----------------------------------------
//
// `POST /api/rooms/:code/board-code` {seatId, credential} (the current host's seat) -> 201
//   {pairingCode, expiresAt}: 6 digits, valid ROOM_PAIRING_TTL_MS, single use; a new one replaces
//   the last. 401 BAD_CREDENTIAL, 403 NOT_HOST.
// `POST /api/rooms/:code/board` {pairingCode} (on the TV's /s/CODE/tela) -> 201 {boardCredential}:
//   its own board credential, kept on that device and sent only in the socket's hello.
//   403 PAIRING_CODE_INVALID (wrong, expired or used: one answer for all), 429 RATE_LIMITED.

export const ROOM_PAIRING_CODE_LENGTH = 6;
export const ROOM_PAIRING_TTL_MS = 10 * 60 * 1000;
/** Wrong codes typed against one pairing code before it stops working. */
export const ROOM_PAIRING_MAX_ATTEMPTS = 5;

export const boardCodeRequestSchema = z
  .object({ seatId: seatIdSchema, credential: credentialSchema })
  .strict();
export type BoardCodeRequest = z.infer<typeof boardCodeRequestSchema>;
export const pairBoardSchema = z
  .object({
    pairingCode: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${ROOM_PAIRING_CODE_LENGTH}}$`), "O código tem 6 dígitos"),
  })
  .strict();
export type PairBoardInput = z.infer<typeof pairBoardSchema>;

export interface BoardCodeAnswer {
  pairingCode: string;
  /** ISO time after which the code no longer works. */
  expiresAt: string;
}
export interface PairBoardAnswer {
  boardCredential: string;
}
