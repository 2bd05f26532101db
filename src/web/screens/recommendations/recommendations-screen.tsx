import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useSession } from "../../../client/session";
import { catalogue, findGame } from "../../../games/catalogue";
import { recommendGames } from "../../../shared/recommend";
import { GameIcon } from "../../components/game-icon";

/** "What should we play?": a rule-based pick that explains itself. */
export function RecommendationsScreen() {
  const { profile } = useSession();
  const [players, setPlayers] = useState(4);
  const picks = recommendGames({
    games: catalogue.filter((g) => g.available),
    playerCount: players,
    recentGameIds: profile?.gameStats.recentGames.map((g) => g.gameId) ?? [],
    favoriteKinds: profile?.favoriteKinds ?? [],
    hour: new Date().getHours(),
  }).slice(0, 4);
  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-6 px-5 py-8">
      <nav>
        <Link
          to="/dashboard"
          className="inline-flex min-h-11 items-center text-muted hover:text-ink"
        >
          ← Painel
        </Link>
      </nav>
      <h1 className="text-3xl font-black">O que vamos jogar?</h1>
      <div className="flex items-center justify-between rounded-2xl border border-line bg-surface p-4">
        <span id="count-label" className="font-medium">
          Quantas pessoas na roda?
        </span>
        <fieldset className="flex items-center gap-3" aria-labelledby="count-label">
          <button
            type="button"
            aria-label="Menos uma pessoa"
            disabled={players <= 2}
            onClick={() => setPlayers((n) => n - 1)}
            className="grid size-11 place-items-center rounded-full bg-surface-2 disabled:opacity-50"
          >
            <Minus aria-hidden className="size-5" />
          </button>
          <output aria-live="polite" className="w-8 text-center text-2xl font-black">
            {players}
          </output>
          <button
            type="button"
            aria-label="Mais uma pessoa"
            disabled={players >= 30}
            onClick={() => setPlayers((n) => n + 1)}
            className="grid size-11 place-items-center rounded-full bg-surface-2 disabled:opacity-50"
          >
            <Plus aria-hidden className="size-5" />
          </button>
        </fieldset>
      </div>
      {picks.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          Nenhum jogo disponível serve para {players} pessoas ainda. Veja todos em{" "}
          <Link to="/game-modes" className="text-brand underline">
            Jogos
          </Link>
          .
        </p>
      ) : (
        <ol className="grid gap-3">
          {picks.map((p, i) => {
            const game = findGame(p.gameId);
            if (!game) return null;
            return (
              <li key={p.gameId}>
                <Link
                  to={game.route}
                  className={`flex items-center gap-4 rounded-2xl border p-4 hover:border-brand ${i === 0 ? "border-brand bg-surface-2" : "border-line bg-surface"}`}
                >
                  <GameIcon gameId={game.id} size={56} />
                  <span className="grid gap-1">
                    <span className="font-bold">
                      {i === 0 && <span className="mr-2 text-brand">Melhor escolha:</span>}
                      {game.name}
                    </span>
                    <span className="text-sm text-muted">{p.reason}.</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </main>
  );
}
