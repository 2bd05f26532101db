import type { ComponentType } from "react";
import type { RoomLive } from "../../client/rooms/use-room";
import type { RoomMessage } from "../../shared/schemas/room";
import type { GameStatus } from "./engine/engine";
import { resultTitle, withPlaces } from "./standings";

/** What a game's room screen gets: the room (with this seat's own view) and a way to move. */
export interface RoomViewProps<V> {
  room: RoomMessage<V>;
  view: V;
  /** `own`: about this seat alone (a vote), sent again if another phone's move got in first. */
  move(move: unknown, options?: { own?: boolean }): void;
  /** The board (a TV, or a phone laid on the table): large type from `sm` up, nothing to press. */
  board?: boolean;
  /** Live drawing and the server's clock (games that draw, or that show a timer). */
  live?: RoomLive;
}

/** The host's choices for the next game, shown in the lobby. */
export interface RoomSettingsProps<S> {
  value: S;
  onChange(value: S): void;
}

/** What the room pages need of a game that plays in rooms. */
export interface RoomGameUi {
  View: ComponentType<RoomViewProps<unknown>>;
  Settings: ComponentType<RoomSettingsProps<unknown>>;
  /** The host's starting choices (from the device's last ones); `showAdult` from their profile. */
  defaults(showAdult: boolean): unknown;
}

/** The final ranking of a room's game, from the engine's status ("Ana venceu!", 1º Ana 6 votos). */
export function RoomStandings({
  status,
  unit,
  board = false,
}: {
  status: unknown;
  unit(points: number): string;
  board?: boolean;
}) {
  const over = status as GameStatus | null;
  if (over?.kind !== "over") return null;
  const entries = over.standings.map((s) => ({ name: s.name, points: s.score, place: s.rank }));
  const placed = withPlaces(entries);
  return (
    <section aria-labelledby="room-results" className="grid gap-4" data-testid="room-results">
      <h2
        id="room-results"
        className={`${board ? "text-4xl sm:text-6xl" : "text-3xl"} text-center font-black`}
      >
        {resultTitle(entries)}
      </h2>
      <ol className="grid gap-2">
        {placed.map((e) => (
          <li
            key={`${e.place}-${e.name}`}
            className={`flex items-baseline justify-between gap-3 rounded-2xl border border-line bg-surface px-4 py-3 ${board ? "text-2xl sm:text-4xl" : "text-lg"}`}
          >
            <span className="min-w-0 break-words font-bold">
              {e.place}º {e.name}
            </span>
            <span className="text-muted">{unit(e.points)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The scores, large, for the board (phones have the turn bar); whose turn it is is outlined. One
 * column on a phone laid on the table, so names are not cut short.
 */
export function BoardScores({
  players,
  currentId,
}: {
  players: readonly { id: string; name: string; points: number }[];
  currentId?: string;
}) {
  return (
    <ol
      className="grid gap-2 text-lg sm:grid-cols-2 sm:gap-3 sm:text-3xl lg:grid-cols-3"
      data-testid="board-scores"
    >
      {players.map((p) => (
        <li
          key={p.id}
          className={`flex justify-between gap-3 rounded-2xl border px-4 py-1 sm:py-2 ${p.id === currentId ? "border-brand" : "border-line"}`}
        >
          <span className="min-w-0 break-words font-bold">{p.name}</span>
          <span className="text-muted">{p.points}</span>
        </li>
      ))}
    </ol>
  );
}
