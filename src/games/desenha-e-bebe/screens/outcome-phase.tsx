import { GlassWater, PartyPopper, Timer } from "lucide-react";
import { useEffect, useRef } from "react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { buttonClass } from "../../../ui/button";
import type { Drawing } from "../drawing";
import { currentTeam, drinkText, type GameState } from "../rules";
import { CATEGORY_LABELS, DIFFICULTY_LABELS, displayWord, wordById } from "../words";
import { DrawingPicture } from "./drawing-picture";
import { Scoreboard } from "./scoreboard";

const titles = {
  acertaram: { text: "Acertaram!", Icon: PartyPopper, color: "text-ok" },
  "nao-acertaram": { text: "Não acertaram", Icon: GlassWater, color: "text-accent" },
  tempo: { text: "Tempo esgotado!", Icon: Timer, color: "text-danger" },
} as const;

/** The round's result for everyone: the drawing, the word, the point or the sips, the score, next team. */
export function OutcomePhase({
  game,
  drawing,
  drinkMode,
  onNext,
}: {
  game: GameState;
  /** The round's finished drawing (blank in mime mode: nothing shows). */
  drawing: Drawing;
  drinkMode: DrinkMode;
  onNext(): void;
}) {
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), []);
  const last = game.last;
  const team = game.teams.find((t) => t.id === last?.teamId);
  const word = last ? wordById(last.wordId) : null;
  if (!last || !team) return null;
  const { text, Icon, color } = titles[last.outcome];

  return (
    <section className="card-in grid gap-5" aria-labelledby="outcome-title" data-testid="outcome">
      <div className="grid justify-items-center gap-3 rounded-3xl border border-line bg-gradient-to-br from-surface-2 to-surface p-6 text-center">
        <Icon aria-hidden className={`size-14 ${color}`} />
        <h2 id="outcome-title" className={`text-3xl font-black ${color}`}>
          {text}
        </h2>
        <DrawingPicture drawing={drawing} className="max-h-[40vh] w-full" />
        {word && (
          <p className="grid gap-1">
            <span className="text-sm text-muted">A palavra era</span>
            <span className="text-3xl font-black text-balance" data-testid="last-word">
              {displayWord(word.text)}
            </span>
            <span className="text-xs text-muted">
              {CATEGORY_LABELS[word.category]} · {DIFFICULTY_LABELS[word.difficulty]}
            </span>
          </p>
        )}
        <p className="text-lg font-bold" data-testid="verdict">
          {last.points > 0
            ? `+1 ponto para o ${team.name}`
            : `${team.name} bebe ${drinkText(last.sips, drinkMode)}`}
        </p>
      </div>
      <Scoreboard game={game} />
      <button
        ref={next}
        type="button"
        onClick={onNext}
        className={buttonClass("primary", "min-h-14 text-lg")}
      >
        Próxima rodada: {currentTeam(game)?.name}
      </button>
    </section>
  );
}
