import { Layers } from "lucide-react";
import { useState } from "react";
import { AdultOptIn } from "../../kit/adult-opt-in";
import { GameBlurb } from "../../kit/game-blurb";
import { PlayerSetup } from "../../kit/player-setup";
import { manifest } from "../manifest";
import { CARD_COUNTS, type CardsSettings } from "../options";
import { loadCardsSettings } from "../settings";

/** Before a game: the number of cards, the group's +18 opt-in, the players. */
export function CardsSetup({
  showAdult,
  onStart,
}: {
  showAdult: boolean;
  onStart(settings: CardsSettings): void;
}) {
  const [settings, setSettings] = useState(loadCardsSettings);
  const { cardCount } = settings;

  return (
    <div className="grid gap-6">
      <GameBlurb game={manifest} />

      <fieldset className="grid gap-3">
        <legend className="mb-2 flex items-center gap-2 text-lg font-bold">
          <Layers aria-hidden className="size-5 text-brand" /> Quantas cartas?
        </legend>
        <div className="grid grid-cols-3 gap-2">
          {CARD_COUNTS.map((count) => (
            <label
              key={count}
              className={`grid min-h-14 cursor-pointer place-items-center rounded-2xl border text-lg font-bold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${count === cardCount ? "border-brand bg-brand text-brand-ink" : "border-line bg-surface"}`}
            >
              <input
                type="radio"
                name="cards-count"
                value={count}
                checked={count === cardCount}
                onChange={() => setSettings({ ...settings, cardCount: count })}
                className="sr-only"
              />
              {count}
            </label>
          ))}
        </div>
        <p className="text-sm text-muted">
          A partida acaba depois dessa quantidade de cartas, ou quando vocês tocarem em “Encerrar”.
        </p>
      </fieldset>

      <AdultOptIn
        label="Cartas picantes"
        onHint="Flerte e paquera, sempre com consentimento. Qualquer um pode pular uma carta."
        question="Liberar as cartas picantes?"
        warning="Desafios e perguntas de flerte, para maiores de 18. Só vale se a roda inteira topar, e qualquer pessoa pode pular qualquer carta."
        optIn={settings.adult}
        showAdult={showAdult}
        onChange={(adult) => setSettings({ ...settings, adult })}
      />

      <PlayerSetup game={manifest} onStart={() => onStart(settings)} />
    </div>
  );
}
