import { Pencil, Plus, Trash2, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  addMember,
  MAX_PERSON_NAME,
  MAX_TEAM_NAME,
  removeMember,
  type Team,
  teamLabel,
} from "../teams";
import { teamColour } from "./team-colours";

/** One team: its name, its people (tap × to remove) and a field to add someone. */
export function TeamCard({
  team,
  index,
  teams,
  canRemove,
  onChange,
  onRename,
  onRemove,
}: {
  team: Team;
  index: number;
  teams: readonly Team[];
  canRemove: boolean;
  onChange(teams: Team[]): void;
  onRename(name: string): void;
  onRemove(): void;
}) {
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { input: useId(), error: useId() };
  const label = teamLabel(team.name);
  const colour = teamColour(team.name, index);

  function add(e: FormEvent) {
    e.preventDefault();
    const result = addMember(teams, team.id, draft);
    setError(result.error);
    if (result.error) return;
    onChange(result.teams);
    setDraft("");
  }

  return (
    <li className={`grid gap-3 rounded-2xl border-2 bg-surface p-3 ${colour.border}`}>
      <div className="flex items-center gap-2">
        <span aria-hidden className={`size-4 shrink-0 rounded-full ${colour.dot}`} />
        <input
          key={team.name}
          aria-label={`Nome do time ${index + 1}`}
          defaultValue={team.name}
          maxLength={MAX_TEAM_NAME}
          onBlur={(e) => onRename(e.target.value)}
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

      <ul className="flex flex-wrap gap-2" aria-label={`Pessoas do ${label}`}>
        {team.members.map((m) => (
          <li
            key={m}
            className="inline-flex min-h-11 max-w-full items-center rounded-full bg-surface-2 pl-4"
          >
            <span className="truncate font-semibold">{m}</span>
            <button
              type="button"
              aria-label={`Tirar ${m} do ${label}`}
              onClick={() => onChange(removeMember(teams, team.id, m))}
              className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-ink"
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
          id={ids.input}
          value={draft}
          maxLength={MAX_PERSON_NAME}
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
