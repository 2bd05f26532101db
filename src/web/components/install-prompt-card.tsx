import { Share, X } from "lucide-react";
import { useId } from "react";
import { Button } from "../../ui/button";
import { appIconSources } from "../lib/art";

export const IOS_INSTRUCTIONS = "Toque em Compartilhar e depois em 'Adicionar à Tela de Início'";

/** The install invitation as a card: a real button where the browser can install, else iOS steps. */
export function InstallPromptCard({
  title,
  message,
  ios,
  onInstall,
  onDismiss,
}: {
  title: string;
  message: string;
  ios: boolean;
  onInstall?(): void;
  onDismiss?(): void;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="relative grid gap-3 rounded-2xl border border-line bg-surface-2 p-4 text-ink shadow-2xl shadow-black/40"
      data-testid="install-prompt"
    >
      <div className="flex items-start gap-3 pr-8">
        <img
          {...appIconSources(48)}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-xl"
        />
        <div className="grid min-w-0 gap-0.5">
          <h2 id={titleId} className="font-bold">
            {title}
          </h2>
          <p className="text-sm text-muted">{message}</p>
        </div>
      </div>
      {ios && (
        <p className="flex items-start gap-2 rounded-xl bg-night/60 p-3 text-sm">
          <Share aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
          {IOS_INSTRUCTIONS}
        </p>
      )}
      <div className={`grid gap-2 ${ios ? "" : "grid-cols-2"}`}>
        <Button
          variant="secondary"
          className="min-h-11 px-3 py-2 text-sm whitespace-nowrap"
          onClick={onDismiss}
        >
          Agora não
        </Button>
        {!ios && (
          <Button className="min-h-11 px-3 py-2 text-sm whitespace-nowrap" onClick={onInstall}>
            Instalar
          </Button>
        )}
      </div>
      <button
        type="button"
        aria-label="Fechar"
        onClick={onDismiss}
        className="absolute top-1 right-1 grid size-11 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-ink"
      >
        <X aria-hidden className="size-4" />
      </button>
    </section>
  );
}
