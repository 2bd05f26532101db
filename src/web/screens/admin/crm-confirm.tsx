import type { AdminUserRow } from "../../../shared/schemas/admin";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";

export type CrmAction = "make-admin" | "remove-admin" | "disable" | "enable";

const copy: Record<
  CrmAction,
  { title: (name: string) => string; description: string; confirm: string }
> = {
  "make-admin": {
    title: (n) => `Tornar ${n} admin?`,
    description: "Admins abrem todas as telas de administração, inclusive esta lista de usuários.",
    confirm: "Tornar admin",
  },
  "remove-admin": {
    title: (n) => `Remover o acesso de admin de ${n}?`,
    description: "A conta continua jogando normalmente, só sem as telas de administração.",
    confirm: "Remover admin",
  },
  disable: {
    title: (n) => `Desativar ${n}?`,
    description:
      "A pessoa sai na hora de todos os aparelhos e não consegue entrar de novo até você reativar a conta.",
    confirm: "Desativar",
  },
  enable: {
    title: (n) => `Reativar ${n}?`,
    description: "A pessoa volta a poder entrar no Saideira com a mesma conta.",
    confirm: "Reativar",
  },
};

/** Asks before any change to someone's account; destructive ones get the red button. */
export function CrmConfirm({
  pending,
  busy,
  onCancel,
  onConfirm,
}: {
  pending: { action: CrmAction; user: AdminUserRow } | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const text = pending ? copy[pending.action] : null;
  const danger = pending?.action === "disable" || pending?.action === "remove-admin";
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={text && pending ? text.title(pending.user.name || pending.user.email) : ""}
      description={text?.description}
    >
      {pending && (
        <p className="truncate rounded-xl bg-night px-3 py-2 font-mono text-sm">
          {pending.user.email}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button variant={danger ? "danger" : "primary"} onClick={onConfirm} disabled={busy}>
          {busy ? "Aguarde…" : text?.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
