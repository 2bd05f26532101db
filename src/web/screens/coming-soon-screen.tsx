import { Link, useLocation } from "react-router";
import { buttonClass } from "../components/ui/button";

/** Signed-in pages of the spec whose screens are not built yet: honest, and a way back. */
export function ComingSoonScreen() {
  const { pathname } = useLocation();
  return (
    <main className="grid min-h-dvh place-items-center px-6 text-center">
      <div className="grid max-w-sm gap-4">
        <h1 className="text-3xl font-black">Em breve</h1>
        <p className="text-muted">
          Esta parte do Saideira ({pathname}) ainda está sendo preparada. Enquanto isso, escolha
          outro jogo.
        </p>
        <Link to="/game-modes" className={buttonClass("primary")}>
          Ver os jogos
        </Link>
      </div>
    </main>
  );
}
