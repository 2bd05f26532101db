import { Eye } from "lucide-react";
import { useHoldToShow } from "./use-hold-to-show";

/**
 * The drawer's peek at the word mid-round: it shows only while the button is held (finger, mouse
 * or Space/Enter) and hides the moment it is let go, so the guessers do not see it.
 */
export function PeekWord({ word, disabled }: { word: string; disabled: boolean }) {
  const { shown, handlers } = useHoldToShow();
  return (
    <>
      <button
        type="button"
        data-testid="peek-word"
        aria-label="Segure para ver a palavra"
        aria-pressed={shown}
        disabled={disabled}
        {...handlers}
        className="grid size-11 shrink-0 touch-none place-items-center rounded-full bg-surface-2 select-none [-webkit-touch-callout:none] hover:bg-surface aria-pressed:bg-brand aria-pressed:text-brand-ink disabled:invisible"
      >
        <Eye aria-hidden className="size-5" />
      </button>
      {shown && (
        <div
          role="tooltip"
          className="pointer-events-none fixed inset-x-4 top-[calc(env(safe-area-inset-top)+4.5rem)] z-50 grid justify-items-center gap-1 rounded-3xl border-2 border-brand bg-surface-2 p-4 text-center shadow-2xl"
        >
          <span className="text-sm font-semibold text-muted">A palavra é</span>
          <span
            data-testid="peeked-word"
            className="max-w-full text-4xl leading-tight font-black text-balance text-brand [overflow-wrap:anywhere]"
          >
            {word}
          </span>
        </div>
      )}
    </>
  );
}
