/**
 * The drawing as plain data, apart from any canvas: a list of strokes, each a tool, colour,
 * width and the points the finger went through. Undo and clear work on that list; the canvas is
 * only ever a picture of it. The eraser is a stroke too, painted with 'destination-out'.
 */

export type Tool = "pen" | "eraser";

export interface Point {
  x: number;
  y: number;
}

export interface Stroke {
  tool: Tool;
  color: string;
  /** Line width in CSS pixels. */
  width: number;
  points: Point[];
}

type HistoryEntry = { kind: "add" } | { kind: "clear"; strokes: readonly Stroke[] };

export interface Drawing {
  strokes: readonly Stroke[];
  /** What undo takes back, latest last: a stroke added, or a clear (with what it cleared). */
  history: readonly HistoryEntry[];
}

export type DrawingAction = { type: "add"; stroke: Stroke } | { type: "undo" } | { type: "clear" };

export const emptyDrawing: Drawing = { strokes: [], history: [] };

/** Oldest steps are forgotten past this, so a long round never grows without bound. */
export const MAX_HISTORY = 200;

const pushHistory = (history: readonly HistoryEntry[], entry: HistoryEntry) =>
  [...history, entry].slice(-MAX_HISTORY);

export function drawingReducer(state: Drawing, action: DrawingAction): Drawing {
  switch (action.type) {
    case "add":
      if (action.stroke.points.length === 0) return state;
      return {
        strokes: [...state.strokes, action.stroke],
        history: pushHistory(state.history, { kind: "add" }),
      };
    case "clear":
      if (state.strokes.length === 0) return state;
      return {
        strokes: [],
        history: pushHistory(state.history, { kind: "clear", strokes: state.strokes }),
      };
    case "undo": {
      const last = state.history[state.history.length - 1];
      if (!last) return state;
      const history = state.history.slice(0, -1);
      if (last.kind === "clear") return { strokes: last.strokes, history };
      return { strokes: state.strokes.slice(0, -1), history };
    }
  }
}

export function canUndo(state: Drawing): boolean {
  return state.history.length > 0;
}

export function isBlank(state: Drawing): boolean {
  return state.strokes.length === 0;
}

/** How a stroke is painted: ink on top, or the eraser cutting back to the paper. */
export function compositeFor(tool: Tool): GlobalCompositeOperation {
  return tool === "eraser" ? "destination-out" : "source-over";
}

/** The eraser is wider than the pen at the same size, so it is quick to use with a finger. */
export const ERASER_SCALE = 2.5;

export function strokeWidth(size: number, tool: Tool): number {
  return tool === "eraser" ? size * ERASER_SCALE : size;
}

/** Points closer than this (CSS px) to the last one add nothing but work. */
export const MIN_POINT_DISTANCE = 1;

/** The points with `next` appended, unless it is too close to the last point (same array then). */
export function addPoint(points: Point[], next: Point, minDistance = MIN_POINT_DISTANCE): Point[] {
  const last = points[points.length - 1];
  if (last && Math.hypot(next.x - last.x, next.y - last.y) < minDistance) return points;
  return [...points, next];
}

export type PathCommand =
  | { op: "move"; to: Point }
  | { op: "line"; to: Point }
  | { op: "quad"; ctrl: Point; to: Point };

const DOT_LENGTH = 0.01;
const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * A smooth path through the points: straight to the first midpoint, then quadratic curves from
 * midpoint to midpoint with each point as the control, and (when `finished`) straight to the
 * last point. While a stroke is still being drawn the last piece is left out, because it would
 * change as the finger moves on; every command before it never changes, so it can be painted
 * once, as the points arrive. A single point is a dot: a line a hair long, as some browsers
 * drop zero-length lines instead of painting their round caps.
 */
export function smoothPath(points: readonly Point[], finished = true): PathCommand[] {
  const [first] = points;
  if (!first) return [];
  const commands: PathCommand[] = [{ op: "move", to: first }];
  if (points.length === 1) {
    if (finished) commands.push({ op: "line", to: { x: first.x + DOT_LENGTH, y: first.y } });
    return commands;
  }
  for (let i = 1; i < points.length; i++) {
    const prev = points[i - 1] as Point;
    const point = points[i] as Point;
    if (i === 1) commands.push({ op: "line", to: mid(prev, point) });
    else commands.push({ op: "quad", ctrl: prev, to: mid(prev, point) });
  }
  if (finished) commands.push({ op: "line", to: points[points.length - 1] as Point });
  return commands;
}

/** Where a command ends: the start of the next one. */
export function endOf(command: PathCommand): Point {
  return command.to;
}

export interface Swatch {
  name: string;
  hex: string;
}

/** Eight inks that read well on white paper. */
export const COLORS: readonly Swatch[] = [
  { name: "Preto", hex: "#1f2937" },
  { name: "Vermelho", hex: "#dc2626" },
  { name: "Laranja", hex: "#f97316" },
  { name: "Amarelo", hex: "#eab308" },
  { name: "Verde", hex: "#16a34a" },
  { name: "Azul", hex: "#2563eb" },
  { name: "Roxo", hex: "#9333ea" },
  { name: "Marrom", hex: "#92400e" },
];

export interface BrushSize {
  name: string;
  width: number;
}

export const SIZES: readonly BrushSize[] = [
  { name: "Fino", width: 4 },
  { name: "Médio", width: 10 },
  { name: "Grosso", width: 20 },
];
