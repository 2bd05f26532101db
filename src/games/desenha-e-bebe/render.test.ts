import { describe, expect, it } from "vitest";
import { type Drawing, drawingReducer, emptyDrawing, type Stroke, smoothPath } from "./drawing";
import { type Ctx, paintCommands, paintDrawing, paintStroke } from "./render";

type Call = [string, ...unknown[]];

/** A canvas context that records what is painted, with the style at each stroke(). */
function fakeCtx() {
  const calls: Call[] = [];
  const ctx = {
    globalCompositeOperation: "source-over",
    strokeStyle: "",
    lineWidth: 1,
    lineCap: "butt",
    lineJoin: "miter",
  } as Record<string, unknown>;
  for (const name of [
    "beginPath",
    "moveTo",
    "lineTo",
    "quadraticCurveTo",
    "clearRect",
    "save",
    "restore",
    "setTransform",
  ]) {
    ctx[name] = (...args: unknown[]) => calls.push([name, ...args]);
  }
  ctx.stroke = () =>
    calls.push([
      "stroke",
      ctx.globalCompositeOperation,
      ctx.strokeStyle,
      ctx.lineWidth,
      ctx.lineCap,
    ]);
  return { ctx: ctx as unknown as Ctx, calls };
}

const pen: Stroke = {
  tool: "pen",
  color: "#dc2626",
  width: 10,
  points: [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
  ],
};
const eraser: Stroke = { ...pen, tool: "eraser", color: "#dc2626", width: 25 };

describe("painting a stroke", () => {
  it("paints one round-capped path with quadratic curves in the stroke's colour", () => {
    const { ctx, calls } = fakeCtx();
    paintStroke(ctx, pen);
    expect(calls.filter((c) => c[0] === "beginPath")).toHaveLength(1);
    expect(calls.filter((c) => c[0] === "quadraticCurveTo")).toEqual([
      ["quadraticCurveTo", 10, 0, 10, 5],
    ]);
    expect(calls.find((c) => c[0] === "stroke")).toEqual([
      "stroke",
      "source-over",
      "#dc2626",
      10,
      "round",
    ]);
  });

  it("paints the eraser with destination-out", () => {
    const { ctx, calls } = fakeCtx();
    paintStroke(ctx, eraser);
    expect(calls.find((c) => c[0] === "stroke")?.[1]).toBe("destination-out");
  });

  it("restores the context after each stroke", () => {
    const { ctx, calls } = fakeCtx();
    paintStroke(ctx, pen);
    expect(calls[0]?.[0]).toBe("save");
    expect(calls.at(-1)?.[0]).toBe("restore");
  });

  it("paints only the new pieces of a live stroke, from where the last frame ended", () => {
    const { ctx, calls } = fakeCtx();
    const commands = smoothPath(pen.points, false);
    expect(paintCommands(ctx, pen, commands.slice(0, 2), 1)).toBe(2);
    calls.length = 0;
    expect(paintCommands(ctx, pen, commands, 2)).toBe(3);
    expect(calls.find((c) => c[0] === "moveTo")).toEqual(["moveTo", 5, 0]);
    expect(calls.filter((c) => c[0] === "quadraticCurveTo")).toHaveLength(1);
  });

  it("paints nothing when there is nothing new", () => {
    const { ctx, calls } = fakeCtx();
    const commands = smoothPath(pen.points, false);
    expect(paintCommands(ctx, pen, commands, commands.length)).toBe(commands.length);
    expect(calls).toEqual([]);
  });
});

describe("painting the drawing", () => {
  it("clears the whole canvas in device pixels, then paints every stroke at the pixel ratio", () => {
    const { ctx, calls } = fakeCtx();
    const d: Drawing = [pen, eraser].reduce(
      (s, stroke) => drawingReducer(s, { type: "add", stroke }),
      emptyDrawing,
    );
    paintDrawing(ctx, d, 300, 200, 2);
    expect(calls[0]).toEqual(["setTransform", 1, 0, 0, 1, 0, 0]);
    expect(calls[1]).toEqual(["clearRect", 0, 0, 600, 400]);
    expect(calls[2]).toEqual(["setTransform", 2, 0, 0, 2, 0, 0]);
    expect(calls.filter((c) => c[0] === "stroke").map((c) => c[1])).toEqual([
      "source-over",
      "destination-out",
    ]);
  });

  it("after undo, the undone stroke is no longer painted", () => {
    const { ctx, calls } = fakeCtx();
    const d = drawingReducer(drawingReducer(emptyDrawing, { type: "add", stroke: pen }), {
      type: "undo",
    });
    paintDrawing(ctx, d, 100, 100, 1);
    expect(calls.some((c) => c[0] === "stroke")).toBe(false);
    expect(calls.some((c) => c[0] === "clearRect")).toBe(true);
  });
});
