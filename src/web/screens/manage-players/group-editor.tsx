import { X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { failureMessage } from "../../../client/api";
import { useSaveGroup } from "../../../client/groups-api";
import {
  GROUP_NAME_MAX,
  groupInputSchema,
  PLAYER_NAME_MAX,
  type PlayerGroup,
} from "../../../shared/schemas/group";
import { Button } from "../../../ui/button";
import { CharCount } from "../../../ui/char-count";
import { toast } from "../../../ui/use-toast";

export function GroupEditor({ group, onDone }: { group: PlayerGroup | null; onDone(): void }) {
  const [name, setName] = useState(group?.name ?? "");
  const [players, setPlayers] = useState<string[]>(group?.players ?? []);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const save = useSaveGroup();
  const ids = { name: useId(), player: useId(), nameCount: useId(), playerCount: useId() };

  function addDraft() {
    const n = draft.trim();
    if (!n) return;
    if (players.some((p) => p.toLowerCase() === n.toLowerCase())) {
      setError(`${n} já está no grupo`);
      return;
    }
    setPlayers([...players, n]);
    setDraft("");
    setError(null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = groupInputSchema.safeParse({
      name,
      players: draft.trim() ? [...players, draft.trim()] : players,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Confira os dados");
    try {
      await save.mutateAsync({ id: group?.id, input: parsed.data });
      toast({ title: "Grupo salvo", description: parsed.data.name });
      onDone();
    } catch (err) {
      setError(failureMessage(err));
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-2xl border border-brand bg-surface p-4"
    >
      <div className="grid gap-1">
        <label htmlFor={ids.name} className="font-medium">
          Nome do grupo
        </label>
        <input
          id={ids.name}
          value={name}
          maxLength={GROUP_NAME_MAX}
          aria-describedby={ids.nameCount}
          placeholder="Turma da faculdade"
          onChange={(e) => setName(e.target.value)}
          className="min-h-12 rounded-xl border border-line bg-night px-4"
        />
        <CharCount id={ids.nameCount} value={name} max={GROUP_NAME_MAX} />
      </div>
      <div className="grid gap-1">
        <label htmlFor={ids.player} className="font-medium">
          Jogadores
        </label>
        <div className="flex gap-2">
          <input
            id={ids.player}
            value={draft}
            maxLength={PLAYER_NAME_MAX}
            aria-describedby={ids.playerCount}
            placeholder="Nome do jogador"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addDraft();
              }
            }}
            className="min-h-12 min-w-0 flex-1 rounded-xl border border-line bg-night px-4"
          />
          <Button variant="secondary" onClick={addDraft}>
            Adicionar
          </Button>
        </div>
        <div className="flex items-start justify-between gap-2">
          <p className="text-xs text-muted">Pelo menos dois jogadores.</p>
          <CharCount id={ids.playerCount} value={draft} max={PLAYER_NAME_MAX} />
        </div>
      </div>
      {players.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Jogadores do grupo">
          {players.map((p) => (
            <li
              key={p}
              className="flex items-center gap-1 rounded-full bg-surface-2 py-1 pr-1 pl-3"
            >
              {p}
              <button
                type="button"
                aria-label={`Tirar ${p}`}
                onClick={() => setPlayers(players.filter((x) => x !== p))}
                className="grid size-9 place-items-center rounded-full hover:bg-white/10"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Salvando…" : "Salvar grupo"}
        </Button>
      </div>
    </form>
  );
}
