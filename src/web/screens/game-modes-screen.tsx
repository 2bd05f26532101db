import { Layers, Minus, Plus, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useSession } from "../../client/session";
import { catalogue } from "../../games/catalogue";
import { extraGames } from "../../games/extras";
import type { GameKind } from "../../shared/game-manifest";
import { GameCard } from "../components/game-card";

const kinds: { id: GameKind | "todos"; label: string }[] = [
  { id: "todos", label: "Todos" },
  { id: "cartas", label: "Cartas" },
  { id: "desafios", label: "Desafios" },
  { id: "sorte", label: "Sorte" },
  { id: "desenho", label: "Desenho" },
];

/** The player filter goes up to what the largest game takes, and no further. */
export const MOST_PLAYERS = Math.max(...[...catalogue, ...extraGames].map((g) => g.maxPlayers));

/** Every game as a card, filtered by how many are playing and by kind. */
export function GameModesScreen() {
  const [players, setPlayers] = useState<number | null>(null);
  const [kind, setKind] = useState<GameKind | "todos">("todos");
  const { user, loading } = useSession();
  const guest = !loading && !user;
  const fits = (g: (typeof catalogue)[number]) =>
    (players === null || (g.minPlayers <= players && players <= g.maxPlayers)) &&
    (kind === "todos" || g.kinds.includes(kind));
  const shown = catalogue.filter(fits);
  const extras = extraGames.filter(fits);
  return (
    <main className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-5 py-8">
      <nav className="flex items-center justify-between gap-3">
        {/* A guest has no dashboard: the way back is the landing. */}
        <Link
          to={guest ? "/" : "/dashboard"}
          className="inline-flex min-h-11 shrink-0 items-center whitespace-nowrap text-muted hover:text-ink"
        >
          {guest ? "← Início" : "← Painel"}
        </Link>
        <div className="flex flex-wrap justify-end gap-2">
          <Link
            to="/manage-players"
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-sm font-semibold hover:border-brand"
          >
            <Users aria-hidden className="size-4 text-brand" /> Meus grupos
          </Link>
          <Link
            to="/baralhos"
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-sm font-semibold hover:border-brand"
          >
            <Layers aria-hidden className="size-4 text-brand" /> Meus baralhos
          </Link>
        </div>
      </nav>
      <h1 className="text-3xl font-black">Escolha o jogo</h1>
      <section aria-label="Filtros" className="grid gap-3">
        <div className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-3">
          <span id="players-filter" className="font-medium">
            Jogadores
          </span>
          <fieldset aria-labelledby="players-filter" className="flex items-center gap-2">
            <button
              type="button"
              aria-label="Menos jogadores"
              onClick={() => setPlayers((n) => (n === null || n <= 2 ? null : n - 1))}
              className="grid size-11 place-items-center rounded-full bg-surface-2"
            >
              <Minus aria-hidden className="size-5" />
            </button>
            <output
              aria-live="polite"
              className="w-14 text-center font-black"
              data-testid="players-filter"
            >
              {players ?? "todos"}
            </output>
            <button
              type="button"
              aria-label="Mais jogadores"
              onClick={() => setPlayers((n) => Math.min(MOST_PLAYERS, (n ?? 1) + 1))}
              className="grid size-11 place-items-center rounded-full bg-surface-2"
            >
              <Plus aria-hidden className="size-5" />
            </button>
          </fieldset>
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Tipo de jogo</legend>
          {kinds.map((k) => (
            <button
              key={k.id}
              type="button"
              aria-pressed={kind === k.id}
              onClick={() => setKind(k.id)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold ${kind === k.id ? "bg-brand text-brand-ink" : "border border-line bg-surface"}`}
            >
              {k.label}
            </button>
          ))}
        </fieldset>
      </section>
      <p className="text-sm text-muted" aria-live="polite">
        {shown.length + extras.length} {shown.length + extras.length === 1 ? "jogo" : "jogos"}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {shown.map((g) => (
          <GameCard key={g.id} game={g} />
        ))}
      </div>
      {extras.length > 0 && (
        <section aria-labelledby="extras-title" className="grid gap-3">
          <h2 id="extras-title" className="text-xl font-bold">
            Mais para animar a roda
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {extras.map((g) => (
              <GameCard key={g.id} game={g} />
            ))}
          </div>
        </section>
      )}
      {shown.length + extras.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          Nenhum jogo com esses filtros. Tente outro número de jogadores.
        </p>
      )}
    </main>
  );
}
