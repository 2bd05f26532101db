import { Check, Flag, GlassWater, SkipForward } from "lucide-react";
import { useState } from "react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { ActionBar } from "../../kit/action-bar";
import { drinkDoneLabel, fillPlaceholders, promptText } from "../../kit/prompt";
import { TurnBar } from "../../kit/turn-bar";
import { type CardsView, cardInstruction, type Outcome, outcomesFor } from "../logic";
import { ActiveRules } from "./active-rules";
import { kindStyles } from "./card-kinds";
import { LoserPicker } from "./loser-picker";
import { SwipeCard } from "./swipe-card";

const big = "min-h-16 text-lg short:min-h-14";

/** One turn on screen: whose turn, the card (swipeable), its answers, the rules in force. */
export function CardsPlay({
  view,
  drinkMode,
  onAnswer,
  onSkip,
  onEnd,
}: {
  view: CardsView;
  drinkMode: DrinkMode;
  onAnswer(outcome: Outcome, loserId?: string): void;
  onSkip(): void;
  onEnd(): void;
}) {
  const [confirmEnd, setConfirmEnd] = useState(false);
  // On a mini-jogo, the loser the group marks (none yet: nobody scores).
  const [loser, setLoser] = useState<{ key: string; id: string } | null>(null);
  const loserId = loser?.key === view.cardKey ? loser.id : undefined;
  const { card, cardCount, cardsPlayed } = view;
  if (!card) return null;
  const look = kindStyles[card.kind];
  const text = fillPlaceholders(promptText(card, drinkMode), view.names);
  const instruction = cardInstruction(card, drinkMode);
  const outcomes = outcomesFor(card.kind);
  const forward = outcomes.includes("cumpriu") ? "cumpriu" : "proxima";
  const forwardLabel = forward === "cumpriu" ? "Cumpriu" : "Próxima";
  const number = cardsPlayed + 1;

  return (
    <>
      <TurnBar list={view.list} />
      <p role="status" className="sr-only">
        Carta {number} de {cardCount}, {look.label}: {text} {instruction}
      </p>

      <div className="flex items-center gap-3">
        <div className="grid flex-1 gap-1">
          <p className="text-sm text-muted tabular-nums">
            Carta {number} de {cardCount}
          </p>
          <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-surface-2">
            <div
              className="h-full rounded-full bg-brand transition-[width]"
              style={{ width: `${(cardsPlayed / cardCount) * 100}%` }}
            />
          </div>
        </div>
        <Button
          variant="ghost"
          className="min-h-11 px-3 text-sm text-muted"
          onClick={() => setConfirmEnd(true)}
        >
          <Flag aria-hidden className="size-4" /> Encerrar
        </Button>
      </div>

      <SwipeCard
        key={view.cardKey}
        data-testid="card"
        data-kind={card.kind}
        rightLabel={forwardLabel}
        leftLabel="Pular"
        onSwipeRight={() => onAnswer(forward, loserId)}
        onSwipeLeft={onSkip}
        className={`card-in grid min-h-72 content-center gap-5 rounded-3xl border-2 bg-linear-to-br via-surface-2 to-surface p-6 text-center shadow-xl short:min-h-0 short:gap-3 short:p-4 ${look.card}`}
      >
        <p
          className={`mx-auto inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-bold ${look.badge}`}
        >
          <look.Icon aria-hidden className="size-4" /> {look.label}
        </p>
        <p className="text-2xl leading-snug font-bold text-balance short:text-xl">{text}</p>
        <p className="text-sm text-muted">{instruction}</p>
      </SwipeCard>
      <p aria-hidden className="-mt-2 text-center text-xs text-muted">
        Arraste a carta: → {forwardLabel} · ← Pular
      </p>

      <ActionBar>
        {card.kind === "mini-jogo" && (
          <LoserPicker
            players={view.list.players}
            chosen={loserId}
            onChoose={(id) => setLoser(id ? { key: view.cardKey, id } : null)}
          />
        )}
        {forward === "cumpriu" ? (
          <div className="grid grid-cols-2 gap-3">
            <Button className={big} onClick={() => onAnswer("cumpriu")}>
              <Check aria-hidden className="size-5" /> Cumpriu
            </Button>
            <Button variant="secondary" className={big} onClick={() => onAnswer("bebeu")}>
              <GlassWater aria-hidden className="size-5" />{" "}
              {drinkDoneLabel(text, drinkMode, "gole")}
            </Button>
          </div>
        ) : (
          <Button className={big} onClick={() => onAnswer("proxima", loserId)}>
            <Check aria-hidden className="size-5" /> Próxima
          </Button>
        )}
        <Button variant="ghost" onClick={onSkip}>
          <SkipForward aria-hidden className="size-5" /> Pular
        </Button>
      </ActionBar>

      <ActiveRules
        rules={view.activeRules}
        players={view.list.players}
        drinkMode={drinkMode}
        currentCardId={card.id}
      />

      <Dialog
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        title="Encerrar a partida?"
        description={`Faltam ${cardCount - cardsPlayed} ${cardCount - cardsPlayed === 1 ? "carta" : "cartas"}. O placar fica como está e sai o resultado.`}
      >
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setConfirmEnd(false)}>
            Continuar jogando
          </Button>
          <Button
            onClick={() => {
              setConfirmEnd(false);
              onEnd();
            }}
          >
            Encerrar agora
          </Button>
        </div>
      </Dialog>
    </>
  );
}
