import { useLayoutEffect, useRef } from "react";
import { prefersReducedMotion } from "./reduced-motion";

const smooth = () => !prefersReducedMotion(true);

/**
 * A ref callback for what appears after a tap (a spin's result, a drawn card): when it is not
 * whole on screen, the page scrolls just enough to show it, its buttons included.
 */
export function revealInView(el: HTMLElement | null): void {
  if (!el || typeof el.scrollIntoView !== "function") return;
  // After layout: the element's own height is known only once it is painted.
  requestAnimationFrame(() => {
    const box = el.getBoundingClientRect();
    // A scroll margin names what covers the bottom (a sticky action bar): that part is not shown.
    const covered = Number.parseFloat(getComputedStyle(el).scrollMarginBottom) || 0;
    if (box.top >= 0 && box.bottom <= window.innerHeight - covered) return;
    const tall = box.height > window.innerHeight;
    el.scrollIntoView({ block: tall ? "start" : "end", behavior: smooth() ? "smooth" : "auto" });
  });
}

/**
 * Scrolls back to the top when `key` changes (a new phase on the same route): the setup's scroll
 * must not carry the game's first screen past its prompt.
 */
export function useTopOnChange(key: unknown): void {
  const last = useRef(key);
  useLayoutEffect(() => {
    if (Object.is(last.current, key)) return;
    last.current = key;
    if (typeof window.scrollTo === "function") window.scrollTo({ top: 0 });
  }, [key]);
}
