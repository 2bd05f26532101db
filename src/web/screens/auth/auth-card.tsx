import type { ReactNode } from "react";
import { Link } from "react-router";

/** The card every account screen sits in (sign-in, forgotten and new password). */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <div className="w-full max-w-sm rounded-3xl border border-line bg-surface p-6 shadow-2xl sm:p-8">
        <Link
          to="/"
          className="mb-6 flex items-center justify-center gap-2"
          aria-label="Saideira, início"
        >
          <img src="/images/logo-96.webp" alt="" width={48} height={48} />
          <span className="text-2xl font-black tracking-tight">Saideira</span>
        </Link>
        <h1 className="text-center text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-center text-sm text-muted">{subtitle}</p>
        {children}
      </div>
    </main>
  );
}

export const fieldClass =
  "min-h-12 w-full rounded-xl border border-line bg-night px-4 text-ink placeholder:text-muted";

export const textLinkClass =
  "inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline";

export function FormError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-xl bg-red-950/60 px-3 py-2 text-sm font-medium text-danger"
    >
      {children}
    </p>
  );
}
