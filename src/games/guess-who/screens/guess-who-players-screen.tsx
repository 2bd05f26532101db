import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../ui/button";
import { GameHeader } from "../../kit/game-header";
import { PlayerSetup } from "../../kit/player-setup";
import { hasUnfinishedGame } from "../../kit/saved-games";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { guessWhoGame } from "../logic";
import { manifest } from "../manifest";
import { GuessWhoRules } from "./guess-who-rules";
import "../styles.css";

/** Loads the other screens of this game now, so it keeps working if the signal drops. */
export const prefetchGuessWho = () =>
  Promise.all([import("./guess-who-theme-screen"), import("./guess-who-play-screen")]);

export function GuessWhoPlayersScreen() {
  const navigate = useNavigate();
  useSessionMirror(manifest.id);
  const [unfinished] = useState(() => hasUnfinishedGame(guessWhoGame));
  useEffect(() => void prefetchGuessWho().catch(() => {}), []);
  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-5 py-6">
      <GameHeader title={manifest.name} back="/game-modes" rules={<GuessWhoRules />} />
      {unfinished && (
        <Button onClick={() => navigate("/guess-who/play")}>Continuar a partida</Button>
      )}
      <PlayerSetup game={manifest} onStart={() => navigate("/guess-who/theme")} />
    </main>
  );
}
