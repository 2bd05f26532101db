import { useNavigate } from "react-router";
import { loadPlayers } from "../../../client/players-store";
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
  useSessionMirror(manifest.id);
  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-6 px-5 py-6">
      <GameHeader title={manifest.name} back="/classic" rules={<ClassicRules />} />
      <PlayerSetup
        game={manifest}
        onStart={() => {
          const players = loadPlayers(manifest.id).players.map(({ id, name }) => ({ id, name }));
          beginGame(classicGame, players, { ...loadClassicSettings(), showAdult: prefs.showAdult });
          navigate("/classic/play");
        }}
      />
    </main>
  );
}
