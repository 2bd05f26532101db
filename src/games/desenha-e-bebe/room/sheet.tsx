import { type PointerEventHandler, type RefObject, useCallback, useEffect, useRef } from "react";
import type { RoomStroke } from "../../../shared/schemas/live-drawing";
import { paintStroke } from "../render";
import { toPixels } from "./sheet-strokes";

type Drawn = Pick<RoomStroke, "color" | "width" | "points">;

export interface SheetPointer {
  onPointerDown: PointerEventHandler<HTMLCanvasElement>;
  onPointerMove: PointerEventHandler<HTMLCanvasElement>;
  onPointerUp: PointerEventHandler<HTMLCanvasElement>;
}

const MAX_DPR = 3;

/**
 * The room's square sheet of paper: `strokes()` is read at every paint, which happens once a frame
 * at most, when `paintKey` changes or `repaint` (filled in here) is called. `data-strokes` tells
 * how many strokes the last paint drew (tests wait on it; the pixels are what people see).
 */
export function Sheet({
  strokes,
  paintKey,
  repaint,
  pointer,
  className = "",
}: {
  strokes(): readonly Drawn[];
  paintKey: unknown;
  repaint?: RefObject<() => void>;
  pointer?: SheetPointer;
  className?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const side = useRef({ css: 0, dpr: 1 });
  const frame = useRef(0);
  const read = useRef(strokes);
  read.current = strokes;

  const paint = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    const { css, dpr } = side.current;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const all = read.current();
    for (const s of all) paintStroke(ctx, toPixels(s, css));
    canvas.dataset.strokes = String(all.length);
  }, []);

  const request = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      paint();
    });
  }, [paint]);
  if (repaint) repaint.current = request;

  // biome-ignore lint/correctness/useExhaustiveDependencies: paintKey is what asks for a repaint
  useEffect(request, [paintKey, request]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      const dpr = Math.min(window.devicePixelRatio || 1, MAX_DPR);
      side.current = { css: rect.width, dpr };
      canvas.width = Math.max(1, Math.round(rect.width * dpr));
      canvas.height = Math.max(1, Math.round(rect.height * dpr));
      paint();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [paint]);

  return (
    <canvas
      ref={canvasRef}
      data-testid="room-sheet"
      data-strokes="0"
      role="img"
      aria-label={pointer ? "Área de desenho" : "O desenho"}
      onPointerDown={pointer?.onPointerDown}
      onPointerMove={pointer?.onPointerMove}
      onPointerUp={pointer?.onPointerUp}
      onPointerCancel={pointer?.onPointerUp}
      onLostPointerCapture={pointer?.onPointerUp}
      onContextMenu={(e) => e.preventDefault()}
      className={`block aspect-square touch-none rounded-2xl bg-white select-none ${pointer ? "cursor-crosshair" : ""} ${className}`}
    />
  );
}
