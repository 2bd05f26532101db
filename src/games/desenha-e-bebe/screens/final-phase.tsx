import { Settings2 } from "lucide-react";
import { Button } from "../../../ui/button";
import { Results } from "../../kit/lazy-results";
import type { Drawing } from "../drawing";
import { drawingDataUrl, drawingPicture } from "../drawing-svg";
import { manifest } from "../manifest";
import { type GameState, ranking } from "../rules";
import { DrawingPicture } from "./drawing-picture";
import "../styles.css";

/** The podium of teams (shareable), then each team's points and sips of the night. */
export function FinalPhase({
  game,
  drawing,
  sound,
  vibration,
  onPlayAgain,
  onSetup,
  onExit,
}: {
  game: GameState;
  /** The last round's drawing: shown here and put on the shared image. */
  drawing: Drawing;
  sound: boolean;
  vibration: boolean;
  onPlayAgain(): void;
  onSetup(): void;
  onExit(): void;
}) {
  const teams = ranking(game);
  const picture = drawingPicture(drawing);
  const thirsty = [...teams].sort((a, b) => b.sips - a.sips)[0];
  const highlights =
    thirsty && thirsty.sips > 0
      ? [
          {
            label: "Quem mais bebeu",
            value: `${thirsty.name} · ${thirsty.sips} ${thirsty.sips === 1 ? "gole" : "goles"}`,
          },
        ]
      : [];
  return (
    <>
      <Results
        gameName={manifest.name}
        unit={manifest.scoreUnit}
        ranking={teams.map((t) => ({ name: t.name, points: t.points }))}
        picture={picture ? drawingDataUrl(picture) : undefined}
        highlights={highlights}
        sound={sound}
        vibration={vibration}
        onPlayAgain={onPlayAgain}
        onExit={onExit}
      />
      {picture && (
        <figure className="grid justify-items-center gap-1">
          <DrawingPicture drawing={drawing} className="max-h-64 w-full" />
          <figcaption className="text-sm text-muted">O último desenho</figcaption>
        </figure>
      )}
      <section aria-labelledby="summary-title" className="grid gap-2">
        <h2 id="summary-title" className="font-bold">
          Resumo: {game.round} {game.round === 1 ? "rodada" : "rodadas"}
        </h2>
        <ul className="grid gap-2 rounded-2xl border border-line bg-surface p-3 text-sm">
          {teams.map((t) => (
            <li key={t.id} className="grid gap-0.5">
              <span className="flex justify-between gap-3">
                <span className="truncate font-semibold">{t.name}</span>
                <span className="shrink-0 text-muted tabular-nums">
                  {t.points} {t.points === 1 ? "ponto" : "pontos"} · {t.sips}{" "}
                  {t.sips === 1 ? "gole" : "goles"}
                </span>
              </span>
              <span className="text-xs text-muted">{t.members.join(", ")}</span>
            </li>
          ))}
        </ul>
        <Button variant="ghost" onClick={onSetup}>
          <Settings2 aria-hidden className="size-5" /> Mudar times ou regras
        </Button>
      </section>
    </>
  );
}
