import { CloudOff } from "lucide-react";
import { Link } from "react-router";

export const SIGN_OUT_PENDING_TEXT = "A saída da conta será concluída quando a conexão voltar.";

/** What an owed sign-out looks like to whoever holds the phone: nothing of the account. */
export function SignOutPendingNotice() {
  return (
    <div
      role="status"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-line bg-surface-2 p-4 text-sm"
      data-testid="sign-out-pending"
    >
      <CloudOff aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
      <p>
        {SIGN_OUT_PENDING_TEXT} Até lá, nenhuma página da conta abre neste aparelho. Os jogos
        continuam sem conta.
      </p>
    </div>
  );
}

/** Shown instead of any signed-in page while the sign-out is owed. */
export function SignOutPendingScreen() {
  return (
    <main className="mx-auto grid min-h-dvh w-full max-w-sm content-center px-5 py-10">
      <h1 className="text-center text-2xl font-bold">Saindo da conta…</h1>
      <SignOutPendingNotice />
      <Link
        to="/"
        className="mt-6 text-center font-semibold text-brand underline-offset-4 hover:underline"
      >
        Ir para o início
      </Link>
    </main>
  );
}
