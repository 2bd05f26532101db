import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { logoSources } from "../../lib/art";

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-20 border-b border-line/60 bg-night/85 backdrop-blur-md">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-5 py-2">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-3 rounded-xl pr-2 text-xl font-extrabold tracking-tight text-ink"
        >
          <img {...logoSources(40)} alt="" width={40} height={40} className="size-10 rounded-xl" />
          Saideira
        </Link>
        <nav aria-label="Conta">
          {/* landing-boot.ts turns this into 'Meu painel' for a browser that is signed in. */}
          <Link
            to="/auth"
            data-account-link
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface px-4 font-semibold text-ink transition hover:border-brand hover:text-brand"
          >
            <LogIn aria-hidden="true" className="size-4" />
            <span data-account-label>Entrar</span>
          </Link>
        </nav>
      </div>
    </header>
  );
}
