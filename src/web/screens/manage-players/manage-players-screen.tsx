import { Pencil, Plus, Trash2, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { HttpError } from "../../../client/api";
import { useDeleteGroup, useGroups } from "../../../client/groups-api";
import type { PlayerGroup } from "../../../shared/schemas/group";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { toast } from "../../../ui/use-toast";
import { GroupEditor } from "./group-editor";

/** Saved groups of players ("Turma da faculdade") to load in any game in one tap. */
export function ManagePlayersScreen() {
  const groups = useGroups();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<PlayerGroup | "new" | null>(null);
  // A tap on the bin asks first: a deleted group cannot be brought back.
  const [deleting, setDeleting] = useState<PlayerGroup | null>(null);
  const confirmDelete = (g: PlayerGroup) => {
    setDeleting(null);
    remove.mutate(g.id, {
      onSuccess: () => toast({ title: "Grupo apagado", description: g.name }),
      onError: (err) =>
        toast({
          variant: "destructive",
          title: "Não foi possível apagar",
          description: err instanceof HttpError ? err.userMessage : "Tente de novo.",
        }),
    });
  };
  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-6 px-5 py-8">
      <nav>
        <Link
          to={groups.onDevice ? "/game-modes" : "/dashboard"}
          className="inline-flex min-h-11 items-center text-muted hover:text-ink"
        >
          {groups.onDevice ? "← Jogos" : "← Painel"}
        </Link>
      </nav>
      <header className="grid gap-2">
        <h1 className="text-3xl font-black">Meus grupos</h1>
        <p className="text-muted">
          Salve a turma uma vez e carregue em qualquer jogo com um toque.
        </p>
        {groups.onDevice && (
          <p className="rounded-xl bg-surface-2 p-3 text-sm text-muted">
            Sem conta, os grupos ficam só neste aparelho.{" "}
            <Link
              to="/auth?next=%2Fmanage-players"
              className="font-semibold text-brand underline underline-offset-2"
            >
              Crie uma conta
            </Link>{" "}
            para levá-los a todos os seus aparelhos: os daqui entram nela.
          </p>
        )}
      </header>
      {editing ? (
        <GroupEditor group={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden className="size-5" /> Novo grupo
        </Button>
      )}
      {groups.isPending && <p className="text-muted">Carregando grupos…</p>}
      {groups.isError && (
        <p role="alert" className="text-danger">
          Não foi possível carregar seus grupos. Verifique a conexão.
        </p>
      )}
      {groups.data?.groups.length === 0 && !editing && (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          Nenhum grupo ainda. Crie o primeiro com os nomes da sua turma!
        </p>
      )}
      <ul className="grid gap-3">
        {groups.data?.groups.map((g) => (
          <li
            key={g.id}
            className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4"
          >
            <Users aria-hidden className="size-6 shrink-0 text-brand" />
            <div className="min-w-0 flex-1">
              <p className="font-bold">{g.name}</p>
              <p className="truncate text-sm text-muted">{g.players.join(", ")}</p>
            </div>
            <button
              type="button"
              onClick={() => setEditing(g)}
              aria-label={`Editar ${g.name}`}
              className="grid size-11 place-items-center rounded-full hover:bg-white/10"
            >
              <Pencil aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              aria-label={`Apagar ${g.name}`}
              className="grid size-11 place-items-center rounded-full text-danger hover:bg-white/10"
              onClick={() => setDeleting(g)}
            >
              <Trash2 aria-hidden className="size-5" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Apagar o grupo ${deleting?.name ?? ""}?`}
        description="Os nomes do grupo deixam de aparecer nos jogos. Isso não pode ser desfeito."
      >
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancelar
          </Button>
          <Button variant="danger" onClick={() => deleting && confirmDelete(deleting)}>
            Apagar
          </Button>
        </div>
      </Dialog>
    </main>
  );
}
