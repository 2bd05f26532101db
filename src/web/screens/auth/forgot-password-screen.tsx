import { type FormEvent, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { AuthError, requestPasswordReset } from "../../../client/auth-actions";
import { authErrorMessage } from "../../../client/auth-errors";
import { resetEmail } from "../../../client/reset-email";
import { resetTexts } from "../../../shared/password-reset";
import { Button } from "../../../ui/button";
import { AuthCard, FormError, fieldClass, textLinkClass } from "./auth-card";

/** 'Esqueci minha senha': asks for the email and says the same whether an account exists or not. */
export function ForgotPasswordScreen() {
  const location = useLocation();
  const typed = (location.state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof typed === "string" ? typed : "");
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { email: useId(), error: useId() };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError("Informe o e-mail da sua conta.");
      return;
    }
    setPending(true);
    try {
      await requestPasswordReset(email.trim());
      resetEmail.write(email.trim());
      setSent(true);
    } catch (err) {
      setError(
        err instanceof AuthError
          ? (err.serverMessage ?? authErrorMessage(err.code, window.location))
          : authErrorMessage("auth/internal-error", window.location),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Esqueci minha senha"
      subtitle="Digite o e-mail da sua conta e enviamos um link para criar uma senha nova."
    >
      {sent ? (
        <p role="status" className="mt-6 rounded-xl bg-surface-2 px-4 py-3 text-center">
          {resetTexts.requestSent}
        </p>
      ) : (
        <form
          className="mt-6 grid gap-4"
          onSubmit={onSubmit}
          noValidate
          aria-describedby={error ? ids.error : undefined}
        >
          <fieldset disabled={pending} className="grid gap-4">
            <div className="grid gap-1">
              <label htmlFor={ids.email} className="text-sm font-medium">
                Email
              </label>
              <input
                id={ids.email}
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                className={fieldClass}
                placeholder="voce@exemplo.com"
              />
            </div>
            {error && <FormError id={ids.error}>{error}</FormError>}
            <Button type="submit" className="w-full">
              {pending ? "Enviando…" : "Enviar link"}
            </Button>
          </fieldset>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/auth" className={textLinkClass}>
          Voltar para o login
        </Link>
      </p>
    </AuthCard>
  );
}
