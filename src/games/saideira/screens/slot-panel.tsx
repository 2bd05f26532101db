import type { DrinkMode } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { revealInView } from "../../kit/in-view";
import type { WheelSlot } from "../content";
import {
  type DrinkUnit,
  drinksLabel,
  isRefusable,
  POINT_SCALE,
  refusalPenalty,
  slotLabel,
} from "../rules";

/** A lighter shade for the slot colours too dark to be read on the night background (4.5:1). */
const TEXT_SHADE: Readonly<Record<string, string>> = { "#7c3aed": "#a78bfa" };

/** What the wheel decided for the current player, and their answer. */
export function SlotPanel({
  slot,
  description,
  prompt,
  drinkUnit,
  drinkMode,
  refusals,
  onAnswer,
}: {
  slot: WheelSlot;
  description: string;
  prompt: string | null;
  drinkUnit: DrinkUnit;
  drinkMode: DrinkMode;
  refusals: number;
  onAnswer(outcome: "cumpriu" | "recusou"): void;
}) {
  const points = slot.points * POINT_SCALE;
  const doneLabel =
    slot.kind === "passe-a-vez"
      ? "Passar a vez"
      : slot.kind === "desafio" || slot.kind === "verdade"
        ? `Cumpriu +${points}`
        : slot.kind === "regra"
          ? `Valendo! +${points}`
          : `Feito +${points}`;
  return (
    <section
      ref={revealInView}
      aria-live="polite"
      className="card-in grid gap-4 rounded-3xl border-2 p-5 text-center short:gap-3 short:p-4"
      style={{ borderColor: slot.color }}
      data-testid="slot-panel"
      data-kind={slot.kind}
    >
      <p
        className="text-sm font-black tracking-wide uppercase"
        style={{ color: TEXT_SHADE[slot.color] ?? slot.color }}
      >
        {slotLabel(slot, drinkMode)}
      </p>
      {prompt && (
        <p className="text-2xl leading-snug font-bold text-balance short:text-xl">{prompt}</p>
      )}
      <p className={prompt ? "text-sm text-muted" : "text-xl font-semibold"}>{description}</p>
      <div className={`grid gap-3 ${isRefusable(slot.kind) ? "grid-cols-2" : ""}`}>
        <Button className="min-h-14" onClick={() => onAnswer("cumpriu")}>
          {doneLabel}
        </Button>
        {isRefusable(slot.kind) && (
          <Button variant="secondary" className="min-h-14" onClick={() => onAnswer("recusou")}>
            Recusou ({drinksLabel(refusalPenalty(refusals, slot.kind), drinkUnit, drinkMode)})
          </Button>
        )}
      </div>
    </section>
  );
}
