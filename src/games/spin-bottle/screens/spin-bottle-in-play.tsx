import { Flag } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { loadPlayers, useStoredSettings } from "../../../client/players-store";
import { Button } from "../../../ui/button";
import { setupPlayersOf } from "../../kit/engine/turns";
import { playSfx, vibrate } from "../../kit/feedback";
import { useTopOnChange } from "../../kit/in-view";
import { Results } from "../../kit/lazy-results";
import { prefersReducedMotion } from "../../kit/reduced-motion";
import { TurnBar } from "../../kit/turn-bar";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useWakeLock } from "../../kit/use-wake-lock";
import { type BottleState, spinBottleGame } from "../logic";
import { manifest } from "../manifest";
import { finalRanking, type Outcome } from "../rules";
import { loadSpinBottleSettings, spinBottleStartSettings } from "../settings";
import { BottleTable } from "./bottle-table";
import { cardView } from "./card-view";
import { ChoosePanel } from "./choose-panel";
import { DrinkTally } from "./drink-tally";
import { PromptPanel } from "./prompt-panel";
import { SetupPhase } from "./setup-phase";
import { SpinBottlePage } from "./spin-bottle-page";

const roster = (state: BottleState) => state.list;

/**
 * Girar a Garrafa once a game is stored (the route's setup hands over, decision 052): spin →
 * (choose) → prompt → … → results, and the setup again after the results.
 */
export function SpinBottleInPlay() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [settings, setSettings] = useStoredSettings(manifest.id, loadSpinBottleSettings);
  const game = useGame(spinBottleGame, { roster });
  const { view } = game;
  // UI only: the bottle is turning toward the result the spin move already drew.
  const [turning, setTurning] = useState(false);
  const playing = view !== null && view.phase !== "results";
  useWakeLock(playing);
  useTopOnChange(view === null ? "setup" : playing ? "play" : "results");

  const feedback = (kind: Parameters<typeof playSfx>[0]) => {
    playSfx(kind, prefs.sound);
    vibrate(kind, prefs.vibration);
  };

  function start() {
    setTurning(false);
    game.start(
      setupPlayersOf(loadPlayers(manifest.id)),
      spinBottleStartSettings(settings, prefs.showAdult),
    );
  }

  function release(direction: 1 | -1): boolean {
    if (game.dispatch({ type: "spin", direction }) !== null) return false;
    setTurning(true);
    feedback("flip");
    return true;
  }

  function answer(outcome: Outcome) {
    if (game.dispatch({ type: "answer", outcome }) !== null) return;
    feedback(outcome === "cumpriu" ? "tap" : "drink");
  }

  const shown = view && !turning ? view : null;
  const landed =
    shown?.picked && shown.phase !== "spin"
      ? shown.list.players.findIndex((p) => p.id === shown.picked?.id)
      : null;
  const { text, announcement } = view
    ? cardView(view, turning, prefs.drinkMode)
    : { text: "", announcement: "" };

  return (
    <SpinBottlePage armed={game.armed} version={game.state?.version}>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {!view && (
        <SetupPhase
          settings={settings}
          showAdult={prefs.showAdult}
          onChange={setSettings}
          onStart={start}
        />
      )}
      {view && playing && (
        <>
          <TurnBar list={view.list} />
          <p className="-mt-2 text-center text-sm text-muted" data-testid="spin-count">
            Giro {Math.min(view.spins + 1, view.rounds)} de {view.rounds}
          </p>
          <BottleTable
            players={view.list.players}
            landed={landed === -1 ? null : landed}
            enabled={view.phase === "spin"}
            reducedMotion={prefersReducedMotion()}
            rest={view}
            animate={turning}
            onRelease={release}
            onTick={() => playSfx("spin-tick", prefs.sound)}
            onLanded={() => {
              setTurning(false);
              playSfx("reveal", prefs.sound);
              vibrate("reveal", prefs.vibration);
            }}
          />
          {shown?.phase === "choose" && shown.picked && (
            <ChoosePanel
              pickedName={shown.picked.name}
              onChoose={(kind) => game.dispatch({ type: "choose", kind })}
            />
          )}
          {shown?.phase === "prompt" && shown.picked && shown.card && (
            <PromptPanel
              key={game.state?.version}
              pickedName={shown.picked.name}
              kind={shown.card.kind}
              text={text}
              adult={Boolean(shown.card.prompt.adult)}
              drinkMode={prefs.drinkMode}
              onAnswer={answer}
            />
          )}
          {view.phase === "spin" && (
            <Button
              variant="ghost"
              className="text-sm"
              onClick={() => game.dispatch({ type: "end" })}
            >
              <Flag aria-hidden className="size-4" /> Encerrar e ver o placar
            </Button>
          )}
        </>
      )}
      {view?.phase === "results" && (
        <Results
          gameName={manifest.name}
          unit={manifest.scoreUnit}
          ranking={finalRanking(view.list)}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={game.playAgain}
          onExit={() => {
            game.quit();
            navigate("/game-modes");
          }}
        />
      )}
      {view?.phase === "results" && <DrinkTally list={view.list} drinkMode={prefs.drinkMode} />}
    </SpinBottlePage>
  );
}
