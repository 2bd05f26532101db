import { Flame, MessageCircleQuestionMark, SlidersHorizontal } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useId, useRef } from "react";
import { Button } from "../../../ui/button";
import type { Kind } from "../logic";

/** The current player picks a truth or a dare: two huge, colourful buttons. */
export function ChoosePhase({
  playerName,
  maxPoints,
  finalRound = false,
  focusOnMount,
  onChoose,
  onAdjust,
}: {
  playerName: string;
  maxPoints: number;
  /** Someone reached the target: the turn goes round to the last player, then the game ends. */
  finalRound?: boolean;
  /** Set after a turn ends: the keyboard lands on 'Verdade' for the next player. */
  focusOnMount: boolean;
  onChoose(kind: Kind): void;
  onAdjust(): void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) first.current?.focus();
  }, [focusOnMount]);

  return (
    <>
      <section className="grid content-center gap-4" aria-labelledby="tod-choose-title">
        <h2 id="tod-choose-title" className="text-center text-xl font-bold text-balance">
          {playerName ? `${playerName}, verdade ou desafio?` : "Verdade ou desafio?"}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceButton
            ref={first}
            label="Verdade"
            hint="Responda com sinceridade"
            icon={<MessageCircleQuestionMark aria-hidden className="size-12" />}
            className="from-cyan-300 to-sky-500"
            onClick={() => onChoose("truth")}
          />
          <ChoiceButton
            label="Desafio"
            hint="Faça na frente de todo mundo"
            icon={<Flame aria-hidden className="size-12" />}
            className="from-accent to-orange-400"
            onClick={() => onChoose("dare")}
          />
        </div>
      </section>
      <div className="grid justify-items-center gap-1 pb-[env(safe-area-inset-bottom)]">
        <p className="text-sm text-muted">
          {finalRound
            ? "Última rodada: a vez vai até o último da lista"
            : `Meta: ${maxPoints} pontos`}
        </p>
        <Button variant="ghost" onClick={onAdjust} className="text-sm">
          <SlidersHorizontal aria-hidden className="size-4" /> Mudar jogadores ou níveis
        </Button>
      </div>
    </>
  );
}

function ChoiceButton({
  ref,
  label,
  hint,
  icon,
  className,
  onClick,
}: {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  hint: string;
  icon: ReactNode;
  className: string;
  onClick(): void;
}) {
  const hintId = useId();
  // A button covers the drawn card, named by the label and described by the hint; the card's
  // words stay out of it, so it holds no text its name leaves out (WCAG 2.5.3).
  return (
    <div
      className={`relative grid min-h-40 place-items-center content-center gap-2 rounded-3xl bg-gradient-to-br p-6 text-night shadow-xl transition has-[button:active]:scale-[0.97] has-[button:hover]:brightness-110 sm:min-h-56 ${className}`}
    >
      {icon}
      <span aria-hidden className="text-4xl font-black tracking-tight">
        {label}
      </span>
      <span id={hintId} aria-hidden className="text-sm font-semibold opacity-80">
        {hint}
      </span>
      <button
        ref={ref}
        type="button"
        aria-label={label}
        aria-describedby={hintId}
        onClick={onClick}
        className="absolute inset-0 rounded-3xl"
      />
    </div>
  );
}
