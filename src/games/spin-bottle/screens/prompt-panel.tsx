import { Beer, Check, Flame, Gift, GlassWater, MessageCircleQuestionMark } from "lucide-react";
import { useEffect, useRef } from "react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { buttonClass } from "../../../ui/button";
import { revealInView } from "../../kit/in-view";
import { COMPLETE_POINTS, KIND_LABELS, type Outcome, type PromptKind } from "../rules";

const kindStyle: Record<PromptKind, { badge: string; border: string }> = {
  verdade: { badge: "bg-cyan-300 text-night", border: "border-cyan-300/70" },
  desafio: { badge: "bg-accent text-night", border: "border-accent/70" },
  bebe: { badge: "bg-brand text-brand-ink", border: "border-brand/70" },
};

export function kindLabel(kind: PromptKind, drinkMode: DrinkMode): string {
  return kind === "bebe" && drinkMode === "sem-alcool" ? "Sem álcool" : KIND_LABELS[kind];
}

/** Who the bottle chose, their card, and how it went. */
export function PromptPanel({
  pickedName,
  kind,
  text,
  adult,
  drinkMode,
  onAnswer,
}: {
  pickedName: string;
  kind: PromptKind;
  text: string;
  adult: boolean;
  drinkMode: DrinkMode;
  onAnswer(outcome: Outcome): void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const noAlcohol = drinkMode === "sem-alcool";
  const KindIcon =
    kind === "verdade"
      ? MessageCircleQuestionMark
      : kind === "desafio"
        ? Flame
        : noAlcohol
          ? GlassWater
          : Beer;
  const RefuseIcon = noAlcohol ? Gift : Beer;

  return (
    <section
      ref={revealInView}
      className="grid gap-4"
      aria-label={`Carta de ${pickedName}`}
      data-testid="result"
    >
      <PickedHeading name={pickedName} />
      <article
        data-testid="prompt"
        data-kind={kind}
        className={`card-in grid gap-4 rounded-3xl border-2 bg-gradient-to-br from-surface-2 to-surface p-5 text-center shadow-xl ${kindStyle[kind].border}`}
      >
        <p className="flex flex-wrap justify-center gap-2 text-sm font-bold">
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 ${kindStyle[kind].badge}`}
          >
            <KindIcon aria-hidden className="size-4" /> {kindLabel(kind, drinkMode)}
          </span>
          {adult && <span className="rounded-full bg-red-800 px-3 py-1 text-white">+18</span>}
        </p>
        <p className="text-xl leading-snug font-bold text-balance">{text}</p>
      </article>
      {kind === "bebe" ? (
        <button
          ref={first}
          type="button"
          onClick={() => onAnswer("bebeu")}
          className={buttonClass("primary", "min-h-14 text-lg")}
        >
          <Check aria-hidden className="size-5" /> Feito, próximo giro
        </button>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <button
            ref={first}
            type="button"
            onClick={() => onAnswer("cumpriu")}
            className={buttonClass("primary", "min-h-16 px-3")}
          >
            <Check aria-hidden className="size-5 shrink-0" />
            <span className="grid text-left leading-tight">
              Cumpriu
              <span className="text-xs font-medium">+{COMPLETE_POINTS} ponto</span>
            </span>
          </button>
          <button
            type="button"
            onClick={() => onAnswer("recusou")}
            className={buttonClass("secondary", "min-h-16 px-3")}
          >
            <RefuseIcon aria-hidden className="size-5 shrink-0" />
            <span className="grid text-left leading-tight">
              Recusou
              <span className="text-xs font-medium text-muted">
                {noAlcohol ? "paga uma prenda" : "bebe um gole"}
              </span>
            </span>
          </button>
        </div>
      )}
    </section>
  );
}

export function PickedHeading({ name }: { name: string }) {
  return (
    <h2 className="text-center text-xl font-bold text-balance" data-testid="picked">
      A garrafa apontou para <span className="text-brand">{name}</span>!
    </h2>
  );
}
