import { Hourglass, Play } from "lucide-react";
import { buttonClass } from "../../../ui/button";
import type { RoundsView } from "../logic";
import { explainer } from "../play";
import { ROUNDS } from "../rounds";
import { teamLabel } from "../teams";
import { remainingMs } from "../timer";
import { ScoreStrip } from "./score-strip";
import { teamColour } from "./team-colours";
import { useFocusOnMount } from "./use-focus-on-mount";

/** Whose turn it is and who explains; the phone goes to them before the clock starts. */
export function TurnReady({ state, onStart }: { state: RoundsView; onStart(): void }) {
  const start = useFocusOnMount<HTMLButtonElement>();
  const team = state.teams[state.team];
  const label = teamLabel(team?.name ?? "");
  const colour = teamColour(team?.name ?? "", state.team);
  const who = explainer(state);
  const seconds = Math.ceil((state.carried ? remainingMs(state.clock, 0) : state.turnMs) / 1000);
  const left = state.left;

  return (
    <section className="grid content-center gap-5 text-center" aria-labelledby="qmn-ready-title">
      <p className="text-sm font-bold text-muted">
        Rodada {state.round + 1}: {ROUNDS[state.round]?.title}
      </p>
      <h2 id="qmn-ready-title" className="grid gap-1 text-balance" data-testid="turn">
        <span className={`text-2xl font-black ${colour.text}`}>Vez do {label}:</span>
        <span className="text-lg">
          quem explica é <strong className="block text-4xl font-black text-brand">{who}</strong>
        </span>
      </h2>
      <p className="text-muted text-balance">
        Passe o celular para {who}. Só quem explica olha a tela; o resto do {label} adivinha.
      </p>
      {state.carried && (
        <p className="inline-flex items-center justify-center gap-2 rounded-2xl border border-brand bg-surface-2 p-3 font-semibold">
          <Hourglass aria-hidden className="size-5 shrink-0 text-brand" />
          Continua com os {seconds} s que sobraram da rodada passada.
        </p>
      )}
      <p className="text-sm text-muted">
        {left} {left === 1 ? "nome" : "nomes"} no pote · {seconds} s
      </p>
      <button
        ref={start}
        type="button"
        onClick={onStart}
        className={buttonClass("primary", "min-h-16 text-xl")}
      >
        <Play aria-hidden className="size-6" /> Começar a vez
      </button>
      <ScoreStrip state={state} />
    </section>
  );
}
