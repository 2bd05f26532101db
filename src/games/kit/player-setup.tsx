import { ArrowDown, ArrowUp, Trash2, Users } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { addPlayer, emptyList } from "../../shared/players";
import { Button } from "../../web/components/ui/button";
import { useGroups } from "../../web/lib/groups-api";
import { usePlayers } from "../../web/lib/players-store";
import type { GameManifest } from "./manifest";

/** Add, rename, reorder and remove players, or load a saved group; the same screen for every game. */
export function PlayerSetup({ game, onStart }: { game: GameManifest; onStart(): void }) {
  const [list, actions] = usePlayers(game.id);
  const groups = useGroups();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { input: useId(), hint: useId() };
  const players = list.players;
  const full = players.length >= game.maxPlayers;
  const missing = Math.max(0, game.minPlayers - players.length);

  function add(e: FormEvent) {
    e.preventDefault();
    const name = draft.trim();
    if (!name) return setError("Digite um nome");
    if (players.some((p) => p.name.toLowerCase() === name.toLowerCase()))
      return setError(`${name} já está na roda`);
    if (full) return setError(`No máximo ${game.maxPlayers} jogadores neste jogo`);
    actions.add(name);
    setDraft("");
    setError(null);
  }

  function loadGroup(names: string[]) {
    const list = names.slice(0, game.maxPlayers).reduce((l, n) => addPlayer(l, n), emptyList());
    actions.replace(list);
    setError(
      names.length > game.maxPlayers ? `Só cabem ${game.maxPlayers}: os primeiros entraram` : null,
    );
  }

  return (
    <section className="grid gap-5" aria-labelledby="setup-title">
      <div>
        <h2 id="setup-title" className="text-2xl font-black">
          Quem vai jogar?
        </h2>
        <p className="text-sm text-muted">
          De {game.minPlayers} a {game.maxPlayers} jogadores. A ordem da lista é a ordem das vezes.
        </p>
      </div>

      {(groups.data?.groups.length ?? 0) > 0 && (
        <div className="grid gap-2">
          <p className="text-sm font-medium">Carregar um grupo salvo</p>
          <div className="flex flex-wrap gap-2">
            {groups.data?.groups.map((g) => (
              <button
                key={g.id}
                type="button"
                onClick={() => loadGroup(g.players)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:border-brand"
              >
                <Users aria-hidden className="size-4 text-brand" /> {g.name}
              </button>
            ))}
          </div>
        </div>
      )}

      <form onSubmit={add} className="flex gap-2" noValidate>
        <label htmlFor={ids.input} className="sr-only">
          Nome do jogador
        </label>
        <input
          id={ids.input}
          value={draft}
          maxLength={30}
          placeholder="Nome do jogador"
          autoComplete="off"
          enterKeyHint="done"
          disabled={full}
          onChange={(e) => setDraft(e.target.value)}
          className="min-h-12 min-w-0 flex-1 rounded-xl border border-line bg-surface px-4"
        />
        <Button type="submit" disabled={full}>
          Adicionar
        </Button>
      </form>
      {error && (
        <p role="alert" className="-mt-3 text-sm text-danger">
          {error}
        </p>
      )}

      <ol className="grid gap-2" aria-label="Jogadores">
        {players.map((p, i) => (
          <li
            key={p.id}
            className="flex items-center gap-2 rounded-2xl border border-line bg-surface py-1 pr-1 pl-3"
          >
            <span aria-hidden className="w-6 text-center font-black text-brand">
              {i + 1}
            </span>
            <input
              aria-label={`Nome do jogador ${i + 1}`}
              defaultValue={p.name}
              maxLength={30}
              onBlur={(e) => actions.rename(p.id, e.target.value)}
              className="min-h-11 min-w-0 flex-1 rounded-lg bg-transparent px-2 font-semibold focus:bg-night"
            />
            <button
              type="button"
              aria-label={`Subir ${p.name}`}
              disabled={i === 0}
              onClick={() => actions.move(p.id, i - 1)}
              className="grid size-11 place-items-center rounded-full hover:bg-white/10 disabled:opacity-30"
            >
              <ArrowUp aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              aria-label={`Descer ${p.name}`}
              disabled={i === players.length - 1}
              onClick={() => actions.move(p.id, i + 1)}
              className="grid size-11 place-items-center rounded-full hover:bg-white/10 disabled:opacity-30"
            >
              <ArrowDown aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              aria-label={`Remover ${p.name}`}
              onClick={() => actions.remove(p.id)}
              className="grid size-11 place-items-center rounded-full text-danger hover:bg-white/10"
            >
              <Trash2 aria-hidden className="size-5" />
            </button>
          </li>
        ))}
      </ol>
      {players.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          Ninguém na roda ainda. Adicione os nomes da galera!
        </p>
      )}

      <div className="grid gap-2">
        <Button onClick={onStart} disabled={missing > 0} aria-describedby={ids.hint}>
          Começar
        </Button>
        <p id={ids.hint} className="text-center text-sm text-muted" aria-live="polite">
          {missing > 0
            ? `Adicione mais ${missing} ${missing === 1 ? "jogador" : "jogadores"} para começar`
            : `${players.length} na roda. Bora!`}
        </p>
      </div>
    </section>
  );
}
