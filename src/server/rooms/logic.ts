import { randomInt } from "node:crypto";
import {
  applyMove,
  type RefusalCode as EngineRefusal,
  type GameState,
  startGame,
} from "../../games/kit/engine/engine";
import {
  type RefusalCode,
  ROOM_MAX_PLAYERS,
  ROOM_MAX_SPECTATORS,
  ROOM_SEAT_GRACE_MS,
  type RoomPhase,
} from "../../shared/schemas/room";
import type { RoomSeat, rooms } from "../db/schema";
import { withStoredDeck } from "./deck-settings";
import type { RoomGame } from "./registry";

/**
 * The room's rules as pure functions over its row: each returns the row's next content or a
 * refusal; the store writes it with the version check. No I/O here.
 */

export type RoomRecord = typeof rooms.$inferSelect;
export type RoomChange = Pick<
  RoomRecord,
  "state" | "settings" | "seats" | "hostSeatId" | "sweepAt" | "closedAt"
>;
export type Outcome = { ok: true; change: RoomChange } | { ok: false; code: RefusalCode };

const refused = (code: RefusalCode | EngineRefusal): Outcome => ({ ok: false, code });
const changed = (room: RoomRecord, patch: Partial<RoomChange>): Outcome => ({
  ok: true,
  change: {
    state: room.state,
    settings: room.settings,
    seats: room.seats,
    hostSeatId: room.hostSeatId,
    sweepAt: room.sweepAt,
    closedAt: room.closedAt,
    ...patch,
  },
});

export const gameStateOf = (room: RoomRecord): GameState<unknown> | null =>
  room.state as GameState<unknown> | null;

export function phaseOf(room: RoomRecord, game: RoomGame | undefined): RoomPhase {
  const state = gameStateOf(room);
  if (!state || !game) return "lobby";
  return game.definition.status(state.data).kind === "over" ? "over" : "playing";
}

/** Ids of the players of the game in progress (empty in the lobby). */
export function inGameIds(room: RoomRecord, game: RoomGame | undefined): Set<string> {
  const state = gameStateOf(room);
  if (!state || !game) return new Set();
  return new Set(game.definition.players(state.data).map((p) => p.id));
}

const countRole = (seats: RoomSeat[], role: RoomSeat["role"]) =>
  seats.filter((s) => s.role === role).length;

/** The role a newcomer gets, or null when the room is full. */
export function roleForNewSeat(seats: RoomSeat[]): RoomSeat["role"] | null {
  if (countRole(seats, "player") < ROOM_MAX_PLAYERS) return "player";
  if (countRole(seats, "spectator") < ROOM_MAX_SPECTATORS) return "spectator";
  return null;
}

/**
 * A newcomer's seat. Mid-game, a game with a late-join move seats them at once (the game decides
 * when they play); otherwise they watch until the next game.
 */
export function addSeat(room: RoomRecord, game: RoomGame, seat: RoomSeat, at: number): Outcome {
  const seats = [...room.seats, seat];
  const state = gameStateOf(room);
  if (!state || seat.role !== "player" || !game.lateJoin || phaseOf(room, game) !== "playing")
    return changed(room, { seats });
  const def = game.definition;
  if (def.players(state.data).length >= def.maxPlayers) return changed(room, { seats });
  const result = applyMove(def, state, {
    version: state.version,
    move: game.lateJoin({ id: seat.id, name: seat.name }),
    at,
    seat: { kind: "player", playerId: seat.id },
  });
  return changed(room, { seats, state: result.ok ? toJson(result.state) : room.state });
}

const toJson = (state: GameState<unknown>) => state as unknown as Record<string, unknown>;

/** Removes a seat (kicked, or gone for good): out of the game too when the game allows it. */
export function removeSeat(
  room: RoomRecord,
  game: RoomGame | undefined,
  seatId: string,
  at: number,
) {
  const seats = room.seats.filter((s) => s.id !== seatId);
  let state = room.state;
  const current = gameStateOf(room);
  if (current && game?.leave && inGameIds(room, game).has(seatId)) {
    const result = applyMove(game.definition, current, {
      version: current.version,
      move: game.leave(seatId),
      at,
      seat: { kind: "board" },
    });
    if (result.ok) state = toJson(result.state);
  }
  const hostSeatId = room.hostSeatId === seatId ? (nextHost(seats)?.id ?? null) : room.hostSeatId;
  return { seats, state, hostSeatId };
}

/** The next host: the first connected player, else the first player, else anyone. */
function nextHost(seats: RoomSeat[]): RoomSeat | undefined {
  return (
    seats.find((s) => s.role === "player" && s.connected) ??
    seats.find((s) => s.role === "player") ??
    seats[0]
  );
}

export function kick(
  room: RoomRecord,
  game: RoomGame | undefined,
  by: string,
  target: string,
  at: number,
): Outcome {
  if (room.hostSeatId !== by) return refused("NOT_HOST");
  if (target === by || !room.seats.some((s) => s.id === target)) return refused("UNKNOWN_SEAT");
  return changed(room, removeSeat(room, game, target, at));
}

