import { useCallback, useState } from "react";
import { useStoredSettings } from "../../../client/players-store";
import { playSfx, type Sfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { usePlayTracking } from "../../kit/use-play-tracking";
import { useWakeLock } from "../../kit/use-wake-lock";
import type { ChooserEvent, ChooserState, Mode } from "../logic";
import { manifest } from "../manifest";
import { loadTouchGameSettings, saveTouchGameSettings, type TouchGameSettings } from "../settings";
import { announcement } from "../text";
import { ModeBar } from "./mode-bar";
import { NamesMode } from "./names-mode";
import { TouchGameRules } from "./touch-game-rules";
import { TouchLimitDialog } from "./touch-limit-dialog";
import { TouchSurface } from "./touch-surface";
import { clock, useChooser } from "./use-chooser";

const sounds: Record<ChooserEvent, Sfx | null> = {
  added: "tap",
  removed: null,
  countdown: "spin-tick",
  chosen: "drink",
};

const hasFinePointer = () => window.matchMedia?.("(any-pointer: fine)").matches ?? false;

/**
 * Toque na Sorte on one route: fingers on the screen (or mouse spots), or the names mode.
 * Each result is one play; 'De novo' starts the next.
 */
export function TouchGameScreen() {
  const prefs = useGamePrefs();
  const [settings, setSettings] = useStoredSettings(manifest.id, loadTouchGameSettings);
  const [finePointer] = useState(hasFinePointer);
  const { finish, restart } = usePlayTracking(manifest.id);
  useWakeLock(true);

  const onEvent = useCallback(
    (event: ChooserEvent, state: ChooserState) => {
      const sfx = event === "chosen" && state.mode.kind === "teams" ? "success" : sounds[event];
      if (sfx) playSfx(sfx, prefs.sound);
      vibrate(
        event === "chosen" ? "win" : event === "removed" ? "tap" : (sfx ?? "tap"),
        prefs.vibration,
      );
      if (event === "chosen") void finish({ victory: false });
    },
    [prefs.sound, prefs.vibration, finish],
  );
  const [state, dispatch] = useChooser(settings.mode, onEvent);

  const update = (next: TouchGameSettings) => {
    setSettings(next);
    saveTouchGameSettings(next);
  };
  const changeMode = (mode: Mode) => {
    update({ ...settings, mode });
    dispatch({ type: "setMode", mode, now: clock() });
  };
  const playAgain = useCallback(() => {
    restart();
    dispatch({ type: "reset", now: clock() });
  }, [restart, dispatch]);

  return (
    <main
      className={`mx-auto flex w-full max-w-xl flex-col gap-3 px-4 py-3 ${settings.byNames ? "min-h-dvh" : "h-dvh"}`}
    >
      <GameHeader title={manifest.name} back="/game-modes" rules={<TouchGameRules />} />
      <ModeBar
        mode={settings.mode}
        byNames={settings.byNames}
        disabled={!settings.byNames && state.phase === "countdown"}
        onMode={changeMode}
        onByNames={(byNames) => update({ ...settings, byNames })}
      />
      {settings.byNames ? (
        <NamesMode
          mode={settings.mode}
          prefs={prefs}
          onDrawn={() => void finish({ victory: false })}
          onPlayAgain={restart}
        />
      ) : (
        <>
          <p role="status" className="sr-only">
            {announcement(state, prefs.drinkMode)}
          </p>
          <TouchSurface
            state={state}
            dispatch={dispatch}
            drinkMode={prefs.drinkMode}
            finePointer={finePointer}
            onPlayAgain={playAgain}
          />
        </>
      )}
      <TouchLimitDialog
        open={state.touchLimit}
        onDismiss={() => dispatch({ type: "dismissLimit" })}
        onNames={() => {
          dispatch({ type: "dismissLimit" });
          update({ ...settings, byNames: true });
        }}
      />
    </main>
  );
}
