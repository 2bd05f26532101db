import { useQuery } from "@tanstack/react-query";
import { Copy, Flag, Play } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { isAgeConfirmed } from "../../../client/age-gate";
import { failureMessage, HttpError } from "../../../client/api";
import {
  offerDeck,
  sharedDeckQuery,
  sharedSnapshot,
  useCopySharedDeck,
} from "../../../client/decks";
import { useSession } from "../../../client/session";
import type { SharedDeck } from "../../../shared/schemas/deck";
import { Button, buttonClass } from "../../../ui/button";
import { onDemand } from "../../../ui/on-demand";
import { toast } from "../../../ui/use-toast";
import { gameName, gameRoute, itemCount, kindLabel } from "./deck-meta";
import { ReportDialog } from "./report-dialog";

/** The same 18+ screen the games show once per device (src/web/components/play-gate.tsx). */
const ageGate = onDemand(() => import("../age-gate-screen").then((m) => m.AgeGateScreen));

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

/** Why a link shows no deck, in words for whoever opened it. */
function failure(error: Error | null, online: boolean): { title: string; text: string } {
  if (!online || !(error instanceof HttpError))
    return {
      title: "Sem conexão",
      text: "Abrir um baralho compartilhado precisa de internet. Tente de novo quando ela voltar.",
    };
  if (error.code === "DECK_NOT_SHARED")
    return { title: "Link fechado", text: "O dono parou de compartilhar este baralho." };
  if (error.code === "DECK_HIDDEN")
    return { title: "Baralho removido", text: "Este baralho foi removido depois de denúncias." };
  if (error.status === 404)
    return { title: "Baralho não encontrado", text: "Confira o link: pode ter uma letra trocada." };
  return { title: "Não foi possível abrir", text: error.userMessage };
}

/** /b/CODE: a deck someone shared, read-only, to play, copy or report. */
export function SharedDeckScreen() {
  const { code = "" } = useParams();
  const query = useQuery(sharedDeckQuery(code));
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const { profile, loading } = useSession();
  const [confirmed, setConfirmed] = useState(isAgeConfirmed);
  const deck = query.data;
  useEffect(() => {
    document.title = `${deck?.name ?? "Baralho compartilhado"} · Saideira`;
  }, [deck?.name]);
  if (deck?.adult && !loading && !profile && !confirmed)
    return ageGate.element({ onConfirm: () => setConfirmed(true) });
  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-5 py-8">
      <nav>
        <Link
          to="/game-modes"
          className="inline-flex min-h-11 items-center text-muted hover:text-ink"
        >
          ← Jogos
        </Link>
      </nav>
      {deck ? (
        deck.adult && loading ? (
          <p className="text-muted">Carregando…</p>
        ) : (
          <DeckView deck={deck} />
        )
      ) : query.isPending && online ? (
        <p className="text-muted">Carregando baralho…</p>
      ) : (
        <Failure {...failure(query.error, online)} />
      )}
    </main>
  );
}

function Failure({ title, text }: { title: string; text: string }) {
  return (
    <section className="grid gap-4">
      <h1 className="text-3xl font-black">{title}</h1>
      <p role="alert" className="text-muted">
        {text}
      </p>
      <Link to="/baralhos" className={buttonClass("secondary")}>
        Ver meus baralhos
      </Link>
    </section>
  );
}

function DeckView({ deck }: { deck: SharedDeck }) {
  const navigate = useNavigate();
  const copy = useCopySharedDeck();
  const [reporting, setReporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const snapshot = sharedSnapshot(deck);
  return (
    <>
      <header className="grid gap-2">
        <p className="text-sm font-semibold text-brand">Baralho compartilhado</p>
        <h1 className="text-3xl font-black [overflow-wrap:anywhere]">{deck.name}</h1>
        <p className="flex flex-wrap items-center gap-2 text-muted">
          {gameName(deck.game)} · {itemCount(deck.items.length)}
          {deck.adult && (
            <span className="rounded-full bg-red-800 px-2 py-0.5 text-xs font-bold text-white">
              18+
            </span>
          )}
        </p>
      </header>
      <div className="grid gap-3">
        <Button
          disabled={!snapshot}
          onClick={() => {
            if (!snapshot) return;
            offerDeck(snapshot);
            navigate(gameRoute(deck.game));
          }}
        >
          <Play aria-hidden className="size-5" /> Jogar com este baralho
        </Button>
        <Button
          variant="secondary"
          disabled={copy.isPending}
          onClick={async () => {
            setError(null);
            try {
              const id = await copy.mutateAsync(deck);
              toast({ title: "Copiado para Meus baralhos", description: deck.name });
              navigate(`/baralhos/${id}`);
            } catch (err) {
              if (err instanceof Error && err.message === "busy") return;
              setError(failureMessage(err));
            }
          }}
        >
          <Copy aria-hidden className="size-5" />{" "}
          {copy.isPending ? "Copiando…" : "Copiar para meus baralhos"}
        </Button>
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
      </div>
      <section aria-labelledby="items-title" className="grid gap-3">
        <h2 id="items-title" className="text-xl font-bold">
          Itens
        </h2>
        <ol className="grid gap-2">
          {deck.items.map((item, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders
              key={i}
              className="rounded-2xl border border-line bg-surface p-3 [overflow-wrap:anywhere]"
            >
              {item.kind && (
                <span className="mr-2 text-xs font-bold text-brand uppercase">
                  {kindLabel(item.kind)}
                </span>
              )}
              {item.text}
            </li>
          ))}
        </ol>
      </section>
      <Button variant="ghost" onClick={() => setReporting(true)} className="justify-self-center">
        <Flag aria-hidden className="size-5" /> Denunciar
      </Button>
      <ReportDialog code={deck.code} open={reporting} onOpenChange={setReporting} />
    </>
  );
}
