import { type CSSProperties, type PointerEvent, type ReactNode, useRef, useState } from "react";

/** How far (px) the card must travel before letting go counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 96;

/**
 * A card that follows a horizontal drag (finger or mouse) and, let go past the threshold,
 * calls onSwipeRight or onSwipeLeft; short of it, it springs back. Vertical pans stay with the
 * browser (touch-action: pan-y), which cancels the drag. The same actions must exist as buttons:
 * this is a shortcut, not the only way to play.
 */
export function SwipeCard({
  rightLabel,
  leftLabel,
  onSwipeRight,
  onSwipeLeft,
  className = "",
  children,
  ...data
}: {
  rightLabel: string;
  leftLabel: string;
  onSwipeRight(): void;
  onSwipeLeft(): void;
  className?: string;
  children: ReactNode;
  "data-testid"?: string;
  "data-kind"?: string;
}) {
  const [dx, setDx] = useState(0);
  const drag = useRef<{ pointerId: number; x: number } | null>(null);

  const reset = () => {
    drag.current = null;
    setDx(0);
  };
  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (drag.current || (e.pointerType === "mouse" && e.button !== 0)) return;
    drag.current = { pointerId: e.pointerId, x: e.clientX };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === e.pointerId) setDx(e.clientX - drag.current.x);
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (start?.pointerId !== e.pointerId) return;
    const moved = e.clientX - start.x;
    reset();
    if (moved >= SWIPE_THRESHOLD_PX) onSwipeRight();
    else if (moved <= -SWIPE_THRESHOLD_PX) onSwipeLeft();
  };

  const dragging = dx !== 0;
  const progress = Math.min(1, Math.abs(dx) / SWIPE_THRESHOLD_PX);
  const style = {
    "--dx": `${dx}px`,
    "--rot": `${dx / 24}deg`,
  } as CSSProperties;

  return (
    <article
      {...data}
      style={style}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={reset}
      onLostPointerCapture={(e) => drag.current?.pointerId === e.pointerId && reset()}
      className={`relative translate-x-(--dx) cursor-grab touch-pan-y select-none active:cursor-grabbing motion-safe:rotate-(--rot) ${dragging ? "" : "transition-[translate,rotate] duration-200 ease-out"} ${className}`}
    >
      {children}
      <SwipeHint side="right" label={rightLabel} visible={dx > 0 ? progress : 0} />
      <SwipeHint side="left" label={leftLabel} visible={dx < 0 ? progress : 0} />
    </article>
  );
}

/** The word stamped on the card while dragging; fully opaque once letting go would count. */
function SwipeHint({
  side,
  label,
  visible,
}: {
  side: "left" | "right";
  label: string;
  visible: number;
}) {
  return (
    <span
      aria-hidden
      style={{ opacity: visible }}
      className={`pointer-events-none absolute top-5 rounded-xl border-4 px-3 py-1 text-xl font-black uppercase ${side === "right" ? "left-5 -rotate-12 border-ok text-ok" : "right-5 rotate-12 border-danger text-danger"} ${visible >= 1 ? "scale-110" : ""}`}
    >
      {label}
    </span>
  );
}
