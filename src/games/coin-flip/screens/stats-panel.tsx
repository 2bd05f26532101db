import { Info } from "lucide-react";
import { type CoinState, FACE_LABELS, FAIR_NOTE, type Streak } from "../rules";

const streakText = (s: Streak | null) => (s ? `${s.length}× ${FACE_LABELS[s.face]}` : "—");

/** Streaks, totals, the honest 50/50 note and the last 20 flips with who drank. */
export function StatsPanel({ state, noAlcohol }: { state: CoinState; noAlcohol: boolean }) {
  const drank = noAlcohol ? "pagaram prenda" : "beberam";
  return (
    <section className="grid gap-4" aria-labelledby="coin-stats-title">
      <h2 id="coin-stats-title" className="sr-only">
        Estatísticas
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-center" data-testid="streaks">
        <Stat label="Sequência atual" value={streakText(state.current)} />
        <Stat label="Maior sequência" value={streakText(state.longest)} />
        <Stat label="Cara × Coroa" value={`${state.totals.cara} × ${state.totals.coroa}`} />
      </dl>
      <p className="flex gap-2 rounded-2xl border border-line bg-surface p-3 text-sm text-muted">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
        {FAIR_NOTE}
      </p>
      {state.history.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-bold">Últimas jogadas</h3>
          <ol className="grid gap-1" aria-label="Histórico de jogadas" data-testid="history">
            {state.history.map((h) => (
              <li
                key={h.n}
                className="flex items-baseline gap-2 rounded-xl bg-surface px-3 py-2 text-sm"
              >
                <span className="w-8 shrink-0 text-muted tabular-nums">#{h.n}</span>
                <span
                  className={`w-14 shrink-0 font-bold ${h.result === "cara" ? "text-brand" : "text-accent"}`}
                >
                  {FACE_LABELS[h.result]}
                </span>
                <span className="min-w-0 flex-1 truncate">
                  {h.drinkers.length ? `${drank}: ${h.drinkers.join(", ")}` : "ninguém errou"}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid content-start gap-1 rounded-2xl bg-surface-2 p-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-black tabular-nums">{value}</dd>
    </div>
  );
}
