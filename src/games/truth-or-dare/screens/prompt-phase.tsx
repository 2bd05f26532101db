import {
  Beer,
  Check,
  Flame,
  Gift,
  Layers,
  MessageCircleQuestionMark,
  SkipForward,
} from "lucide-react";
import { useEffect, useId, useRef } from "react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { buttonClass } from "../../../ui/button";
import { ActionBar } from "../../kit/action-bar";
import {
  ADULT_LEVEL,
  type CardDeck,
  COMPLETE_POINTS,
  KIND_LABELS,
  type Kind,
  LEVEL_LABELS,
  type Level,
  type Outcome,
} from "../logic";

const kindStyle: Record<Kind, { badge: string; border: string }> = {
  truth: { badge: "bg-cyan-300 text-night", border: "border-cyan-300/70" },
  dare: { badge: "bg-accent text-night", border: "border-accent/70" },
};

const levelStyle: Record<Level, string> = {
  leve: "bg-emerald-300 text-night",
  medio: "bg-brand text-brand-ink",
  picante: "bg-red-800 text-white",
};

/** A custom deck's card: the deck's name (long names wrap) where a level would be. */
export function DeckBadge({ deck }: { deck: CardDeck }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-night/60 px-3 py-1 text-brand">
      <Layers aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 [overflow-wrap:anywhere]">{deck.name}</span>
      {deck.adult && (
        <span className="shrink-0 rounded bg-red-800 px-1.5 text-xs text-white">+18</span>
      )}
    </span>
  );
}

/** The drawn card (kind, level or custom deck, text with real names) and the three answers. */
export function PromptPhase({
  promptKey,
  kind,
  level,
  deck = null,
  text,
  drinkMode,
  focusOnMount,
  onAnswer,
  onSkip,
}: {
  /** Changes with every card drawn, so each new card plays the entrance animation. */
  promptKey: string;
  kind: Kind;
  level: Level;
  /** A custom deck's card: the deck's name shows instead of the level. */
  deck?: CardDeck | null;
  text: string;
  drinkMode: DrinkMode;
  focusOnMount: boolean;
  onAnswer(outcome: Outcome): void;
  onSkip(): void;
}) {
  const done = useRef<HTMLButtonElement>(null);
  const skipHint = useId();
  useEffect(() => {
    if (focusOnMount) done.current?.focus();
  }, [focusOnMount]);

  const KindIcon = kind === "truth" ? MessageCircleQuestionMark : Flame;
  const noAlcohol = drinkMode === "sem-alcool";
  const RefuseIcon = noAlcohol ? Gift : Beer;

  return (
    <>
      <article
        key={promptKey}
        data-testid="prompt"
        aria-label={`${KIND_LABELS[kind]}, ${deck ? `baralho ${deck.name}` : `nível ${LEVEL_LABELS[level]}`}`}
        className={`card-in grid content-center gap-5 rounded-3xl border-2 bg-gradient-to-br from-surface-2 to-surface p-6 text-center shadow-xl short:gap-3 short:p-4 ${kindStyle[kind].border}`}
      >
        <p className="flex flex-wrap justify-center gap-2 text-sm font-bold">
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 ${kindStyle[kind].badge}`}
          >
            <KindIcon aria-hidden className="size-4" /> {KIND_LABELS[kind]}
          </span>
          {deck ? (
            <DeckBadge deck={deck} />
          ) : (
            <span
              className={`inline-flex items-center rounded-full px-3 py-1 ${levelStyle[level]}`}
            >
              {LEVEL_LABELS[level]}
              {level === ADULT_LEVEL && " +18"}
            </span>
          )}
        </p>
        <p className="text-2xl leading-snug font-bold text-balance [overflow-wrap:anywhere] short:text-xl">
          {text}
        </p>
      </article>
      <ActionBar>
        <div className="grid gap-3 sm:grid-cols-2">
          <button
            ref={done}
            type="button"
            onClick={() => onAnswer("cumpriu")}
            className={buttonClass("primary", "min-h-16 text-lg")}
          >
            <Check aria-hidden className="size-5" />
            Cumpriu +{COMPLETE_POINTS}
          </button>
          <button
            type="button"
            onClick={() => onAnswer("recusou")}
            className={buttonClass("secondary", "min-h-16 text-lg")}
          >
            <RefuseIcon aria-hidden className="size-5" />
            {noAlcohol ? "Recusou (prenda)" : "Recusou (bebe)"}
          </button>
        </div>
        <button
          type="button"
          onClick={onSkip}
          aria-describedby={skipHint}
          className={buttonClass("ghost")}
        >
          <SkipForward aria-hidden className="size-5" />
          Pular
        </button>
        <p id={skipHint} className="-mt-2 text-center text-xs text-muted">
          Troca por {kind === "truth" ? "outra verdade" : "outro desafio"}; a vez continua sua.
        </p>
      </ActionBar>
    </>
  );
}
