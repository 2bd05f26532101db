import { useEffect } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { useDecks } from "../../../client/decks";
import { DeckEditor } from "./deck-editor";
import { SharePanel } from "./share-panel";

/** /baralhos/novo and /baralhos/:id: the editor, and the owner's share panel. */
export function DeckEditorScreen() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const view = useDecks();
  const deck = view.decks.find((d) => d.id === id) ?? null;
  const isPending = view.isPending;
  const creating = id === undefined;
  const title = creating ? "Novo baralho" : "Editar baralho";
  useEffect(() => {
    document.title = `${title} · Saideira`;
  }, [title]);
  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-5 pt-8">
      <nav>
        <Link
          to="/baralhos"
          className="inline-flex min-h-11 items-center text-muted hover:text-ink"
        >
          ← Meus baralhos
        </Link>
      </nav>
      <h1 className="text-3xl font-black [overflow-wrap:anywhere]">{title}</h1>
      {!creating && isPending ? (
        <p className="text-muted">Carregando baralho…</p>
      ) : !creating && !deck ? (
        <p role="alert" className="rounded-2xl border border-dashed border-line p-6 text-center">
          Baralho não encontrado. Ele pode ter sido apagado em outro aparelho.
        </p>
      ) : (
        <>
          {/* Keyed: another deck opened from here starts a fresh form. */}
          <DeckEditor key={id ?? "new"} deck={deck} initialGame={search.get("jogo") ?? undefined} />
          {!creating && <SharePanel deck={deck} onDevice={view.onDevice} />}
          <div className="pb-8" />
        </>
      )}
    </main>
  );
}
