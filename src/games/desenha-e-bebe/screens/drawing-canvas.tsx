import { type PointerEvent, useCallback, useEffect, useRef } from "react";
import { addPoint, type Drawing, type Point, type Stroke, smoothPath } from "../drawing";
import { paintCommands, paintDrawing } from "../render";
import { capture } from "./pointer";

/** The stroke under the finger: painted piece by piece as points arrive, committed on lift. */
interface Live {
  pointerId: number;
  rect: DOMRect;
  stroke: Stroke;
  painted: number;
}

const MAX_DPR = 3;

const toPoint = (e: { clientX: number; clientY: number }, rect: DOMRect): Point => ({
  x: e.clientX - rect.left,
  y: e.clientY - rect.top,
});

/**
 * A full-size canvas to draw on with a finger, a pen or the mouse. The backing store follows the
 * element's size times devicePixelRatio, so lines stay crisp; any resize, undo or clear repaints
 * from the stroke list. While drawing, only the new pieces of the stroke are painted each frame.
 */
export function DrawingCanvas({
  drawing,
  brush,
  disabled,
  onStroke,
}: {
  drawing: Drawing;
  /** The next stroke's tool, colour and width (its points are filled in here). */
  brush: Omit<Stroke, "points">;
  disabled: boolean;
  onStroke(stroke: Stroke): void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const size = useRef({ width: 0, height: 0, dpr: 1 });
  const live = useRef<Live | null>(null);
  const frame = useRef(0);
  const drawingRef = useRef(drawing);

  const repaint = useCallback(() => {
    const ctx = canvasRef.current?.getContext("2d");
    if (!ctx) return;
    const { width, height, dpr } = size.current;
    paintDrawing(ctx, drawingRef.current, width, height, dpr);
  }, []);

  useEffect(() => {
    drawingRef.current = drawing;
    repaint();
  }, [drawing, repaint]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      const dpr = Math.min(window.devicePixelRatio || 1, MAX_DPR);
      size.current = { width: rect.width, height: rect.height, dpr };
      canvas.width = Math.max(1, Math.round(rect.width * dpr));
      canvas.height = Math.max(1, Math.round(rect.height * dpr));
      repaint();
    };
    resize();
    if (typeof ResizeObserver === "undefined") {
      window.addEventListener("resize", resize);
      return () => window.removeEventListener("resize", resize);
    }
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [repaint]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const paintLive = (finished: boolean) => {
    const l = live.current;
    const ctx = canvasRef.current?.getContext("2d");
    if (!l || !ctx) return;
    l.painted = paintCommands(ctx, l.stroke, smoothPath(l.stroke.points, finished), l.painted);
  };

  const schedule = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      paintLive(false);
    });
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || live.current || (e.pointerType === "mouse" && e.button !== 0)) return;
    e.preventDefault();
    capture(e.currentTarget, e.pointerId);
    const rect = e.currentTarget.getBoundingClientRect();
    live.current = {
      pointerId: e.pointerId,
      rect,
      stroke: { ...brush, points: [toPoint(e, rect)] },
      painted: 1,
    };
  };

  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const l = live.current;
    if (!l || l.pointerId !== e.pointerId) return;
    const native = e.nativeEvent;
    // Coalesced events carry every point the device sampled between two frames.
    const samples =
      typeof native.getCoalescedEvents === "function" ? native.getCoalescedEvents() : [];
    for (const s of samples.length ? samples : [native]) {
      l.stroke.points = addPoint(l.stroke.points, toPoint(s, l.rect));
    }
    schedule();
  };

  const onPointerEnd = (e: PointerEvent<HTMLCanvasElement>) => {
    const l = live.current;
    if (!l || l.pointerId !== e.pointerId) return;
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    l.stroke.points = addPoint(l.stroke.points, toPoint(e, l.rect));
    paintLive(true);
    live.current = null;
    onStroke(l.stroke);
  };

  return (
    <canvas
      ref={canvasRef}
      data-testid="drawing-canvas"
      aria-label="Área de desenho"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onLostPointerCapture={onPointerEnd}
      onContextMenu={(e) => e.preventDefault()}
      className={`block size-full touch-none select-none ${brush.tool === "eraser" ? "cursor-cell" : "cursor-crosshair"}`}
    />
  );
}
