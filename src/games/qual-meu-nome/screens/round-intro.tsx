import { Play } from "lucide-react";
import { buttonClass } from "../../../ui/button";
import { ROUNDS } from "../rounds";
import { useFocusOnMount } from "./use-focus-on-mount";

/** 'Rodada 1: Descreva': what is allowed in the round about to start. */
export function RoundIntro({
  round,
  names,
  onBegin,
}: {
  round: number;
  names: number;
  /** None on a room's board: nothing to press. */
  onBegin?(): void;
}) {
  const start = useFocusOnMount<HTMLButtonElement>();
  const r = ROUNDS[round];
  if (!r) return null;
  return (
    <section className="grid content-center gap-5 text-center" aria-labelledby="qmn-round-title">
      <p className="mx-auto rounded-full bg-surface-2 px-4 py-1 text-sm font-bold text-muted">
        Rodada {round + 1} de {ROUNDS.length}
      </p>
      <h2 id="qmn-round-title" className="text-4xl font-black text-balance text-brand">
        Rodada {round + 1}: {r.title}
      </h2>
      <p className="text-xl font-semibold text-balance">{r.rule}</p>
      <ul className="grid gap-2 rounded-2xl border border-line bg-surface p-4 text-left text-muted">
        {r.tips.map((tip) => (
          <li key={tip} className="ml-5 list-disc">
            {tip}
          </li>
        ))}
        <li className="ml-5 list-disc">
          O pote tem {names} {names === 1 ? "nome" : "nomes"}. A rodada acaba quando ele esvaziar.
        </li>
      </ul>
      {onBegin && (
        <button
          ref={start}
          type="button"
          onClick={onBegin}
          className={buttonClass("primary", "min-h-14 text-lg")}
        >
          <Play aria-hidden className="size-5" /> Começar a rodada
        </button>
      )}
    </section>
  );
}
