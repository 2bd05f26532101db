import { Timer } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { RoomLive } from "../../../client/rooms/use-room";

/** After the end (server time) a phone says 'time is up' this late, then again every RETRY_MS. */
const GRACE_MS = 300;
const RETRY_MS = 2_000;

/**
 * The turn's countdown: the end time is the server's (state), `live.now()` is the server's clock
 * as this phone estimates it. Once it is past, `onUp` asks the server to end the turn (the server
 * checks its own clock; the first phone to ask ends it, the others' asks are stale).
 */
export function TurnClock({
  endsAt,
  seconds,
  live,
  onUp,
  big = false,
}: {
  endsAt: number;
  seconds: number;
  live: RoomLive | undefined;
  onUp?(): void;
  big?: boolean;
}) {
  const clock = () => live?.now() ?? Date.now();
  const [now, setNow] = useState(clock);
  const asked = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock source is stable per room
  useEffect(() => {
    const tick = setInterval(() => setNow(clock()), 250);
    return () => clearInterval(tick);
  }, [live]);
  useEffect(() => {
    if (!onUp || now < endsAt + GRACE_MS || now - asked.current < RETRY_MS) return;
    asked.current = now;
    onUp();
  }, [now, endsAt, onUp]);
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const fraction = Math.min(1, Math.max(0, (endsAt - now) / (seconds * 1000)));
  const hurry = left <= 10;
  return (
    <div className="grid gap-1" data-testid="turn-clock">
      <p
        className={`flex items-center justify-center gap-1 font-black tabular-nums ${big ? "text-5xl" : "text-2xl"} ${hurry ? "text-danger" : ""}`}
      >
        <Timer aria-hidden className={big ? "size-10" : "size-6"} />
        {left}s<span className="sr-only"> restantes</span>
      </p>
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-surface-2">
        <div
          className={`h-full ${hurry ? "bg-danger" : "bg-brand"}`}
          style={{ width: `${fraction * 100}%` }}
        />
      </div>
    </div>
  );
}
