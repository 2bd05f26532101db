import { type ComponentProps, useEffect, useRef } from "react";
import { Navigate, useNavigate } from "react-router";
import { Button } from "../../../ui/button";
import { playSfx, type Sfx, useSfxPreload, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { LazyPart, lazyPart } from "../../kit/lazy-part";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useWakeLock } from "../../kit/use-wake-lock";
import { type QmnMove, qualMeuNomeGame } from "../logic";
import { manifest } from "../manifest";
import { announce } from "./announce";
import type { FinalResults as FinalResultsView } from "./final-results";
import { PersonEntry } from "./person-entry";
import { QualMeuNomeRules } from "./qual-meu-nome-rules";
import { RoundIntro } from "./round-intro";
import type { RoundOver as RoundOverView } from "./round-over";
import { TurnOver } from "./turn-over";
import { TurnPlay } from "./turn-play";
import { TurnReady } from "./turn-ready";
import "../styles.css";

/**
 * The ends of a round and of the game (the scores table, the podium) load when the browser is
 * idle after this screen: a round is a few turns away (decision 052).
 */
const FAILURE = "Não deu para carregar o placar. Confira a conexão.";
const roundOverPart = lazyPart(() => import("./round-over").then((m) => m.RoundOver), FAILURE);
const finalPart = lazyPart(() => import("./final-results").then((m) => m.FinalResults), FAILURE);
/** Fetches the later phases now (they are fetched on idle anyway); for tests, as in the browser. */
export const prefetchPhases = () => Promise.all([roundOverPart.prefetch(), finalPart.prefetch()]);
const RoundOver = (props: ComponentProps<typeof RoundOverView>) => (
  <LazyPart part={roundOverPart} props={props} />
);
const FinalResults = (props: ComponentProps<typeof FinalResultsView>) => (
  <LazyPart part={finalPart} props={props} />
);

const SETUP = "/qual-meu-nome";
const phaseSfx: Partial<Record<string, Sfx>> = { "turn-over": "fail", "round-over": "win" };

/**
 * One game from the secret names to the results. The screen draws the game's view and sends
 * moves; the turn's clock is the game's, so a reload shows the same name and the same seconds.
 */
export function QualMeuNomePlayScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  useSfxPreload(["countdown"], prefs.sound);
  const game = useGame(qualMeuNomeGame);
  const { view } = game;
  const phase = view?.writing ? `names-${view.writing.position}` : (view?.game?.phase ?? null);
  useWakeLock(view !== null && phase !== "game-over");

  // Sounds and scrolling follow the phase the game moved to (not the one a reload lands on).
  const shownPhase = useRef(phase);
  useEffect(() => {
    if (shownPhase.current === phase) return;
    shownPhase.current = phase;
    const sfx = phase ? phaseSfx[phase] : undefined;
    if (sfx) {
      playSfx(sfx, prefs.sound);
      vibrate(sfx, prefs.vibration);
    }
    window.scrollTo({ top: 0 });
  }, [phase, prefs.sound, prefs.vibration]);

  // A call or a locked screen mid-turn pauses the clock instead of eating the team's time; a
  // reload does not (the page hides as it unloads, and the clock is the game's anyway).
  const dispatchRef = useRef(game.dispatch);
  dispatchRef.current = game.dispatch;
  useEffect(() => {
    let leaving = false;
    const onLeave = () => {
      leaving = true;
    };
    const onShow = () => {
      leaving = false;
    };
    const onHide = () => {
      if (document.visibilityState === "hidden" && !leaving)
        dispatchRef.current({ type: "pause" }, { instant: true });
    };
    window.addEventListener("beforeunload", onLeave);
    window.addEventListener("pageshow", onShow);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("beforeunload", onLeave);
      window.removeEventListener("pageshow", onShow);
      document.removeEventListener("visibilitychange", onHide);
    };
  }, []);

  if (!view || (!view.writing && !view.game)) return <Navigate to={SETUP} replace />;

  const feedback = (sfx: Sfx) => {
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
  };
  const send = (move: QmnMove, sfx?: Sfx, instant = false) => {
    if (game.dispatch(move, { instant }) === null && sfx) feedback(sfx);
  };
  const { writing, game: rounds } = view;

  return (
    <main
      className="mx-auto grid min-h-dvh w-full max-w-xl grid-rows-[auto_1fr] gap-5 overflow-x-clip px-5 pt-4 pb-[calc(1.5rem+env(safe-area-inset-bottom))]"
      data-armed={game.armed}
      data-version={game.state?.version}
    >
      <GameHeader title={manifest.name} back={SETUP} rules={<QualMeuNomeRules />} />
      <p role="status" className="sr-only">
        {rounds ? announce(rounds) : ""}
      </p>
      {writing?.entries && (
        <div className="grid gap-4">
          <PersonEntry
            key={writing.position}
            writing={writing}
            onWrite={(slot, name) => send({ type: "write", slot, name }, undefined, true)}
            onIdea={() => send({ type: "suggest" }, undefined, true)}
            onReady={() => send({ type: "ready" }, undefined, true)}
          />
          <Button
            variant="ghost"
            onClick={() => {
              game.quit();
              navigate(SETUP);
            }}
            className="text-sm text-muted"
          >
            Voltar aos times
          </Button>
        </div>
      )}
      {rounds?.phase === "round-intro" && (
        <RoundIntro
          round={rounds.round}
          names={rounds.left}
          onBegin={() => send({ type: "beginRound" })}
        />
      )}
      {rounds?.phase === "ready" && (
        <TurnReady state={rounds} onStart={() => send({ type: "startTurn" }, "tap")} />
      )}
      {rounds?.phase === "turn" && (
        <TurnPlay
          state={rounds}
          onGuess={() => send({ type: "guess" }, "success")}
          onPass={() => send({ type: "pass" }, "flip")}
          onPause={() => send({ type: "pause" })}
          onResume={() => send({ type: "resume" })}
          onTimeUp={() => send({ type: "timeUp" }, undefined, true)}
          onSecond={(s) => {
            if (s > 0 && s <= 5) playSfx("countdown", prefs.sound);
          }}
        />
      )}
      {rounds?.phase === "turn-over" && (
        <TurnOver state={rounds} onNext={() => send({ type: "nextTurn" })} />
      )}
      {rounds?.phase === "round-over" && (
        <RoundOver state={rounds} onNext={() => send({ type: "nextRound" })} />
      )}
      {rounds?.phase === "game-over" && (
        <FinalResults
          state={rounds}
          drinkMode={prefs.drinkMode}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={game.playAgain}
          onSetup={() => navigate(SETUP)}
          onExit={() => {
            game.quit();
            navigate("/game-modes");
          }}
        />
      )}
    </main>
  );
}
