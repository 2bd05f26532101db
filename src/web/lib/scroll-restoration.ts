import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

const KEY = "saideira:scroll";
/** Scroll position of each history entry (by the router's location key), kept for a reload. */
let positions: Record<string, number> | undefined;
const stored = () => {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
};

/**
 * What the data router's <ScrollRestoration> did: back and forward (and a reload) return to where
 * the page was; a new page starts at its top, or at its #hash.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  }, []);
  useLayoutEffect(() => {
    const saved = stored()[location.key];
    if (type === "POP") {
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, type]);
  // A layout effect, not a passive one: the page's own listener must be in place before the
  // scroll event of the jump above fires, or the previous page's listener (still there until
  // passive effects run, a frame later under load) saves that jump as its own position and
  // going back lands at the top.
  useLayoutEffect(() => {
    const save = () => {
      stored()[location.key] = window.scrollY;
    };
    const persist = () => {
      save();
      try {
        sessionStorage.setItem(KEY, JSON.stringify(stored()));
      } catch {
        /* storage unavailable: back and forward still work within this page's life */
      }
    };
    window.addEventListener("scroll", save, { passive: true });
    window.addEventListener("pagehide", persist);
    return () => {
      window.removeEventListener("scroll", save);
      window.removeEventListener("pagehide", persist);
    };
  }, [location.key]);
}
