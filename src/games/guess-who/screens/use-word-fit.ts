import { type RefObject, useEffect, useRef, useState } from "react";
import { fitWord, type Measure100 } from "./word-size";

/** A measurer in the element's own font (at weight 900), or null where canvas is missing. */
function measurerFor(el: HTMLElement): Measure100 | null {
  const canvas =
    typeof OffscreenCanvas === "function"
      ? new OffscreenCanvas(1, 1)
      : typeof navigator !== "undefined" && /jsdom/i.test(navigator.userAgent)
        ? null // jsdom has no canvas (and says so loudly)
        : document.createElement("canvas");
  const ctx = canvas?.getContext("2d") as CanvasRenderingContext2D | null | undefined;
  if (!ctx || typeof ctx.measureText !== "function") return null;
  ctx.font = `900 100px ${getComputedStyle(el).fontFamily}`;
  return (text) => ctx.measureText(text).width;
}

/**
 * The word's font size in px, measured in the font actually drawn (once the fonts are ready)
 * against the box it sits in, re-fitted when the box changes (rotation); null until then.
 */
export function useWordFit(
  word: string,
  shown: boolean,
): { box: RefObject<HTMLDivElement | null>; size: number | null } {
  const box = useRef<HTMLDivElement>(null);
  const [area, setArea] = useState<{ width: number; height: number } | null>(null);
  const [measure, setMeasure] = useState<{ fn: Measure100 } | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!shown || !el) return;
    let live = true;
    const ready = document.fonts?.ready ?? Promise.resolve();
    void ready.then(() => {
      const fn = live ? measurerFor(el) : null;
      if (fn) setMeasure({ fn });
    });
    const read = () => setArea({ width: el.clientWidth, height: el.clientHeight });
    read();
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(read) : null;
    observer?.observe(el);
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, [shown]);

  if (!measure || !area || area.width === 0 || area.height === 0) return { box, size: null };
  // A little room for rounding and the browser's own kerning.
  const fitted = fitWord(
    word,
    { width: area.width * 0.97, height: area.height * 0.97 },
    measure.fn,
  );
  return { box, size: fitted.size };
}
