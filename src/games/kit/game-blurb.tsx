import { type GameManifest, gameDescription } from "../../shared/game-manifest";
import { useGamePrefs } from "./use-game-prefs";

/** The game's one sentence under its title, in the group's drink mode. */
export function GameBlurb({ game }: { game: GameManifest }) {
  const { drinkMode } = useGamePrefs();
  return <p className="text-muted">{gameDescription(game, drinkMode)}</p>;
}
