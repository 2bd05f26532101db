import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthError, resetPassword } from "../../../client/auth-actions";
import { forgetOfflineCopies } from "../../../client/auth-client";
import { authErrorMessage } from "../../../client/auth-errors";
import { resetEmail } from "../../../client/reset-email";
import { useSession } from "../../../client/session";
import { MIN_PASSWORD_LENGTH } from "../../../shared/constants";
import { resetTexts } from "../../../shared/password-reset";
import { Button } from "../../../ui/button";
import { toast } from "../../../ui/use-toast";
import { AuthCard, FormError, textLinkClass } from "./auth-card";
import { PasswordField } from "./password-field";

/** Opened from the email's link: sets a new password with the token in the address. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ text: string; deadLink: boolean } | null>(
    token ? null : { text: resetTexts.linkInvalid, deadLink: true },
  );
  const session = useSession();
  const navigate = useNavigate();
  const ids = { password: useId(), confirmation: useId(), error: useId() };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!token) return;
    setError(null);
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError({ text: resetTexts.weakPassword, deadLink: false });
      return;
    }
    if (password !== confirmation) {
      setError({ text: resetTexts.mismatch, deadLink: false });
      return;
    }
    setPending(true);
    try {
      await resetPassword(token, password);
    } catch (err) {
      const text =
        err instanceof AuthError
          ? (err.serverMessage ?? authErrorMessage(err.code, window.location))
          : authErrorMessage("auth/internal-error", window.location);
      const deadLink = err instanceof AuthError && err.code === "INVALID_TOKEN";
      setError({ text, deadLink });
      setPending(false);
      return;
    }
    // Every session of the account was just revoked, this device's included.
    await forgetOfflineCopies();
    await session.refresh().catch(() => undefined);
    toast({ title: resetTexts.changed });
    const email = resetEmail.read();
    resetEmail.clear();
    navigate("/auth", { replace: true, state: email ? { email } : null });
  }

  return (
    <AuthCard title="Criar senha nova" subtitle="Escolha uma senha com 6 caracteres ou mais.">
      <form
        className="mt-6 grid gap-4"
        onSubmit={onSubmit}
        noValidate
        aria-describedby={error ? ids.error : undefined}
      >
        <fieldset disabled={pending || !token} className="grid gap-4">
          <PasswordField
            id={ids.password}
            label="Nova senha"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            visible={visible}
            onToggleVisible={() => setVisible((v) => !v)}
          />
          <PasswordField
            id={ids.confirmation}
            label="Confirme a nova senha"
            value={confirmation}
            onChange={setConfirmation}
            autoComplete="new-password"
            visible={visible}
          />
          {error && <FormError id={ids.error}>{error.text}</FormError>}
          <Button type="submit" className="w-full">
            {pending ? "Salvando…" : "Salvar nova senha"}
          </Button>
        </fieldset>
      </form>
      <p className="mt-6 text-center text-sm">
        {error?.deadLink ? (
          <Link to="/esqueci-senha" className={textLinkClass}>
            Pedir um novo link
          </Link>
        ) : (
          <Link to="/auth" className={textLinkClass}>
            Voltar para o login
          </Link>
        )}
      </p>
    </AuthCard>
  );
}
