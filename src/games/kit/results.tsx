import { Crown, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { formatScore, type ScoreUnit } from "../../shared/score-unit";
import { Button } from "../../ui/button";
import { toast } from "../../ui/use-toast";
import { playSfx, vibrate } from "./feedback";
import { drawRecap, shareOrDownload } from "./recap-image";
import type { Highlight } from "./recap-layout";
import { podiumSteps, type RankedEntry, resultTitle, withPlaces } from "./standings";

/** Where each step stands (the best in the middle); the look follows the place. */
const podiumOrder = ["order-2", "order-1", "order-3"];
const placeStyle: Record<number, { height: string; color: string }> = {
  1: { height: "h-32", color: "bg-brand text-brand-ink" },
  2: { height: "h-24", color: "bg-zinc-300 text-zinc-900" },
  3: { height: "h-16", color: "bg-amber-600 text-white" },
};

/** The end of a game: podium (ties share a place), full ranking, a shareable recap image, play again. */
export function Results({
  gameName,
  ranking,
  unit,
  outOf,
  highlights,
  picture,
  sound,
  vibration,
  onPlayAgain,
  onExit,
}: {
  gameName: string;
  /** Best first; equal points share a place unless the entries set their own places. */
  ranking: readonly RankedEntry[];
  /** The game's manifest.scoreUnit. */
  unit: ScoreUnit;
  /** Scores counted down from a total, like Eu Nunca's fingers: "1 de 3 dedos". */
  outOf?: number;
  /** The night's numbers the game knows, for the shared image ("Quem mais brindou: Ana"). */
  highlights?: readonly Highlight[];
  /** A picture for the shared image (Desenha e Bebe's last drawing), as a data URL. */
  picture?: string;
  sound: boolean;
  vibration: boolean;
  onPlayAgain(): void;
  onExit(): void;
}) {
  const [sharing, setSharing] = useState(false);
  const placed = withPlaces(ranking);
  const steps = podiumSteps(placed);
  const rest = placed.filter((e) => e.place > 3);
  useEffect(() => {
    playSfx("win", sound);
    vibrate("win", vibration);
  }, [sound, vibration]);

  return (
    <section className="grid gap-6" aria-labelledby="results-title">
      <div className="text-center" aria-live="assertive">
        <Crown aria-hidden className="mx-auto size-12 text-brand motion-safe:animate-bounce" />
        <h2 id="results-title" className="text-3xl font-black">
          {resultTitle(ranking)}
        </h2>
        <p className="text-muted">{gameName}</p>
      </div>
      <ol className="flex items-end justify-center gap-2" aria-label="Pódio">
        {steps.map((step, i) => {
          const s = placeStyle[step.place];
          if (!s) return null;
          return (
            <li
              key={step.place}
              aria-label={`${step.place}º lugar`}
              className={`${podiumOrder[i]} grid w-28 justify-items-center gap-1 text-center`}
            >
              <ul className="grid w-full gap-1">
                {step.entries.map((e) => (
                  <li key={e.name} className="grid">
                    <span className="font-bold break-words [overflow-wrap:anywhere]">{e.name}</span>
                    <span className="text-sm text-muted">{formatScore(e.points, unit, outOf)}</span>
                  </li>
                ))}
              </ul>
              <span
                className={`grid w-full place-items-center rounded-t-2xl text-2xl font-black ${s.height} ${s.color}`}
              >
                {step.place}º
              </span>
            </li>
          );
        })}
      </ol>
      {rest.length > 0 && (
        <ol
          start={placed.length - rest.length + 1}
          className="grid gap-1 rounded-2xl border border-line bg-surface p-3"
        >
          {rest.map((e) => (
            <li key={e.name} className="flex justify-between">
              <span>
                {e.place}º {e.name}
              </span>
              <span className="text-muted">{formatScore(e.points, unit, outOf)}</span>
            </li>
          ))}
        </ol>
      )}
      <div className="grid gap-3">
        <Button onClick={onPlayAgain}>Jogar de novo</Button>
        <Button
          variant="secondary"
          disabled={sharing}
          onClick={async () => {
            setSharing(true);
            try {
              const blob = await drawRecap(gameName, ranking, { unit, outOf, highlights, picture });
              const how = await shareOrDownload(blob, `saideira-${Date.now()}.png`);
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
          }}
        >
          <Share2 aria-hidden className="size-5" /> Compartilhar resultado
        </Button>
        <Button variant="ghost" onClick={onExit}>
          Escolher outro jogo
        </Button>
      </div>
    </section>
  );
}
