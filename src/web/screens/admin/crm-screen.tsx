import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useSession } from "../../../client/session";
import { useDebouncedValue } from "../../../client/use-debounced-value";
import type { AdminUserRow } from "../../../shared/schemas/admin";
import { Button } from "../../../ui/button";
import { toast } from "../../../ui/use-toast";
import {
  failureMessage,
  type UserListQuery,
  useAdminUsers,
  useSetDisabled,
  useSetRole,
} from "../../lib/admin-api";
import { AdminLayout } from "./admin-layout";
import { type CrmAction, CrmConfirm } from "./crm-confirm";
import { CrmExportButton } from "./crm-export-button";
import { CrmToolbar } from "./crm-toolbar";
import { CrmUserCard } from "./crm-user-card";

const PAGE_SIZE = 20;
const done: Record<CrmAction, string> = {
  "make-admin": "Agora é admin",
  "remove-admin": "Acesso de admin removido",
  disable: "Conta desativada",
  enable: "Conta reativada",
};

export function CrmScreen() {
  const { user: me } = useSession();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<UserListQuery["sort"]>("createdAt");
  const [dir, setDir] = useState<UserListQuery["dir"]>("desc");
  // A new search or order starts again from the first page.
  const filters = `${q}|${sort}|${dir}`;
  const [paging, setPaging] = useState({ filters, page: 1 });
  const page = paging.filters === filters ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filters, page: next });
  const [pending, setPending] = useState<{ action: CrmAction; user: AdminUserRow } | null>(null);
  const list = useAdminUsers({ q, sort, dir, page, pageSize: PAGE_SIZE });
  const setRole = useSetRole();
  const setDisabled = useSetDisabled();
  const now = Date.now();

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  async function confirm() {
    if (!pending) return;
    const { action, user } = pending;
    const run =
      action === "make-admin" || action === "remove-admin"
        ? setRole.mutateAsync({ id: user.id, role: action === "make-admin" ? "admin" : "user" })
        : setDisabled.mutateAsync({ id: user.id, disabled: action === "disable" });
    await run.then(
      () => toast({ title: done[action], description: user.email }),
      () => {}, // the mutation already showed the server's message
    );
    setPending(null);
  }

  return (
    <AdminLayout
      title="Usuários"
      intro="Busque contas, dê ou tire o acesso de admin e desative quem não deve mais entrar."
      actions={<CrmExportButton />}
    >
      <CrmToolbar
        search={search}
        sort={sort}
        dir={dir}
        onSearch={setSearch}
        onSort={setSort}
        onDir={setDir}
      />
      <p className="flex items-center gap-2 text-sm text-muted" aria-live="polite">
        {list.isPending
          ? "Carregando…"
          : `${total} ${total === 1 ? "usuário" : "usuários"}${q ? ` para “${q}”` : ""}`}
        {list.isFetching && !list.isPending && (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        )}
      </p>
      {list.isError && (
        <p role="alert" className="rounded-2xl border border-red-800 bg-red-950/40 p-4">
          Não foi possível carregar os usuários. {failureMessage(list.error)}
        </p>
      )}
      {list.data && list.data.users.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          Ninguém encontrado. Tente outro nome ou email.
        </p>
      )}
      <ul className="grid gap-3 md:grid-cols-2">
        {list.data?.users.map((u) => (
          <CrmUserCard
            key={u.id}
            user={u}
            isSelf={u.id === me?.id}
            now={now}
            onAction={(action) => setPending({ action, user: u })}
          />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Páginas" className="flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Anterior
          </Button>
          <span className="text-sm text-muted">
            Página {page} de {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Próxima
          </Button>
        </nav>
      )}
      <CrmConfirm
        pending={pending}
        busy={setRole.isPending || setDisabled.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </AdminLayout>
  );
}
