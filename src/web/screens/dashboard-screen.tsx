import { BarChart3, Layers, Lightbulb, LogOut, Play, Shield, UserRound, Users } from "lucide-react";
import { useMemo } from "react";
import { Link, useNavigate } from "react-router";
import { useSession } from "../../client/session";
import { allGames, findAnyGame as findGame } from "../../games/extras";
import { unfinishedGames } from "../../games/kit/saved-games";
import { Button } from "../../ui/button";
import { BannerCarousel } from "../components/banner-carousel";
import { GameCard } from "../components/game-card";
import { GameIcon } from "../components/game-icon";

function greeting(hour: number): string {
  if (hour < 5) return "Boa madrugada";
  if (hour < 12) return "Bom dia";
  if (hour < 18) return "Boa tarde";
  return "Boa noite";
}

const shortcuts = [
  { to: "/manage-players", label: "Grupos", icon: Users },
  { to: "/baralhos", label: "Baralhos", icon: Layers },
  { to: "/recommendations", label: "Sugestões", icon: Lightbulb },
  { to: "/stats", label: "Estatísticas", icon: BarChart3 },
  { to: "/profile", label: "Perfil", icon: UserRound },
] as const;

export function DashboardScreen() {
  const { user, profile, signOut } = useSession();
  const navigate = useNavigate();
  const name = profile?.displayName ?? user?.name ?? "";
  // Only a game left unfinished on this device can be continued; a finished one starts anew.
  const [last] = useMemo(() => unfinishedGames().flatMap((id) => findGame(id) ?? []), []);
  const recent = profile?.gameStats.recentGames ?? [];
  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-3xl gap-8 px-5 py-8">
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

      <p className="-mt-4 text-sm text-muted" data-testid="account-note">
        Sua conta guarda seu perfil, suas estatísticas e seus grupos em todos os seus aparelhos.
        Para jogar, ninguém da roda precisa de conta.
        {user?.role === "admin" && (
          <>
            {" "}
            <Link
              to="/admin"
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand"
            >
              <Shield aria-hidden className="size-4" /> Administração
            </Link>
          </>
        )}
      </p>

      <BannerCarousel />

      {last?.available && (
        <Link
          to={last.playRoute ?? last.route}
          className="flex items-center gap-4 rounded-3xl bg-gradient-to-br from-brand to-accent p-5 text-brand-ink"
          data-testid="continue-game"
        >
          <GameIcon gameId={last.id} size={56} />
          <span className="flex-1">
            <span className="block text-sm font-semibold">Continuar de onde parou</span>
            <span className="block text-xl font-black">{last.name}</span>
          </span>
          <Play aria-hidden className="size-8" />
        </Link>
      )}

      <nav aria-label="Atalhos" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {shortcuts.map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="grid min-h-20 place-items-center gap-1 rounded-2xl border border-line bg-surface p-2 text-center text-xs font-semibold hover:border-brand"
          >
            <Icon aria-hidden className="size-6 text-brand" />
            {label}
          </Link>
        ))}
      </nav>

      {recent.length > 0 && (
        <section aria-labelledby="recent-title" className="grid gap-3">
          <h2 id="recent-title" className="text-xl font-bold">
            Jogados recentemente
          </h2>
          <ul className="flex gap-3 overflow-x-auto pb-1">
            {recent.slice(0, 6).map((g) => {
              const game = findGame(g.gameId);
              return (
                <li key={`${g.gameId}-${g.playedAt}`} className="shrink-0">
                  <Link
                    to={game?.route ?? "/game-modes"}
                    className="grid w-24 justify-items-center gap-1 text-center text-xs"
                  >
                    <GameIcon gameId={g.gameId} size={64} />
                    {g.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="games-title" className="grid gap-4">
        <div className="flex items-center justify-between">
          <h2 id="games-title" className="text-xl font-bold">
            Todos os jogos
          </h2>
          <Link
            to="/game-modes"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand"
          >
            Filtrar →
          </Link>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {allGames.map((g) => (
            <GameCard key={g.id} game={g} />
          ))}
        </div>
      </section>
    </main>
  );
}
