import { useEffect, useRef } from "react";

/** Puts the keyboard on the screen's main action when the screen appears. */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
