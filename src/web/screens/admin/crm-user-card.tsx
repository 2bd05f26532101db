import { Ban, ShieldCheck, ShieldOff, UserCheck } from "lucide-react";
import type { AdminUserRow } from "../../../shared/schemas/admin";
import { Button } from "../../../ui/button";
import type { CrmAction } from "./crm-confirm";
import { formatDateTime, formatDay, timeAgo } from "./crm-format";

const badge = "rounded-full px-2 py-0.5 text-xs font-bold";

/** One account: who, since when, how active, and the admin's two switches. */
export function CrmUserCard({
  user,
  isSelf,
  now,
  onAction,
}: {
  user: AdminUserRow;
  isSelf: boolean;
  now: number;
  onAction(action: CrmAction): void;
}) {
  const admin = user.role === "admin";
  return (
    <li
      className={`grid content-start gap-3 rounded-2xl border bg-surface p-4 ${user.disabled ? "border-red-800/70" : "border-line"}`}
      data-testid={`user-${user.email}`}
    >
      <div className="grid min-w-0 gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 truncate font-bold">{user.name || "Sem nome"}</h2>
          {admin && <span className={`${badge} bg-accent text-brand-ink`}>Admin</span>}
          {user.disabled && <span className={`${badge} bg-red-800 text-white`}>Desativado</span>}
          {isSelf && <span className={`${badge} bg-surface-2 text-muted`}>Você</span>}
        </div>
        <p className="truncate text-sm text-muted">{user.email}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr_auto] gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-muted">Cadastro</dt>
          <dd title={formatDateTime(user.createdAt)}>{formatDay(user.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Última atividade</dt>
          <dd title={user.lastActive ? formatDateTime(user.lastActive) : undefined}>
            {timeAgo(user.lastActive, now)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Partidas</dt>
          <dd className="font-bold">{user.gamesPlayed}</dd>
        </div>
      </dl>
      <div className="grid grid-cols-2 gap-2">
        <Button
          variant="secondary"
          className="min-h-11 px-2 py-2 text-sm whitespace-nowrap"
          disabled={isSelf}
          onClick={() => onAction(admin ? "remove-admin" : "make-admin")}
        >
          {admin ? (
            <ShieldOff aria-hidden className="hidden size-4 sm:block" />
          ) : (
            <ShieldCheck aria-hidden className="hidden size-4 sm:block" />
          )}
          {admin ? "Remover admin" : "Tornar admin"}
        </Button>
        <Button
          variant={user.disabled ? "secondary" : "ghost"}
          className={`min-h-11 px-2 py-2 text-sm whitespace-nowrap ${user.disabled ? "" : "border border-red-800 text-red-200"}`}
          disabled={isSelf}
          onClick={() => onAction(user.disabled ? "enable" : "disable")}
        >
          {user.disabled ? (
            <UserCheck aria-hidden className="hidden size-4 sm:block" />
          ) : (
            <Ban aria-hidden className="hidden size-4 sm:block" />
          )}
          {user.disabled ? "Reativar" : "Desativar"}
        </Button>
      </div>
    </li>
  );
}
