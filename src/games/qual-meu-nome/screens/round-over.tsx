import { ArrowRight, Hourglass } from "lucide-react";
import { buttonClass } from "../../../ui/button";
import type { RoundsView } from "../logic";
import { roundScores } from "../play";
import { ROUNDS } from "../rounds";
import { joinTeams, standings } from "../standings";
import { teamLabel } from "../teams";
import { remainingMs } from "../timer";
import { ScoreTable } from "./score-table";
import { useFocusOnMount } from "./use-focus-on-mount";
// A part loaded on its own: it brings the game's stylesheet (decision 043).
import "../styles.css";

/** The pool is empty: the round's scoreboard, then the same names again in the next round. */
/** `onNext` none: a room's board, nothing to press. */
export function RoundOver({ state, onNext }: { state: RoundsView; onNext?(): void }) {
  const next = useFocusOnMount<HTMLButtonElement>();
  const { winners } = standings(roundScores(state, state.round));
  const following = ROUNDS[state.round + 1];
  const carried = Math.ceil(remainingMs(state.clock, 0) / 1000);

  return (
    <section className="grid content-center gap-5" aria-labelledby="qmn-round-over">
      <div className="text-center">
        <h2 id="qmn-round-over" className="text-3xl font-black">
          Fim da rodada {state.round + 1}!
        </h2>
        <p className="text-muted">O pote esvaziou.</p>
      </div>
      <ScoreTable state={state} rounds={state.round + 1} />
      <p className="text-center text-lg font-semibold">
        {winners.length === 1
          ? `${joinTeams(state, winners)} levou esta rodada.`
          : "Esta rodada deu empate."}
      </p>
      {state.carried && (
        <p className="flex items-center gap-2 rounded-2xl border border-brand bg-surface-2 p-3 text-sm">
          <Hourglass aria-hidden className="size-5 shrink-0 text-brand" />
          {teamLabel(state.teams[state.team]?.name ?? "")} começa a próxima rodada com os {carried}{" "}
          s que sobraram.
        </p>
      )}
      {following && onNext && (
        <button
          ref={next}
          type="button"
          onClick={onNext}
          className={buttonClass("primary", "min-h-14 text-lg")}
        >
          Rodada {state.round + 2}: {following.title} <ArrowRight aria-hidden className="size-5" />
        </button>
      )}
    </section>
  );
}
