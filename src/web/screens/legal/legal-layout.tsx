import type { ReactNode } from "react";
import { Link } from "react-router";

type LegalLayoutProps = {
  title: string;
  /** Human-readable date, e.g. "21 de novembro de 2026". */
  updatedAt: string;
  children: ReactNode;
};

/**
 * Shared shell for long legal documents: one h1 (the title), sections as h2,
 * comfortable measure (max-w-2xl) and line-height for reading on a phone.
 */
export function LegalLayout({ title, updatedAt, children }: LegalLayoutProps) {
  return (
    <div className="min-h-dvh bg-night text-ink">
      <title>{`${title} · Saideira`}</title>

      <header className="border-b border-line">
        <div className="mx-auto max-w-2xl px-5 py-4">
          <Link
            to="/"
            className="inline-flex items-center gap-1 rounded-md py-1 font-semibold text-brand hover:underline"
          >
            ← Voltar ao início
          </Link>
        </div>
      </header>

      <main className="mx-auto max-w-2xl px-5 py-10">
        <article
          className={[
            "text-base leading-relaxed sm:text-[1.0625rem] sm:leading-8",
            "[&_h2]:mt-12 [&_h2]:scroll-mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:leading-snug [&_h2]:text-ink",
            "[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-ink",
            "[&_p]:mt-4 [&_p]:text-muted",
            "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:text-muted",
            "[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ol]:text-muted",
            "[&_li]:pl-1 [&_strong]:text-ink",
            "[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2",
          ].join(" ")}
        >
          <header>
            <h1 className="text-3xl font-extrabold leading-tight text-ink sm:text-4xl">{title}</h1>
            <p className="mt-3! text-sm">Última atualização: {updatedAt}</p>
          </header>
          {children}
        </article>
      </main>

      <footer className="border-t border-line">
        <nav
          aria-label="Documentos legais"
          className="mx-auto flex max-w-2xl flex-wrap gap-x-6 gap-y-2 px-5 py-6 text-sm"
        >
          <Link
            to="/politica-de-privacidade"
            className="text-muted underline-offset-2 hover:text-ink hover:underline"
          >
            Política de Privacidade
          </Link>
          <Link
            to="/termos-de-servico"
            className="text-muted underline-offset-2 hover:text-ink hover:underline"
          >
            Termos de Serviço
          </Link>
        </nav>
      </footer>
    </div>
  );
}
