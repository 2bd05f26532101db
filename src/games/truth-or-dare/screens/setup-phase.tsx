import { Check, Lock } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../ui/button";
import { builtInSelection, CustomDeckPicker, type DeckChoice } from "../../kit/custom-deck-picker";
import { GameBlurb } from "../../kit/game-blurb";
import { GroupConsentDialog } from "../../kit/group-consent";
import { PlayInRoomLink } from "../../kit/play-in-room";
import { PlayerSetup } from "../../kit/player-setup";
import { manifest } from "../manifest";
import {
  ADULT_LEVEL,
  allowedLevels,
  COMPLETE_POINTS,
  LEVEL_LABELS,
  LEVELS,
  type Level,
  TARGET_POINTS,
  type TruthOrDareSettings,
} from "../options";
import { ADULT_WARNING } from "../settings";

const levelHints: Record<Level, string> = {
  leve: "Para aquecer: micos e perguntas inocentes.",
  medio: "Segredos, ex, vergonhas e um pouco de coragem.",
  picante: "Flerte e relacionamentos, sempre com consentimento.",
};

/**
 * What a game starts with: the setup's levels (none when the chosen deck plays alone) and the
 * deck; an 18+ deck carries the 18+ setting with it, as the game's settings ask.
 */
export function withDeckChoice(
  settings: TruthOrDareSettings,
  deck: DeckChoice,
): TruthOrDareSettings {
  const { showAdult: _, customDeck: __, ...rest } = settings;
  return {
    ...rest,
    levels: builtInSelection(deck, settings.levels),
    customDeck: deck.chosen,
    ...(deck.chosen?.adult ? { showAdult: true as const } : {}),
  };
}

/**
 * 'Seus baralhos', the levels (with the +18 gate; hidden while a deck plays alone), the target and
 * the players; 'Começar' hands over to the game.
 */
export function SetupPhase({
  settings,
  deck,
  showAdult,
  hasScores,
  notice = null,
  onChange,
  onStart,
  onResume,
}: {
  settings: TruthOrDareSettings;
  /** The custom deck chosen for the next game (the setup's 'Seus baralhos'). */
  deck: DeckChoice;
  showAdult: boolean;
  /** Someone has points already: starting again zeroes them, so say so. */
  hasScores: boolean;
  /** Why the game came back here on its own, shown until a level is playable again. */
  notice?: string | null;
  onChange(settings: TruthOrDareSettings): void;
  onStart(): void;
  /** A game is in progress: go back to it with these players and levels (scores kept). */
  onResume?: () => void;
}) {
  const [confirmAdult, setConfirmAdult] = useState(false);
  const [error, setError] = useState(false);
  const ids = { levelsHint: useId(), adultHint: useId(), target: useId() };
  const usable = allowedLevels(settings.levels, showAdult);
  const alone = deck.chosen !== null && !deck.mixed;
  // A chosen deck plays on its own too: the levels may then be empty.
  const playable = usable.length > 0 || deck.chosen !== null;
  const cardsToWin = Math.ceil(settings.maxPoints / COMPLETE_POINTS);
  const setLevels = (levels: Level[]) => {
    onChange({ ...settings, levels });
    setError(false);
  };

  const toggle = (level: Level) => {
    if (level === ADULT_LEVEL && !showAdult) return;
    const on = usable.includes(level);
    if (!on && level === ADULT_LEVEL) return setConfirmAdult(true);
    setLevels(on ? settings.levels.filter((l) => l !== level) : [...settings.levels, level]);
  };

  return (
    <>
      {notice && (
        <p role="alert" className="rounded-2xl border border-danger p-4 text-sm text-danger">
          {notice}
        </p>
      )}
      <GameBlurb game={manifest} />
      {onResume && (
        <Button
          onClick={() => {
            if (!playable) return setError(true);
            onResume();
          }}
        >
          Continuar a partida
        </Button>
      )}

      <CustomDeckPicker
        game="truth-or-dare"
        choice={deck}
        showAdult={showAdult}
        adultWarning={ADULT_WARNING}
      />

      {!alone && (
        <fieldset className="grid gap-3" aria-describedby={ids.levelsHint}>
          <legend className="mb-2 text-lg font-bold">Níveis</legend>
          <div className="flex flex-wrap gap-2">
            {LEVELS.map((level) => {
              const locked = level === ADULT_LEVEL && !showAdult;
              const on = usable.includes(level);
              return (
                <button
                  key={level}
                  type="button"
                  aria-pressed={on}
                  aria-disabled={locked || undefined}
                  aria-describedby={locked ? ids.adultHint : undefined}
                  onClick={() => toggle(level)}
                  className={`inline-flex min-h-12 items-center gap-2 rounded-full border-2 px-4 font-bold transition ${on ? "border-brand bg-brand text-brand-ink" : "border-line bg-surface text-ink hover:border-brand"} ${locked ? "cursor-not-allowed opacity-60 hover:border-line" : ""}`}
                >
                  {on && <Check aria-hidden className="size-4" />}
                  {locked && <Lock aria-hidden className="size-4" />}
                  {LEVEL_LABELS[level]}
                  {level === ADULT_LEVEL && (
                    <span className="rounded bg-red-800 px-1.5 text-xs text-white">+18</span>
                  )}
                </button>
              );
            })}
          </div>
          <ul id={ids.levelsHint} className="grid gap-1 text-sm text-muted">
            {usable.map((level) => (
              <li key={level}>
                <strong className="text-ink">{LEVEL_LABELS[level]}:</strong> {levelHints[level]}
              </li>
            ))}
            {usable.length === 0 && <li className="text-danger">Escolha pelo menos um nível.</li>}
          </ul>
          {!showAdult && (
            <p id={ids.adultHint} className="text-sm text-muted">
              <Lock aria-hidden className="mr-1 inline size-4 align-[-2px]" />O Picante fica
              bloqueado enquanto “Conteúdo +18” estiver desligado nos ajustes do jogo (a engrenagem
              no topo da tela).
            </p>
          )}
        </fieldset>
      )}

      <div className="grid gap-2">
        <label htmlFor={ids.target} className="flex justify-between font-bold">
          Meta de pontos <output className="text-brand">{settings.maxPoints}</output>
        </label>
        <input
          id={ids.target}
          type="range"
          min={TARGET_POINTS.min}
          max={TARGET_POINTS.max}
          step={TARGET_POINTS.step}
          value={settings.maxPoints}
          onChange={(e) => onChange({ ...settings, maxPoints: Number(e.target.value) })}
          className="h-11 accent-amber-400"
        />
        <p className="text-sm text-muted">
          Cada carta cumprida vale {COMPLETE_POINTS}: vence quem cumprir {cardsToWin}{" "}
          {cardsToWin === 1 ? "carta" : "cartas"} primeiro.
          {hasScores && " Ao começar de novo, o placar volta a zero."}
        </p>
      </div>

      <PlayerSetup
        game={manifest}
        onStart={() => {
          if (!playable) return setError(true);
          onStart();
        }}
      />
      {error && (
        <p role="alert" className="-mt-3 text-center text-sm text-danger">
          Escolha pelo menos um nível lá em cima para começar.
        </p>
      )}
      <PlayInRoomLink gameId={manifest.id} />

      <GroupConsentDialog
        open={confirmAdult}
        title="Liberar o nível Picante?"
        warning={ADULT_WARNING}
        onClose={() => setConfirmAdult(false)}
        onAgree={() =>
          setLevels([...settings.levels.filter((l) => l !== ADULT_LEVEL), ADULT_LEVEL])
        }
      />
    </>
  );
}
