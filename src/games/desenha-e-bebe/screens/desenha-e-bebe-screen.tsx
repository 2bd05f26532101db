import { useEffect, useReducer, useRef, useState } from "react";
import { cryptoRng, randomId } from "../../../shared/random";
import { playSfx, type Sfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { gameBag } from "../../kit/shuffle-bag-store";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { usePlayTracking } from "../../kit/use-play-tracking";
import { useWakeLock } from "../../kit/use-wake-lock";
import { flowReducer, initialFlow } from "../flow";
import {
  allWordIds,
  currentDrawer,
  currentTeam,
  type Draw,
  drawWord,
  isOver,
  newGame,
  type Outcome,
} from "../logic";
import { manifest } from "../manifest";
import { clearSavedGame, loadSavedGame, saveGame } from "../saved-game";
import { loadDesenhaSettings, saveDesenhaSettings } from "../settings";
import { defaultTeams } from "../teams";
import { type Clock, HURRY_SECONDS } from "../timer";
import { wordById } from "../words";
import { announcementFor } from "./announcement";
import { DesenhaEBebeRules } from "./desenha-e-bebe-rules";
import { FinalPhase } from "./final-phase";
import { HandoffPhase } from "./handoff-phase";
import { OutcomePhase } from "./outcome-phase";
import { PlayPhase } from "./play-phase";
import { RevealPhase } from "./reveal-phase";
import { SetupPhase } from "./setup-phase";

const rng = cryptoRng();
/**
 * One persisted bag for the game (word ids were always stable, so the old bags carry over): no
 * word repeats until every word in play was seen, even across reloads or a change of choice.
 */
const bag = gameBag(manifest.id, { universe: allWordIds, rng });
const draw: Draw = (ids) => bag.draw(ids);
const clock: Clock = () => performance.now();
const freshTeams = () => defaultTeams([randomId(), randomId()]);
const sfxFor: Record<Outcome, Sfx> = {
  acertaram: "success",
  "nao-acertaram": "drink",
  tempo: "fail",
};

/**
 * Desenha e Bebe on one route: setup → handoff → reveal → play → outcome → … → results. Teams
 * and choices are kept as settings; the game in progress is saved after every round, so a
 * reload resumes at the current team's handoff with a new word.
 */
export function DesenhaEBebeScreen() {
  const prefs = useGamePrefs();
  const [settings, setSettings] = useState(() => loadDesenhaSettings(freshTeams));
  const [flow, dispatch] = useReducer(flowReducer, null, () => initialFlow(loadSavedGame()));
  const [hurryNote, setHurryNote] = useState("");
  const [acted, setActed] = useState(false);
  const finished = useRef(false);
  const { finish, restart } = usePlayTracking(manifest.id);
  const { phase, game } = flow;
  useWakeLock(phase !== "setup" && phase !== "results");

  useEffect(() => {
    saveDesenhaSettings(settings);
  }, [settings]);
  useEffect(() => {
    if (!game) return;
    if (isOver(game)) clearSavedGame();
    else saveGame(game);
  }, [game]);
  useEffect(() => {
    if (phase !== "results") return;
    finished.current = true;
    void finish({ victory: true });
  }, [phase, finish]);
  useEffect(() => {
    if (phase !== "play") window.scrollTo({ top: 0 });
  }, [phase]);

  const feedback = (sfx: Sfx) => {
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
  };
  const act = (sfx: Sfx | null, fn: () => void) => {
    if (sfx) feedback(sfx);
    setActed(true);
    fn();
  };
  const word = flow.wordId ? wordById(flow.wordId) : null;
  const team = game ? currentTeam(game) : null;
  const drawer = game ? (currentDrawer(game) ?? "") : "";
  const nextWord = () => drawWord(settings.category, settings.difficulties, draw);

  function start() {
    // 'Jogar de novo' after a finished game is a new play for the stats.
    if (finished.current) restart();
    finished.current = false;
    act(null, () => dispatch({ type: "start", game: newGame(settings.teams, settings.target) }));
  }

  function end(outcome: Outcome) {
    if (!word || phase !== "play") return;
    setHurryNote("");
    const wins = outcome === "acertaram" && team && team.points + 1 >= (game?.target ?? 0);
    act(wins ? null : sfxFor[outcome], () => dispatch({ type: "end", outcome, word }));
  }

  function onSecond(seconds: number) {
    if (seconds <= 0 || seconds > HURRY_SECONDS) return;
    playSfx("spin-tick", prefs.sound);
    if (seconds <= 3) vibrate("tap", prefs.vibration);
    if (seconds === HURRY_SECONDS) setHurryNote(`Faltam ${HURRY_SECONDS} segundos`);
  }

  const announcement = announcementFor(flow, settings, hurryNote, prefs.drinkMode);

  // The live region sits first in the same fragment in every phase: React keeps the one element
  // mounted, and screen readers announce its changes (a region remounted with new text is not).
  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {phase === "play" && flow.countdown && team ? (
        <PlayPhase
          mode={settings.mode}
          label={`${team.name} · ${drawer}`}
          countdown={flow.countdown}
          clock={clock}
          onSecond={onSecond}
          onTimeUp={() => end("tempo")}
          onPause={() => dispatch({ type: "pause", now: clock() })}
          onResume={() => dispatch({ type: "resume", now: clock() })}
          onGuessed={() => end("acertaram")}
          onMissed={() => end("nao-acertaram")}
        />
      ) : (
        <main className="mx-auto grid w-full max-w-xl gap-5 px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
          <GameHeader title={manifest.name} back="/game-modes" rules={<DesenhaEBebeRules />} />
          {phase === "setup" && (
            <SetupPhase
              settings={settings}
              drinkMode={prefs.drinkMode}
              canResume={!!game && !isOver(game)}
              onChange={setSettings}
              onStart={start}
              onResume={() => act(null, () => dispatch({ type: "back-to-game" }))}
            />
          )}
          {phase === "handoff" && game && (
            <HandoffPhase
              game={game}
              mode={settings.mode}
              focusOnMount={acted}
              onReady={() => {
                const w = nextWord();
                if (w) act("flip", () => dispatch({ type: "reveal", wordId: w.id }));
              }}
              onSetup={() => dispatch({ type: "setup" })}
            />
          )}
          {phase === "reveal" && word && (
            <RevealPhase
              word={word}
              drawer={drawer}
              mode={settings.mode}
              drinkMode={prefs.drinkMode}
              swapsLeft={flow.swapsLeft}
              seconds={settings.seconds}
              onSwap={() => {
                const w = nextWord();
                if (w) act("tap", () => dispatch({ type: "swap", wordId: w.id }));
              }}
              onGo={() =>
                act("flip", () =>
                  dispatch({ type: "go", now: clock(), durationMs: settings.seconds * 1000 }),
                )
              }
            />
          )}
          {phase === "outcome" && game && (
            <OutcomePhase
              game={game}
              drinkMode={prefs.drinkMode}
              onNext={() => act("tap", () => dispatch({ type: "next" }))}
            />
          )}
          {phase === "results" && game && (
            <FinalPhase
              game={game}
              sound={prefs.sound}
              vibration={prefs.vibration}
              onPlayAgain={start}
              onSetup={() => dispatch({ type: "setup" })}
            />
          )}
        </main>
      )}
    </>
  );
}
