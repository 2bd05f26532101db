import { useNavigate } from "react-router";
import { playerActions } from "../../../client/players-store";
import { GameHeader } from "../../kit/game-header";
import { PlayerSetup } from "../../kit/player-setup";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { manifest } from "../manifest";
import { ClassicRules } from "./classic-rules";

export function ClassicPlayersScreen() {
  const navigate = useNavigate();
  useSessionMirror(manifest.id);
  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-6 px-5 py-6">
      <GameHeader title={manifest.name} back="/classic" rules={<ClassicRules />} />
      <PlayerSetup
        game={manifest}
        onStart={() => {
          const actions = playerActions(manifest.id);
          actions.resetPoints();
          actions.setFirst();
          navigate("/classic/play");
        }}
      />
    </main>
  );
}
