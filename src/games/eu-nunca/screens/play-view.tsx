import { ArrowRight, Check, SkipForward } from "lucide-react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { ActionBar } from "../../kit/action-bar";
import {
  type Action,
  alive,
  type EuNuncaState,
  type EuNuncaView,
  instruction,
  isDecided,
  withPlayers,
} from "../logic";
import { roundLines } from "../summary";
import { CardProgress } from "./card-progress";
import { PlayerGrid } from "./player-grid";
import { RoundSummary } from "./round-summary";
import { StatementCard } from "./statement-card";

/** The label of the main button, which stays the same element so the keyboard focus stays on it. */
function mainLabel(s: EuNuncaState): string {
  const last = s.cursor >= s.deck.length - 1;
  if (withPlayers(s) && s.phase === "marking") return "Confirmar";
  if (isDecided(s)) return "Ver resultado";
  return last ? "Terminar" : "Próxima";
}

/** One card on the table: progress, the statement, the players' toggles and the actions. */
export function PlayView({
  state,
  drinkMode,
  onAction,
}: {
  state: EuNuncaView;
  drinkMode: DrinkMode;
  onAction(action: Action): void;
}) {
  // The view's card: the game's own statements and a custom deck's alike.
  const card = state.card;
  if (!card) return null;
  const id = card.id;
  const players = withPlayers(state);
  const marking = state.phase === "marking";
  const summary = state.round ? roundLines(state.players, state.round, drinkMode) : null;
  const number = state.cursor + 1;
  const markedCount = state.marked.length;
  const announcement = summary
    ? `${summary.title} ${summary.lines.join(" ")}`
    : `Carta ${number} de ${state.deck.length}, ${card.category.name}: ${card.text}`;

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <CardProgress
        number={number}
        total={state.deck.length}
        onEnd={players ? undefined : () => onAction({ type: "end" })}
      />
      <StatementCard
        key={id}
        cardId={id}
        text={card.text}
        category={card.category}
        instruction={instruction(drinkMode, players)}
      />
      {summary && <RoundSummary title={summary.title} lines={summary.lines} />}
      {players && (
        <PlayerGrid
          players={state.players}
          maxLives={state.maxLives}
          marked={state.marked}
          round={state.round}
          onToggle={(playerId) => onAction({ type: "toggle", id: playerId })}
        />
      )}
      <ActionBar>
        {players && marking && (
          <p className="text-center text-sm text-muted short:hidden" aria-hidden>
            {markedCount === 0
              ? `Ninguém marcado (${alive(state).length} no jogo)`
              : `${markedCount} ${markedCount === 1 ? "já fez" : "já fizeram"}`}
          </p>
        )}
        <Button
          className="min-h-16 text-lg short:min-h-14"
          onClick={() => onAction(players && marking ? { type: "confirm" } : { type: "next" })}
        >
          {players && marking ? (
            <Check aria-hidden className="size-5" />
          ) : (
            <ArrowRight aria-hidden className="size-5" />
          )}
          {mainLabel(state)}
        </Button>
        {players && marking && (
          <Button variant="ghost" onClick={() => onAction({ type: "skip" })}>
            <SkipForward aria-hidden className="size-5" /> Pular carta
          </Button>
        )}
      </ActionBar>
    </>
  );
}
