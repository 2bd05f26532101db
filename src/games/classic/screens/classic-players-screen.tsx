import { useNavigate } from "react-router";
import { loadPlayers } from "../../../client/players-store";
import { builtInSelection, useDeckChoice } from "../../kit/custom-deck-picker";
import { GameHeader } from "../../kit/game-header";
import { PlayerSetup } from "../../kit/player-setup";
import { beginGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { classicGame } from "../logic";
import { manifest } from "../manifest";
import { loadClassicSettings } from "../settings";
import { ClassicRules } from "./classic-rules";
import "../styles.css";

export function ClassicPlayersScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  // The deck chosen on /classic (held per game in this tab): alone or mixed.
  const deck = useDeckChoice("classic", prefs.showAdult);
  useSessionMirror(manifest.id);
  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-6 px-5 py-6">
      <GameHeader title={manifest.name} back="/classic" rules={<ClassicRules />} />
      <PlayerSetup
        game={manifest}
        onStart={() => {
          const players = loadPlayers(manifest.id).players.map(({ id, name }) => ({ id, name }));
          const settings = loadClassicSettings();
          beginGame(classicGame, players, {
            ...settings,
            categories: builtInSelection(deck, settings.categories),
            showAdult: prefs.showAdult,
            customDeck: deck.chosen,
          });
          navigate("/classic/play");
        }}
      />
    </main>
  );
}
