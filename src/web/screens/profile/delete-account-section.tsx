import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { HttpError } from "../../../client/api";
import { forgetOfflineCopies } from "../../../client/auth-client";
import { forgetSignIn } from "../../../client/device-keys";
import { deleteAccount } from "../../../client/profile-api";
import { SESSION_KEY } from "../../../client/session";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { toast } from "../../../ui/use-toast";

const CONFIRM_WORD = "EXCLUIR";

/** LGPD: the user deletes the account and everything of it, after typing a confirmation word. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  return (
    <section
      aria-labelledby="danger-title"
      className="rounded-2xl border border-red-800 bg-red-950/40 p-4"
    >
      <h2 id="danger-title" className="font-bold">
        Excluir minha conta
      </h2>
      <p className="mt-1 text-sm text-muted">
        Apaga para sempre sua conta, perfil, estatísticas, grupos e partidas salvas.
      </p>
      <Button variant="danger" className="mt-3 w-full" onClick={() => setOpen(true)}>
        Excluir minha conta
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          setTyped("");
        }}
        title="Excluir sua conta?"
        description="Isso não pode ser desfeito. Os jogadores guardados neste aparelho continuam nele."
      >
        <label htmlFor={id} className="text-sm">
          Digite <strong>{CONFIRM_WORD}</strong> para confirmar
        </label>
        <input
          id={id}
          value={typed}
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
          className="min-h-12 rounded-xl border border-line bg-night px-4"
        />
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            disabled={typed.trim().toUpperCase() !== CONFIRM_WORD || busy}
            onClick={async () => {
              setBusy(true);
              try {
                await deleteAccount();
                forgetSignIn();
                await forgetOfflineCopies();
                qc.clear();
                qc.setQueryData(SESSION_KEY, null);
                toast({
                  title: "Conta excluída",
                  description: "Seus dados foram apagados. Até a próxima rodada!",
                });
                navigate("/", { replace: true });
              } catch (err) {
                toast({
                  variant: "destructive",
                  title: "Não foi possível excluir",
                  description:
                    err instanceof HttpError
                      ? err.userMessage
                      : "Verifique sua conexão e tente de novo.",
                });
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? "Excluindo…" : "Excluir para sempre"}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
