import { Check, SkipForward } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../ui/button";

/** After the time is up: what the player got right and what they passed. */
export function SummaryPhase({
  name,
  guessed,
  passed,
  lastWord,
  nextName,
  verdict = null,
  onNext,
}: {
  name: string;
  guessed: readonly string[];
  passed: readonly string[];
  lastWord: string;
  nextName: string | null;
  /** The round just closed: who guessed fewest in it and drinks. */
  verdict?: string | null;
  onNext(): void;
}) {
  const n = guessed.length;
  return (
    <section className="grid gap-5" aria-labelledby="summary-title">
      <div className="text-center">
        <p className="font-semibold text-brand">Tempo esgotado!</p>
        <h2 id="summary-title" className="text-3xl font-black text-balance">
          {name} acertou {n} {n === 1 ? "palavra" : "palavras"}
        </h2>
      </div>
      <WordList
        title="Acertadas"
        words={guessed}
        testId="guessed"
        icon={<Check aria-hidden className="size-5 text-ok" />}
      />
      <WordList
        title="Passadas"
        words={passed}
        testId="passed"
        icon={<SkipForward aria-hidden className="size-5 text-muted" />}
      />
      {lastWord && (
        <p className="text-center text-sm text-muted">
          Estava na testa quando acabou:{" "}
          <strong className="text-ink [overflow-wrap:anywhere]">{lastWord}</strong>
        </p>
      )}
      {verdict && (
        <p
          className="rounded-3xl border border-line bg-surface-2 p-4 text-center font-bold"
          data-testid="round-verdict"
        >
          Fim da rodada! {verdict}
        </p>
      )}
      <Button className="min-h-14 text-lg" onClick={onNext}>
        {nextName ? `Passar para ${nextName}` : "Ver resultado"}
      </Button>
    </section>
  );
}

function WordList({
  title,
  words,
  testId,
  icon,
}: {
  title: string;
  words: readonly string[];
  testId: string;
  icon: ReactNode;
}) {
  return (
    <section className="grid gap-2 rounded-3xl border border-line bg-surface p-4">
      <h3 className="flex items-center gap-2 font-bold">
        {icon} {title} ({words.length})
      </h3>
      {words.length ? (
        <ul className="flex flex-wrap gap-2" data-testid={testId}>
          {words.map((w) => (
            <li
              key={w}
              className="max-w-full rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold [overflow-wrap:anywhere]"
            >
              {w}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">Nenhuma</p>
      )}
    </section>
  );
}
