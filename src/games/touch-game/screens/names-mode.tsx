import { useState } from "react";
import { useNavigate } from "react-router";
import { usePlayers } from "../../../client/players-store";
import { ranking } from "../../../shared/players";
import { PlayerSetup } from "../../kit/player-setup";
import { Results } from "../../kit/results";
import type { GamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import type { Mode } from "../logic";
import { manifest } from "../manifest";
import { NamesDraw } from "./names-draw";

type Step = "setup" | "draw" | "results";

/**
 * 'Escolher pelos nomes': for more people than the screen takes fingers, or no touch screen at all.
 * The names (typed or a saved group) live in the game's player list; every time someone is chosen
 * they score a point, and 'Encerrar' shows who was chosen the most.
 */
export function NamesMode({
  mode,
  prefs,
  onDrawn,
  onPlayAgain,
}: {
  mode: Mode;
  prefs: GamePrefs;
  onDrawn(): void;
  onPlayAgain(): void;
}) {
  const navigate = useNavigate();
  const [list, actions] = usePlayers(manifest.id);
  useSessionMirror(manifest.id);
  const enough = list.players.length >= manifest.minPlayers;
  const [step, setStep] = useState<Step>(enough ? "draw" : "setup");
  const shown = step !== "setup" && !enough ? "setup" : step;

  if (shown === "setup")
    return (
      <PlayerSetup
        game={manifest}
        onStart={() => {
          actions.resetPoints();
          setStep("draw");
        }}
      />
    );

  if (shown === "results")
    return (
      <Results
        gameName={manifest.name}
        unit={manifest.scoreUnit}
        ranking={ranking(list).map((p) => ({ name: p.name, points: p.points }))}
        sound={prefs.sound}
        vibration={prefs.vibration}
        onPlayAgain={() => {
          actions.resetPoints();
          onPlayAgain();
          setStep("draw");
        }}
        onExit={() => navigate("/game-modes")}
      />
    );

  return (
    <NamesDraw
      key={JSON.stringify(mode)}
      players={list.players}
      mode={mode}
      drinkMode={prefs.drinkMode}
      sound={prefs.sound}
      vibration={prefs.vibration}
      onDrawn={(chosen) => {
        for (const id of chosen) actions.completeDrink(id, 1);
        onDrawn();
      }}
      onEdit={() => setStep("setup")}
      onEnd={() => setStep("results")}
    />
  );
}
