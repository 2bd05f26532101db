import { useEffect, useMemo, useRef, useState } from "react";
import type { GameDefinition, SetupPlayer } from "./engine/engine";
import { hasUnfinishedGame, store } from "./saved-games";
import { beginGame } from "./use-game";

/**
 * A game's rules and deck, loaded after a setup screen's first render instead of with it: the
 * screen only needs them to say whether a game is unfinished and to start one, and the deck is
 * most of a game's own bytes (docs/decisions/051-decks-load-with-play.md). Declared once per
 * screen module; `useDeferredGame` starts the fetch when the screen mounts (the service worker
 * has the chunk, so it also works offline).
 */
export function deferredGame<S, M, V, Settings>(
  load: () => Promise<GameDefinition<S, M, V, Settings>>,
): DeferredGame<S, M, V, Settings> {
  // Not kit/cached-load.ts: the later parts of play screens import it, and a setup screen that
  // imported it would load their chunk of the kit (scripts/chunk-groups.ts groups by kinds).
  const rules: DeferredGame<S, M, V, Settings> = {
    loaded: () => rules.def,
    prefetch: () => {
      rules.pending ??= load().then(
        (def) => (rules.def = def),
        (error) => {
          rules.pending = undefined;
          throw error;
        },
      );
      return rules.pending;
    },
  };
  return rules;
}

export interface DeferredGame<S, M, V, Settings> {
  def?: GameDefinition<S, M, V, Settings>;
  pending?: Promise<GameDefinition<S, M, V, Settings>>;
  loaded(): GameDefinition<S, M, V, Settings> | undefined;
  prefetch(): Promise<GameDefinition<S, M, V, Settings>>;
}

export function useDeferredGame<S, M, V, Settings>(
  gameId: string,
  game: DeferredGame<S, M, V, Settings>,
) {
  // Until the rules arrive, the stored game's envelope says whether it was still going (what
  // the dashboard's 'Continuar' reads); the rules then check that they can still read it.
  const [envelope] = useState(() => store(gameId).read()?.playing === true);
  const [rules, setRules] = useState(game.loaded);
  // A second tap while the rules are on their way starts no second game.
  const waiting = useRef(false);
  const unfinished = useMemo(
    () => (rules ? hasUnfinishedGame(rules) : envelope),
    [rules, envelope],
  );
  useEffect(() => {
    let live = true;
    game
      .prefetch()
      .then((def) => live && setRules(def))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [game]);
  return {
    unfinished,
    /** The rules, once they are there. */
    rules,
    /** Starts a new game, then `next()`: at once when the rules are there, else once they are. */
    begin(players: SetupPlayer[], settings: Settings, next: () => void) {
      const start = (def: GameDefinition<S, M, V, Settings>) => {
        beginGame(def, players, settings);
        next();
      };
      const def = game.loaded();
      if (def) return start(def);
      if (waiting.current) return;
      waiting.current = true;
      game
        .prefetch()
        .then(start, () => {})
        .finally(() => {
          waiting.current = false;
        });
    },
  };
}
