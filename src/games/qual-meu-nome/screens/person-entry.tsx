import { EyeOff, Lightbulb, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { cryptoRng } from "../../../shared/random";
import { Button } from "../../../ui/button";
import { cleanName, entryProblems, MAX_ENTRY_LENGTH, suggestName } from "../pool";
import { useFocusOnMount } from "./use-focus-on-mount";

const rng = cryptoRng();

/** One person's secret names, typed while the others look away. */
export function PersonEntry({
  person,
  team,
  position,
  total,
  perPerson,
  taken,
  onReady,
}: {
  person: string;
  team: string;
  position: number;
  total: number;
  perPerson: number;
  /** Names already in the pool from the people before. */
  taken: readonly string[];
  onReady(names: string[]): void;
}) {
  const [entries, setEntries] = useState<string[]>(() => Array(perPerson).fill(""));
  const [checked, setChecked] = useState(false);
  const first = useFocusOnMount<HTMLInputElement>();
  const baseId = useId();
  const problems = entryProblems(entries, taken);
  const last = position === total;

  function submit(e: FormEvent) {
    e.preventDefault();
    setChecked(true);
    if (problems.some((p) => p !== null)) return;
    onReady(entries.map(cleanName));
  }

  function idea() {
    const empty = entries.findIndex((e) => !e.trim());
    const name = suggestName([...taken, ...entries], rng);
    if (empty < 0 || !name) return;
    setEntries(entries.map((e, i) => (i === empty ? name : e)));
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-labelledby={`${baseId}-title`}>
      <div className="grid gap-1 text-center">
        <p className="text-sm font-semibold text-muted">
          Pessoa {position} de {total} · {team}
        </p>
        <h2 id={`${baseId}-title`} className="text-3xl font-black text-brand">
          Vez de {person}
        </h2>
        <p className="inline-flex items-center justify-center gap-2 text-muted">
          <EyeOff aria-hidden className="size-5" /> Escreva {perPerson} nomes secretos. Ninguém
          espia!
        </p>
      </div>

      <div className="grid gap-3">
        {entries.map((value, i) => {
          const problem = checked ? problems[i] : null;
          const id = `${baseId}-${i}`;
          return (
            <div key={id} className="grid gap-1">
              <label htmlFor={id} className="text-sm font-semibold">
                Nome secreto {i + 1}
              </label>
              <input
                id={id}
                ref={i === 0 ? first : undefined}
                value={value}
                maxLength={MAX_ENTRY_LENGTH}
                autoComplete="off"
                autoCapitalize="words"
                spellCheck={false}
                enterKeyHint={i === entries.length - 1 ? "done" : "next"}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                onChange={(e) => setEntries(entries.map((x, j) => (j === i ? e.target.value : x)))}
                className="min-h-12 rounded-xl border border-line bg-surface px-4 text-lg"
              />
              {problem && (
                <p id={`${id}-error`} className="text-sm text-danger">
                  {problem}
                </p>
              )}
            </div>
          );
        })}
      </div>

      <Button variant="ghost" onClick={idea} disabled={entries.every((e) => e.trim())}>
        <Lightbulb aria-hidden className="size-5" /> Me dá uma ideia
      </Button>
      <div className="grid gap-2">
        <Button type="submit" className="min-h-14 text-lg">
          <Send aria-hidden className="size-5" /> Pronto, passe o celular
        </Button>
        <p className="text-center text-sm text-muted">
          {last ? "Você é a última pessoa: depois, o jogo começa." : "Seus nomes somem da tela."}
        </p>
      </div>
    </form>
  );
}
