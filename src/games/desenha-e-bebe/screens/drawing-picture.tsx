import type { Drawing } from "../drawing";
import { drawingPicture, PAPER } from "../drawing-svg";

/** The round's finished drawing, on its paper, scaled to the space it is given. */
export function DrawingPicture({
  drawing,
  className = "",
}: {
  drawing: Drawing;
  className?: string;
}) {
  const picture = drawingPicture(drawing);
  if (!picture) return null;
  const [x, y, w, h] = picture.viewBox;
  return (
    <svg
      role="img"
      aria-label="O desenho da rodada"
      data-testid="final-drawing"
      viewBox={`${x} ${y} ${w} ${h}`}
      className={`rounded-2xl ${className}`}
      style={{ background: PAPER }}
    >
      {picture.paths.map((p, i) => (
        <path
          // biome-ignore lint/suspicious/noArrayIndexKey: strokes are only ever appended; the index is the stroke
          key={i}
          d={p.d}
          stroke={p.color}
          strokeWidth={p.width}
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
