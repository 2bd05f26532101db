import { useEffect } from "react";
import { onFirstWriteFailure } from "../../client/safe-storage";
import { toast } from "../../ui/use-toast";

export const STORAGE_NOTICE = {
  title: "Progresso não será salvo neste aparelho",
  description:
    "O armazenamento do navegador está cheio ou bloqueado. Dá para continuar jogando normalmente, só não fica nada guardado aqui.",
};

// Storage is what failed, so "already told" lives in a session cookie: once per browser session.
const TOLD_COOKIE = "saideira_storage_notice=1";

/** Says once, gently, that local saves fail; the games go on from memory. */
export function StorageNotice() {
  useEffect(
    () =>
      onFirstWriteFailure(() => {
        if (document.cookie.split("; ").includes(TOLD_COOKIE)) return;
        // biome-ignore lint/suspicious/noDocumentCookie: one constant value; the Cookie Store API is missing on older Safari
        document.cookie = `${TOLD_COOKIE}; path=/; SameSite=Lax`;
        toast(STORAGE_NOTICE);
      }),
    [],
  );
  return null;
}
