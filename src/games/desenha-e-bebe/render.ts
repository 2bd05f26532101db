import {
  compositeFor,
  type Drawing,
  endOf,
  type PathCommand,
  type Point,
  type Stroke,
  smoothPath,
} from "./drawing";

/** The part of CanvasRenderingContext2D the renderer uses (tests pass a recording fake). */
export type Ctx = Pick<
  CanvasRenderingContext2D,
  | "beginPath"
  | "moveTo"
  | "lineTo"
  | "quadraticCurveTo"
  | "stroke"
  | "clearRect"
  | "save"
  | "restore"
  | "setTransform"
  | "globalCompositeOperation"
  | "strokeStyle"
  | "lineWidth"
  | "lineCap"
  | "lineJoin"
>;

function applyStyle(ctx: Ctx, stroke: Stroke): void {
  ctx.globalCompositeOperation = compositeFor(stroke.tool);
  ctx.strokeStyle = stroke.tool === "eraser" ? "#000" : stroke.color;
  ctx.lineWidth = stroke.width;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
}

function trace(ctx: Ctx, commands: readonly PathCommand[], from: Point): void {
  ctx.moveTo(from.x, from.y);
  for (const c of commands) {
    if (c.op === "quad") ctx.quadraticCurveTo(c.ctrl.x, c.ctrl.y, c.to.x, c.to.y);
    else ctx.lineTo(c.to.x, c.to.y);
  }
}

/**
 * Paints the commands of a stroke from index `from` on (at least 1: the first is the move).
 * Returns how many commands are painted now, to continue from there next frame.
 */
export function paintCommands(
  ctx: Ctx,
  stroke: Stroke,
  commands: readonly PathCommand[],
  from: number,
): number {
  const start = Math.max(1, from);
  const before = commands[start - 1];
  if (!before || start >= commands.length) return Math.max(start, commands.length);
  ctx.save();
  applyStyle(ctx, stroke);
  ctx.beginPath();
  trace(ctx, commands.slice(start), endOf(before));
  ctx.stroke();
  ctx.restore();
  return commands.length;
}

/** One whole stroke as a single path. */
export function paintStroke(ctx: Ctx, stroke: Stroke): void {
  paintCommands(ctx, stroke, smoothPath(stroke.points, true), 1);
}

/**
 * The whole drawing on a canvas of `width` x `height` CSS pixels at `dpr` device pixels each.
 * The canvas itself stays transparent (the paper is the element's CSS background), so the
 * eraser's 'destination-out' shows the paper again.
 */
export function paintDrawing(
  ctx: Ctx,
  drawing: Drawing,
  width: number,
  height: number,
  dpr: number,
): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width * dpr, height * dpr);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  for (const stroke of drawing.strokes) paintStroke(ctx, stroke);
}
