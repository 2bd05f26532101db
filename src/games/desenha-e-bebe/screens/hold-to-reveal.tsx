import { Eye } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { capture } from "./pointer";

const isHoldKey = (e: KeyboardEvent) => e.key === " " || e.key === "Enter";

/**
 * The secret word under a cover: it shows only while a finger, the mouse or Space/Enter holds
 * the card down, so a glance from the side sees nothing once it is let go.
 */
export function HoldToReveal({ word }: { word: string }) {
  const [shown, setShown] = useState(false);
  const card = useRef<HTMLButtonElement>(null);
  // The button that led here is gone: keyboard users land on the card, ready to hold Space.
  useEffect(() => card.current?.focus(), []);
  const hide = () => setShown(false);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    // Keeps the word up while the finger slides a little off the card.
    capture(e.currentTarget, e.pointerId);
    setShown(true);
  };

  return (
    <button
      ref={card}
      type="button"
      data-testid="hold-to-reveal"
      onPointerDown={onPointerDown}
      onPointerUp={hide}
      onPointerCancel={hide}
      onLostPointerCapture={hide}
      onKeyDown={(e) => {
        if (!isHoldKey(e)) return;
        e.preventDefault();
        setShown(true);
      }}
      onKeyUp={(e) => isHoldKey(e) && hide()}
      onBlur={hide}
      onContextMenu={(e) => e.preventDefault()}
      className={`grid min-h-56 w-full touch-none place-items-center rounded-3xl border-2 border-dashed p-6 text-center select-none [-webkit-touch-callout:none] ${shown ? "border-brand bg-surface-2" : "border-line bg-surface hover:border-brand"}`}
    >
      {shown ? (
        <span className="grid gap-2">
          <span className="text-sm font-semibold text-muted">A palavra é</span>
          <span
            data-testid="secret-word"
            className="text-4xl leading-tight font-black text-balance text-brand"
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
