import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import {
  ROOM_PAIRING_CODE_LENGTH,
  ROOM_PAIRING_MAX_ATTEMPTS,
  ROOM_PAIRING_TTL_MS,
} from "../../shared/schemas/room";
import type { Db } from "../db/client";
import { roomBoards } from "../db/schema";
import type { RoomRecord } from "./logic";
import { hashSecret, newSecret, secretMatches } from "./store";

/**
 * The board on another device (decision 037): the current host asks for a 6-digit pairing code;
 * the TV that types it gets a board credential of its own. A 6-digit code is guessable offline
 * from a plain hash, so it is stored as an HMAC keyed by the server's secret; it lives 10 minutes,
 * works once, and dies after ROOM_PAIRING_MAX_ATTEMPTS wrong tries (the route also limits per IP).
 */

const codeHash = (secret: string, roomId: string, code: string) =>
  createHmac("sha256", secret).update(`room-board:${roomId}:${code}`).digest("base64url");

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export type HostCheck = "ok" | "BAD_CREDENTIAL" | "NOT_HOST";

/** Whether the seat's credential is right and the seat holds the host role now. */
export function checkHost(room: RoomRecord, seatId: string, credential: string): HostCheck {
  const seat = room.seats.find((s) => s.id === seatId);
  if (!seat || !secretMatches(credential, seat.credentialHash)) return "BAD_CREDENTIAL";
  return room.hostSeatId === seat.id ? "ok" : "NOT_HOST";
}

/** A new pairing code for the room; the codes it had and nobody used stop working. */
export async function createPairingCode(
  db: Db,
  room: RoomRecord,
  secret: string,
  now = Date.now(),
) {
  const code = String(randomInt(0, 10 ** ROOM_PAIRING_CODE_LENGTH)).padStart(
    ROOM_PAIRING_CODE_LENGTH,
    "0",
  );
  const expiresAt = new Date(now + ROOM_PAIRING_TTL_MS);
  await db
    .delete(roomBoards)
    .where(and(eq(roomBoards.roomId, room.id), isNull(roomBoards.credentialHash)));
  await db.insert(roomBoards).values({
    id: randomUUID(),
    roomId: room.id,
    codeHash: codeHash(secret, room.id, code),
    expiresAt,
  });
  return { pairingCode: code, expiresAt: expiresAt.toISOString() };
}

/**
 * Trades a pairing code for a board credential, or null (wrong, expired, used or worn out by
 * wrong tries: one answer for all). Used once: the UPDATE only takes a row not yet paired.
 */
export async function pairBoard(
  db: Db,
  room: RoomRecord,
  code: string,
  secret: string,
): Promise<string | null> {
  const [pending] = await db
    .select()
    .from(roomBoards)
    .where(
      and(
        eq(roomBoards.roomId, room.id),
        isNull(roomBoards.credentialHash),
        isNotNull(roomBoards.codeHash),
        gt(roomBoards.expiresAt, sql`now()`),
        lt(roomBoards.attempts, ROOM_PAIRING_MAX_ATTEMPTS),
      ),
    )
    .limit(1);
  if (!pending?.codeHash) return null;
  if (!sameHash(pending.codeHash, codeHash(secret, room.id, code))) {
    await db
      .update(roomBoards)
      .set({ attempts: sql`${roomBoards.attempts} + 1` })
      .where(eq(roomBoards.id, pending.id));
    return null;
  }
  const credential = newSecret();
  const [paired] = await db
    .update(roomBoards)
    .set({ credentialHash: hashSecret(credential), codeHash: null, pairedAt: sql`now()` })
    .where(and(eq(roomBoards.id, pending.id), isNull(roomBoards.credentialHash)))
    .returning({ id: roomBoards.id });
  return paired ? credential : null;
}

/** Whether a board credential was handed out by pairing for this room. */
export async function isPairedBoard(db: Db, roomId: string, credential: string): Promise<boolean> {
  const [row] = await db
    .select({ id: roomBoards.id })
    .from(roomBoards)
    .where(
      and(eq(roomBoards.roomId, roomId), eq(roomBoards.credentialHash, hashSecret(credential))),
    )
    .limit(1);
  return Boolean(row);
}
