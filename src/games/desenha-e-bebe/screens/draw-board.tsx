import { Play } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../ui/button";
import {
  COLORS,
  canUndo,
  type Drawing,
  isBlank,
  SIZES,
  type Stroke,
  strokeWidth,
  type Tool,
} from "../drawing";
import { DrawToolbar } from "./draw-toolbar";
import { DrawingCanvas } from "./drawing-canvas";

const firstColor = COLORS[0]?.hex ?? "#1f2937";
const middleSize = SIZES[1]?.width ?? 10;

/** What the board sends the game: a finished stroke, undo or clear (instant moves). */
export type DrawMove = { type: "stroke"; stroke: Stroke } | { type: "undo" } | { type: "clear" };

/** The paper (white, filling the screen) and the toolbar; the drawing is the game's, the brush ours. */
export function DrawBoard({
  drawing,
  paused,
  onDraw,
  onResume,
}: {
  drawing: Drawing;
  paused: boolean;
  onDraw(move: DrawMove): void;
  onResume(): void;
}) {
  const [color, setColor] = useState(firstColor);
  const [size, setSize] = useState(middleSize);
  const [tool, setTool] = useState<Tool>("pen");

  return (
    <>
      <div className="relative mx-2 mt-2 min-h-0 overflow-hidden rounded-2xl bg-white shadow-inner [grid-area:board] [@media(orientation:landscape)_and_(max-height:32rem)]:mb-2">
        <DrawingCanvas
          drawing={drawing}
          brush={{ tool, color, width: strokeWidth(size, tool) }}
          disabled={paused}
          onStroke={(stroke) => onDraw({ type: "stroke", stroke })}
        />
        {paused && (
          <div className="absolute inset-0 grid place-items-center bg-night/95 p-6 text-center">
            <div className="grid justify-items-center gap-4">
              <p className="text-3xl font-black">Pausado</p>
              <p className="text-muted">O desenho e o tempo ficam guardados.</p>
              <button type="button" onClick={onResume} className={buttonClass("primary")}>
                <Play aria-hidden className="size-5" /> Continuar
              </button>
            </div>
          </div>
        )}
      </div>
      <div className="[grid-area:tools]">
        <DrawToolbar
          color={color}
          size={size}
          tool={tool}
          canUndo={canUndo(drawing)}
          canClear={!isBlank(drawing)}
          onColor={(hex) => {
            setColor(hex);
            setTool("pen");
          }}
          onSize={setSize}
          onEraser={() => setTool(tool === "eraser" ? "pen" : "eraser")}
          onUndo={() => onDraw({ type: "undo" })}
          onClear={() => onDraw({ type: "clear" })}
        />
      </div>
    </>
  );
}
