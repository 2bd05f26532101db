import { useCallback, useEffect, useRef, useState } from "react";
import { loadPlayers, useStoredSettings } from "../../../client/players-store";
import { playSfx, type Sfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useWakeLock } from "../../kit/use-wake-lock";
import {
  type ChooserEvent,
  chooserEvent,
  type Mode,
  minFingers,
  type TouchMove,
  type TouchState,
  touchGame,
} from "../logic";
import { manifest } from "../manifest";
import { loadTouchGameSettings, saveTouchGameSettings, type TouchGameSettings } from "../settings";
import { announcement } from "../text";
import { ModeBar } from "./mode-bar";
import { NamesMode } from "./names-mode";
import { TouchGameRules } from "./touch-game-rules";
import { TouchLimitDialog } from "./touch-limit-dialog";
import { TouchSurface } from "./touch-surface";
import "../styles.css";

const sounds: Record<ChooserEvent, Sfx | null> = {
  added: "tap",
  removed: null,
  countdown: "countdown",
  chosen: "drink",
};

const hasFinePointer = () => window.matchMedia?.("(any-pointer: fine)").matches ?? false;
const roster = (state: TouchState) => state.list;
const names = () => loadPlayers(manifest.id).players.map(({ id, name }) => ({ id, name }));
export type Dispatch = (move: TouchMove, options?: { instant?: boolean }) => void;

/**
 * Toque na Sorte on one route: fingers on the screen (or mouse spots), or the names mode.
 * Each result is one play; 'De novo' starts the next.
 */
export function TouchGameScreen() {
  const prefs = useGamePrefs();
  const [settings, setSettings] = useStoredSettings(manifest.id, loadTouchGameSettings);
  const [finePointer] = useState(hasFinePointer);
  const game = useGame(touchGame, { roster, victory: false });
  const state = game.view;
  useWakeLock(true);

  // No game on the device yet: one starts with its names and last mode.
  const { start } = game;
  const missing = game.state === null;
  useEffect(() => {
    if (missing) start(names(), settings);
  }, [missing, start, settings]);

  const latest = useRef(game.dispatch);
  latest.current = game.dispatch;
  const dispatch = useCallback<Dispatch>((move, options) => void latest.current(move, options), []);

  // A reload lifts every finger: the result stays, 'De novo' is offered.
  const released = useRef(false);
  useEffect(() => {
    if (!state || released.current) return;
    released.current = true;
    dispatch({ type: "release" }, { instant: true });
  }, [state, dispatch]);

  // The chooser's clock: every frame while a wait or countdown runs (the pick is the engine's).
  const chooser = state?.chooser;
  const timing =
    !!chooser &&
    !state?.byNames &&
    (chooser.phase === "settling" ||
      chooser.phase === "countdown" ||
      (chooser.phase === "waiting" &&
        Object.keys(chooser.fingers).length >= minFingers(chooser.mode)));
  useEffect(() => {
    if (!timing) return;
    let frame = 0;
    const loop = () => {
      dispatch({ type: "tick" }, { instant: true });
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [timing, dispatch]);

  // Sounds follow what the moves did (never on a restored state).
  const shown = useRef(chooser);
  useEffect(() => {
    const prev = shown.current;
    shown.current = chooser;
    if (!prev || !chooser) return;
    const event = chooserEvent(prev, chooser);
    if (!event) return;
    const sfx = event === "chosen" && chooser.mode.kind === "teams" ? "success" : sounds[event];
    if (sfx) playSfx(sfx, prefs.sound);
    vibrate(
      event === "chosen" ? "win" : event === "removed" ? "tap" : (sfx ?? "tap"),
      prefs.vibration,
    );
  }, [chooser, prefs.sound, prefs.vibration]);

  const update = (next: TouchGameSettings) => {
    setSettings(next);
    saveTouchGameSettings(next);
  };
  const changeMode = (mode: Mode) => {
    update({ ...settings, mode });
    dispatch({ type: "setMode", mode }, { instant: true });
  };
  const byNames = (on: boolean) => {
    update({ ...settings, byNames: on });
    dispatch({ type: "byNames", on }, { instant: true });
  };

  return (
    <main
      className={`mx-auto flex w-full max-w-xl flex-col gap-3 px-4 py-3 ${state?.byNames ? "min-h-dvh" : "h-dvh"}`}
      data-armed={game.armed}
      data-version={game.state?.version}
    >
      <GameHeader title={manifest.name} back="/game-modes" rules={<TouchGameRules />} />
      {state && (
        <>
          <ModeBar
            mode={state.chooser.mode}
            byNames={state.byNames}
            disabled={!state.byNames && state.chooser.phase === "countdown"}
            onMode={changeMode}
            onByNames={byNames}
          />
          {state.byNames ? (
            <NamesMode
              state={state}
              prefs={prefs}
              dispatch={dispatch}
              onStart={() => game.start(names(), { mode: state.chooser.mode, byNames: true })}
              onPlayAgain={game.playAgain}
            />
          ) : (
            <>
              <p role="status" className="sr-only">
                {announcement(state.chooser, prefs.drinkMode)}
              </p>
              <TouchSurface
                state={state.chooser}
                dispatch={dispatch}
                drinkMode={prefs.drinkMode}
                finePointer={finePointer}
                onPlayAgain={game.playAgain}
              />
            </>
          )}
          <TouchLimitDialog
            open={state.chooser.touchLimit}
            onDismiss={() => dispatch({ type: "dismissLimit" }, { instant: true })}
            onNames={() => byNames(true)}
          />
        </>
      )}
    </main>
  );
}
