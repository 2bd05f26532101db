import {
  DRAW_SPACE,
  DRAW_STROKE_MAX_POINTS,
  type DrawRelay,
  type RoomStroke,
} from "../../../shared/schemas/live-drawing";
import type { Stroke } from "../drawing";

/**
 * The room's sheet on a canvas: points in sheet units (0..DRAW_SPACE, whole numbers), painted at
 * whatever size each screen gives the sheet. Pure helpers, shared by the drawer and the watchers.
 */

/** Points closer than this (sheet units, about a CSS pixel on a phone) to the last add nothing. */
export const MIN_STEP = 3;

/** A pointer position on the sheet's element, in whole sheet units inside the sheet. */
export function toSheet(
  e: { clientX: number; clientY: number },
  rect: { left: number; top: number; width: number; height: number },
): [number, number] {
  const clamp = (v: number) => Math.min(DRAW_SPACE, Math.max(0, Math.round(v)));
  return [
    clamp(((e.clientX - rect.left) / Math.max(1, rect.width)) * DRAW_SPACE),
    clamp(((e.clientY - rect.top) / Math.max(1, rect.height)) * DRAW_SPACE),
  ];
}

/** Appends a point unless it is too close to the last one; true when added. */
export function addSheetPoint(points: number[], x: number, y: number): boolean {
  const n = points.length;
  if (n >= 2 && Math.hypot(x - (points[n - 2] ?? 0), y - (points[n - 1] ?? 0)) < MIN_STEP)
    return false;
  points.push(x, y);
  return true;
}

/** A stroke is full: the next points start a new stroke at its last point. */
export const isFull = (points: readonly number[]) => points.length / 2 >= DRAW_STROKE_MAX_POINTS;

/** The stroke in CSS pixels for a sheet `side` pixels wide (for the kit's canvas renderer). */
export function toPixels(s: Pick<RoomStroke, "color" | "width" | "points">, side: number): Stroke {
  const k = side / DRAW_SPACE;
  const points = [];
  for (let i = 0; i + 1 < s.points.length; i += 2)
    points.push({ x: (s.points[i] ?? 0) * k, y: (s.points[i + 1] ?? 0) * k });
  return { tool: "pen", color: s.color, width: Math.max(1, s.width * k), points };
}

export interface LiveStroke {
  id: number;
  color: string;
  width: number;
  points: number[];
}

/**
 * A relayed batch into the strokes being drawn: points from `from` on replace what was there (a
 * batch sent twice changes nothing); a lost batch leaves a gap the stored stroke fills later.
 */
export function applyBatch(live: Map<number, LiveStroke>, batch: DrawRelay): void {
  const current = live.get(batch.id);
  const kept = current
    ? current.points.slice(0, Math.min(current.points.length, batch.from * 2))
    : [];
  live.set(batch.id, {
    id: batch.id,
    color: batch.color,
    width: batch.width,
    points: kept.concat(batch.points),
  });
}

/** Strokes still being drawn: the ones the stored drawing does not hold yet. */
export function pruneLive(live: Map<number, LiveStroke>, nextId: number): void {
  for (const id of live.keys()) if (id < nextId) live.delete(id);
}
