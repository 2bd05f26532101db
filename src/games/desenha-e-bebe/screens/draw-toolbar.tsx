import { Eraser, Trash2, Undo2 } from "lucide-react";
import { useId } from "react";
import { COLORS, SIZES, type Tool } from "../drawing";

const toolButton =
  "grid min-h-12 place-items-center rounded-xl text-ink transition hover:bg-white/10 disabled:opacity-35 aria-pressed:bg-brand aria-pressed:text-brand-ink";

/** Inks, sizes, eraser, undo and clear, in two thumb-sized rows under the canvas. */
export function DrawToolbar({
  color,
  size,
  tool,
  canUndo,
  canClear,
  onColor,
  onSize,
  onEraser,
  onUndo,
  onClear,
}: {
  color: string;
  size: number;
  tool: Tool;
  canUndo: boolean;
  canClear: boolean;
  onColor(hex: string): void;
  onSize(width: number): void;
  onEraser(): void;
  onUndo(): void;
  onClear(): void;
}) {
  const colorName = useId();
  const sizeName = useId();
  return (
    <div className="grid gap-1 px-2 pt-2">
      {/* A little wider than the row below: 8 colours of 44 px on a 360 px phone. */}
      <fieldset className="-mx-1 grid grid-cols-8">
        <legend className="sr-only">Cor</legend>
        {COLORS.map((c) => (
          <label key={c.hex} className="grid min-h-11 cursor-pointer place-items-center">
            <input
              type="radio"
              name={colorName}
              checked={tool === "pen" && color === c.hex}
              onChange={() => onColor(c.hex)}
              aria-label={c.name}
              className="peer sr-only"
            />
            <span
              aria-hidden
              style={{ backgroundColor: c.hex }}
              className="size-8 rounded-full border-2 border-white/30 transition peer-checked:scale-110 peer-checked:border-white peer-checked:ring-2 peer-checked:ring-brand peer-focus-visible:outline-3 peer-focus-visible:outline-brand"
            />
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-6 gap-1">
        <fieldset className="col-span-3 grid grid-cols-3 gap-1">
          <legend className="sr-only">Espessura</legend>
          {SIZES.map((s) => (
            <label key={s.width} className="grid cursor-pointer">
              <input
                type="radio"
                name={sizeName}
                checked={size === s.width}
                onChange={() => onSize(s.width)}
                aria-label={`Traço ${s.name.toLowerCase()}`}
                className="peer sr-only"
              />
              <span className="grid min-h-12 place-items-center rounded-xl transition peer-checked:bg-surface-2 peer-checked:ring-2 peer-checked:ring-brand peer-focus-visible:outline-3 peer-focus-visible:outline-brand hover:bg-white/10">
                <span
                  aria-hidden
                  className="rounded-full bg-ink"
                  style={{ width: s.width + 2, height: s.width + 2 }}
                />
              </span>
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          aria-label="Borracha"
          aria-pressed={tool === "eraser"}
          onClick={onEraser}
          className={toolButton}
        >
          <Eraser aria-hidden className="size-6" />
        </button>
        <button
          type="button"
          aria-label="Desfazer"
          disabled={!canUndo}
          onClick={onUndo}
          className={toolButton}
        >
          <Undo2 aria-hidden className="size-6" />
        </button>
        <button
          type="button"
          aria-label="Limpar tudo"
          disabled={!canClear}
          onClick={onClear}
          className={toolButton}
        >
          <Trash2 aria-hidden className="size-6" />
        </button>
      </div>
    </div>
  );
}
