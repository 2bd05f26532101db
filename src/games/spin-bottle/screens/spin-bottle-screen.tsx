import { Flag } from "lucide-react";
import { useState } from "react";
import { loadPlayers, useStoredSettings } from "../../../client/players-store";
import { Button } from "../../../ui/button";
import { useNavigate } from "../../../ui/nav";
import { playSfx, useSfxPreload, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { useTopOnChange } from "../../kit/in-view";
import { Results } from "../../kit/lazy-results";
import { prefersReducedMotion } from "../../kit/reduced-motion";
import { TurnBar } from "../../kit/turn-bar";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import { type BottleState, spinBottleGame } from "../logic";
import { manifest } from "../manifest";
import { finalRanking, type Outcome } from "../rules";
import { loadSpinBottleSettings, saveSpinBottleSettings } from "../settings";
import { BottleTable } from "./bottle-table";
import { cardView } from "./card-view";
import { ChoosePanel } from "./choose-panel";
import { DrinkTally } from "./drink-tally";
import { PromptPanel } from "./prompt-panel";
import { SetupPhase } from "./setup-phase";
import { SpinBottleRules } from "./spin-bottle-rules";
import "../styles.css";

const roster = (state: BottleState) => state.list;

/** Girar a Garrafa on one route: setup → spin → (choose) → prompt → … → results. */
export function SpinBottleScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  useSfxPreload(["spin-tick", "reveal"], prefs.sound);
  const [settings, setSettings] = useStoredSettings(manifest.id, loadSpinBottleSettings);
  const game = useGame(spinBottleGame, { roster });
  const { view } = game;
  // UI only: the bottle is turning toward the result the spin move already drew.
  const [turning, setTurning] = useState(false);
  const playing = view !== null && view.phase !== "results";
  useWakeLock(playing);
  useSessionMirror(manifest.id);
  useTopOnChange(view === null ? "setup" : playing ? "play" : "results");

  const feedback = (kind: Parameters<typeof playSfx>[0]) => {
    playSfx(kind, prefs.sound);
    vibrate(kind, prefs.vibration);
  };

  function start() {
    saveSpinBottleSettings(settings);
    const players = loadPlayers(manifest.id).players.map(({ id, name }) => ({ id, name }));
    setTurning(false);
    game.start(players, { ...settings, adult: settings.adult && prefs.showAdult });
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
    <main
      className="mx-auto grid w-full max-w-xl grid-cols-1 gap-5 overflow-x-clip px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))]"
      data-armed={game.armed}
      data-version={game.state?.version}
    >
      <GameHeader title={manifest.name} back="/game-modes" rules={<SpinBottleRules />} />
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
    </main>
  );
}
