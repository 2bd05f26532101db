import { describe, expect, it } from "vitest";
import {
  addPoint,
  COLORS,
  canUndo,
  compositeFor,
  type Drawing,
  drawingReducer,
  emptyDrawing,
  isBlank,
  MAX_HISTORY,
  type Point,
  SIZES,
  type Stroke,
  smoothPath,
  strokeWidth,
} from "./drawing";

const p = (x: number, y: number): Point => ({ x, y });
const pen = (...points: Point[]): Stroke => ({ tool: "pen", color: "#1f2937", width: 4, points });
const eraser = (...points: Point[]): Stroke => ({ tool: "eraser", color: "", width: 10, points });
const run = (state: Drawing, ...actions: Parameters<typeof drawingReducer>[1][]) =>
  actions.reduce(drawingReducer, state);

describe("strokes", () => {
  it("starts blank with nothing to undo", () => {
    expect(isBlank(emptyDrawing)).toBe(true);
    expect(canUndo(emptyDrawing)).toBe(false);
  });

  it("keeps strokes in the order they were drawn", () => {
    const a = pen(p(0, 0), p(5, 5));
    const b = pen(p(9, 9));
    const d = run(emptyDrawing, { type: "add", stroke: a }, { type: "add", stroke: b });
    expect(d.strokes).toEqual([a, b]);
    expect(canUndo(d)).toBe(true);
  });

  it("ignores a stroke without points", () => {
    expect(drawingReducer(emptyDrawing, { type: "add", stroke: pen() })).toBe(emptyDrawing);
  });

  it("keeps the eraser as a stroke of its own", () => {
    const d = run(
      emptyDrawing,
      { type: "add", stroke: pen(p(1, 1)) },
      { type: "add", stroke: eraser(p(1, 1)) },
    );
    expect(d.strokes.map((s) => s.tool)).toEqual(["pen", "eraser"]);
  });

  it("never changes the drawing it is given", () => {
    const d = run(emptyDrawing, { type: "add", stroke: pen(p(1, 1)) });
    const copy = structuredClone(d);
    run(d, { type: "add", stroke: pen(p(2, 2)) }, { type: "undo" }, { type: "clear" });
    expect(d).toEqual(copy);
  });
});

describe("undo", () => {
  it("takes back the last stroke only", () => {
    const a = pen(p(0, 0));
    const d = run(
      emptyDrawing,
      { type: "add", stroke: a },
      { type: "add", stroke: pen(p(3, 3)) },
      { type: "undo" },
    );
    expect(d.strokes).toEqual([a]);
  });

  it("takes back an eraser stroke, bringing the ink back", () => {
    const a = pen(p(0, 0), p(10, 0));
    const d = run(
      emptyDrawing,
      { type: "add", stroke: a },
      { type: "add", stroke: eraser(p(5, 0)) },
      { type: "undo" },
    );
    expect(d.strokes).toEqual([a]);
  });

  it("goes back to blank stroke by stroke", () => {
    const d = run(
      emptyDrawing,
      { type: "add", stroke: pen(p(0, 0)) },
      { type: "add", stroke: pen(p(1, 1)) },
      { type: "undo" },
      { type: "undo" },
    );
    expect(isBlank(d)).toBe(true);
    expect(canUndo(d)).toBe(false);
  });

  it("does nothing when there is nothing to undo", () => {
    expect(drawingReducer(emptyDrawing, { type: "undo" })).toBe(emptyDrawing);
  });

  it("forgets the oldest steps past the limit", () => {
    let d = emptyDrawing;
    for (let i = 0; i < MAX_HISTORY + 20; i++)
      d = drawingReducer(d, { type: "add", stroke: pen(p(i, i)) });
    expect(d.history.length).toBe(MAX_HISTORY);
    for (let i = 0; i < MAX_HISTORY; i++) d = drawingReducer(d, { type: "undo" });
    expect(d.strokes.length).toBe(20);
    expect(canUndo(d)).toBe(false);
  });
});

