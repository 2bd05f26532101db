import { Layers, Plus } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { useDecks } from "../../../client/decks";
import { buttonClass } from "../../../ui/button";
import { gameName, itemCount } from "./deck-meta";

const badge = "rounded-full px-2 py-0.5 text-xs font-bold";

/** "Meus baralhos": the user's own decks to play in the games that take one. */
export function DecksScreen() {
  const view = useDecks();
  useEffect(() => {
    document.title = "Meus baralhos · Saideira";
  }, []);
  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-5 py-8">
      <nav>
        <Link
          to={view.onDevice ? "/game-modes" : "/dashboard"}
          className="inline-flex min-h-11 items-center text-muted hover:text-ink"
        >
          {view.onDevice ? "← Jogos" : "← Painel"}
        </Link>
      </nav>
      <header className="grid gap-2">
        <h1 className="text-3xl font-black">Meus baralhos</h1>
        <p className="text-muted">
          Escreva as cartas da sua turma e jogue com elas no Eu Nunca, Verdade ou Desafio, Quem é
          Mais Provável e outros.
        </p>
        {view.onDevice && (
          <p className="rounded-xl bg-surface-2 p-3 text-sm text-muted">
            Sem conta, os baralhos ficam só neste aparelho.{" "}
            <Link
              to="/auth?next=%2Fbaralhos"
              className="font-semibold text-brand underline underline-offset-2"
            >
              Crie uma conta
            </Link>{" "}
            para levá-los a todos os seus aparelhos e compartilhar por link: os daqui entram nela.
          </p>
        )}
        {view.waiting > 0 && (
          <p role="status" className="rounded-xl bg-surface-2 p-3 text-sm">
            {view.waiting === 1
              ? "1 alteração espera a internet para ir à sua conta."
              : `${view.waiting} alterações esperam a internet para ir à sua conta.`}
          </p>
        )}
      </header>
      <Link to="/baralhos/novo" className={buttonClass("primary")}>
        <Plus aria-hidden className="size-5" /> Novo baralho
      </Link>
      {view.isPending && <p className="text-muted">Carregando baralhos…</p>}
      {view.isError && (
        <p role="alert" className="text-danger">
          Não foi possível carregar seus baralhos. Verifique a conexão.
        </p>
      )}
      {!view.isPending && !view.isError && view.decks.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
          Nenhum baralho ainda. Crie o primeiro com as piadas internas da sua turma!
        </p>
      )}
      <ul className="grid gap-3" aria-label="Baralhos">
        {view.decks.map((d) => (
          <li key={d.id}>
            <Link
              to={`/baralhos/${d.id}`}
              className="flex min-h-16 items-center gap-3 rounded-2xl border border-line bg-surface p-4 hover:border-brand"
            >
              <Layers aria-hidden className="size-6 shrink-0 text-brand" />
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="font-bold [overflow-wrap:anywhere]">{d.name}</span>
                <span className="text-sm text-muted">
                  {gameName(d.game)} · {itemCount(d.items.length)}
                </span>
                {(d.adult || d.shared || d.hidden) && (
                  <span className="flex flex-wrap gap-1.5">
                    {d.adult && <span className={`${badge} bg-red-800 text-white`}>18+</span>}
                    {d.shared && !d.hidden && (
                      <span className={`${badge} bg-accent text-brand-ink`}>Compartilhado</span>
                    )}
                    {d.hidden && <span className={`${badge} bg-surface-2 text-ink`}>Oculto</span>}
                  </span>
                )}
              </span>
              <span className="sr-only">Editar</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
