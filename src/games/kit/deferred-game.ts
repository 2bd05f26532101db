import { useEffect, useState } from "react";
import type { GameDefinition, SetupPlayer } from "./engine/engine";
import { hasUnfinishedGame, store } from "./saved-games";
import { beginGame } from "./use-game";

/**
 * A game's rules and deck, loaded after a setup screen's first render instead of with it: the
 * screen only needs them to say whether a game is unfinished and to start one, and the deck is
 * most of a game's own bytes (docs/decisions/0XX-decks-load-with-play.md). The load starts at
 * once (the service worker has the chunk, so it also works offline).
 */
export function useDeferredGame<S, M, V, Settings>(
  gameId: string,
  load: () => Promise<GameDefinition<S, M, V, Settings>>,
) {
  // Until the rules arrive, the stored game's envelope says whether it was still going (what
  // the dashboard's 'Continuar' reads); the rules then check that they can still read it.
  const [unfinished, setUnfinished] = useState(() => store(gameId).read()?.playing === true);
  useEffect(() => {
    let live = true;
    load()
      .then((def) => live && setUnfinished(hasUnfinishedGame(def)))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [load]);
  return {
    unfinished,
    /** Starts a new game once the rules are there (at once when the prefetch has landed). */
    begin: async (players: SetupPlayer[], settings: Settings) => {
      beginGame(await load(), players, settings);
    },
  };
}
