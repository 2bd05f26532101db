import { usePlayers } from "../../../client/players-store";
import { deferredGame } from "../../kit/deferred-game";
import { setupPlayersOf } from "../../kit/engine/turns";
import { lazyPart } from "../../kit/lazy-part";
import { SetupThenGame } from "../../kit/setup-then-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { manifest } from "../manifest";
import { cardsStartSettings } from "../settings";
import { CardsPage } from "./cards-page";
import { CardsSetup } from "./cards-setup";

export const cardsRules = deferredGame(() => import("../logic").then((m) => m.cardsGame));
const inPlay = lazyPart<{ begun: boolean }>(
  () => import("./cards-in-play").then((m) => m.CardsInPlay),
  "Não deu para carregar o jogo. Confira a conexão.",
);
/** The rules and the game, as the browser has them a moment after the setup is drawn. */
export const prefetchCardsGame = () => Promise.all([cardsRules.prefetch(), inPlay.prefetch()]);

/**
 * Cartas on its single route (/cards): the setup (players, number of cards) is drawn at once; the
 * game, with its deck, arrives after it and takes over once a game is stored (decision 052).
 */
export function CardsScreen() {
  const prefs = useGamePrefs();
  const [list] = usePlayers(manifest.id);
  useSessionMirror(manifest.id);
  return (
    <SetupThenGame
      gameId={manifest.id}
      rules={cardsRules}
      game={inPlay}
      frame={(content) => <CardsPage>{content}</CardsPage>}
      setup={(begin) => (
        <CardsPage>
          <CardsSetup
            showAdult={prefs.showAdult}
            onStart={(settings) =>
              begin(setupPlayersOf(list), cardsStartSettings(settings, prefs.showAdult))
            }
          />
        </CardsPage>
      )}
    />
  );
}
