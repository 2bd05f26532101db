import { describe, expect, it } from "vitest";
import { type Drawing, drawingReducer, emptyDrawing, type Stroke } from "./drawing";
import { drawingDataUrl, drawingPicture, PAPER } from "./drawing-svg";

const stroke = (points: [number, number][], tool: Stroke["tool"] = "pen"): Stroke => ({
  tool,
  color: "#dc2626",
  width: 10,
  points: points.map(([x, y]) => ({ x, y })),
});
const draw = (...strokes: Stroke[]): Drawing =>
  strokes.reduce((d, s) => drawingReducer(d, { type: "add", stroke: s }), emptyDrawing);

describe("the finished drawing as a picture", () => {
  it("a blank drawing (or only eraser strokes) gives no picture", () => {
    expect(drawingPicture(emptyDrawing)).toBeNull();
    expect(drawingPicture(draw(stroke([[5, 5]], "eraser")))).toBeNull();
  });

  it("frames what was drawn, line widths and a margin included", () => {
    const picture = drawingPicture(
      draw(
        stroke([
          [100, 100],
          [200, 150],
        ]),
      ),
    );
    const [x, y, w, h] = picture?.viewBox ?? [];
    expect(x).toBeLessThanOrEqual(95);
    expect(y).toBeLessThanOrEqual(95);
    expect((x as number) + (w as number)).toBeGreaterThanOrEqual(205);
    expect((y as number) + (h as number)).toBeGreaterThanOrEqual(155);
    expect(picture?.paths[0]).toMatchObject({ color: "#dc2626", width: 10 });
    expect(picture?.paths[0]?.d).toMatch(/^M100 100L/);
  });

  it("keeps a sane shape: a long thin line gets paper around it", () => {
    const [, , w, h] =
      drawingPicture(
        draw(
          stroke([
            [0, 0],
            [1000, 0],
          ]),
        ),
      )?.viewBox ?? [];
    expect((w as number) / (h as number)).toBeLessThanOrEqual(1.6 + 1e-9);
  });

  it("paints the eraser in the paper's colour, in order, and makes a standalone SVG", () => {
    const picture = drawingPicture(
      draw(
        stroke([
          [0, 0],
          [50, 50],
        ]),
        stroke(
          [
            [10, 10],
            [20, 20],
          ],
          "eraser",
        ),
      ),
    );
    expect(picture?.paths.map((p) => p.color)).toEqual(["#dc2626", PAPER]);
    const url = drawingDataUrl(picture as NonNullable<typeof picture>);
    expect(url.startsWith("data:image/svg+xml")).toBe(true);
    expect(decodeURIComponent(url)).toContain('stroke="#dc2626"');
  });
});
