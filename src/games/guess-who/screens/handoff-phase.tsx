import { ArrowDown, ArrowUp, Smartphone } from "lucide-react";
import { useEffect, useId } from "react";
import { Button } from "../../../ui/button";

export interface ScoreLine {
  id: string;
  name: string;
  guessed: number;
  played: boolean;
  current: boolean;
}

/** 'Passe o celular para …': the next player takes the phone and starts when ready. */
export function HandoffPhase({
  name,
  turn,
  total,
  seconds,
  tilt,
  sensorDenied,
  scores,
  round = null,
  onReady,
}: {
  name: string;
  /** "Rodada 2 de 3" when the game has more than one round. */
  round?: string | null;
  turn: number;
  total: number;
  seconds: number;
  tilt: boolean;
  sensorDenied: boolean;
  scores: readonly ScoreLine[];
  onReady(): void;
}) {
  const readyId = useId();
  // Keyboard players start the turn with Enter right away.
  useEffect(() => document.getElementById(readyId)?.focus({ preventScroll: true }), [readyId]);
  const someonePlayed = scores.some((s) => s.played);
  return (
    <section className="grid gap-6 text-center" aria-labelledby="handoff-title">
      <p className="text-sm font-semibold text-muted">
        {round && `${round} · `}Vez {turn} de {total} · {seconds} segundos
      </p>
      <Smartphone aria-hidden className="mx-auto size-14 rotate-90 text-brand" />
      <h2 id="handoff-title" className="text-3xl font-black text-balance">
        Passe o celular para <span className="text-brand">{name}</span>
      </h2>
      <div className="grid gap-3 rounded-3xl border border-line bg-surface p-5 text-left">
        <p>Segure o celular deitado na testa, com a tela virada para a galera.</p>
        {tilt && !sensorDenied ? (
          <ul className="grid gap-2 font-semibold">
            <li className="flex items-center gap-3">
              <ArrowDown aria-hidden className="size-6 shrink-0 text-ok" /> Incline para baixo:
              acertou
            </li>
            <li className="flex items-center gap-3">
              <ArrowUp aria-hidden className="size-6 shrink-0 text-brand" /> Incline para cima:
              passou
            </li>
          </ul>
        ) : (
          <p className="font-semibold">
            {sensorDenied ? "Sem acesso ao sensor: " : ""}a galera toca em “Acertou” ou “Passou”.
          </p>
        )}
      </div>
      <Button id={readyId} className="min-h-16 text-xl" onClick={onReady}>
        Estou pronto!
      </Button>
      {someonePlayed && (
        <ul className="grid gap-1 rounded-2xl bg-surface-2 p-3 text-left" aria-label="Placar">
          {scores.map((s) => (
            <li key={s.id} className="flex justify-between gap-3">
              <span className="truncate">{s.name}</span>
              <span className="tabular-nums text-muted">
                {s.played
                  ? `${s.guessed} ${s.guessed === 1 ? "acerto" : "acertos"}`
                  : "falta jogar"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
