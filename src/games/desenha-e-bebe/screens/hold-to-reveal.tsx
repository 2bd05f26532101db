import { Eye } from "lucide-react";
import { useEffect, useRef } from "react";
import { useHoldToShow } from "./use-hold-to-show";

/**
 * The secret word under a cover: it shows only while a finger, the mouse or Space/Enter holds
 * the card down, so a glance from the side sees nothing once it is let go.
 */
export function HoldToReveal({ word }: { word: string }) {
  const { shown, handlers } = useHoldToShow();
  const card = useRef<HTMLButtonElement>(null);
  // The button that led here is gone: keyboard users land on the card, ready to hold Space.
  useEffect(() => card.current?.focus(), []);
  return (
    <button
      ref={card}
      type="button"
      data-testid="hold-to-reveal"
      {...handlers}
      className={`grid min-h-56 w-full touch-none place-items-center rounded-3xl border-2 border-dashed p-6 text-center select-none [-webkit-touch-callout:none] ${shown ? "border-brand bg-surface-2" : "border-line bg-surface hover:border-brand"}`}
    >
      {shown ? (
        <span className="grid min-w-0 gap-2">
          <span className="text-sm font-semibold text-muted">A palavra é</span>
          <span
            data-testid="secret-word"
            className="text-4xl leading-tight font-black text-balance text-brand [overflow-wrap:anywhere]"
          >
            {word}
          </span>
        </span>
      ) : (
        <span className="grid justify-items-center gap-3">
          <Eye aria-hidden className="size-12 text-brand" />
          <span className="text-xl font-black">Segure para ver a palavra</span>
          <span className="text-sm text-muted">Soltou, a palavra some.</span>
        </span>
      )}
    </button>
  );
}
