import { PartyPopper } from "lucide-react";
import { useEffect } from "react";
import { Button } from "../../../ui/button";
import { playSfx, vibrate } from "../../kit/feedback";

/** The end of the plain card flow (no players): a friendly goodbye and 'Recomeçar'. */
export function DeckEnd({
  played,
  total,
  categoryNames,
  sound,
  vibration,
  onRestart,
  onCategories,
  onExit,
}: {
  played: number;
  total: number;
  categoryNames: string;
  sound: boolean;
  vibration: boolean;
  onRestart(): void;
  onCategories(): void;
  onExit(): void;
}) {
  useEffect(() => {
    playSfx("success", sound);
    vibrate("success", vibration);
  }, [sound, vibration]);
  const all = played >= total;

  return (
    <section className="grid gap-6 text-center" aria-labelledby="deck-end-title">
      <div className="grid gap-2" aria-live="assertive">
        <PartyPopper
          aria-hidden
          className="mx-auto size-12 text-brand motion-safe:animate-bounce"
        />
        <h2 id="deck-end-title" className="text-3xl font-black">
          {all ? "Acabaram as cartas!" : "Rodada encerrada"}
        </h2>
        <p className="text-muted [overflow-wrap:anywhere]">
          {all
            ? `Vocês passaram pelas ${total} cartas de ${categoryNames}. Quem diria que essa roda já aprontou tanto?`
            : `Vocês jogaram ${played} de ${total} cartas de ${categoryNames}. Valeu pela confissão coletiva!`}
        </p>
      </div>
      <div className="grid gap-3">
        <Button onClick={onRestart}>Recomeçar</Button>
        <Button variant="secondary" onClick={onCategories}>
          Trocar categorias
        </Button>
        <Button variant="ghost" onClick={onExit}>
          Escolher outro jogo
        </Button>
      </div>
    </section>
  );
}
