import { useCallback, useEffect, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { CUSTOM_PREFIX } from "../../kit/custom-cards";
import { playSfx, useSfxPreload, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import { wordById, wordText } from "../deck";
import {
  drinkVerdict,
  type GuessWhoState,
  type GuessWhoView,
  guessWhoGame,
  ranking,
  type TurnView,
} from "../logic";
import { manifest } from "../manifest";
import { type Answer, COUNTDOWN_MS, countdownLeft, type TurnClock } from "../turn";
import { GuessWhoRules } from "./guess-who-rules";
import { HandoffPhase } from "./handoff-phase";
import { requestMotionPermission, useArrowKeys, useClock, useTilt } from "./motion";
import { ResultsPhase } from "./results-phase";
import { SummaryPhase } from "./summary-phase";
import { type Flash, TurnPhase } from "./turn-phase";
import "../styles.css";

const roster = (state: GuessWhoState) => state.list;

function announce(
  view: GuessWhoView,
  countdown: TurnClock | null,
  now: number,
  flash: Flash | null,
  verdict: string,
): string {
  const name = view.current?.name ?? "";
  const { turn } = view;
  if (countdown) return String(countdownLeft(countdown, now) || "");
  if (view.phase === "handoff") return `Vez de ${name}. Passe o celular para ${name}.`;
  if (view.phase === "summary")
    return `Tempo esgotado! ${name} acertou ${turn?.guessed.length ?? 0}.${verdict ? ` ${verdict}` : ""}`;
  if (view.phase === "results") return verdict;
  if (flash && turn)
    return `${flash.answer === "acertou" ? "Acertou" : "Passou"}! ${turn.guessed.length} acertadas, ${turn.passed.length} passadas.`;
  return "Valendo!";
}

/** The game: for each player, hand-off → 3-2-1 → timed turn → summary; then the results. */
export function GuessWhoPlayScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  useSfxPreload(["countdown"], prefs.sound);
  const game = useGame(guessWhoGame, { roster });
  const { view } = game;
  const [flash, setFlash] = useState<Flash | null>(null);
  const [sensorDenied, setSensorDenied] = useState(false);
  useWakeLock(game.status?.kind === "playing");
  useSessionMirror(manifest.id);

  // The 3-2-1 is only on screen (a reload goes back to 'Estou pronto!'); the turn's clock is state.
  const [countdownEnd, setCountdownEnd] = useState<number | null>(null);
  const timers = useRef({ dispatch: game.dispatch, countdownEnd });
  timers.current = { dispatch: game.dispatch, countdownEnd };
  const tick = useCallback((now: number) => {
    const { dispatch, countdownEnd: end } = timers.current;
    if (end === null) dispatch({ type: "tick" }, { instant: true });
    else if (now >= end) {
      setCountdownEnd(null);
      dispatch({ type: "start" }, { instant: true });
    }
  }, []);
  const inTurn = view?.phase === "turn" || countdownEnd !== null;
  const now = useClock(inTurn, tick);
  const countdown: TurnView | null =
    countdownEnd === null || !view
      ? null
      : {
          status: "countdown",
          startedAt: countdownEnd,
          durationMs: view.seconds * 1000,
          word: null,
          guessed: [],
          passed: [],
        };
  const turn = countdown ?? view?.turn ?? null;
  const playing = view?.phase === "turn" && turn?.status === "playing";

  const answer = (a: Answer) => {
    if (!playing || !turn?.word) return;
    if (game.dispatch({ type: "answer", answer: a, word: turn.word }) !== null) return;
    const sfx = a === "acertou" ? "success" : "drink";
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
    setFlash((f) => ({ answer: a, n: (f?.n ?? 0) + 1 }));
  };
  const tiltLive = useTilt(inTurn && !!view?.tilt && !sensorDenied, answer);
  useArrowKeys(playing, answer);

  // Side effects of phase changes (not on mount: a resumed game replays no buzzer).
  const phase = view?.phase;
  const shownPhase = useRef(phase);
  useEffect(() => {
    if (shownPhase.current === phase) return;
    shownPhase.current = phase;
    if (phase === "summary") {
      playSfx("fail", prefs.sound);
      vibrate("fail", prefs.vibration);
    }
    setFlash(null);
    window.scrollTo({ top: 0 });
  }, [phase, prefs.sound, prefs.vibration]);

  if (!view) return <Navigate to="/guess-who/players" replace />;

  const name = view.current?.name ?? "Jogador";
  const losers = view.roundDrinkers?.map((p) => p.name) ?? [];
  const verdict = drinkVerdict(losers, view.list.players.length, prefs.drinkMode);

  function ready() {
    if (view?.tilt) {
      // Asked right inside the tap: iOS only shows its prompt from a user gesture.
      void requestMotionPermission().then((r) => setSensorDenied(r === "denied"));
    }
    setCountdownEnd(Date.now() + COUNTDOWN_MS);
  }

  return (
    <main
      className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-5 py-6"
      data-armed={game.armed}
      data-version={game.state?.version}
    >
      {/* The turn covers the screen: its header would only be a hidden tab stop. */}
      {!inTurn && (
        <GameHeader title={manifest.name} back="/guess-who/theme" rules={<GuessWhoRules />} />
      )}
      <p role="status" className="sr-only">
        {announce(view, countdown, now, flash, verdict)}
      </p>
      {view.phase === "handoff" && !countdown && (
        <HandoffPhase
          name={name}
          turn={view.played.length + 1}
          total={view.list.players.length}
          seconds={view.seconds}
          tilt={view.tilt}
          sensorDenied={sensorDenied}
          round={view.rounds > 1 ? `Rodada ${view.round} de ${view.rounds}` : null}
          scores={view.list.players.map((p) => ({
            id: p.id,
            name: p.name,
            guessed: p.points,
            played: view.played.includes(p.id),
            current: p.id === view.current?.id,
          }))}
          onReady={ready}
        />
      )}
      {inTurn && turn && (
        <TurnPhase
          name={name}
          turn={turn}
          now={now}
          word={turn.word ? (turn.wordText ?? wordText(turn.word)) : ""}
          themeName={turn.word ? (turn.themeName ?? wordById(turn.word)?.theme.name ?? "") : ""}
          custom={turn.word?.startsWith(`${CUSTOM_PREFIX}.`) ?? false}
          flash={flash}
          tiltLive={tiltLive}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onAnswer={answer}
        />
      )}
      {view.phase === "summary" && turn && (
        <SummaryPhase
          name={name}
          guessed={turn.guessedTexts ?? turn.guessed.map(wordText)}
          passed={turn.passedTexts ?? turn.passed.map(wordText)}
          lastWord={turn.word ? (turn.wordText ?? wordText(turn.word)) : ""}
          nextName={view.next?.name ?? null}
          verdict={verdict || null}
          onNext={() => game.dispatch({ type: "next" })}
        />
      )}
      {view.phase === "results" && (
        <ResultsPhase
          ranking={ranking(view.list)}
          verdict={verdict}
          drinkMode={prefs.drinkMode}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={game.playAgain}
          onExit={() => {
            game.quit();
            navigate("/game-modes");
          }}
        />
      )}
    </main>
  );
}
