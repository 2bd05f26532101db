import { Copy, Link2, Link2Off, Share2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { failureMessage } from "../../../client/api";
import { useShareDeck } from "../../../client/decks";
import type { Deck } from "../../../shared/schemas/deck";
import { Button } from "../../../ui/button";
import { toast } from "../../../ui/use-toast";
import { LinkQr } from "./link-qr";

export const shareUrl = (code: string): string => `${window.location.origin}/b/${code}`;

const box = "grid gap-3 rounded-2xl border border-line bg-surface p-4";

/** The owner's link to a deck: open it, show it as a QR code, copy or send it, close it. */
export function SharePanel({ deck, onDevice }: { deck: Deck | null; onDevice: boolean }) {
  const share = useShareDeck();
  const [error, setError] = useState<string | null>(null);
  const title = (
    <h2 id="share-title" className="text-xl font-bold">
      Compartilhar
    </h2>
  );
  if (onDevice)
    return (
      <section aria-labelledby="share-title" className={box}>
        {title}
        <p className="text-muted">
          Para compartilhar um baralho por link é preciso uma conta.{" "}
          <Link
            to="/auth?next=%2Fbaralhos"
            className="font-semibold text-brand underline underline-offset-2"
          >
            Entre ou crie uma conta
          </Link>
          : seus baralhos deste aparelho vão junto.
        </p>
      </section>
    );
  if (!deck) return null;
  if (deck.hidden)
    return (
      <section aria-labelledby="share-title" className={box}>
        {title}
        <p className="text-muted">
          Este baralho foi ocultado depois de denúncias: o link está fechado e não pode ser
          compartilhado de novo.
        </p>
      </section>
    );
  if (deck.version === 0)
    return (
      <section aria-labelledby="share-title" className={box}>
        {title}
        <p className="text-muted">
          Este baralho ainda não chegou à sua conta. Com internet, ele vai e pode ser compartilhado.
        </p>
      </section>
    );

  const run = async (open: boolean) => {
    setError(null);
    try {
      await share.mutateAsync({ id: deck.id, share: open });
      toast({ title: open ? "Link aberto" : "Link fechado", description: deck.name });
    } catch (err) {
      if (err instanceof Error && err.message === "busy") return;
      setError(failureMessage(err));
    }
  };

  const url = deck.shared && deck.shareCode ? shareUrl(deck.shareCode) : null;
  return (
    <section aria-labelledby="share-title" className={box}>
      {title}
      {url ? (
        <>
          <p className="text-muted">Quem abrir o link vê os itens, joga com eles e pode copiar.</p>
          <p
            className="rounded-xl bg-night px-3 py-2 font-mono text-sm break-all"
            data-testid="share-link"
          >
            {url}
          </p>
          <LinkQr url={url} label={`QR code do link do baralho ${deck.name}`} />
          <div className="grid gap-2 sm:grid-cols-2">
            <Button
              variant="secondary"
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(url);
                  toast({ title: "Link copiado" });
                } catch {
                  toast({
                    variant: "destructive",
                    title: "Não foi possível copiar",
                    description: "Selecione o link e copie à mão.",
                  });
                }
              }}
            >
              <Copy aria-hidden className="size-5" /> Copiar link
            </Button>
            {typeof navigator !== "undefined" && "share" in navigator && (
              <Button
                variant="secondary"
                onClick={() =>
                  void navigator
                    .share({ title: deck.name, text: `Baralho “${deck.name}” no Saideira`, url })
                    .catch(() => {})
                }
              >
                <Share2 aria-hidden className="size-5" /> Enviar
              </Button>
            )}
          </div>
          <Button variant="ghost" onClick={() => run(false)} disabled={share.isPending}>
            <Link2Off aria-hidden className="size-5" /> Parar de compartilhar
          </Button>
        </>
      ) : (
        <>
          <p className="text-muted">
            Crie um link: quem abrir vê os itens, joga com eles e pode copiar para os baralhos dele.
          </p>
          <Button onClick={() => run(true)} disabled={share.isPending}>
            <Link2 aria-hidden className="size-5" />{" "}
            {share.isPending ? "Abrindo…" : "Compartilhar por link"}
          </Button>
        </>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
    </section>
  );
}
