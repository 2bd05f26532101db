import { Crown, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../web/components/ui/button";
import { toast } from "../../../web/components/ui/use-toast";
import { playSfx, vibrate } from "../../kit/feedback";
import { drawRecap, type RecapEntry, shareOrDownload } from "../../kit/recap-image";
import { formatScore, type ScoreUnit } from "../../kit/score-unit";

const list = new Intl.ListFormat("pt-BR", { type: "conjunction" });

/**
 * A shared victory (the deck ran out with several players tied on the most fingers): the kit's
 * Results crowns one name, so this says "Empate!" and names everyone who shares the win.
 */
export function TieResults({
  gameName,
  winners,
  ranking,
  unit,
  outOf,
  sound,
  vibration,
  onPlayAgain,
  onExit,
}: {
  gameName: string;
  winners: readonly string[];
  ranking: readonly RecapEntry[];
  unit: ScoreUnit;
  outOf: number;
  sound: boolean;
  vibration: boolean;
  onPlayAgain(): void;
  onExit(): void;
}) {
  const [sharing, setSharing] = useState(false);
  useEffect(() => {
    playSfx("win", sound);
    vibrate("win", vibration);
  }, [sound, vibration]);

  async function share() {
    setSharing(true);
    try {
      const how = await shareOrDownload(
        await drawRecap(gameName, ranking, unit, outOf),
        `saideira-${Date.now()}.png`,
      );
      if (how === "downloaded")
        toast({ title: "Imagem salva", description: "O resumo da rodada foi baixado." });
    } catch {
      toast({
        variant: "destructive",
        title: "Não deu para gerar a imagem",
        description: "Tente de novo.",
      });
    } finally {
      setSharing(false);
    }
  }

  return (
    <section className="grid gap-6" aria-labelledby="tie-title">
      <div className="text-center" aria-live="assertive">
        <Crown aria-hidden className="mx-auto size-12 text-brand motion-safe:animate-bounce" />
        <h2 id="tie-title" className="text-3xl font-black">
          Empate!
        </h2>
        <p className="text-lg">
          <strong className="text-brand">{list.format(winners)}</strong> dividem a vitória.
        </p>
        <p className="text-sm text-muted">
          As cartas acabaram e o topo do placar ficou empatado em dedos.
        </p>
      </div>
      <ol
        className="grid gap-1 rounded-2xl border border-line bg-surface p-3"
        aria-label="Classificação"
      >
        {ranking.map((e, i) => (
          <li key={e.name} className="flex justify-between gap-3">
            <span className="truncate">
              {winners.includes(e.name) ? "1º" : `${i + 1}º`} {e.name}
            </span>
            <span className="shrink-0 text-muted">{formatScore(e.points, unit, outOf)}</span>
          </li>
        ))}
      </ol>
      <div className="grid gap-3">
        <Button onClick={onPlayAgain}>Jogar de novo</Button>
        <Button variant="secondary" disabled={sharing} onClick={share}>
          <Share2 aria-hidden className="size-5" /> Compartilhar resultado
        </Button>
        <Button variant="ghost" onClick={onExit}>
          Escolher outro jogo
        </Button>
      </div>
    </section>
  );
}
