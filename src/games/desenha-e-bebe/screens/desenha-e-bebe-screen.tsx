import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { randomId } from "../../../shared/random";
import { builtInSelection, useDeckChoice } from "../../kit/custom-deck-picker";
import { deferredGame, useDeferredGame } from "../../kit/deferred-game";
import { GameHeader } from "../../kit/game-header";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { manifest } from "../manifest";
import { members } from "../options";
import { loadDesenhaSettings, saveDesenhaSettings } from "../settings";
import { defaultTeams } from "../teams";
import { DesenhaEBebeRules } from "./desenha-e-bebe-rules";
import { SetupPhase } from "./setup-phase";
import "../styles.css";

const PLAY = manifest.playRoute ?? "/desenha-e-bebe/play";
const freshTeams = () => defaultTeams([randomId(), randomId()]);

/** Loads the play screen now, so the game keeps working if the signal drops. */
export const prefetchDesenhaEBebe = () => import("./desenha-e-bebe-play-screen");
/** The rules and the words: the play screen's, fetched with it. */
export const desenhaRules = deferredGame(() => import("../logic").then((m) => m.desenhaGame));

/** Desenha e Bebe's setup: mode, time, target, words and teams; the game plays on its own route. */
export function DesenhaEBebeScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [settings, setSettings] = useState(() => loadDesenhaSettings(freshTeams));
  const { unfinished, begin } = useDeferredGame(manifest.id, desenhaRules);
  const deck = useDeckChoice("desenha-e-bebe", prefs.showAdult);
  useEffect(() => void prefetchDesenhaEBebe().catch(() => {}), []);
  useEffect(() => {
    saveDesenhaSettings(settings);
  }, [settings]);

  return (
    <main className="mx-auto grid w-full max-w-xl gap-5 px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
      <GameHeader title={manifest.name} back="/game-modes" rules={<DesenhaEBebeRules />} />
      <SetupPhase
        settings={settings}
        deck={deck}
        showAdult={prefs.showAdult}
        drinkMode={prefs.drinkMode}
        canResume={unfinished}
        onChange={setSettings}
        onStart={() =>
          begin(
            members(settings),
            {
              ...settings,
              // No difficulty with the deck alone: only its words are drawn.
              difficulties: builtInSelection(deck, settings.difficulties),
              showAdult: prefs.showAdult,
              customDeck: deck.chosen,
            },
            () => navigate(PLAY),
          )
        }
        onResume={() => navigate(PLAY)}
      />
    </main>
  );
}
