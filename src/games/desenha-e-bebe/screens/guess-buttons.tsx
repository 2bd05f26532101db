import { Check, X } from "lucide-react";
import { buttonClass } from "../../../ui/button";

/** How the round ends before the clock does: the team guessed it, or gave up (not while paused). */
export function GuessButtons({
  paused,
  onGuessed,
  onMissed,
}: {
  paused: boolean;
  onGuessed(): void;
  onMissed(): void;
}) {
  return (
    <div className="grid grid-cols-2 content-end gap-2 [@media(orientation:landscape)_and_(max-height:32rem)]:grid-cols-1 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] [grid-area:guess]">
      <button
        type="button"
        onClick={onMissed}
        disabled={paused}
        className={buttonClass("secondary", "min-h-14 px-3 whitespace-nowrap")}
      >
        <X aria-hidden className="size-5 shrink-0 max-[400px]:hidden" /> Não acertaram
      </button>
      <button
        type="button"
        onClick={onGuessed}
        disabled={paused}
        className="disabled:opacity-50 inline-flex min-h-14 items-center justify-center gap-2 rounded-2xl bg-ok px-3 py-3 text-lg font-black whitespace-nowrap text-night transition hover:brightness-110 active:scale-[0.98]"
      >
        <Check aria-hidden className="size-6 shrink-0 max-[400px]:hidden" /> Acertaram!
      </button>
    </div>
  );
}
