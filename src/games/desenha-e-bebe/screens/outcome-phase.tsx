import { GlassWater, PartyPopper, Timer } from "lucide-react";
import { useEffect, useRef } from "react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { buttonClass } from "../../../ui/button";
import type { Drawing } from "../drawing";
import { drawingPicture } from "../drawing-svg";
import { currentTeam, drinkText, type GameState } from "../rules";
import { CATEGORY_LABELS, DIFFICULTY_LABELS, displayWord, type Word } from "../words";
import { DrawingPicture } from "./drawing-picture";
import { Scoreboard } from "./scoreboard";
import "../styles.css";

const titles = {
  acertaram: { text: "Acertaram!", Icon: PartyPopper, color: "text-ok" },
  "nao-acertaram": { text: "Não acertaram", Icon: GlassWater, color: "text-accent" },
  tempo: { text: "Tempo esgotado!", Icon: Timer, color: "text-danger" },
} as const;

/** The round's result for everyone: the drawing, the word, the point or the sips, the score, next team. */
export function OutcomePhase({
  game,
  lastWord: word,
  drawing,
  drinkMode,
  onNext,
}: {
  game: GameState;
  /** The round's word (the view's lastWord): its own or a custom deck's. */
  lastWord: Word | null;
  /** The round's finished drawing (blank in mime mode: nothing shows). */
  drawing: Drawing;
  drinkMode: DrinkMode;
  onNext(): void;
}) {
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), []);
  const last = game.last;
  const team = game.teams.find((t) => t.id === last?.teamId);
  if (!last || !team) return null;
  const { text, Icon, color } = titles[last.outcome];
  // Sideways classes apply only with a drawing to put beside the verdict.
  const side = (classes: string) => (drawingPicture(drawing) ? classes : "");

  return (
    <section className="card-in grid gap-5" aria-labelledby="outcome-title" data-testid="outcome">
      {/* Sideways, the drawing stands left of the verdict so the next button stays near. */}
      <div
        className={`grid justify-items-center gap-3 rounded-3xl border border-line bg-gradient-to-br from-surface-2 to-surface p-6 text-center ${side("[@media(orientation:landscape)_and_(max-height:32rem)]:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] [@media(orientation:landscape)_and_(max-height:32rem)]:items-center [@media(orientation:landscape)_and_(max-height:32rem)]:p-4")}`}
      >
        <Icon
          aria-hidden
          className={`size-14 ${color} ${side("[@media(orientation:landscape)_and_(max-height:32rem)]:hidden")}`}
        />
        <h2
          id="outcome-title"
          className={`text-3xl font-black ${color} ${side("[@media(orientation:landscape)_and_(max-height:32rem)]:col-start-2")}`}
        >
          {text}
        </h2>
        <DrawingPicture
          drawing={drawing}
          className="max-h-[22vh] w-full [@media(orientation:landscape)_and_(max-height:32rem)]:col-start-1 [@media(orientation:landscape)_and_(max-height:32rem)]:row-span-3 [@media(orientation:landscape)_and_(max-height:32rem)]:row-start-1 [@media(orientation:landscape)_and_(max-height:32rem)]:max-h-[60vh]"
        />
        {word && (
          <p
            className={`grid gap-1 ${side("[@media(orientation:landscape)_and_(max-height:32rem)]:col-start-2")}`}
          >
            <span className="text-sm text-muted">A palavra era</span>
            <span
              className="text-3xl font-black text-balance [overflow-wrap:anywhere]"
              data-testid="last-word"
            >
              {displayWord(word.text)}
            </span>
            <span className="text-xs text-muted [overflow-wrap:anywhere]">
              {word.deckName ?? CATEGORY_LABELS[word.category]} ·{" "}
              {DIFFICULTY_LABELS[word.difficulty]}
            </span>
          </p>
        )}
        <p
          className={`text-lg font-bold ${side("[@media(orientation:landscape)_and_(max-height:32rem)]:col-start-2")}`}
          data-testid="verdict"
        >
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
