import { Link } from "react-router";
import { logoSources } from "../../lib/art";

const links = [
  { to: "/game-modes", label: "Jogos" },
  { to: "/home", label: "Sobre Nós" },
  { to: "/auth", label: "Login" },
  { to: "/termos-de-servico", label: "Termos de Uso" },
  { to: "/politica-de-privacidade", label: "Política de Privacidade" },
] as const;

export function LandingFooter() {
  return (
    <footer className="border-t border-line bg-surface/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-10 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-3">
          <img
            {...logoSources(40)}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 rounded-xl"
          />
          <p className="text-sm text-muted">
            <span className="block text-base font-extrabold text-ink">Saideira</span>
            Jogos de festa para jogar com os amigos.
          </p>
        </div>
        <nav aria-label="Rodapé">
          <ul className="-mx-2 flex flex-wrap gap-x-2 gap-y-1 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-lg px-2 text-muted underline-offset-4 hover:text-ink hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line/60">
        <p className="mx-auto max-w-6xl px-5 py-5 text-sm text-muted">
          <small className="text-sm">© 2026 Saideira. Todos os direitos reservados.</small>
        </p>
      </div>
    </footer>
  );
}