describe("clear", () => {
  it("empties the drawing", () => {
    const d = run(emptyDrawing, { type: "add", stroke: pen(p(0, 0)) }, { type: "clear" });
    expect(isBlank(d)).toBe(true);
  });

  it("can be undone, bringing every stroke back", () => {
    const a = pen(p(0, 0));
    const b = pen(p(4, 4));
    const d = run(
      emptyDrawing,
      { type: "add", stroke: a },
      { type: "add", stroke: b },
      { type: "clear" },
      { type: "undo" },
    );
    expect(d.strokes).toEqual([a, b]);
  });

  it("undoes a stroke drawn after a clear before the clear itself", () => {
    const a = pen(p(0, 0));
    const c = pen(p(8, 8));
    let d = run(
      emptyDrawing,
      { type: "add", stroke: a },
      { type: "clear" },
      { type: "add", stroke: c },
    );
    d = drawingReducer(d, { type: "undo" });
    expect(isBlank(d)).toBe(true);
    d = drawingReducer(d, { type: "undo" });
    expect(d.strokes).toEqual([a]);
  });

  it("does nothing on a blank drawing (no empty step to undo)", () => {
    expect(drawingReducer(emptyDrawing, { type: "clear" })).toBe(emptyDrawing);
  });
});

describe("painting rules", () => {
  it("paints ink over and erases with destination-out", () => {
    expect(compositeFor("pen")).toBe("source-over");
    expect(compositeFor("eraser")).toBe("destination-out");
  });

  it("makes the eraser wider than the pen at the same size", () => {
    expect(strokeWidth(10, "pen")).toBe(10);
    expect(strokeWidth(10, "eraser")).toBeGreaterThan(10);
  });

  it("offers 8 distinct colours and 3 growing sizes", () => {
    expect(COLORS).toHaveLength(8);
    expect(new Set(COLORS.map((c) => c.hex)).size).toBe(8);
    for (const c of COLORS) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(SIZES.map((s) => s.width)).toEqual([...SIZES.map((s) => s.width)].sort((a, b) => a - b));
    expect(SIZES).toHaveLength(3);
  });
});

describe("points", () => {
  it("appends a point far enough from the last", () => {
    expect(addPoint([p(0, 0)], p(3, 4))).toEqual([p(0, 0), p(3, 4)]);
  });

  it("skips a point too close to the last (same array back)", () => {
    const points = [p(0, 0)];
    expect(addPoint(points, p(0.5, 0.5))).toBe(points);
  });

  it("always takes the first point", () => {
    expect(addPoint([], p(7, 7))).toEqual([p(7, 7)]);
  });
});

describe("smooth path", () => {
  it("is empty without points", () => {
    expect(smoothPath([])).toEqual([]);
  });

  it("turns a single point into a dot", () => {
    const path = smoothPath([p(5, 5)]);
    expect(path[0]).toEqual({ op: "move", to: p(5, 5) });
    expect(path[1]?.op).toBe("line");
    expect(path).toHaveLength(2);
  });

  it("curves from midpoint to midpoint with each point as the control", () => {
    const path = smoothPath([p(0, 0), p(10, 0), p(10, 10), p(0, 10)]);
    expect(path).toEqual([
      { op: "move", to: p(0, 0) },
      { op: "line", to: p(5, 0) },
      { op: "quad", ctrl: p(10, 0), to: p(10, 5) },
      { op: "quad", ctrl: p(10, 10), to: p(5, 10) },
      { op: "line", to: p(0, 10) },
    ]);
  });

  it("leaves the last piece out while the stroke is being drawn", () => {
    const points = [p(0, 0), p(10, 0), p(10, 10)];
    const live = smoothPath(points, false);
    expect(live).toEqual(smoothPath(points, true).slice(0, -1));
  });

  it("only appends to a live path as points arrive, so painted pieces never change", () => {
    const points = [p(0, 0), p(4, 2), p(9, 3), p(12, 9)];
    const before = smoothPath(points.slice(0, 3), false);
    const after = smoothPath(points, false);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
  });
});
