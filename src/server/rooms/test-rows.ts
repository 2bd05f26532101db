import type { RoomSeat } from "../db/schema";
import type { RoomRecord } from "./logic";

/** Room rows for the rooms' unit tests (never imported by the server). */

export const seat = (id: string, patch: Partial<RoomSeat> = {}): RoomSeat => ({
  id,
  name: id,
  colour: "#000000",
  role: "player",
  credentialHash: "x",
  connected: true,
  instance: "a",
  lastSeen: new Date(0).toISOString(),
  joinedAt: new Date(0).toISOString(),
  ...patch,
});

export const room = (seats: RoomSeat[], gameId = "classic"): RoomRecord => ({
  id: "r",
  code: "BCDF",
  gameId,
  state: null,
  version: 1,
  settings: null,
  seats,
  hostSeatId: seats[0]?.id ?? null,
  creatorSeatId: seats[0]?.id ?? null,
  boardCredentialHash: "x",
  sweepAt: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  closedAt: null,
});
