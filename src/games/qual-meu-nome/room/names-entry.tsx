import { Check, EyeOff, Lightbulb, Pencil, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { cryptoRng } from "../../../shared/random";
import { Button } from "../../../ui/button";
import { ActionBar } from "../../kit/action-bar";
import type { WritingView } from "../logic";
import { entryProblems, MAX_ENTRY_LENGTH, suggestName } from "../pool";

const same = (a: readonly string[], b: readonly string[] | null) =>
  b !== null && a.length === b.length && a.every((n, i) => n.trim() === b[i]);

/**
 * A room's secret names, on the writer's own phone: typed here and sent all at once (typing is
 * not a move, so nobody's keystrokes race anyone's). The game answers a name someone else already
 * sent with a problem that never says whose it is.
 */
export function NamesEntry({
  writing,
  onSend,
}: {
  writing: WritingView;
  onSend(names: string[]): void;
}) {
  const stored = writing.entries;
  const [entries, setEntries] = useState<string[]>(() =>
    stored?.length === writing.perPerson ? stored : Array(writing.perPerson).fill(""),
  );
  const [checked, setChecked] = useState(false);
  const [editing, setEditing] = useState(false);
  const baseId = useId();
  const local = entryProblems(entries, []);
  // The game's word on the names it holds (a clash), while the phone still shows those names.
  const problems = local.map((p, i) =>
    same(entries, stored) ? (p ?? writing.problems[i] ?? null) : p,
  );

  if (writing.mineReady && !editing)
    return (
      <section className="grid gap-4 text-center" aria-labelledby={`${baseId}-sent`}>
        <Check aria-hidden className="mx-auto size-12 text-ok" />
        <h2 id={`${baseId}-sent`} className="text-3xl font-black">
          Nomes enviados!
        </h2>
        <ul className="flex flex-wrap justify-center gap-2" aria-label="Seus nomes">
          {(stored ?? []).map((n) => (
            <li key={n} className="rounded-full bg-surface-2 px-3 py-1 font-semibold">
              {n}
            </li>
          ))}
        </ul>
        <p className="text-muted">Só você vê os seus. O jogo começa quando todos enviarem.</p>
        <Button variant="ghost" onClick={() => setEditing(true)}>
          <Pencil aria-hidden className="size-5" /> Mudar meus nomes
        </Button>
      </section>
    );

  function submit(e: FormEvent) {
    e.preventDefault();
    setChecked(true);
    if (local.some((p) => p !== null)) return;
    setEditing(false);
    onSend(entries.map((n) => n.trim()));
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby={`${baseId}-title`}>
      <div className="grid gap-1 text-center">
        <p className="text-sm font-semibold text-muted">{writing.team}</p>
        <h2 id={`${baseId}-title`} className="text-3xl font-black text-brand">
          Seus nomes secretos
        </h2>
        <p className="inline-flex items-center justify-center gap-2 text-muted">
          <EyeOff aria-hidden className="size-5 shrink-0" /> Escreva {writing.perPerson} nomes.
          Ninguém mais vê!
        </p>
      </div>
      <div className="grid gap-3">
        {entries.map((value, i) => {
          const problem = checked || same(entries, stored) ? problems[i] : null;
          const id = `${baseId}-${i}`;
          return (
            <div key={id} className="grid gap-1">
              <label htmlFor={id} className="text-sm font-semibold">
                Nome secreto {i + 1}
              </label>
              <input
                id={id}
                value={value}
                maxLength={MAX_ENTRY_LENGTH}
                autoComplete="off"
                autoCapitalize="words"
                spellCheck={false}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                onChange={(e) => setEntries(entries.map((n, j) => (j === i ? e.target.value : n)))}
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
      <Button
        variant="ghost"
        disabled={entries.every((e) => e.trim())}
        onClick={() => {
          const empty = entries.findIndex((e) => !e.trim());
          const idea = suggestName(entries, cryptoRng());
          if (empty >= 0 && idea) setEntries(entries.map((n, j) => (j === empty ? idea : n)));
        }}
      >
        <Lightbulb aria-hidden className="size-5" /> Me dá uma ideia
      </Button>
      <ActionBar>
        <Button type="submit" className="min-h-14 text-lg">
          <Send aria-hidden className="size-5" /> Enviar meus nomes
        </Button>
      </ActionBar>
    </form>
  );
}
