import { useMemo, useRef, useState } from "react";
import { usePlayers } from "../../../client/players-store";
import { adultInPlay } from "../../kit/category-choice";
import { GameHeader } from "../../kit/game-header";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { startGame } from "../deal";
import type { CardsSettings } from "../logic";
import { manifest } from "../manifest";
import { loadSavedGame, type SavedGame } from "../saved-game";
import { saveCardsSettings } from "../settings";
import { CardsGame } from "./cards-game";
import { CardsRules } from "./cards-rules";
import { CardsSetup } from "./cards-setup";

/** Each phase starts at the top: 'Começar' sits at the bottom of a long setup. */
const toTop = () => window.scrollTo({ top: 0 });

/**
 * Cartas on its single route (/cards): the setup (players, number of cards), then the game and
 * its results. A game left halfway (reload, back button) can be resumed from the setup.
 */
export function CardsScreen() {
  const prefs = useGamePrefs();
  const [list, actions] = usePlayers(manifest.id);
  const [game, setGame] = useState<{ key: number; initial: SavedGame } | null>(null);
  const games = useRef(0);
  useSessionMirror(manifest.id);

  const enough = list.players.length >= manifest.minPlayers;
  const playing = game !== null && enough;
  // Read again whenever the setup shows up (the game in progress saves itself as it goes).
  const saved = useMemo(
    () => (playing || !enough ? null : loadSavedGame(prefs.showAdult)),
    [playing, enough, prefs.showAdult],
  );

  function play(initial: SavedGame) {
    games.current += 1;
    setGame({ key: games.current, initial });
    toTop();
  }

  function start(settings: CardsSettings) {
    saveCardsSettings(settings);
    actions.resetPoints();
    const adult = adultInPlay(settings.adult, prefs.showAdult);
    play(startGame(actions.setFirst(), adult, settings.cardCount));
  }

  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-5 overflow-x-clip px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
      <GameHeader title={manifest.name} back="/game-modes" rules={<CardsRules />} />
      {playing ? (
        <CardsGame
          key={game.key}
          initial={game.initial}
          onPlayAgain={() =>
            start({ cardCount: game.initial.cardCount, adult: game.initial.showAdult })
          }
          onSetup={() => {
            setGame(null);
            toTop();
          }}
        />
      ) : (
        <CardsSetup showAdult={prefs.showAdult} saved={saved} onStart={start} onResume={play} />
      )}
    </main>
  );
}
