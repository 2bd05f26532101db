import { describe, expect, it } from "vitest";
import { DRAW_SPACE } from "../../../shared/schemas/live-drawing";
import {
  addSheetPoint,
  applyBatch,
  type LiveStroke,
  pruneLive,
  toPixels,
  toSheet,
} from "./sheet-strokes";

const rect = { left: 10, top: 20, width: 320, height: 320 };
const relay = (id: number, from: number, points: number[]) => ({
  type: "draw" as const,
  seatId: "ana",
  turn: 1,
  id,
  color: "#000000",
  width: 20,
  from,
  points,
});

describe("the room's sheet", () => {
  it("quantises pointer positions to whole sheet units, clamped to the sheet", () => {
    expect(toSheet({ clientX: 10, clientY: 20 }, rect)).toEqual([0, 0]);
    expect(toSheet({ clientX: 170, clientY: 180 }, rect)).toEqual([500, 500]);
    expect(toSheet({ clientX: 171, clientY: 181 }, rect)).toEqual([503, 503]);
    expect(toSheet({ clientX: 999, clientY: -5 }, rect)).toEqual([DRAW_SPACE, 0]);
  });

  it("skips points too close to the last one", () => {
    const points: number[] = [];
    expect(addSheetPoint(points, 100, 100)).toBe(true);
    expect(addSheetPoint(points, 101, 101)).toBe(false);
    expect(addSheetPoint(points, 104, 100)).toBe(true);
    expect(points).toEqual([100, 100, 104, 100]);
  });

  it("paints at any size: sheet units scale to the screen's pixels", () => {
    expect(toPixels({ color: "#000000", width: 20, points: [0, 500, 1000, 250] }, 400)).toEqual({
      tool: "pen",
      color: "#000000",
      width: 8,
      points: [
        { x: 0, y: 200 },
        { x: 400, y: 100 },
      ],
    });
  });

  it("joins relayed batches by their first point's index; a repeated batch changes nothing", () => {
    const live = new Map<number, LiveStroke>();
    applyBatch(live, relay(0, 0, [1, 1, 2, 2]));
    applyBatch(live, relay(0, 2, [3, 3]));
    applyBatch(live, relay(0, 2, [3, 3]));
    applyBatch(live, relay(1, 0, [9, 9]));
    expect(live.get(0)?.points).toEqual([1, 1, 2, 2, 3, 3]);
    pruneLive(live, 1);
    expect([...live.keys()]).toEqual([1]);
  });
});
