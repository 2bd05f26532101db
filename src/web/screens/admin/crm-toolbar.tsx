import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search } from "lucide-react";
import { useId } from "react";
import type { UserListQuery, UserSort } from "../../lib/admin-api";

const sorts: [UserSort, string][] = [
  ["createdAt", "Cadastro"],
  ["lastActive", "Última atividade"],
  ["gamesPlayed", "Partidas"],
  ["name", "Nome"],
  ["email", "Email"],
];

/** Search box, sort field and direction of the users list. */
export function CrmToolbar({
  search,
  sort,
  dir,
  onSearch,
  onSort,
  onDir,
}: {
  search: string;
  sort: UserSort;
  dir: UserListQuery["dir"];
  onSearch(q: string): void;
  onSort(sort: UserSort): void;
  onDir(dir: UserListQuery["dir"]): void;
}) {
  const ids = { search: useId(), sort: useId() };
  const desc = dir === "desc";
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <div className="grid gap-1">
        <label htmlFor={ids.search} className="text-sm font-medium">
          Buscar
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={ids.search}
            type="search"
            value={search}
            maxLength={100}
            placeholder="Nome ou email"
            onChange={(e) => onSearch(e.target.value)}
            className="min-h-12 w-full rounded-xl border border-line bg-night pr-4 pl-11"
          />
        </div>
      </div>
      <div className="grid grid-cols-[1fr_auto] gap-3 sm:contents">
        <div className="grid gap-1">
          <label htmlFor={ids.sort} className="text-sm font-medium">
            Ordenar por
          </label>
          <select
            id={ids.sort}
            value={sort}
            onChange={(e) => onSort(e.target.value as UserSort)}
            className="min-h-12 rounded-xl border border-line bg-night px-3"
          >
            {sorts.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => onDir(desc ? "asc" : "desc")}
          aria-label={`Ordem ${desc ? "decrescente" : "crescente"}`}
          title="Inverter a ordem"
          className="inline-flex min-h-12 items-center gap-2 self-end rounded-xl border border-line bg-surface px-3 text-sm font-semibold"
        >
          {desc ? (
            <ArrowDownWideNarrow aria-hidden className="size-5" />
          ) : (
            <ArrowUpNarrowWide aria-hidden className="size-5" />
          )}
          <span aria-hidden>{desc ? "Decrescente" : "Crescente"}</span>
        </button>
      </div>
    </div>
  );
}
