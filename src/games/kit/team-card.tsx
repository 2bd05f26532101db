import { ArrowRightLeft, Pencil, Plus, Trash2, X } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { PERSON_NAME_MAX, TEAM_NAME_MAX, type Team, teamLabel } from "./teams";

/** A team's colour as Tailwind classes: a dot and a border (AA contrast on the dark theme). */
export interface TeamColour {
  dot: string;
  border: string;
}

/**
 * One team in the editor: its name (edited in place), its people (pass to the next team, take
 * out) and a field to add someone. After a change the focus stays in this card.
 */
export function TeamCard({
  team,
  index,
  colour,
  canRemove,
  canMove,
  onRename,
  onRemove,
  onAdd,
  onRemoveMember,
  onMoveMember,
}: {
  team: Team;
  index: number;
  colour: TeamColour;
  canRemove: boolean;
  canMove: boolean;
  onRename(name: string): void;
  onRemove(): void;
  /** Returns why the name was refused, or null when the person joined. */
  onAdd(name: string): string | null;
  onRemoveMember(name: string): void;
  onMoveMember(name: string): void;
}) {
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { input: useId(), error: useId() };
  const input = useRef<HTMLInputElement>(null);
  const label = teamLabel(team.name);

  function add(e: FormEvent) {
    e.preventDefault();
    const problem = onAdd(draft);
    setError(problem);
    if (!problem) setDraft("");
  }
  const thenFocusInput = (action: () => void) => () => {
    action();
    input.current?.focus();
  };

  return (
    <li className={`grid gap-3 rounded-2xl border-2 bg-surface p-3 ${colour.border}`}>
      <div className="flex items-center gap-2">
        <span aria-hidden className={`size-4 shrink-0 rounded-full ${colour.dot}`} />
        <input
          key={team.name}
          aria-label={`Nome do time ${index + 1}`}
          defaultValue={team.name}
          maxLength={TEAM_NAME_MAX}
          onBlur={(e) => {
            onRename(e.target.value);
            // A blank name keeps the old one: show it again.
            if (!e.target.value.trim()) e.target.value = team.name;
          }}
          onKeyDown={(e) => e.key === "Enter" && e.currentTarget.blur()}
          className="min-h-11 min-w-0 flex-1 rounded-lg bg-transparent px-2 text-lg font-black focus:bg-night"
        />
        <Pencil aria-hidden className="size-4 shrink-0 text-muted" />
        {canRemove && (
          <button
            type="button"
            aria-label={`Remover ${label}`}
            onClick={onRemove}
            className="grid size-11 shrink-0 place-items-center rounded-full text-danger hover:bg-white/10"
          >
            <Trash2 aria-hidden className="size-5" />
          </button>
        )}
      </div>

      <ul className="flex flex-wrap gap-2" aria-label={`Jogadores do ${label}`}>
        {team.members.map((m) => (
          <li
            key={m}
            className="inline-flex min-h-11 max-w-full items-center rounded-full bg-surface-2 pl-4"
          >
            <span className="truncate font-semibold">{m}</span>
            {canMove && (
              <button
                type="button"
                aria-label={`Passar ${m} para o próximo time`}
                onClick={thenFocusInput(() => onMoveMember(m))}
                className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-ink"
              >
                <ArrowRightLeft aria-hidden className="size-4" />
              </button>
            )}
            <button
              type="button"
              aria-label={`Tirar ${m} do ${label}`}
              onClick={thenFocusInput(() => onRemoveMember(m))}
              className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-danger"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
        {team.members.length === 0 && (
          <li className="text-sm text-muted">Ninguém ainda: pelo menos 2 pessoas por time.</li>
        )}
      </ul>

      <form onSubmit={add} className="flex gap-2" noValidate>
        <label htmlFor={ids.input} className="sr-only">
          Nova pessoa no {label}
        </label>
        <input
          ref={input}
          id={ids.input}
          value={draft}
          maxLength={PERSON_NAME_MAX}
          placeholder="Nome de quem joga"
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => setDraft(e.target.value)}
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-line bg-night px-3"
        />
        <button
          type="submit"
          aria-label={`Adicionar ao ${label}`}
          className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand text-brand-ink hover:brightness-110"
        >
          <Plus aria-hidden className="size-6" />
        </button>
      </form>
      {error && (
        <p id={ids.error} role="alert" className="-mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </li>
  );
}
