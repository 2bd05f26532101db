import { ArrowRightLeft, Trash2, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../web/components/ui/button";
import { TEAM_LIMITS, type TeamSetup } from "../teams";
import { teamStyle } from "./team-style";

/** One team in the editor: its name, its members (move to the next team, remove) and a name box. */
export function TeamCard({
  team,
  index,
  canRemove,
  canMove,
  onRename,
  onRemove,
  onAddMember,
  onRemoveMember,
  onMoveMember,
}: {
  team: TeamSetup;
  index: number;
  canRemove: boolean;
  canMove: boolean;
  onRename(name: string): void;
  onRemove(): void;
  /** Returns the reason when the name is refused. */
  onAddMember(name: string): string | null;
  onRemoveMember(memberId: string): void;
  onMoveMember(memberId: string): void;
}) {
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), member: useId(), error: useId() };
  const style = teamStyle[team.color];

  function add(e: FormEvent) {
    e.preventDefault();
    const problem = onAddMember(draft);
    setError(problem);
    if (!problem) setDraft("");
  }

  return (
    <li className={`grid gap-3 rounded-3xl border-2 bg-surface p-4 ${style.border}`}>
      <div className="flex items-center gap-2">
        <span aria-hidden className={`size-4 shrink-0 rounded-full ${style.dot}`} />
        <label htmlFor={ids.name} className="sr-only">
          Nome do time {index + 1}
        </label>
        <input
          id={ids.name}
          key={team.name}
          defaultValue={team.name}
          maxLength={TEAM_LIMITS.nameMaxLength}
          onBlur={(e) => onRename(e.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-lg bg-transparent px-2 text-lg font-black focus:bg-night"
        />
        {canRemove && (
          <button
            type="button"
            aria-label={`Remover ${team.name}`}
            onClick={onRemove}
            className="grid size-11 shrink-0 place-items-center rounded-full text-danger hover:bg-white/10"
          >
            <Trash2 aria-hidden className="size-5" />
          </button>
        )}
      </div>

      <ul className="flex flex-wrap gap-2" aria-label={`Jogadores do ${team.name}`}>
        {team.members.map((m) => (
          <li
            key={m.id}
            className="inline-flex max-w-full items-center rounded-full bg-surface-2 pl-4 text-sm font-semibold"
          >
            <span className="truncate">{m.name}</span>
            {canMove && (
              <button
                type="button"
                aria-label={`Passar ${m.name} para o próximo time`}
                onClick={() => onMoveMember(m.id)}
                className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-ink"
              >
                <ArrowRightLeft aria-hidden className="size-4" />
              </button>
            )}
            <button
              type="button"
              aria-label={`Remover ${m.name}`}
              onClick={() => onRemoveMember(m.id)}
              className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-danger"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
        {team.members.length === 0 && (
          <li className="text-sm text-muted">Ninguém ainda: pelo menos 2 por time.</li>
        )}
      </ul>

      <form onSubmit={add} className="flex gap-2" noValidate>
        <label htmlFor={ids.member} className="sr-only">
          Nome do jogador do {team.name}
        </label>
        <input
          id={ids.member}
          value={draft}
          maxLength={TEAM_LIMITS.nameMaxLength}
          placeholder="Nome"
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => setDraft(e.target.value)}
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-line bg-night px-4"
        />
        <Button type="submit" variant="secondary">
          Adicionar
        </Button>
      </form>
      {error && (
        <p id={ids.error} role="alert" className="-mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </li>
  );
}
