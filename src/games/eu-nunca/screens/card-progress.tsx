import { Flag } from "lucide-react";
import { Button } from "../../../ui/button";

/** "Carta N de M" and a bar (scaled, not resized, so it animates on the compositor). */
export function CardProgress({
  number,
  total,
  onEnd,
}: {
  number: number;
  total: number;
  onEnd?: () => void;
}) {
  return (
    <div className="flex min-h-11 items-center gap-3">
      <div className="grid flex-1 gap-1">
        <p className="text-sm text-muted tabular-nums" data-testid="progress">
          Carta {number} de {total}
        </p>
        <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-surface-2">
          <div
            className="h-full origin-left rounded-full bg-brand transition-transform duration-300"
            style={{ transform: `scaleX(${total ? number / total : 0})` }}
          />
        </div>
      </div>
      {onEnd && (
        <Button variant="ghost" className="min-h-11 px-3 text-sm text-muted" onClick={onEnd}>
          <Flag aria-hidden className="size-4" /> Encerrar
        </Button>
      )}
    </div>
  );
}
