import { type ComponentProps, useEffect, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { playSfx, type Sfx, useSfxPreload, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { LazyPart, lazyPart } from "../../kit/lazy-part";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useWakeLock } from "../../kit/use-wake-lock";
import { type DesenhaMove, desenhaGame } from "../logic";
import { manifest } from "../manifest";
import { currentDrawer, currentTeam, type Outcome } from "../rules";
import { HURRY_SECONDS } from "../timer";
import { displayWord } from "../words";
import { announcementFor } from "./announcement";
import { DesenhaEBebeRules } from "./desenha-e-bebe-rules";
import type { FinalPhase as FinalPhaseView } from "./final-phase";
import { HandoffPhase } from "./handoff-phase";
import type { OutcomePhase as OutcomePhaseView } from "./outcome-phase";
import type { PlayPhase as PlayPhaseView } from "./play-phase";
import { RevealPhase } from "./reveal-phase";
import "../styles.css";

const SETUP = "/desenha-e-bebe";
/**
 * The phases after the word is revealed (the board, the verdict, the end) load when the browser
 * is idle after this screen: a new game opens on the handoff, two taps before the board.
 */
const FAILURE = "Não deu para carregar esta parte do jogo. Confira a conexão.";
const playPart = lazyPart(() => import("./play-phase").then((m) => m.PlayPhase), FAILURE);
const outcomePart = lazyPart(() => import("./outcome-phase").then((m) => m.OutcomePhase), FAILURE);
const finalPart = lazyPart(() => import("./final-phase").then((m) => m.FinalPhase), FAILURE);
/** Fetches the later phases now (they are fetched on idle anyway); for tests, as in the browser. */
export const prefetchPhases = () =>
  Promise.all([playPart.prefetch(), outcomePart.prefetch(), finalPart.prefetch()]);
const PlayPhase = (props: ComponentProps<typeof PlayPhaseView>) => (
  <LazyPart part={playPart} props={props} />
);
const OutcomePhase = (props: ComponentProps<typeof OutcomePhaseView>) => (
  <LazyPart part={outcomePart} props={props} />
);
const FinalPhase = (props: ComponentProps<typeof FinalPhaseView>) => (
  <LazyPart part={finalPart} props={props} />
);
/** The game's clock is wall time (moves carry Date.now()), so a reload reads the same seconds. */
const clock = () => Date.now();
const sfxFor: Record<Outcome, Sfx> = {
  acertaram: "success",
  "nao-acertaram": "drink",
  tempo: "fail",
};

/**
 * One game of Desenha e Bebe: handoff → reveal → play → outcome → … → results. The screen
 * draws the game's view and sends moves; only the brush and the hurry note are its own.
 */
export function DesenhaEBebePlayScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  useSfxPreload(["countdown", "reveal"], prefs.sound);
  const game = useGame(desenhaGame);
  const { view } = game;
  const [hurryNote, setHurryNote] = useState("");
  const [acted, setActed] = useState(false);
  const phase = view?.phase ?? null;
  useWakeLock(view !== null && phase !== "over");

  // The verdict's sound follows the move that made it (not a reload landing on it).
  const shownPhase = useRef(phase);
  useEffect(() => {
    if (shownPhase.current === phase) return;
    shownPhase.current = phase;
    if (phase !== "play") window.scrollTo({ top: 0 });
    const outcome = view?.game.last?.outcome;
    if (phase === "outcome" && outcome) {
      playSfx(sfxFor[outcome], prefs.sound);
      vibrate(sfxFor[outcome], prefs.vibration);
    }
  }, [phase, view?.game.last?.outcome, prefs.sound, prefs.vibration]);

  if (!view) return <Navigate to={SETUP} replace />;

  const send = (move: DesenhaMove, sfx: Sfx | null = null, instant = false) => {
    if (game.dispatch(move, { instant }) !== null) return;
    setActed(true);
    if (move.type === "end") setHurryNote("");
    if (!sfx) return;
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
  };

  function onSecond(seconds: number) {
    if (seconds <= 0 || seconds > HURRY_SECONDS) return;
    playSfx("countdown", prefs.sound);
    if (seconds <= 3) vibrate("tap", prefs.vibration);
    if (seconds === HURRY_SECONDS) setHurryNote(`Faltam ${HURRY_SECONDS} segundos`);
  }

  const { settings } = view;
  const team = currentTeam(view.game);
  const drawer = currentDrawer(view.game) ?? "";

  // The live region sits first in every phase: React keeps the one element mounted, and screen
  // readers announce its changes (a region remounted with new text is not).
  return (
    <main
      className="mx-auto grid w-full max-w-xl gap-5 px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] short:gap-3 short:pt-3"
      data-armed={game.armed}
      data-version={game.state?.version}
    >
      <p role="status" className="sr-only">
        {announcementFor(view, hurryNote, prefs.drinkMode)}
      </p>
      {phase === "play" && view.countdown && team ? (
        <PlayPhase
          mode={settings.mode}
          label={`${team.name} · ${drawer}`}
          word={view.word ? displayWord(view.word.text) : null}
          countdown={view.countdown}
          clock={clock}
          drawing={view.drawing}
          onDraw={(move) => send(move, null, true)}
          onSecond={onSecond}
          onTimeUp={() => send({ type: "end", outcome: "tempo" }, null, true)}
          onPause={() => send({ type: "pause" })}
          onResume={() => send({ type: "resume" })}
          onGuessed={() => send({ type: "end", outcome: "acertaram" })}
          onMissed={() => send({ type: "end", outcome: "nao-acertaram" })}
        />
      ) : (
        <>
          <GameHeader title={manifest.name} back={SETUP} rules={<DesenhaEBebeRules />} />
          {phase === "handoff" && (
            <HandoffPhase
              game={view.game}
              mode={settings.mode}
              focusOnMount={acted}
              onReady={() => send({ type: "reveal" }, "flip")}
              onSetup={() => navigate(SETUP)}
            />
          )}
          {phase === "reveal" && view.word && (
            <RevealPhase
              word={view.word}
              drawer={drawer}
              mode={settings.mode}
              drinkMode={prefs.drinkMode}
              swapsLeft={view.swapsLeft}
              seconds={settings.seconds}
              onSwap={() => send({ type: "swap" }, "tap")}
              onGo={() => send({ type: "go" }, "flip")}
            />
          )}
          {phase === "outcome" && (
            <OutcomePhase
              game={view.game}
              lastWord={view.lastWord}
              drawing={view.drawing}
              drinkMode={prefs.drinkMode}
              onNext={() => send({ type: "next" }, "tap")}
            />
          )}
          {phase === "over" && (
            <FinalPhase
              game={view.game}
              drawing={view.drawing}
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
        </>
      )}
    </main>
  );
}
