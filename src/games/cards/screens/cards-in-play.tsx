import { usePlayers } from "../../../client/players-store";
import { setupPlayersOf } from "../../kit/engine/turns";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { type CardsGameState, type CardsSettings, cardsGame } from "../logic";
import { manifest } from "../manifest";
import { cardsStartSettings } from "../settings";
import { CardsGame } from "./cards-game";
import { CardsPage } from "./cards-page";
import { CardsSetup } from "./cards-setup";

/** Each phase starts at the top: 'Começar' sits at the bottom of a long setup. */
const toTop = () => window.scrollTo({ top: 0 });
const roster = (state: CardsGameState) => state.list;

/**
 * Cartas once a game is stored (the route's setup hands over, decision 052): the game on the
 * engine and its results, and the setup again after 'Mudar jogadores ou cartas'. A game left
 * halfway comes back as it was (card, rules, count).
 */
export function CardsInPlay() {
  const prefs = useGamePrefs();
  const game = useGame(cardsGame, { roster });
  const [list] = usePlayers(manifest.id);

  function start(settings: CardsSettings) {
    game.start(setupPlayersOf(list), cardsStartSettings(settings, prefs.showAdult));
    toTop();
  }

  return (
    <CardsPage armed={game.armed} version={game.state?.version}>
      {game.view ? (
        <CardsGame
          game={game}
          onSetup={() => {
            game.quit(); // the finished game is left behind: the setup comes back
            toTop();
          }}
        />
      ) : (
        <CardsSetup showAdult={prefs.showAdult} onStart={start} />
      )}
    </CardsPage>
  );
}
