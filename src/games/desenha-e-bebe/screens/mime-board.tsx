import { Drama, Play } from "lucide-react";
import { buttonClass } from "../../../ui/button";
import { HURRY_SECONDS } from "../timer";

/** Mime mode: no canvas, just a big 'Mímica!' and the seconds, readable from across the room. */
export function MimeBoard({
  seconds,
  paused,
  onResume,
}: {
  seconds: number;
  paused: boolean;
  onResume(): void;
}) {
  const hurry = seconds > 0 && seconds <= HURRY_SECONDS;
  return (
    <div className="grid min-h-0 place-items-center p-6 text-center [grid-area:board]">
      {paused ? (
        <div className="grid justify-items-center gap-4">
          <p className="text-3xl font-black">Pausado</p>
          <button type="button" onClick={onResume} className={buttonClass("primary")}>
            <Play aria-hidden className="size-5" /> Continuar
          </button>
        </div>
      ) : (
        <div className="grid justify-items-center gap-2">
          <Drama aria-hidden className="size-16 text-accent motion-safe:animate-bounce" />
          <p className="text-6xl font-black text-brand">Mímica!</p>
          <p className="text-muted">Sem som e sem apontar para as coisas em volta.</p>
          <p
            data-testid="seconds"
            className={`text-[7rem] leading-none font-black tabular-nums ${hurry ? "text-danger" : "text-ink"}`}
          >
            {seconds}
            <span className="sr-only"> segundos</span>
          </p>
        </div>
      )}
    </div>
  );
}
