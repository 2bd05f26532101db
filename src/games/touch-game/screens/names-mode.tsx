import { useState } from "react";
import { useNavigate } from "react-router";
import { usePlayers } from "../../../client/players-store";
import { ranking } from "../../../shared/players";
import { Results } from "../../kit/lazy-results";
import { PlayerSetup } from "../../kit/player-setup";
import type { GamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { minFingers, type TouchState } from "../logic";
import { manifest } from "../manifest";
import { NamesDraw } from "./names-draw";
import type { Dispatch } from "./touch-game-screen";

/**
 * 'Escolher pelos nomes': for more people than the screen takes fingers, or no touch screen at all.
 * The names (typed or a saved group) are the game's players; every time someone is chosen they
 * score a point, and 'Encerrar' shows who was chosen the most.
 */
export function NamesMode({
  state,
  prefs,
  dispatch,
  onStart,
  onPlayAgain,
}: {
  state: TouchState;
  prefs: GamePrefs;
  dispatch: Dispatch;
  /** 'Começar' on the names: a new game with them, everyone at zero. */
  onStart(): void;
  onPlayAgain(): void;
}) {
  const navigate = useNavigate();
  const [stored] = usePlayers(manifest.id);
  useSessionMirror(manifest.id);
  const { list } = state;
  const enough = list.players.length >= Math.max(manifest.minPlayers, 1);
  const [editing, setEditing] = useState(!enough || stored.players.length < manifest.minPlayers);

  if (editing || !enough)
    return (
      <PlayerSetup
        game={manifest}
        orderMatters={false}
        onStart={() => {
          onStart();
          setEditing(false);
        }}
      />
    );

  if (state.ended)
    return (
      <Results
        gameName={manifest.name}
        unit={manifest.scoreUnit}
        ranking={ranking(list).map((p) => ({ name: p.name, points: p.points }))}
        sound={prefs.sound}
        vibration={prefs.vibration}
        onPlayAgain={onPlayAgain}
        onExit={() => navigate("/game-modes")}
      />
    );

  return (
    <NamesDraw
      key={JSON.stringify(state.chooser.mode)}
      players={list.players}
      mode={state.chooser.mode}
      draw={state.draw}
      draws={state.draws}
      enough={list.players.length >= minFingers(state.chooser.mode)}
      drinkMode={prefs.drinkMode}
      sound={prefs.sound}
      vibration={prefs.vibration}
      onDraw={() => dispatch({ type: "drawNames" })}
      onEdit={() => setEditing(true)}
      onEnd={() => dispatch({ type: "endNames" })}
    />
  );
}
