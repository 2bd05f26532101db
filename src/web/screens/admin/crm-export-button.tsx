import { Download, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../ui/button";
import { downloadUsersCsv, toastFailure } from "../../lib/admin-api";

/** Downloads /api/admin/users.csv through the API client, so a refusal shows the server's message. */
export function CrmExportButton() {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await downloadUsersCsv());
      const link = document.createElement("a");
      link.href = url;
      link.download = "saideira-usuarios.csv";
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      toastFailure("Não foi possível exportar", err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" className="min-h-11 py-2" disabled={busy} onClick={download}>
      {busy ? (
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
      ) : (
        <Download aria-hidden className="size-5" />
      )}
      Exportar CSV
    </Button>
  );
}
