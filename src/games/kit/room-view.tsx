import { WifiOff } from "lucide-react";
import { type ComponentType, createContext, type ReactNode, useContext } from "react";
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

/** More players than fit one column of scores beside the card on a 720 px TV. */
const CROWD = 7;

/**
 * The seats whose phone has been gone past the grace, mid-game (the room screen keeps it, on the
 * server's clock): the board's scores mark them.
 */
export const GoneSeatIds = createContext<ReadonlySet<string>>(new Set());

/**
 * The board's game screen: on a TV (wide and short, and nobody scrolls a TV) the scores sit in a
 * column beside the card; on a phone laid on the table they stay under it. A crowded table (more
 * than `CROWD` players) gets a wider column of two, so 16 names still fit 720 px.
 */
export function BoardSplit({ side, children }: { side: ReactNode; children: ReactNode }) {
  return (
    <div className="grid content-start gap-5 tv:grid-cols-[minmax(0,1fr)_17rem] tv:items-start tv:gap-8 tv:has-[[data-crowded]]:grid-cols-[minmax(0,1fr)_24rem] tv:has-[[data-crowded]]:[&_.board-card]:text-2xl">
      <div className="grid content-start gap-5">{children}</div>
      <div className="grid content-start gap-3">{side}</div>
    </div>
  );
}

/**
 * The scores, large, for the board (phones have the turn bar); whose turn it is is outlined, a
 * player whose phone is gone is marked. One column on a phone laid on the table (names are not
 * cut short) and in the side column of a TV.
 */
export function BoardScores({
  players,
  currentId,
}: {
  players: readonly { id: string; name: string; points: number }[];
  currentId?: string;
}) {
  const gone = useContext(GoneSeatIds);
  const crowded = players.length > CROWD;
  return (
    <ol
      className={`grid gap-2 text-lg sm:grid-cols-2 sm:gap-3 sm:text-3xl lg:grid-cols-3 ${crowded ? "tv:grid-cols-2 tv:text-base" : "tv:grid-cols-1 tv:text-2xl"} tv:gap-2`}
      data-crowded={crowded || undefined}
      data-testid="board-scores"
    >
      {players.map((p) => (
        <li
          key={p.id}
          className={`flex items-baseline justify-between gap-3 rounded-2xl border px-4 py-1 sm:py-2 ${crowded ? "tv:px-3 tv:py-1" : ""} ${p.id === currentId ? "border-brand" : "border-line"}`}
        >
          <span className="min-w-0 break-words font-bold">
            {p.name}
            {gone.has(p.id) && (
              <WifiOff
                aria-label="sem conexão"
                className="ml-2 inline size-[0.8em] align-baseline text-muted"
                data-testid="score-gone"
              />
            )}
          </span>
          <span className="text-muted">{p.points}</span>
        </li>
      ))}
    </ol>
  );
}
