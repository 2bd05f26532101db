import { Layers, Shuffle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../../ui/button";
import type { SuecaView } from "../logic";
import { inForce } from "../tracker";

/** The pile is over: what happened in the round, and a new shuffle. */
export function SummaryPhase({
  view,
  onReshuffle,
  onSetup,
  onExit,
}: {
  view: SuecaView;
  onReshuffle(): void;
  onSetup(): void;
  onExit(): void;
}) {
  const { tracker, round } = view;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const stats = [
    {
      id: "drawn",
      label: view.cardsDrawn === 1 ? "carta tirada" : "cartas tiradas",
      value: view.cardsDrawn,
    },
    {
      id: "created",
      label: view.rulesCreated === 1 ? "regra criada" : "regras criadas",
      value: view.rulesCreated,
    },
    { id: "in-force", label: "em vigor", value: inForce(tracker) },
  ];

  return (
    <section className="grid gap-6" aria-labelledby="sueca-summary" data-testid="summary">
      <div className="grid justify-items-center gap-2 text-center" aria-live="assertive">
        <Layers aria-hidden className="size-12 text-brand motion-safe:animate-bounce" />
        <h2 id="sueca-summary" ref={heading} tabIndex={-1} className="text-3xl font-black">
          Fim do baralho!
        </h2>
        <p className="text-muted">
          {round > 1 ? `${round}º baralho da noite. ` : ""}Hora de embaralhar de novo.
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {stats.map((s) => (
          <div
            key={s.id}
            data-testid={`stat-${s.id}`}
            className="grid rounded-2xl border border-line bg-surface p-3 text-center"
          >
            <dt className="order-2 text-xs text-muted">{s.label}</dt>
            <dd className="text-3xl font-black text-brand tabular-nums">{s.value}</dd>
          </div>
        ))}
      </dl>
      {inForce(tracker) > 0 && (
        <p className="text-center text-sm text-muted">
          As regras em vigor continuam no próximo baralho; dá para apagá-las durante o jogo.
        </p>
      )}
      <div className="grid gap-3">
        <Button className="min-h-16 text-lg" onClick={onReshuffle}>
          <Shuffle aria-hidden className="size-5" /> Embaralhar de novo
        </Button>
        <Button variant="secondary" onClick={onSetup}>
          Mudar regras ou jogadores
        </Button>
        <Button variant="ghost" onClick={onExit}>
          Escolher outro jogo
        </Button>
      </div>
    </section>
  );
}
