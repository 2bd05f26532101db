import { Link } from "react-router";

export function NotFoundScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-night px-6 py-12 text-center text-ink">
      <title>Página não encontrada · Saideira</title>
      <p aria-hidden="true" className="text-7xl">
        🧊
      </p>
      <h1 lang="en" className="text-3xl font-extrabold leading-tight sm:text-4xl">
        404 Page Not Found
      </h1>
      <p className="max-w-md text-lg leading-relaxed text-muted">
        Ops! Essa página saiu pra comprar gelo e não voltou.
      </p>
      <Link
        to="/"
        className="mt-2 inline-flex min-h-14 items-center justify-center rounded-2xl bg-brand px-8 py-4 text-lg font-bold text-brand-ink shadow-lg transition hover:brightness-110 active:scale-95"
      >
        Voltar para o início
      </Link>
    </main>
  );
}
