import { usePlayers } from "../../../client/players-store";
import { adultInPlay } from "../../kit/category-choice";
import { GameHeader } from "../../kit/game-header";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { type CardsGameState, type CardsSettings, cardsGame } from "../logic";
import { manifest } from "../manifest";
import { saveCardsSettings } from "../settings";
import { CardsGame } from "./cards-game";
import { CardsRules } from "./cards-rules";
import { CardsSetup } from "./cards-setup";
import "../styles.css";

/** Each phase starts at the top: 'Começar' sits at the bottom of a long setup. */
const toTop = () => window.scrollTo({ top: 0 });
const roster = (state: CardsGameState) => state.list;

/**
 * Cartas on its single route (/cards): the setup (players, number of cards), then the game on the
 * engine and its results. A game left halfway comes back as it was (card, rules, count).
 */
export function CardsScreen() {
  const prefs = useGamePrefs();
  const game = useGame(cardsGame, { roster });
  const [list] = usePlayers(manifest.id);
  useSessionMirror(manifest.id);

  function start(settings: CardsSettings) {
    saveCardsSettings(settings);
    const players = list.players.map(({ id, name }) => ({ id, name }));
    game.start(players, { ...settings, adult: adultInPlay(settings.adult, prefs.showAdult) });
    toTop();
  }

  return (
    <main
      className="mx-auto grid w-full max-w-xl grid-cols-1 gap-5 overflow-x-clip px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] short:gap-3 short:pt-3"
      data-armed={game.armed}
      data-version={game.state?.version}
    >
      <GameHeader title={manifest.name} back="/game-modes" rules={<CardsRules />} />
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
    </main>
  );
}
