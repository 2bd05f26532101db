import { type KeyboardEvent, type PointerEvent, useState } from "react";
import { capture } from "./pointer";

const isHoldKey = (e: KeyboardEvent) => e.key === " " || e.key === "Enter";

/**
 * Shown only while a finger, the mouse or Space/Enter holds the button down; hidden the moment it
 * is let go (or focus leaves), so a glance from the side sees nothing. Spread `handlers` on it.
 */
export function useHoldToShow() {
  const [shown, setShown] = useState(false);
  const hide = () => setShown(false);
  const handlers = {
    onPointerDown(e: PointerEvent<HTMLButtonElement>) {
      if (e.pointerType === "mouse" && e.button !== 0) return;
      // Keeps it up while the finger slides a little off the button.
      capture(e.currentTarget, e.pointerId);
      setShown(true);
    },
    onPointerUp: hide,
    onPointerCancel: hide,
    onLostPointerCapture: hide,
    onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
      if (!isHoldKey(e)) return;
      e.preventDefault();
      setShown(true);
    },
    onKeyUp: (e: KeyboardEvent<HTMLButtonElement>) => isHoldKey(e) && hide(),
    onBlur: hide,
    onContextMenu: (e: { preventDefault(): void }) => e.preventDefault(),
  };
  return { shown, handlers };
}
