import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from "../../shared/schemas/room";
import type { Db } from "../db/client";
import { type RoomSeat, rooms } from "../db/schema";
import { roomWriter } from "./batch";
import type { Outcome, RoomChange, RoomRecord } from "./logic";

/** Room rows: create, find, and change with the version check (optimistic concurrency). */

export const newSecret = () => randomBytes(32).toString("base64url");
export const hashSecret = (secret: string) =>
  createHash("sha256").update(secret).digest("base64url");
/** Constant-time comparison of a presented secret with a stored hash. */
export function secretMatches(secret: string, hash: string): boolean {
  const a = Buffer.from(hashSecret(secret));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}
export const newSeatId = () => randomBytes(9).toString("base64url");

export function randomCode(): string {
  let code = "";
  for (let i = 0; i < ROOM_CODE_LENGTH; i++)
    code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}

export function newSeat(
  input: { name: string; colour: string },
  role: RoomSeat["role"],
  at: number,
): { seat: RoomSeat; credential: string } {
  const credential = newSecret();
  const iso = new Date(at).toISOString();
  return {
    credential,
    seat: {
      id: newSeatId(),
      name: input.name,
      colour: input.colour,
      role,
      credentialHash: hashSecret(credential),
      // Not connected until its socket says hello; the grace period runs from now.
      connected: false,
      instance: null,
      lastSeen: iso,
      joinedAt: iso,
    },
  };
}

/** A new room with its host's seat; the code is drawn again on the rare clash with a live room. */
export async function createRoom(
  db: Db,
  input: { gameId: string; name: string; colour: string },
  at = Date.now(),
) {
  const { seat, credential } = newSeat(input, "player", at);
  const boardCredential = newSecret();
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(rooms)
        .values({
          id: randomUUID(),
          code: randomCode(),
          gameId: input.gameId,
          state: null,
          version: 1,
          settings: null,
          seats: [seat],
          hostSeatId: seat.id,
          creatorSeatId: seat.id,
          boardCredentialHash: hashSecret(boardCredential),
          sweepAt: new Date(at + 2 * 60 * 1000),
        })
        .returning();
      if (!row) throw new Error("room insert returned nothing");
      return { room: row, seat, credential, boardCredential };
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 20) throw err;
    }
  }
}

export async function findLiveRoom(db: Db, code: string): Promise<RoomRecord | null> {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.code, code), isNull(rooms.closedAt)))
    .limit(1);
  return row ?? null;
}

export async function loadRoom(db: Db, id: string): Promise<RoomRecord | null> {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, id)).limit(1);
  return row ?? null;
}

export type MutateResult =
  | { ok: true; room: RoomRecord }
  | { ok: false; code: Exclude<Outcome, { ok: true }>["code"] | "NOT_FOUND" };

/**
 * Reads the room (or starts from `cached`), computes its change, and writes it with
 * `WHERE version = expected` in one statement. A lost race (someone else wrote first) re-reads and
 * computes again: the rules then refuse what no longer applies (a stale move is STALE_MOVE).
 * Only the columns that changed are written, and only the new version is read back: the new row
 * is the one computed here (no re-read of state and seats by the writer). The write goes through
 * the group commit (batch.ts) and is answered once committed.
 */
export async function mutateRoom(
  db: Db,
  id: string,
  change: (room: RoomRecord) => Outcome | null,
  cached?: RoomRecord | null,
): Promise<MutateResult | null> {
  let room = cached ?? (await loadRoom(db, id));
  for (let attempt = 0; attempt < 8; attempt++) {
    if (!room || room.closedAt) return { ok: false, code: "NOT_FOUND" };
    const outcome = change(room);
    if (outcome === null) return null;
    if (!outcome.ok) {
      // A refusal computed on a cached copy may be out of date: decide on the stored row.
      if (cached && attempt === 0) {
        room = await loadRoom(db, id);
        continue;
      }
      return outcome;
    }
    const patch = changedColumns(room, outcome.change);
    // Group commit: this write shares one statement with the other rooms' pending writes.
    const row = await roomWriter(db).write({ id, expected: room.version, patch });
    if (row) return { ok: true, room: { ...room, ...outcome.change, ...row } };
    room = await loadRoom(db, id);
  }
  return { ok: false, code: "BUSY" };
}

/** The columns a change sets to something else (the rules keep unchanged values by reference). */
function changedColumns(room: RoomRecord, change: RoomChange): Partial<RoomChange> {
  const patch: Partial<RoomChange> = {};
  for (const key of Object.keys(change) as (keyof RoomChange)[]) {
    const next = change[key];
    const now = room[key];
    const same =
      next instanceof Date || now instanceof Date
        ? (next as Date | null)?.getTime() === (now as Date | null)?.getTime()
        : next === now;
    if (!same) Object.assign(patch, { [key]: next });
  }
  return patch;
}
