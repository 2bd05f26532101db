import { ArrowRight, Flag } from "lucide-react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { ActionBar } from "../../kit/action-bar";
import { revealInView } from "../../kit/in-view";
import { cardLabel, parseCard } from "../cards";
import { mentionsDrinking, pendingEffect, ruleOf, ruleText, type SuecaView } from "../logic";
import type { RuleEffect } from "../presets";
import { CardAction, PassNotice } from "./card-action";
import { FlipCard } from "./flip-card";

/** One card on screen: who drew it, what is left, the card, what it asks, and the next card. */
export function PlayPhase({
  view,
  drinkMode,
  onNext,
  onCardSubmit,
  onSkipAction,
}: {
  view: SuecaView;
  drinkMode: DrinkMode;
  onNext(): void;
  onCardSubmit(effect: RuleEffect, text: string): void;
  onSkipAction(): void;
}) {
  const card = parseCard(view.cardId);
  const rule = ruleOf(view.cardId, view.rules);
  if (!card || !rule) return null;
  const drawer = view.drawerName ?? "—";
  const text = ruleText(rule, drinkMode);
  const { cardsDrawn, cardsLeft, nextName } = view;
  const total = cardsDrawn + cardsLeft;
  const pending = pendingEffect(view);
  const last = cardsLeft === 0;
  const showPass = rule.effect === "banheiro" && view.tracker.bathroomPassId === view.drawerId;

  return (
    <>
      <p role="status" className="sr-only">
        Vez de {drawer}. {cardLabel(card)}: {rule.title}. {text}
      </p>
      <div className="flex items-end justify-between gap-3">
        <p data-testid="turn">
          <span className="block text-sm text-muted">Vez de</span>
          <span className="block truncate text-3xl font-black text-brand short:text-2xl">
            {drawer}
          </span>
        </p>
        <p className="shrink-0 text-right text-sm text-muted">
          <span
            className="block text-2xl font-black text-ink tabular-nums"
            data-testid="cards-left"
          >
            {cardsLeft}
          </span>
          {cardsLeft === 1 ? "carta restante" : "cartas restantes"}
        </p>
      </div>
      <div aria-hidden className="-mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2">
        <div
          className="h-full origin-left rounded-full bg-brand transition-transform"
          style={{ transform: `scaleX(${cardsDrawn / total})` }}
        />
      </div>

      <FlipCard
        key={`card:${view.round}:${view.cardId}`}
        card={card}
        title={rule.title}
        text={text}
      />
      {drinkMode === "sem-alcool" && mentionsDrinking(text) && (
        <p className="-mt-2 text-center text-xs text-muted">
          Sem álcool: onde diz beber, vale um gole de água ou uma prenda.
        </p>
      )}

      {pending && (
        // Scrolled above the sticky 'Próxima carta' bar: its own buttons are the action now.
        <div
          key={`action:${view.round}:${view.cardId}`}
          ref={revealInView}
          className="scroll-mb-40"
        >
          <CardAction
            effect={pending}
            drawerName={drawer}
            onSubmit={(t) => onCardSubmit(pending, t)}
            onSkip={onSkipAction}
          />
        </div>
      )}
      {showPass && <PassNotice holder={drawer} />}

      <ActionBar>
        <Button className="min-h-16 text-lg short:min-h-14" onClick={onNext}>
          {last ? (
            <>
              <Flag aria-hidden className="size-5" /> Ver resumo
            </>
          ) : (
            <>
              Próxima carta <ArrowRight aria-hidden className="size-5" />
            </>
          )}
        </Button>
        <p className="text-center text-sm text-muted">
          {last ? "Era a última carta do baralho." : `Depois, passe o celular para ${nextName}.`}
        </p>
      </ActionBar>
    </>
  );
}
