import { Link } from "react-router";
import { catalogue } from "../../games/catalogue";
import { GameCard } from "../components/game-card";

export function GameModesScreen() {
  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-3xl gap-6 px-5 py-8">
      <nav>
        <Link
          to="/dashboard"
          className="inline-flex min-h-11 items-center text-muted hover:text-ink"
        >
          ← Painel
        </Link>
      </nav>
      <h1 className="text-3xl font-black">Escolha o jogo</h1>
      <div className="grid gap-3 sm:grid-cols-2">
        {catalogue.map((g) => (
          <GameCard key={g.id} game={g} />
        ))}
      </div>
    </main>
  );
}
