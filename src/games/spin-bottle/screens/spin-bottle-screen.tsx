import { usePlayers, useStoredSettings } from "../../../client/players-store";
import { deferredGame } from "../../kit/deferred-game";
import { setupPlayersOf } from "../../kit/engine/turns";
import { useSfxPreload } from "../../kit/feedback";
import { lazyPart } from "../../kit/lazy-part";
import { SetupThenGame } from "../../kit/setup-then-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { manifest } from "../manifest";
import { loadSpinBottleSettings, spinBottleStartSettings } from "../settings";
import { SetupPhase } from "./setup-phase";
import { SpinBottlePage } from "./spin-bottle-page";

export const spinBottleRules = deferredGame(() => import("../logic").then((m) => m.spinBottleGame));
const inPlay = lazyPart<{ begun: boolean }>(
  () => import("./spin-bottle-in-play").then((m) => m.SpinBottleInPlay),
  "Não deu para carregar o jogo. Confira a conexão.",
);
/** The rules and the game, as the browser has them a moment after the setup is drawn. */
export const prefetchSpinBottleGame = () =>
  Promise.all([spinBottleRules.prefetch(), inPlay.prefetch()]);

/**
 * Girar a Garrafa on one route: the setup (players, rounds, kinds) is drawn at once; the game, with
 * its bottle and deck, arrives after it and takes over once a game is stored (decision 052).
 */
export function SpinBottleScreen() {
  const prefs = useGamePrefs();
  // The spin's sounds are ready by the first spin.
  useSfxPreload(["spin-tick", "reveal"], prefs.sound);
  const [list] = usePlayers(manifest.id);
  const [settings, setSettings] = useStoredSettings(manifest.id, loadSpinBottleSettings);
  useSessionMirror(manifest.id);
  return (
    <SetupThenGame
      gameId={manifest.id}
      rules={spinBottleRules}
      game={inPlay}
      frame={(content) => <SpinBottlePage>{content}</SpinBottlePage>}
      setup={(begin) => (
        <SpinBottlePage>
          <SetupPhase
            settings={settings}
            showAdult={prefs.showAdult}
            onChange={setSettings}
            onStart={() =>
              begin(setupPlayersOf(list), spinBottleStartSettings(settings, prefs.showAdult))
            }
          />
        </SpinBottlePage>
      )}
    />
  );
}
