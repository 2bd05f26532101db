import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { useStoredSettings } from "../../../client/players-store";
import { useSession } from "../../../client/session";
import { MAX_POINTS } from "../../../shared/constants";
import { Button } from "../../../ui/button";
import { AdultOptIn } from "../../kit/adult-opt-in";
import { GameHeader } from "../../kit/game-header";
import { hasUnfinishedGame } from "../../kit/saved-games";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { saideiraGame } from "../logic";
import { type DrinkUnit, estimatedMinutes } from "../rules";
import { loadRouletteSettings, saveRouletteSettings } from "../settings";
import { RouletteRules } from "./roulette-rules";
import "../styles.css";

/** Loads the other screens of this game now, so it keeps working if the signal drops. */
const prefetch = () =>
  Promise.all([
    import("./roulette-players-screen"),
    import("./roulette-play-screen"),
    import("./roulette-winner-screen"),
  ]);

export function RouletteStartScreen() {
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const prefs = useGamePrefs();
  const [settings, setSettings] = useStoredSettings("saideira", loadRouletteSettings);
  const pointsId = useId();
  const [unfinished] = useState(() => hasUnfinishedGame(saideiraGame));
  useEffect(() => void prefetch().catch(() => {}), []);

  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-6 px-5 py-6">
      <GameHeader title="Saideira" back="/game-modes" rules={<RouletteRules />} />
      <section className="grid gap-2 text-center">
        <p className="text-5xl" aria-hidden>
          🎡
        </p>
        <h2 className="text-2xl font-black">A roleta da noite</h2>
        <p className="text-muted">
          {prefs.drinkMode === "sem-alcool"
            ? "Gire, cumpra o desafio ou tome um gole de água, refri ou suco, e junte pontos até a saideira."
            : "Gire, cumpra o desafio ou beba, e junte pontos até a saideira."}
        </p>
      </section>
      {unfinished && (
        <Button onClick={() => navigate("/roulette/play")}>Continuar a partida</Button>
      )}
      {prefs.drinkMode === "alcool" ? (
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-2 font-bold">Vamos de</legend>
          {(
            [
              ["goles", "Goles", "Para ir com calma"],
              ["doses", "Doses", "Só se a roda toda combinar"],
            ] as [DrinkUnit, string, string][]
          ).map(([value, label, hint]) => (
            <label
              key={value}
              className={`grid min-h-16 cursor-pointer gap-0.5 rounded-2xl border p-4 ${settings.drinkUnit === value ? "border-brand bg-surface-2" : "border-line bg-surface"}`}
            >
              <span className="flex items-center gap-2 font-bold">
                <input
                  type="radio"
                  name="drinkUnit"
                  checked={settings.drinkUnit === value}
                  onChange={() => setSettings({ ...settings, drinkUnit: value })}
                  className="size-5 accent-amber-400"
                />
                {label}
              </span>
              <span className="text-sm text-muted">{hint}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="rounded-2xl border border-line bg-surface p-4 text-sm text-muted">
          Modo sem álcool: quem “bebe” toma um gole de água, refri ou suco.
        </p>
      )}
      <div className="grid gap-2">
        <label htmlFor={pointsId} className="flex justify-between font-bold">
          Meta de pontos <output className="text-brand">{settings.maxPoints}</output>
        </label>
        <input
          id={pointsId}
          type="range"
          min={MAX_POINTS.min}
          max={MAX_POINTS.max}
          step={10}
          value={settings.maxPoints}
          onChange={(e) => setSettings({ ...settings, maxPoints: Number(e.target.value) })}
          className="h-11 accent-amber-400"
        />
        <p className="text-sm text-muted">
          Com {settings.maxPoints} pontos, a partida dura uns {estimatedMinutes(settings.maxPoints)}{" "}
          minutos com 4 pessoas.
        </p>
      </div>
      <AdultOptIn
        label="Perguntas picantes"
        onHint="Desafios, verdades e regras de flerte, sempre com consentimento. Qualquer um pode recusar."
        question="Liberar as perguntas picantes?"
        warning="Desafios, verdades e regras de flerte, para maiores de 18. Só vale se a roda inteira topar, e qualquer pessoa pode recusar qualquer uma."
        optIn={settings.adult}
        showAdult={prefs.showAdult}
        onChange={(adult) => setSettings({ ...settings, adult })}
      />
      <Button
        variant={unfinished ? "secondary" : undefined}
        onClick={() => {
          saveRouletteSettings(settings, isAuthenticated);
          navigate("/roulette/players");
        }}
      >
        Escolher jogadores
      </Button>
    </main>
  );
}
