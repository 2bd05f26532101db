import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { AuthError, signInWithEmail, signUpWithEmail } from "../../../client/auth-actions";
import {
  authErrorMessage,
  catalogueCodeFor,
  EMPTY_FIELDS_MESSAGE,
  silentAuthCodes,
} from "../../../client/auth-errors";
import { configQuery } from "../../../client/public-queries";
import { useSession } from "../../../client/session";
import { useHydrated } from "../../../client/use-hydrated";
import { MIN_PASSWORD_LENGTH } from "../../../shared/constants";
import { Button } from "../../../ui/button";
import { toast } from "../../../ui/use-toast";
import { safeNext } from "../../components/require-auth";
import { SignOutPendingNotice } from "../../components/sign-out-pending";
import { AuthCard, FormError, fieldClass, textLinkClass } from "./auth-card";
import { GoogleButton } from "./google-button";
import { PasswordField } from "./password-field";

type Mode = "login" | "signup";

/** Where the form posts before the app has loaded (server: routes/auth-form.ts). */
const FORM_ACTION = "/api/auth/form";

export function AuthScreen() {
  const [mode, setMode] = useState<Mode>("login");
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // After a password reset the email comes along (reset-password-screen.tsx).
  const given = (useLocation().state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof given === "string" ? given : "");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get("next"));
  const config = useQuery(configQuery);
  // Hidden when the server has no Google sign-in: users cannot act on an operator's setting.
  const showGoogle = config.isPending || config.data?.googleEnabled === true;
  const ids = { email: useId(), password: useId(), error: useId() };
  // The page is prerendered (docs/decisions/014): before the app runs, the form posts itself to
  // the server (FORM_ACTION); what needs the app (sign-up, Google) waits for it.
  const hydrated = useHydrated();
  const busy = pending || !hydrated;

  useEffect(() => {
    // Typed before the app took the page over: kept. A failed plain post came back with ?erro=.
    if (emailRef.current?.value) setEmail(emailRef.current.value);
    if (passwordRef.current?.value) setPassword(passwordRef.current.value);
    const erro = new URLSearchParams(window.location.search).get("erro");
    if (erro === "EMPTY_FIELDS") setError(EMPTY_FIELDS_MESSAGE);
    else if (erro && /^[A-Za-z0-9_]{1,80}$/.test(erro)) {
      const code = catalogueCodeFor(erro === "TOO_MANY_REQUESTS" ? 429 : 400, erro);
      setError(authErrorMessage(code, window.location));
    }
    if (new URLSearchParams(window.location.search).get("modo") === "cadastro") setMode("signup");
  }, []);

  const onboarding = `/onboarding${next ? `?next=${encodeURIComponent(next)}` : ""}`;
  if (!pending && !session.loading && session.isAuthenticated) {
    // The return-to goes through onboarding too (a new account lands where it was going).
    return <Navigate to={session.profile ? (next ?? "/dashboard") : onboarding} replace />;
  }

  const showError = (code: string, serverMessage?: string) => {
    if (silentAuthCodes.has(code)) return;
    setError(serverMessage ?? authErrorMessage(code, window.location, config.data?.publicUrl));
  };

  async function afterSignIn() {
    try {
      const { user, profile } = await session.refresh();
      if (!user) throw new Error("no session after sign-in");
      const target = profile ? (next ?? "/dashboard") : onboarding;
      navigate(target, { replace: true });
    } catch {
      toast({
        variant: "destructive",
        title: "Erro na autenticação",
        description: "Por favor, tente fazer login novamente.",
      });
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(EMPTY_FIELDS_MESSAGE);
      return;
    }
    setPending(true);
    try {
      if (mode === "login") await signInWithEmail(email.trim(), password);
      else await signUpWithEmail(email.trim(), password);
      await afterSignIn();
    } catch (err) {
      if (err instanceof AuthError) showError(err.code, err.serverMessage);
      else showError("auth/internal-error");
    } finally {
      setPending(false);
    }
  }

  const isLogin = mode === "login";
  return (
    <AuthCard
      title={isLogin ? "Bem-vindo" : "Crie sua conta"}
      subtitle={
        isLogin
          ? "Entre para ter seu perfil, estatísticas e grupos em qualquer aparelho."
          : "Leva menos de um minuto."
      }
    >
      {hydrated && session.signOutPending && <SignOutPendingNotice />}
      <form
        className="mt-6 grid gap-4"
        method="post"
        action={FORM_ACTION}
        onSubmit={onSubmit}
        noValidate
        aria-describedby={error ? ids.error : undefined}
      >
        <input type="hidden" name="mode" value={mode} />
        {next && <input type="hidden" name="next" value={next} />}
        <fieldset disabled={pending} className="grid gap-4">
          <div className="grid gap-1">
            <label htmlFor={ids.email} className="text-sm font-medium">
              Email
            </label>
            <input
              id={ids.email}
              ref={emailRef}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={fieldClass}
              placeholder="voce@exemplo.com"
            />
          </div>
          <PasswordField
            id={ids.password}
            inputRef={passwordRef}
            name="password"
            label="Senha"
            value={password}
            onChange={setPassword}
            autoComplete={isLogin ? "current-password" : "new-password"}
            visible={showPassword}
            onToggleVisible={() => setShowPassword((s) => !s)}
            toggleDisabled={!hydrated}
            hint={isLogin ? undefined : `Mínimo de ${MIN_PASSWORD_LENGTH} caracteres.`}
          />
          {error && <FormError id={ids.error}>{error}</FormError>}
          <Button type="submit" className="w-full">
            {pending ? "Aguarde…" : isLogin ? "Entrar" : "Criar Conta"}
          </Button>
        </fieldset>
      </form>
      {isLogin && (
        <p className="mt-2 text-center text-sm">
          <Link to="/esqueci-senha" state={{ email: email.trim() }} className={textLinkClass}>
            Esqueci minha senha
          </Link>
        </p>
      )}
      {showGoogle && (
        <div className="my-5 flex items-center gap-3 text-xs text-muted" aria-hidden>
          <span className="h-px flex-1 bg-line" />
          ou
          <span className="h-px flex-1 bg-line" />
        </div>
      )}
      {showGoogle && (
        <GoogleButton
          configLoading={config.isPending}
          disabled={busy}
          onStart={() => {
            setError(null);
            setPending(true);
          }}
          onDone={async (outcome) => {
            if (outcome.kind === "error") showError(outcome.code);
            // Done, or closed after finishing in a popup that lost its opener: re-read the session.
            if (outcome.kind !== "error") {
              const { user } = await session.refresh().catch(() => ({ user: null }));
              if (user) await afterSignIn();
            }
            setPending(false);
          }}
        />
      )}
      <AccountBenefits />
      <p className="mt-4 text-center text-sm text-muted">
        {isLogin ? "Ainda não tem conta?" : "Já tem conta?"}{" "}
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            setMode(isLogin ? "signup" : "login");
            setError(null);
          }}
          className="min-h-11 font-semibold text-brand underline-offset-4 hover:underline"
        >
          {isLogin ? "Criar conta" : "Entrar"}
        </button>
      </p>
    </AuthCard>
  );
}

/** What an account adds, and that playing needs none (decision 024). */
function AccountBenefits() {
  return (
    <section aria-label="Para que serve a conta" className="mt-6 rounded-2xl bg-night p-4 text-sm">
      <p className="font-semibold">Para jogar, não precisa de conta.</p>
      <p className="mt-1 text-muted">
        A conta guarda seu perfil, suas estatísticas e seus grupos em todos os seus aparelhos (o que
        você já jogou ou salvou neste aparelho entra nela). Quem administra o Saideira também entra
        por aqui.
      </p>
      <Link to="/game-modes" className={textLinkClass}>
        Jogar sem conta →
      </Link>
    </section>
  );
}
