import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { cryptoRng } from "../../../shared/random";
import { playSfx, type Sfx, vibrate } from "../../kit/feedback";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useWakeLock } from "../../kit/use-wake-lock";
import {
  beginRound,
  type GameState,
  guess,
  namesLeft,
  nextRound,
  nextTurn,
  pass,
  pause,
  resume,
  startTurn,
  tick,
} from "../logic";
import { clearSavedGame, saveGame } from "../saved-game";
import { announce } from "./announce";
import { FinalResults } from "./final-results";
import { RoundIntro } from "./round-intro";
import { RoundOver } from "./round-over";
import { TurnOver } from "./turn-over";
import { TurnPlay } from "./turn-play";
import { TurnReady } from "./turn-ready";

const rng = cryptoRng();
/** The game's clock: monotonic, so a wall-clock change never steals or gives time. */
const now = () => performance.now();

/** One game from round 1 to the results; saves itself as it goes so a reload can resume it. */
export function GamePhase({
  initial,
  onFinish,
  onPlayAgain,
  onSetup,
}: {
  initial: GameState;
  onFinish(): void;
  onPlayAgain(): void;
  onSetup(): void;
}) {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [state, setState] = useState(initial);
  const over = state.phase === "game-over";
  useWakeLock(!over);

  useEffect(() => {
    if (over) clearSavedGame();
    else saveGame(state, now());
  }, [state, over]);

  // A call or a locked screen mid-turn pauses the clock instead of eating the team's time.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") setState((s) => pause(s, now()));
    };
    document.addEventListener("visibilitychange", onHide);
    return () => document.removeEventListener("visibilitychange", onHide);
  }, []);

  const feedback = (sfx: Sfx) => {
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
  };

  function apply(next: GameState) {
    if (next === state) return;
    if (next.phase === "turn-over") feedback("fail");
    else if (next.phase === "round-over") feedback("win");
    else if (next.phase === "game-over") onFinish();
    setState(next);
    if (next.phase !== state.phase) window.scrollTo({ top: 0 });
  }

  return (
    <>
      <p role="status" className="sr-only">
        {announce(state)}
      </p>
      {state.phase === "round-intro" && (
        <RoundIntro
          round={state.round}
          names={namesLeft(state)}
          onBegin={() => apply(beginRound(state))}
        />
      )}
      {state.phase === "ready" && (
        <TurnReady
          state={state}
          onStart={() => {
            feedback("tap");
            apply(startTurn(state, now(), rng));
          }}
        />
      )}
      {state.phase === "turn" && (
        <TurnPlay
          state={state}
          now={now}
          onGuess={() => {
            const next = guess(state, now());
            if (next.phase === "turn") feedback("success");
            apply(next);
          }}
          onPass={() => {
            feedback("flip");
            apply(pass(state, now()));
          }}
          onPause={() => apply(pause(state, now()))}
          onResume={() => apply(resume(state, now()))}
          onTimeUp={(t) => apply(tick(state, t))}
          onSecond={(s) => {
            if (s > 0 && s <= 5) playSfx("spin-tick", prefs.sound);
          }}
        />
      )}
      {state.phase === "turn-over" && (
        <TurnOver state={state} onNext={() => apply(nextTurn(state))} />
      )}
      {state.phase === "round-over" && (
        <RoundOver state={state} onNext={() => apply(nextRound(state, rng))} />
      )}
      {over && (
        <FinalResults
          state={state}
          drinkMode={prefs.drinkMode}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={onPlayAgain}
          onSetup={onSetup}
          onExit={() => navigate("/game-modes")}
        />
      )}
    </>
  );
}
