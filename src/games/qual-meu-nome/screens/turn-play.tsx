import { Check, Pause, Play, SkipForward } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClass } from "../../../ui/button";
import type { RoundsView } from "../logic";
import { explainer, isPaused } from "../play";
import { ROUNDS } from "../rounds";
import { teamLabel } from "../teams";
import { teamColour } from "./team-colours";
import { useTurnClock } from "./use-turn-clock";

/** The turn itself (the game's clock, read against this phone's time): the clock, one name at a time in big letters, 'Acertou' and 'Passar'. */
export function TurnPlay({
  state,
  onGuess,
  onPass,
  onPause,
  onResume,
  onTimeUp,
  onSecond,
}: {
  state: RoundsView;
  onGuess(): void;
  onPass(): void;
  onPause(): void;
  onResume(): void;
  onTimeUp(): void;
  onSecond(seconds: number): void;
}) {
  const { seconds, bar } = useTurnClock({ clock: state.clock, onUp: onTimeUp, onSecond });
  const guessRef = useRef<HTMLButtonElement>(null);
  const resumeRef = useRef<HTMLButtonElement>(null);
  const team = state.teams[state.team];
  const colour = teamColour(team?.name ?? "", state.team);
  const paused = isPaused(state);
  // The keyboard stays on the main action as it swaps between 'Acertou' and 'Continuar'.
  useEffect(() => {
    (paused ? resumeRef : guessRef).current?.focus();
  }, [paused]);
  const round = ROUNDS[state.round];
  const name = state.current ?? "";
  const left = state.left;
  const hurry = seconds <= 5;

  return (
    <section className="grid grid-rows-[auto_1fr_auto] gap-4" aria-label="Vez em andamento">
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <p className="min-w-0 text-sm">
            <span className={`block truncate font-black ${colour.text}`}>
              {teamLabel(team?.name ?? "")}
            </span>
            <span className="block truncate text-muted">
              {explainer(state)} explica · {round?.title}
            </span>
          </p>
          <p
            role="timer"
            aria-label={`${seconds} segundos`}
            className={`text-5xl font-black tabular-nums ${hurry ? "text-danger" : "text-ink"}`}
          >
            {seconds}
          </p>
        </div>
        <div className="h-3 overflow-hidden rounded-full bg-surface-2" aria-hidden>
          <div
            ref={bar}
            className={`h-full origin-left rounded-full will-change-transform ${hurry ? "bg-danger" : "bg-brand"}`}
          />
        </div>
        <p className="flex justify-between text-sm text-muted">
          <span>
            {left} {left === 1 ? "nome" : "nomes"} no pote
          </span>
          <span data-testid="turn-score">+{state.turnGuessed.length} nesta vez</span>
        </p>
      </div>

      <div
        data-testid="name-card"
        className={`grid place-items-center rounded-3xl border-2 bg-gradient-to-br from-surface-2 to-surface p-5 text-center shadow-xl ${colour.border}`}
      >
        {paused ? (
          <p className="text-2xl font-bold text-muted">Pausado. O nome fica escondido.</p>
        ) : (
          <p
            key={name}
            className={`card-in font-black break-words text-balance ${name.length > 18 ? "text-4xl" : "text-5xl"}`}
          >
            {name}
          </p>
        )}
      </div>

      <div className="grid gap-3 pb-[env(safe-area-inset-bottom)]">
        {paused ? (
          <button
            ref={resumeRef}
            type="button"
            onClick={onResume}
            className={buttonClass("primary", "min-h-20 text-2xl")}
          >
            <Play aria-hidden className="size-7" /> Continuar
          </button>
        ) : (
          <button
            ref={guessRef}
            type="button"
            onClick={onGuess}
            className="inline-flex min-h-20 items-center justify-center gap-2 rounded-2xl bg-ok px-5 py-3 text-2xl font-black text-night transition hover:brightness-110 active:scale-[0.98]"
          >
            <Check aria-hidden className="size-7" /> Acertou
          </button>
        )}
        <div className={`grid gap-3 ${round?.passes && !paused ? "grid-cols-2" : ""}`}>
          {round?.passes && !paused && (
            <button
              type="button"
              onClick={onPass}
              disabled={!state.passable}
              className={buttonClass("secondary", "min-h-14 text-lg")}
            >
              <SkipForward aria-hidden className="size-5" /> Passar
            </button>
          )}
          {!paused && (
            <button type="button" onClick={onPause} className={buttonClass("ghost", "min-h-14")}>
              <Pause aria-hidden className="size-5" /> Pausar
            </button>
          )}
        </div>
        <p className="text-center text-xs text-muted">
          {!round?.passes
            ? "Na rodada 1 não dá para passar."
            : !state.passable && !paused
              ? "É o último nome do pote: não dá para passar."
              : "Passou? O nome volta para o pote."}
        </p>
      </div>
    </section>
  );
}
