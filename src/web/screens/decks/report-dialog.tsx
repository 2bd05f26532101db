import { type FormEvent, useId, useState } from "react";
import { failureMessage } from "../../../client/api";
import { reportSharedDeck } from "../../../client/decks";
import { REPORT_REASON_MAX } from "../../../shared/schemas/deck";
import { Button } from "../../../ui/button";
import { CharCount } from "../../../ui/char-count";
import { Dialog } from "../../../ui/dialog";
import { toast } from "../../../ui/use-toast";

/** 'Denunciar': a reason, sent once; admins see it in /admin/baralhos. */
export function ReportDialog({
  code,
  open,
  onOpenChange,
}: {
  code: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ids = { reason: useId(), count: useId(), error: useId() };
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    if (!reason.trim()) return setError("Conte o motivo da denúncia");
    setSending(true);
    setError(null);
    try {
      await reportSharedDeck(code, reason);
      toast({
        title: "Denúncia enviada",
        description: "Obrigado! A equipe vai olhar este baralho.",
      });
      setReason("");
      onOpenChange(false);
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setSending(false);
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Denunciar baralho"
      description="Conteúdo ofensivo, ódio, dados pessoais de alguém? Conte o que há de errado."
    >
      <form onSubmit={submit} noValidate className="grid gap-3">
        <label htmlFor={ids.reason} className="font-medium">
          Motivo
        </label>
        <textarea
          id={ids.reason}
          value={reason}
          rows={4}
          maxLength={REPORT_REASON_MAX}
          aria-describedby={`${ids.count}${error ? ` ${ids.error}` : ""}`}
          onChange={(e) => setReason(e.target.value)}
          className="w-full rounded-xl border border-line bg-night px-4 py-3 [overflow-wrap:anywhere]"
        />
        <CharCount id={ids.count} value={reason} max={REPORT_REASON_MAX} />
        {error && (
          <p id={ids.error} role="alert" className="text-danger">
            {error}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" disabled={sending}>
            {sending ? "Enviando…" : "Denunciar"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
