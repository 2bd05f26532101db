import { Link } from "react-router";
import { findAnyGame } from "../../../games/extras";
import type { AdminOverview } from "../../../shared/schemas/admin";
import { GameIcon } from "../../components/game-icon";
import { failureMessage, useAdminOverview } from "../../lib/admin-api";
import { AdminLayout } from "./admin-layout";
import { adminLinks } from "./admin-links";

const numberFormat = new Intl.NumberFormat("pt-BR");

export function AdminOverviewScreen() {
  const overview = useAdminOverview();
  return (
    <AdminLayout title="Visão geral" intro="Como anda o Saideira e os atalhos da administração.">
      {overview.isError ? (
        <p role="alert" className="rounded-2xl border border-red-800 bg-red-950/40 p-4">
          Não foi possível carregar os números. {failureMessage(overview.error)}
        </p>
      ) : (
        <Stats data={overview.data} />
      )}
      {overview.data && <TopGames top={overview.data.topGames} />}
      <section aria-labelledby="links-title" className="grid gap-3">
        <h2 id="links-title" className="text-xl font-bold">
          Telas de admin
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {adminLinks.slice(1).map(({ to, label, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full min-h-20 items-center gap-4 rounded-2xl border border-line bg-surface p-4 transition hover:border-brand"
              >
                <Icon aria-hidden className="size-7 shrink-0 text-brand" />
                <span className="grid gap-0.5">
                  <span className="font-bold">{label}</span>
                  <span className="text-sm text-muted">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </AdminLayout>
  );
}

function Stats({ data }: { data: AdminOverview | undefined }) {
  const items: [string, number | undefined][] = [
    ["Usuários", data?.users],
    ["Admins", data?.admins],
    ["Partidas hoje", data?.gamesToday],
    ["Partidas na semana", data?.gamesThisWeek],
    ["Uploads", data?.uploads],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-busy={!data}>
      {items.map(([label, value]) => (
        <div
          key={label}
          className="rounded-2xl border border-line bg-surface p-4 last:col-span-2 sm:last:col-span-1"
        >
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-3xl font-black" data-testid={`overview-${label}`}>
            {value === undefined ? "…" : numberFormat.format(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function TopGames({ top }: { top: AdminOverview["topGames"] }) {
  const max = Math.max(1, ...top.map((t) => t.count));
  return (
    <section aria-labelledby="top-title" className="grid gap-3">
      <h2 id="top-title" className="text-xl font-bold">
        Mais jogados na semana
      </h2>
      {top.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-4 text-muted">
          Ninguém jogou nos últimos sete dias.
        </p>
      ) : (
        <ol className="grid gap-2 rounded-2xl border border-line bg-surface p-4">
          {top.map((t, i) => (
            <li key={t.gameId} className="flex items-center gap-3">
              <span className="w-5 text-right font-black text-muted">{i + 1}</span>
              <GameIcon gameId={t.gameId} size={40} className="shrink-0" />
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="flex justify-between gap-2">
                  <span className="truncate font-semibold">
                    {findAnyGame(t.gameId)?.name ?? t.gameId}
                  </span>
                  <span className="shrink-0 text-sm text-muted">
                    {numberFormat.format(t.count)} {t.count === 1 ? "partida" : "partidas"}
                  </span>
                </span>
                <span aria-hidden className="h-2 rounded-full bg-surface-2">
                  <span
                    className="block h-2 rounded-full bg-brand"
                    style={{ width: `${(t.count / max) * 100}%` }}
                  />
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
