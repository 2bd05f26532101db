import { EyeOff, Lightbulb, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../ui/button";
import type { WritingView } from "../logic";
import { MAX_ENTRY_LENGTH } from "../pool";
import { useFocusOnMount } from "./use-focus-on-mount";

/**
 * One person's secret names, typed while the others look away. Every change is a move of the
 * game (kept on a reload); the game says what is wrong with a name without saying whose it is.
 */
export function PersonEntry({
  writing,
  onWrite,
  onIdea,
  onReady,
}: {
  writing: WritingView;
  onWrite(slot: number, name: string): void;
  onIdea(): void;
  onReady(): void;
}) {
  const { writer: person, team, position, total, perPerson, problems } = writing;
  const entries = writing.entries ?? [];
  const [checked, setChecked] = useState(false);
  const first = useFocusOnMount<HTMLInputElement>();
  const baseId = useId();
  const last = position === total;

  function submit(e: FormEvent) {
    e.preventDefault();
    setChecked(true);
    if (problems.some((p) => p !== null)) return;
    onReady();
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
                onChange={(e) => onWrite(i, e.target.value)}
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

      <Button variant="ghost" onClick={onIdea} disabled={entries.every((e) => e.trim())}>
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