export function reorder(room: RoomRecord, by: string, seatIds: string[]): Outcome {
  if (room.hostSeatId !== by) return refused("NOT_HOST");
  const known = new Set(room.seats.map((s) => s.id));
  if (seatIds.length !== known.size || new Set(seatIds).size !== known.size)
    return refused("INVALID_MESSAGE");
  if (seatIds.some((id) => !known.has(id))) return refused("UNKNOWN_SEAT");
  const byId = new Map(room.seats.map((s) => [s.id, s]));
  const seats = seatIds.map((id) => byId.get(id)).filter((s): s is RoomSeat => Boolean(s));
  return changed(room, { seats });
}

export function passHost(room: RoomRecord, by: string, target: string): Outcome {
  const takingBack = by === target && room.creatorSeatId === by;
  if (room.hostSeatId !== by && !takingBack) return refused("NOT_HOST");
  if (!room.seats.some((s) => s.id === target)) return refused("UNKNOWN_SEAT");
  return changed(room, { hostSeatId: target });
}

/** Host: a new game with the room's players in seat order, in the lobby or after a game ended. */
export function start(room: RoomRecord, game: RoomGame, by: string, settings: unknown): Outcome {
  if (room.hostSeatId !== by) return refused("NOT_HOST");
  if (phaseOf(room, game) === "playing") return refused("NOT_NOW");
  const def = game.definition;
  const players = room.seats
    .filter((s) => s.role === "player")
    .slice(0, def.maxPlayers)
    .map((s) => ({ id: s.id, name: s.name }));
  if (players.length < def.minPlayers) return refused("TOO_FEW_PLAYERS");
  // A deck's summary (what the phones were shown) stands for the room's own deck of that id.
  const clean = game.settings(withStoredDeck(settings ?? room.settings, room.settings));
  const previous = gameStateOf(room);
  const bag = previous ? (def.bag?.(previous.data) ?? undefined) : undefined;
  const fresh = startGame(
    def,
    { players, settings: clean, bag: bag ?? { seen: [], last: null } },
    randomInt(0, 2 ** 32),
  );
  // A new game continues the old one's versions, so a tap on the old game is stale on the new.
  const state = previous ? { ...fresh, version: previous.version + 1 } : fresh;
  return changed(room, { state: toJson(state), settings: def.settings(fresh.data) ?? clean });
}

/** A game move from a seat: the engine checks the version and the game its rules. */
export function move(
  room: RoomRecord,
  game: RoomGame,
  by: string,
  version: number,
  payload: unknown,
  at: number,
): Outcome {
  const state = gameStateOf(room);
  if (!state) return refused("NOT_NOW");
  if (!inGameIds(room, game).has(by)) return refused("NOT_A_PLAYER");
  const result = applyMove(game.definition, state, {
    version,
    move: payload,
    at,
    seat: { kind: "player", playerId: by, host: room.hostSeatId === by },
  });
  if (!result.ok) return refused(result.code);
  return changed(room, { state: toJson(result.state) });
}

/** A socket of the seat opened on `instance`. */
export function connect(room: RoomRecord, seatId: string, instance: string, at: number): Outcome {
  if (!room.seats.some((s) => s.id === seatId)) return refused("UNKNOWN_SEAT");
  const seats = room.seats.map((s) =>
    s.id === seatId ? { ...s, connected: true, instance, lastSeen: new Date(at).toISOString() } : s,
  );
  return changed(room, { seats });
}

/** The seat's last socket closed: its grace period starts. */
export function disconnect(room: RoomRecord, seatId: string, at: number): Outcome {
  if (!room.seats.some((s) => s.id === seatId)) return refused("UNKNOWN_SEAT");
  const seats = room.seats.map((s) =>
    s.id === seatId
      ? { ...s, connected: false, instance: null, lastSeen: new Date(at).toISOString() }
      : s,
  );
  return changed(room, { seats, sweepAt: nextSweep(seats) });
}

/** When the sweep must look again: the earliest end of a disconnected seat's grace. */
export function nextSweep(seats: RoomSeat[]): Date | null {
  const ends = seats
    .filter((s) => !s.connected)
    .map((s) => Date.parse(s.lastSeen) + ROOM_SEAT_GRACE_MS);
  return ends.length ? new Date(Math.min(...ends)) : null;
}

/**
 * Presence sweep: a seat connected to an instance that stopped beating is disconnected now (its
 * grace starts); a seat disconnected for longer than the grace leaves (the host role passes on).
 * A room left without seats closes. `null`: nothing to change.
 */
export function sweep(
  room: RoomRecord,
  game: RoomGame | undefined,
  alive: (instance: string) => boolean,
  at: number,
): Outcome | null {
  let current: RoomRecord = {
    ...room,
    seats: room.seats.map((s) =>
      s.connected && (!s.instance || !alive(s.instance))
        ? { ...s, connected: false, instance: null, lastSeen: new Date(at).toISOString() }
        : s,
    ),
  };
  const gone = current.seats.filter(
    (s) => !s.connected && at - Date.parse(s.lastSeen) >= ROOM_SEAT_GRACE_MS,
  );
  for (const seat of gone) current = { ...current, ...removeSeat(current, game, seat.id, at) };
  const sweepAt = nextSweep(current.seats);
  const closedAt = current.seats.length === 0 ? new Date(at) : null;
  const same =
    JSON.stringify(current.seats) === JSON.stringify(room.seats) &&
    (sweepAt?.getTime() ?? null) === (room.sweepAt?.getTime() ?? null) &&
    !closedAt;
  if (same) return null;
  return changed(current, { sweepAt, closedAt });
}
