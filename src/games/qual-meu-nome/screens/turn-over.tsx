import { AlarmClock, ArrowRight } from "lucide-react";
import { buttonClass } from "../../../ui/button";
import type { RoundsView } from "../logic";
import { teamLabel } from "../teams";
import { ScoreStrip } from "./score-strip";
import { useFocusOnMount } from "./use-focus-on-mount";

/** Time's up: what the team got this turn, then the phone goes to the next team. */
/** `onNext` none: a room's board, nothing to press. */
export function TurnOver({ state, onNext }: { state: RoundsView; onNext?(): void }) {
  const next = useFocusOnMount<HTMLButtonElement>();
  const label = teamLabel(state.teams[state.team]?.name ?? "");
  const nextLabel = teamLabel(state.teams[(state.team + 1) % state.teams.length]?.name ?? "");
  const got = state.turnGuessed.length;
  const left = state.left;

  return (
    <section className="grid content-center gap-5 text-center" aria-labelledby="qmn-timeup">
      <AlarmClock aria-hidden className="mx-auto size-14 text-danger" />
      <h2 id="qmn-timeup" className="text-4xl font-black">
        Tempo esgotado!
      </h2>
      <p className="text-xl">
        {label} acertou <strong className="text-brand">{got}</strong> {got === 1 ? "nome" : "nomes"}{" "}
        nesta vez.
      </p>
      {got > 0 && (
        <ul className="flex flex-wrap justify-center gap-2" aria-label="Acertos da vez">
          {state.turnGuessed.map((n) => (
            <li key={n} className="rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold">
              {n}
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted">
        Ainda {left === 1 ? "falta 1 nome" : `faltam ${left} nomes`} no pote nesta rodada.
      </p>
      {onNext && (
        <button
          ref={next}
          type="button"
          onClick={onNext}
          className={buttonClass("primary", "min-h-14 text-lg")}
        >
          Próxima vez: {nextLabel} <ArrowRight aria-hidden className="size-5" />
        </button>
      )}
      <ScoreStrip state={state} />
    </section>
  );
}
