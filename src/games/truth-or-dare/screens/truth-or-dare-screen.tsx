import { usePlayers, useStoredSettings } from "../../../client/players-store";
import { useDeckChoice } from "../../kit/custom-deck-picker";
import { deferredGame } from "../../kit/deferred-game";
import { setupPlayersOf } from "../../kit/engine/turns";
import { lazyPart } from "../../kit/lazy-part";
import { SetupThenGame } from "../../kit/setup-then-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { manifest } from "../manifest";
import { loadTruthOrDareSettings, truthOrDareStartSettings } from "../settings";
import { SetupPhase, withDeckChoice } from "./setup-phase";
import { TruthOrDarePage } from "./truth-or-dare-page";

export const truthOrDareRules = deferredGame(() =>
  import("../logic").then((m) => m.truthOrDareGame),
);
const inPlay = lazyPart(
  () => import("./truth-or-dare-in-play").then((m) => m.TruthOrDareInPlay),
  "Não deu para carregar o jogo. Confira a conexão.",
);
/** The rules and the game, as the browser has them a moment after the setup is drawn. */
export const prefetchTruthOrDareGame = () =>
  Promise.all([truthOrDareRules.prefetch(), inPlay.prefetch()]);

/**
 * Verdade ou Desafio on one route: the setup (players, levels, target) is drawn at once; the game,
 * with its deck, arrives after it and takes over once a game is stored (decision 052).
 */
export function TruthOrDareScreen() {
  const prefs = useGamePrefs();
  const [list] = usePlayers(manifest.id);
  const [settings, setSettings] = useStoredSettings(manifest.id, loadTruthOrDareSettings);
  const deck = useDeckChoice("truth-or-dare", prefs.showAdult);
  useSessionMirror(manifest.id);
  return (
    <SetupThenGame
      gameId={manifest.id}
      rules={truthOrDareRules}
      game={inPlay}
      frame={(content) => <TruthOrDarePage>{content}</TruthOrDarePage>}
      setup={(begin) => (
        <TruthOrDarePage>
          <SetupPhase
            settings={settings}
            deck={deck}
            showAdult={prefs.showAdult}
            hasScores={false}
            notice={null}
            onChange={setSettings}
            onStart={() => {
              const next = truthOrDareStartSettings(settings, prefs.showAdult);
              setSettings(next);
              begin(setupPlayersOf(list), withDeckChoice(next, deck));
            }}
          />
        </TruthOrDarePage>
      )}
    />
  );
}
