import { z } from "zod";
import { normalizeRoomCode } from "../../shared/schemas/room";
import { storedValue } from "../stored-value";

/**
 * A seat's credential, kept on this device per room code (decision 027): sent only in the socket's
 * hello, never in a URL, a QR code or a log. The host's device also keeps the board's.
 */
const schema = z.object({
  seatId: z.string().min(1).max(64),
  credential: z.string().min(16).max(128),
  boardCredential: z.string().min(16).max(128).optional(),
});
export type RoomCredential = z.infer<typeof schema>;

// zod is fine here: it ships with the room pages anyway (the schemas of every message).
const parseCredential = (v: unknown): RoomCredential | null => {
  const r = schema.safeParse(v);
  return r.success ? r.data : null;
};

/** A little past the 12 hours after which an idle room closes. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const stored = (code: string) =>
  storedValue(`saideira_room_${normalizeRoomCode(code)}`, parseCredential, MAX_AGE_MS);

export const readRoomCredential = (code: string): RoomCredential | null => stored(code).read();
export const saveRoomCredential = (code: string, value: RoomCredential): boolean =>
  stored(code).write(value);
export const forgetRoomCredential = (code: string): void => stored(code).clear();

/** A board paired from another device (a TV) keeps its own board credential, without a seat. */
const boardSchema = z.object({ boardCredential: z.string().min(16).max(128) });
const parseBoard = (v: unknown) => {
  const r = boardSchema.safeParse(v);
  return r.success ? r.data : null;
};
const storedBoard = (code: string) =>
  storedValue(`saideira_board_${normalizeRoomCode(code)}`, parseBoard, MAX_AGE_MS);

/** The board credential this device holds for the room: the creator's, or one paired here. */
export const readBoardCredential = (code: string): string | null =>
  readRoomCredential(code)?.boardCredential ?? storedBoard(code).read()?.boardCredential ?? null;
export const saveBoardCredential = (code: string, boardCredential: string): boolean =>
  storedBoard(code).write({ boardCredential });
export const forgetBoardCredential = (code: string): void => storedBoard(code).clear();
