import type { Seat } from "../../games/kit/engine/engine";
import type { RoomMessage, RoomSeatInfo } from "../../shared/schemas/room";
import { viewDelta } from "../../shared/view-delta";
import { publicSettings } from "./deck-settings";
import { gameStateOf, inGameIds, phaseOf, type RoomRecord } from "./logic";
import type { RoomGame } from "./registry";

/** Who a socket is. */
export interface FrameTarget {
  seatId: string | null;
  board: boolean;
}

/** The frames of one version of a room, and the views they carried (the next one's deltas start there). */
export interface RoomFrames {
  version: number;
  /** Each view sent, by view key. */
  views: Map<string, unknown>;
  /**
   * The frame for a socket, and the key of the view in it (null in the lobby). `had`: the version
   * and view key this socket was last sent; the view goes as a delta on it when the game allows.
   */
  frame(who: FrameTarget, had?: { version: number; key: string | null }): FrameText;
}
export interface FrameText {
  text: string;
  key: string | null;
}

/** The key of the view every seat gets when the game's view does not depend on the seat. */
const ALL = "all";

/**
 * The `room` messages of one version of the row, as JSON text: what every socket shares (seats,
 * phase, status, settings) is serialised once, each view once (once in all when the game's view
 * does not depend on the seat; else once per seat in the game, plus the board's for everyone
 * else), and only `you` per socket. Parsed, a frame is a `RoomMessage`. `previous`: the frames of
 * the version before, for deltas.
 */
export function roomFrames(
  room: RoomRecord,
  game: RoomGame | undefined,
  previous?: Pick<RoomFrames, "version" | "views">,
): RoomFrames {
  // Only the views of the version before are kept, never a chain of them.
  const before = previous && { version: previous.version, views: previous.views };
  const state = gameStateOf(room);
  const playing = inGameIds(room, game);
  const seats: RoomSeatInfo[] = room.seats.map((s) => ({
    id: s.id,
    name: s.name,
    colour: s.colour,
    role: s.role,
    connected: s.connected,
    goneSince: s.connected ? null : s.lastSeen,
    host: s.id === room.hostSeatId,
    inGame: playing.has(s.id),
  }));
  const head: Omit<RoomMessage, "you" | "settings" | "game"> = {
    type: "room",
    code: room.code,
    gameId: room.gameId,
    version: room.version,
    phase: phaseOf(room, game),
    hostSeatId: room.hostSeatId,
    seats,
  };
  const headJson = JSON.stringify(head).slice(0, -1);
  const settingsJson = JSON.stringify(publicSettings(room.settings ?? null));
  const statusJson = state && game ? JSON.stringify(game.definition.status(state.data)) : "null";
  const views = new Map<string, unknown>();
  const whole = new Map<string, string>();
  const deltas = new Map<string, string | null>();
  const gameOf = (view: string, delta = "") =>
    `{"version":${state?.version},"view":${view},"status":${statusJson}${delta}}`;

  const viewOf = (key: string, seat: Seat): unknown => {
    if (!views.has(key)) views.set(key, game?.definition.view(state?.data, seat) ?? null);
    return views.get(key);
  };
  const wholeJson = (key: string, seat: Seat): string => {
    let json = whole.get(key);
    if (json === undefined) {
      json = gameOf(JSON.stringify(viewOf(key, seat)) ?? "null");
      whole.set(key, json);
    }
    return json;
  };
  const deltaJson = (key: string, seat: Seat): string | null => {
    if (deltas.has(key)) return deltas.get(key) ?? null;
    const paths = game?.deltaPaths;
    const prev = before?.views.get(key);
    const delta = paths && prev !== undefined ? viewDelta(prev, viewOf(key, seat), paths) : null;
    const json =
      delta && before
        ? gameOf(
            JSON.stringify(delta.view),
            `,"delta":{"base":${before.version},"keep":${JSON.stringify(delta.keep)}}`,
          )
        : null;
    deltas.set(key, json);
    return json;
  };

  return {
    version: room.version,
    views,
    frame(who, had) {
      const mine = who.seatId ? room.seats.find((s) => s.id === who.seatId) : undefined;
      // A seat outside the game (joined late, or watching) sees what the board shows.
      const seat: Seat =
        mine && playing.has(mine.id) ? { kind: "player", playerId: mine.id } : { kind: "board" };
      const key = !state || !game ? null : game.sameViewForAll ? ALL : seatKey(seat);
      const you: RoomMessage["you"] = {
        seatId: mine?.id ?? null,
        board: who.board,
        host: Boolean(mine && mine.id === room.hostSeatId),
        role: who.board ? "board" : (mine?.role ?? "spectator"),
      };
      const upToDate = key !== null && had?.key === key && had.version === before?.version;
      const gameJson =
        key === null ? "null" : ((upToDate ? deltaJson(key, seat) : null) ?? wholeJson(key, seat));
      return {
        text: `${headJson},"you":${JSON.stringify(you)},"settings":${settingsJson},"game":${gameJson}}`,
        key,
      };
    },
  };
}

const seatKey = (seat: Seat): string => (seat.kind === "player" ? `p:${seat.playerId}` : "board");
