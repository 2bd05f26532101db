import { ArrowDown, ArrowUp, Trash2, Users } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useGroups } from "../../client/groups-api";
import { meName, sameName, setMeName } from "../../client/me";
import { usePlayers } from "../../client/players-store";
import { useSession } from "../../client/session";
import type { GameManifest } from "../../shared/game-manifest";
import { PLAYER_NAME_MAX } from "../../shared/group-limits";
import {
  addPlayer,
  emptyList,
  normalizePlayerName,
  type PlayerNameProblem,
  playerNameProblem,
} from "../../shared/players";
import type { Player } from "../../shared/schemas/player";
import { Button } from "../../ui/button";
import { CharCount } from "../../ui/char-count";

/** Add, rename, reorder and remove players, or load a saved group; the same screen for every game. */
export function PlayerSetup({
  game,
  onStart,
  orderMatters = true,
}: {
  game: GameManifest;
  onStart(): void;
  /** The list's order is the order of the turns; games without turns in order say nothing about it. */
  orderMatters?: boolean;
}) {
  const [list, actions] = usePlayers(game.id);
  const groups = useGroups();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { input: useId(), hint: useId(), count: useId() };
  const players = list.players;
  const full = players.length >= game.maxPlayers;
  const missing = Math.max(0, game.minPlayers - players.length);

  function add(e: FormEvent) {
    e.preventDefault();
    const problem = playerNameProblem(list, draft);
    if (problem) return setError(nameError(problem, draft));
    if (full) return setError(`No máximo ${game.maxPlayers} jogadores neste jogo`);
    actions.add(draft);
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
          De {game.minPlayers} a {game.maxPlayers} jogadores.
          {orderMatters && " A ordem da lista é a ordem das vezes."}
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
          maxLength={PLAYER_NAME_MAX}
          aria-describedby={draft ? ids.count : undefined}
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
      {draft.length > 0 && (
        <div className="-mt-3">
          <CharCount id={ids.count} value={draft} max={PLAYER_NAME_MAX} />
        </div>
      )}
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
            <PlayerNameField
              player={p}
              label={`Nome do jogador ${i + 1}`}
              onRename={(name) => {
                const problem = playerNameProblem(list, name, p.id);
                setError(problem ? renameError(problem, name, p.name) : null);
                if (!problem) actions.rename(p.id, name);
              }}
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
      {players.length > 1 && <WhoAmI players={players} />}
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

function nameError(problem: PlayerNameProblem, name: string): string {
  return problem === "blank" ? "Digite um nome" : `${normalizePlayerName(name)} já está na roda`;
}

function renameError(problem: PlayerNameProblem, name: string, saved: string): string {
  return problem === "blank"
    ? `O nome não pode ficar vazio: continua ${saved}`
    : `${normalizePlayerName(name)} já está na roda: o nome continua ${saved}`;
}

/** A player's name, editable in place; saved on blur or Enter, and always showing the saved name after. */
function PlayerNameField({
  player,
  label,
  onRename,
}: {
  player: Player;
  label: string;
  onRename(name: string): void;
}) {
  const [draft, setDraft] = useState(player.name);
  // A refused rename, or a change from elsewhere (a loaded group), puts the saved name back.
  useEffect(() => setDraft(player.name), [player.name]);

  function commit() {
    if (draft === player.name) return;
    onRename(draft);
    setDraft(player.name);
  }

  return (
    <input
      aria-label={label}
      value={draft}
      maxLength={30}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") e.currentTarget.blur();
      }}
      className="min-h-11 min-w-0 flex-1 rounded-lg bg-transparent px-2 font-semibold focus:bg-night"
    />
  );
}

/**
 * 'Sou eu': which player holds this phone, so only their wins count as the user's victories.
 * Defaults to the player named like the profile; tapping the chosen one again clears it.
 */
function WhoAmI({ players }: { players: readonly Player[] }) {
  const profileName = useSession().profile?.displayName ?? null;
  const [me, setMe] = useState(meName);
  const chosen = me ?? profileName;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">
        Sou eu <span className="text-muted">(suas vitórias contam nas estatísticas)</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {players.map((p) => {
          const pressed = chosen !== null && sameName(p.name, chosen);
          return (
            <button
              key={p.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => {
                const next = pressed ? null : p.name;
                setMeName(next);
                setMe(next);
              }}
              className={`inline-flex min-h-11 max-w-full items-center rounded-full border px-4 text-sm font-semibold ${pressed ? "border-brand bg-brand text-brand-ink" : "border-line bg-surface"}`}
            >
              <span className="truncate">{p.name}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
