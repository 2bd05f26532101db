import { type Drawing, type PathCommand, smoothPath } from "./drawing";

/** The paper's colour: the eraser paints it back (the picture has no canvas to cut through). */
export const PAPER = "#ffffff";

export interface DrawingPicture {
  /** x, y, width, height around the strokes, with a margin and a sane aspect. */
  viewBox: [number, number, number, number];
  paths: { d: string; color: string; width: number }[];
}

const n = (v: number) => Math.round(v * 10) / 10;
const toD = (commands: readonly PathCommand[]) =>
  commands
    .map((c) =>
      c.op === "move"
        ? `M${n(c.to.x)} ${n(c.to.y)}`
        : c.op === "line"
          ? `L${n(c.to.x)} ${n(c.to.y)}`
          : `Q${n(c.ctrl.x)} ${n(c.ctrl.y)} ${n(c.to.x)} ${n(c.to.y)}`,
    )
    .join("");

/** Wider than this (or taller than its inverse) the picture gets paper added around it. */
const MAX_ASPECT = 1.6;

/**
 * The finished drawing as vector paths framed around what was drawn (the canvas size is not kept:
 * a drawing made in portrait and shown in landscape still fills its frame). Null when blank.
 */
export function drawingPicture(drawing: Drawing): DrawingPicture | null {
  const inked = drawing.strokes.filter((s) => s.tool === "pen");
  if (inked.length === 0) return null;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const s of inked)
    for (const p of s.points) {
      x0 = Math.min(x0, p.x - s.width / 2);
      y0 = Math.min(y0, p.y - s.width / 2);
      x1 = Math.max(x1, p.x + s.width / 2);
      y1 = Math.max(y1, p.y + s.width / 2);
    }
  const margin = Math.max(12, 0.06 * Math.max(x1 - x0, y1 - y0));
  let w = x1 - x0 + 2 * margin;
  let h = y1 - y0 + 2 * margin;
  let x = x0 - margin;
  let y = y0 - margin;
  if (w / h > MAX_ASPECT) {
    y -= (w / MAX_ASPECT - h) / 2;
    h = w / MAX_ASPECT;
  } else if (h / w > MAX_ASPECT) {
    x -= (h / MAX_ASPECT - w) / 2;
    w = h / MAX_ASPECT;
  }
  return {
    viewBox: [n(x), n(y), n(w), n(h)],
    paths: drawing.strokes.map((s) => ({
      d: toD(smoothPath(s.points, true)),
      color: s.tool === "eraser" ? PAPER : s.color,
      width: s.width,
    })),
  };
}

/** The picture as a standalone SVG document in a data URL (for the shared results image). */
export function drawingDataUrl(picture: DrawingPicture): string {
  const [x, y, w, h] = picture.viewBox;
  const scale = 600 / Math.max(w, h);
  const paths = picture.paths
    .map(
      (p) =>
        `<path d="${p.d}" stroke="${p.color}" stroke-width="${p.width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${n(w * scale)}" height="${n(h * scale)}" viewBox="${x} ${y} ${w} ${h}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${PAPER}"/>${paths}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
