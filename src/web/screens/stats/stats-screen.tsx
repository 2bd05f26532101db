import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { api, ok } from "../../../client/api";
import { syncPlays } from "../../../client/device-plays";
import { flushOutbox } from "../../../client/outbox";
import { useSession } from "../../../client/session";
import { findAnyGame as findGame } from "../../../games/extras";
import { ColumnChart, RankingBars } from "./bar-chart";

const dateFmt = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit" });
const dateTimeFmt = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short" });

function formatMinutes(total: number): string {
  if (total < 60) return `${total} min`;
  const h = Math.floor(total / 60);
  const m = total % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

export function StatsScreen() {
  const { profile } = useSession();
  const summary = useQuery({
    queryKey: ["/api/stats/summary"],
    staleTime: 0,
    // Games finished offline wait on the device: send them first so they count here.
    queryFn: async () => {
      await syncPlays();
      await flushOutbox();
      return ok(api.stats.summary.$get());
    },
  });
  const s = summary.data;
  // Offline or the server down: the last numbers this device saw, said plainly.
  const saved = !s && summary.isError ? profile?.gameStats : undefined;
  const recent = profile?.gameStats.recentGames ?? [];
  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-2xl gap-6 px-5 py-8">
      <nav>
        <Link
          to="/dashboard"
          className="inline-flex min-h-11 items-center text-muted hover:text-ink"
        >
          ← Painel
        </Link>
      </nav>
      <h1 className="text-3xl font-black">Estatísticas</h1>
      {summary.isPending && <p className="text-muted">Somando as rodadas…</p>}
      {summary.isError && !saved && (
        <p role="alert" className="text-danger">
          Não foi possível carregar suas estatísticas. Verifique a conexão.
        </p>
      )}
      {saved && (
        <>
          <p role="status" className="text-muted">
            Sem conexão agora: estes são os últimos números salvos neste aparelho.
          </p>
          <Totals
            games={saved.totalGamesPlayed}
            wins={saved.victories}
            minutes={saved.totalPlayTime}
          />
        </>
      )}
      {s && (
        <>
          <Totals games={s.totalGamesPlayed} wins={s.victories} minutes={s.totalPlayTime} />
          <section
            className="rounded-2xl border border-line bg-surface p-4"
            aria-labelledby="weeks-title"
          >
            <h2 id="weeks-title" className="mb-3 font-bold">
              Partidas por semana
            </h2>
            <ColumnChart
              label="Partidas por semana nas últimas 12 semanas"
              data={s.gamesPerWeek.map((w) => ({
                label: dateFmt.format(new Date(`${w.week}T12:00:00`)),
                value: w.count,
              }))}
            />
          </section>
          <section
            className="rounded-2xl border border-line bg-surface p-4"
            aria-labelledby="fav-title"
          >
            <h2 id="fav-title" className="mb-3 font-bold">
              Jogos favoritos
            </h2>
            {s.favouriteGames.length === 0 ? (
              <p className="text-muted">Jogue uma partida para ver seus favoritos aqui.</p>
            ) : (
              <RankingBars
                data={s.favouriteGames.map((f) => ({
                  label: findGame(f.gameId)?.name ?? f.gameId,
                  value: f.count,
                }))}
              />
            )}
          </section>
        </>
      )}
      <section
        className="rounded-2xl border border-line bg-surface p-4"
        aria-labelledby="recent-title"
      >
        <h2 id="recent-title" className="mb-3 font-bold">
          Jogados recentemente
        </h2>
        {recent.length === 0 ? (
          <p className="text-muted">Nenhuma partida ainda.</p>
        ) : (
          <ul className="divide-y divide-line" data-testid="recent-games">
            {recent.map((g) => (
              <li key={`${g.gameId}-${g.playedAt}`} className="flex justify-between py-2">
                <span>{g.name}</span>
                <time dateTime={g.playedAt} className="text-sm text-muted">
                  {dateTimeFmt.format(new Date(g.playedAt))}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

function Totals({ games, wins, minutes }: { games: number; wins: number; minutes: number }) {
  return (
    <dl className="grid grid-cols-3 gap-3 text-center">
      {(
        [
          ["Partidas", String(games)],
          ["Vitórias", String(wins)],
          ["Tempo de jogo", formatMinutes(minutes)],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-line bg-surface p-3">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="text-xl font-black sm:text-2xl" data-testid={`total-${label}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
