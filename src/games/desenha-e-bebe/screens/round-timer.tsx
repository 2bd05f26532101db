import { Pause } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { HURRY_SECONDS } from "../timer";

/** The clock of a round: seconds left, a bar that empties, and a pause button. */
export function RoundTimer({
  seconds,
  barRef,
  paused,
  label,
  onPause,
  peek = null,
  big = false,
}: {
  seconds: number;
  barRef: RefObject<HTMLDivElement | null>;
  paused: boolean;
  /** Who is playing, e.g. "Time Rosa · Bia". */
  label: string;
  onPause(): void;
  /** The drawer's hold-to-see-the-word button, beside the pause button. */
  peek?: ReactNode;
  /** The mime screen shows the seconds huge in the middle instead. */
  big?: boolean;
}) {
  const hurry = seconds > 0 && seconds <= HURRY_SECONDS;
  return (
    <div className="grid gap-1.5 px-3 pt-2 [grid-area:timer]">
      <div className="flex items-center gap-2">
        {/* While paused, the board's big 'Continuar' is the way back (kept in place for layout). */}
        <button
          type="button"
          onClick={onPause}
          aria-label="Pausar"
          disabled={paused}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-surface-2 hover:bg-surface disabled:invisible"
        >
          <Pause aria-hidden className="size-5" />
        </button>
        {peek}
        <p className="min-w-0 flex-1 truncate text-center text-sm font-semibold text-muted [@media(orientation:landscape)_and_(max-height:32rem)]:whitespace-normal">
          {label}
        </p>
        {!big && (
          <p
            data-testid="seconds"
            className={`w-14 shrink-0 text-right text-3xl font-black tabular-nums ${hurry ? "text-danger motion-safe:animate-pulse" : "text-ink"}`}
          >
            {seconds}
            <span className="sr-only"> segundos</span>
          </p>
        )}
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-surface-2" aria-hidden>
        <div
          ref={barRef}
          className={`h-full origin-left rounded-full will-change-transform ${hurry ? "bg-danger" : "bg-brand"}`}
        />
      </div>
    </div>
  );
}
