import { LogOut } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { catalogue } from "../../games/catalogue";
import { GameCard } from "../components/game-card";
import { Button, buttonClass } from "../components/ui/button";
import { useSession } from "../lib/session";

function greeting(hour: number): string {
  if (hour < 5) return "Boa madrugada";
  if (hour < 12) return "Bom dia";
  if (hour < 18) return "Boa tarde";
  return "Boa noite";
}

export function DashboardScreen() {
  const { user, profile, signOut } = useSession();
  const navigate = useNavigate();
  const name = profile?.displayName ?? user?.name ?? "";
  return (
    <main className="mx-auto grid max-w-3xl gap-8 px-5 py-8">
      <header className="flex items-center justify-between gap-4">
        <div>
          <p className="text-muted">{greeting(new Date().getHours())},</p>
          <h1 className="text-3xl font-black">{name}!</h1>
        </div>
        <Button
          variant="ghost"
          onClick={async () => {
            await signOut();
            navigate("/auth", { replace: true });
          }}
        >
          <LogOut aria-hidden className="size-5" /> Sair
        </Button>
      </header>
      <section className="rounded-3xl bg-gradient-to-br from-brand to-accent p-6 text-brand-ink">
        <h2 className="text-2xl font-black">Bora jogar?</h2>
        <p className="mt-1 max-w-md">Escolha um jogo, chame a galera e passe o celular.</p>
        <Link
          to="/game-modes"
          className={buttonClass("secondary", "mt-4 border-none bg-night text-ink")}
        >
          Escolher um jogo
        </Link>
      </section>
      <section aria-labelledby="games-title" className="grid gap-4">
        <h2 id="games-title" className="text-xl font-bold">
          Todos os jogos
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {catalogue.map((g) => (
            <GameCard key={g.id} game={g} />
          ))}
        </div>
      </section>
    </main>
  );
}
