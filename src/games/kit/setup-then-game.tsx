import { type ReactNode, useMemo, useState } from "react";
import { type DeferredGame, useDeferredGame } from "./deferred-game";
import type { SetupPlayer } from "./engine/engine";
import { LazyPart, type PartLoader } from "./lazy-part";
import { readSavedGame, store } from "./saved-games";

/**
 * A one-screen game (setup and play on one route) whose game, with its rules and deck, is a part
 * loaded after the setup's first render (decision 052). The route draws `setup` at once; once a
 * game is stored (begun from it, or left on the device) `game`, the whole screen with its own
 * setup for a game in progress, takes over. `frame` holds the page while the game's chunk
 * arrives (from the service worker's cache: a blink).
 */
export function SetupThenGame<S, M, V, Settings>({
  gameId,
  rules,
  game,
  frame,
  setup,
}: {
  gameId: string;
  rules: DeferredGame<S, M, V, Settings>;
  /** `begun`: it took over from the setup's start (not a reload), so it may move the focus. */
  game: PartLoader<{ begun: boolean }>;
  frame(content: ReactNode): ReactNode;
  setup(begin: (players: SetupPlayer[], settings: Settings) => void): ReactNode;
}) {
  const deferred = useDeferredGame(gameId, rules);
  // Until the rules arrive, a stored envelope says a game is there; the rules then say whether
  // they can still read it (an unreadable one leaves the setup on screen).
  const [envelope] = useState(() => store(gameId).read() !== null);
  const [begun, setBegun] = useState(false);
  const stored = useMemo(
    () => (deferred.rules ? readSavedGame(deferred.rules) !== null : envelope),
    [deferred.rules, envelope],
  );
  if (begun || stored) return <LazyPart part={game} props={{ begun }} frame={frame} />;
  return setup((players, settings) =>
    deferred.begin(players, settings, () => {
      setBegun(true);
      // A new phase on the same route: the setup's scroll must not carry the game past its turn.
      window.scrollTo({ top: 0 });
    }),
  );
}
