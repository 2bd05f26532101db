import { Flame, PartyPopper, Play, Smile } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { usePlayers, useStoredSettings } from "../../../client/players-store";
import { Button } from "../../../ui/button";
import { CategoryPicker, type PickerCategory } from "../../kit/category-picker";
import { builtInSelection, CustomDeckPicker, useDeckChoice } from "../../kit/custom-deck-picker";
import { GameBlurb } from "../../kit/game-blurb";
import { GameHeader } from "../../kit/game-header";
import { PlayInRoomLink } from "../../kit/play-in-room";
import { PlayerSetup } from "../../kit/player-setup";
import { hasUnfinishedGame } from "../../kit/saved-games";
import { beginGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { type LevelId, levels } from "../content";
import { allowedLevels, deckIds, maisProvavelGame, ROUND_CHOICES } from "../logic";
import { manifest } from "../manifest";
import { ADULT_WARNING, loadChoices, saveChoices } from "../settings";
import { MaisProvavelRules } from "./rules";
import "../styles.css";

/** Loads the play screen now, so the game keeps working if the signal drops. */
export const prefetchMaisProvavel = () => import("./game-screen");

const icons: Record<LevelId, typeof Smile> = { leve: Smile, festa: PartyPopper, picante: Flame };

const pickerLevels: PickerCategory<LevelId>[] = levels.map((l) => {
  const Icon = icons[l.id];
  return {
    id: l.id,
    name: l.name,
    description: `${l.description} ${l.prompts.length} perguntas.`,
    adult: l.adult,
    icon: <Icon aria-hidden className="size-6 shrink-0 text-brand" />,
    adultWarning: ADULT_WARNING,
  };
});

/** Levels (the 18+ one gated), rounds and players; 'Começar' deals the first question. */
export function MaisProvavelSetupScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [list] = usePlayers(manifest.id);
  const [choices, setChoices] = useStoredSettings(manifest.id, loadChoices);
  const [unfinished] = useState(() => hasUnfinishedGame(maisProvavelGame));
  const roundsName = useId();
  const deck = useDeckChoice("mais-provavel", prefs.showAdult);
  useSessionMirror(manifest.id);
  useEffect(() => void prefetchMaisProvavel().catch(() => {}), []);

  const usable = allowedLevels(choices.levels, prefs.showAdult);
  const levelsInPlay = builtInSelection(deck, usable);
  const questions =
    deckIds(levelsInPlay, prefs.showAdult).length + (deck.chosen?.items.length ?? 0);

  function start() {
    if (usable.length === 0 && !deck.chosen) return;
    if (usable.length) saveChoices({ ...choices, levels: usable });
    beginGame(
      maisProvavelGame,
      list.players.map((p) => ({ id: p.id, name: p.name })),
      {
        levels: levelsInPlay,
        rounds: choices.rounds,
        showAdult: prefs.showAdult,
        customDeck: deck.chosen,
      },
    );
    navigate("/mais-provavel/jogo");
  }

  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-5 py-6">
      <GameHeader title={manifest.name} back="/game-modes" rules={<MaisProvavelRules />} />
      <GameBlurb game={manifest} />
      {unfinished && (
        <Button onClick={() => navigate("/mais-provavel/jogo")}>
          <Play aria-hidden className="size-5" /> Continuar a partida
        </Button>
      )}
      <PlayInRoomLink gameId={manifest.id} />
      <CustomDeckPicker
        game="mais-provavel"
        choice={deck}
        showAdult={prefs.showAdult}
        noun="perguntas"
        adultWarning={ADULT_WARNING}
      />
      {!(deck.chosen && !deck.mixed) && (
        <CategoryPicker
          legend="Níveis"
          hint="Escolha um ou misture vários."
          categories={pickerLevels}
          chosen={choices.levels}
          showAdult={prefs.showAdult}
          onChange={(next) => setChoices({ ...choices, levels: next })}
          messages={{
            none: "Escolha pelo menos um nível",
            last: "Pelo menos um nível fica marcado: escolha outro antes de tirar este.",
          }}
        />
      )}
      {questions > 0 && (
        <p className="-mt-3 text-sm text-muted" aria-live="polite">
          {questions} perguntas no baralho
        </p>
      )}

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-lg font-bold">Rodadas</legend>
        <div className="grid grid-cols-5 gap-2">
          {ROUND_CHOICES.map((n) => (
            <label
              key={n}
              className={`grid min-h-12 cursor-pointer place-items-center rounded-2xl border text-center font-bold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${choices.rounds === n ? "border-brand bg-brand text-brand-ink" : "border-line bg-surface hover:border-brand"}`}
            >
              <input
                type="radio"
                name={roundsName}
                value={n}
                checked={choices.rounds === n}
                onChange={() => setChoices({ ...choices, rounds: n })}
                className="sr-only"
              />
              {n}
            </label>
          ))}
        </div>
        <p className="text-sm text-muted">Uma pergunta por rodada; todo mundo vota em todas.</p>
      </fieldset>

      <PlayerSetup game={manifest} onStart={start} />
    </main>
  );
}
