import { UserX, WifiOff } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { joinNames } from "../../../games/kit/names";
import { ROOM_SEAT_GRACE_MS, type RoomSeatInfo } from "../../../shared/schemas/room";
import { Button } from "../../../ui/button";

/**
 * A phone off this long is shown (a locked screen or a tunnel usually comes back sooner; a name
 * at the first blink would be noise, and a button to take them out would invite removing someone
 * who is still there).
 */
export const GONE_NOTICE_MS = 10_000;

const minutesAndSeconds = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(s / 60);
  return m > 0 ? `${m} min ${String(s % 60).padStart(2, "0")} s` : `${s} s`;
};

/**
 * Mid-game, the players of the game whose phone has been gone past the notice (not this phone's
 * own seat), and now on the server's clock (`goneSince` is the server's), ticking each second
 * while someone is away. Off the game (`playing` false) nobody is listed.
 */
export function useGoneSeats(
  seats: readonly RoomSeatInfo[],
  mySeatId: string | null,
  now: () => number,
  playing: boolean,
): { gone: RoomSeatInfo[]; at: number } {
  const [at, setAt] = useState(now);
  const away = playing ? seats.filter((s) => s.inGame && s.goneSince && s.id !== mySeatId) : [];
  const anyAway = away.length > 0;
  useEffect(() => {
    if (!anyAway) return;
    setAt(now());
    const timer = setInterval(() => setAt(now()), 1000);
    return () => clearInterval(timer);
  }, [anyAway, now]);
  const gone = away.filter((s) => at - Date.parse(s.goneSince ?? "") >= GONE_NOTICE_MS);
  return { gone, at };
}

/** The ids of `gone`, the same set while the same people are away (for the board's scores). */
export function useGoneIds(gone: readonly RoomSeatInfo[]): ReadonlySet<string> {
  const key = gone.map((s) => s.id).join(" ");
  return useMemo(() => new Set(key ? key.split(" ") : []), [key]);
}

/**
 * On the board, under the title on a phone laid on the table; on a wider screen in the corner
 * above the join QR (kept free for it), so the card keeps its height.
 */
const BOARD_LINE =
  "text-lg sm:fixed sm:top-4 sm:right-4 sm:z-30 sm:w-44 sm:items-start sm:text-xl lg:w-56 lg:text-2xl";

/** Up to three names; beyond that two and how many more, so the line stays one calm line. */
const goneNames = (names: readonly string[]) =>
  names.length <= 3
    ? joinNames(names)
    : `${names.slice(0, 2).join(", ")} e mais ${names.length - 2} pessoas`;

/**
 * Every other phone and the board: who is without connection, one calm line (nothing to press;
 * the host's phone has the way out). Gone as soon as they are back.
 */
export function GoneLine({
  gone,
  board = false,
}: {
  gone: readonly RoomSeatInfo[];
  board?: boolean;
}) {
  if (gone.length === 0) return null;
  return (
    <p
      className={`flex items-center gap-2 text-muted ${board ? BOARD_LINE : ""}`}
      data-testid="gone-line"
    >
      <WifiOff aria-hidden className={`${board ? "size-6" : "size-5"} shrink-0`} />
      <span className="min-w-0 break-words">
        {goneNames(gone.map((s) => s.name))} {gone.length === 1 ? "está" : "estão"} sem conexão
      </span>
    </p>
  );
}

/**
 * The host's phone, mid-game: players whose phone has been gone a while, when they leave the game
 * on their own (the room's sweep) and a way to take them out now, so the table need not wait for
 * someone who went home. Taking out asks first; they can come back with the room's code.
 */
export function GoneSeats({
  gone,
  at,
  onRemove,
}: {
  gone: readonly RoomSeatInfo[];
  /** Now on the server's clock (from `useGoneSeats`). */
  at: number;
  onRemove(seatId: string): void;
}) {
  const [asking, setAsking] = useState<string | null>(null);
  if (gone.length === 0) return null;
  return (
    <section aria-label="Sem conexão" className="grid gap-2" data-testid="gone-seats">
      {gone.map((seat) => {
        const left = Date.parse(seat.goneSince ?? "") + ROOM_SEAT_GRACE_MS - at;
        return (
          <div
            key={seat.id}
            className="grid gap-3 rounded-2xl border border-line bg-surface-2 p-3"
            data-testid="gone-seat"
          >
            <p className="flex items-start gap-2">
              <WifiOff aria-hidden className="mt-1 size-5 shrink-0 text-muted" />
              <span className="min-w-0">
                <strong className="break-words">{seat.name}</strong> está sem conexão. Se não
                voltar, sai da partida em {minutesAndSeconds(left)}.
              </span>
            </p>
            {asking === seat.id ? (
              <fieldset className="grid gap-2 sm:grid-cols-2">
                <legend className="mb-2">
                  Tirar {seat.name} da partida? Dá para voltar depois com o código da sala.
                </legend>
                <Button variant="danger" onClick={() => onRemove(seat.id)}>
                  <UserX aria-hidden className="size-5" /> Tirar da partida
                </Button>
                <Button variant="secondary" onClick={() => setAsking(null)}>
                  Esperar
                </Button>
              </fieldset>
            ) : (
              <Button variant="secondary" onClick={() => setAsking(seat.id)}>
                <UserX aria-hidden className="size-5" /> Não vai voltar? Tirar agora
              </Button>
            )}
          </div>
        );
      })}
    </section>
  );
}
