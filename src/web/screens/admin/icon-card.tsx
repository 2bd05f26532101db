import { RotateCcw } from "lucide-react";
import { useState } from "react";
import type { GameManifest } from "../../../shared/game-manifest";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { GameIcon } from "../../components/game-icon";
import { useResetGameIcon, useUploadImage } from "../../lib/admin-api";
import { useGameIconUrl } from "../../lib/game-icons";
import { ImagePicker } from "./image-picker";

/** One game's icon: live preview, upload of a new one and reset to the catalogue art. */
export function IconCard({ game }: { game: GameManifest }) {
  const url = useGameIconUrl(game.id);
  const upload = useUploadImage();
  const reset = useResetGameIcon();
  const [confirm, setConfirm] = useState(false);
  const isDefault = url === game.icon;
  const busy = upload.isPending || reset.isPending;
  return (
    <li
      className="grid content-start gap-4 rounded-2xl border border-line bg-surface p-4"
      data-testid={`icon-card-${game.id}`}
    >
      <div className="flex items-center gap-4">
        <GameIcon gameId={game.id} size={80} alt={`Ícone de ${game.name}`} className="shrink-0" />
        <div className="grid min-w-0 gap-1">
          <h2 className="truncate font-bold">{game.name}</h2>
          <p className="truncate font-mono text-xs text-muted">{game.id}</p>
          <p className={`text-xs font-semibold ${isDefault ? "text-muted" : "text-accent"}`}>
            {isDefault ? "Ícone padrão" : "Ícone personalizado"}
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <ImagePicker
          label="Enviar"
          busy={upload.isPending}
          disabled={busy}
          className="px-3"
          onFile={(file) => upload.mutate({ kind: "gameIcon", key: game.id, file })}
        />
        <Button
          variant="ghost"
          className="border border-line px-3"
          disabled={isDefault || busy}
          onClick={() => setConfirm(true)}
        >
          <RotateCcw aria-hidden className="size-5" />
          {reset.isPending ? "Restaurando…" : "Padrão"}
        </Button>
      </div>
      <Dialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Voltar ao ícone padrão de ${game.name}?`}
        description="O ícone enviado deixa de aparecer para todo mundo e volta a arte original do jogo."
      >
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setConfirm(false)}>
            Cancelar
          </Button>
          <Button
            onClick={() => {
              setConfirm(false);
              reset.mutate({ gameId: game.id, fallback: game.icon });
            }}
          >
            Restaurar
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
