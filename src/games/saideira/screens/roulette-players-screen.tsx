import { useNavigate } from "react-router";
import { loadPlayers } from "../../../client/players-store";
import { adultInPlay } from "../../kit/category-choice";
import { GameHeader } from "../../kit/game-header";
import { PlayerSetup } from "../../kit/player-setup";
import { beginGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { saideiraGame } from "../logic";
import { manifest } from "../manifest";
import { loadRouletteSettings } from "../settings";
import { RouletteRules } from "./roulette-rules";
import "../styles.css";

export function RoulettePlayersScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  useSessionMirror(manifest.id);
  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-6 px-5 py-6">
      <GameHeader title="Saideira" back="/roulette/start" rules={<RouletteRules />} />
      <PlayerSetup
        game={manifest}
        onStart={() => {
          const players = loadPlayers(manifest.id).players.map(({ id, name }) => ({ id, name }));
          const { maxPoints, drinkUnit, adult } = loadRouletteSettings();
          beginGame(saideiraGame, players, {
            maxPoints,
            drinkUnit,
            adult: adultInPlay(adult, prefs.showAdult),
          });
          navigate("/roulette/play");
        }}
      />
    </main>
  );
}
