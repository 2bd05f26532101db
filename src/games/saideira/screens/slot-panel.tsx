import { useState } from "react";
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
  others,
  suggestedId,
  onAnswer,
}: {
  slot: WheelSlot;
  description: string;
  prompt: string | null;
  drinkUnit: DrinkUnit;
  drinkMode: DrinkMode;
  refusals: number;
  /** The players the spinner may pick on 'Escolha alguém'. */
  others: readonly { id: string; name: string }[];
  suggestedId: string | null;
  onAnswer(outcome: "cumpriu" | "recusou", drinkerId?: string): void;
}) {
  const points = slot.points * POINT_SCALE;
  const choosing = slot.kind === "escolha-alguem" && others.length > 0;
  const [chosen, setChosen] = useState(suggestedId ?? others[0]?.id ?? null);
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
      {choosing && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-bold">Quem bebe e ganha os pontos?</legend>
          <div className="flex flex-wrap justify-center gap-2">
            {others.map((p) => (
              <label
                key={p.id}
                className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm ${chosen === p.id ? "border-brand bg-surface-2 font-bold" : "border-line"}`}
              >
                <input
                  type="radio"
                  name="drinker"
                  checked={chosen === p.id}
                  onChange={() => setChosen(p.id)}
                  className="size-4 accent-amber-400"
                />
                <span className="max-w-32 truncate">{p.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className={`grid gap-3 ${isRefusable(slot.kind) ? "grid-cols-2" : ""}`}>
        <Button
          className="min-h-14"
          onClick={() => onAnswer("cumpriu", choosing ? (chosen ?? undefined) : undefined)}
        >
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
