import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { usePlayers } from "../../../client/players-store";
import { playSfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { gameBag } from "../../kit/shuffle-bag-store";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { usePlayTracking } from "../../kit/use-play-tracking";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import { allWordIds, deckIds, legacyWordId, wordById, wordText } from "../deck";
import {
  currentPlayerId,
  drinkVerdict,
  fewestGuessed,
  gameReducer,
  isLastPlayer,
  newGame,
  ranking,
  withScores,
} from "../logic";
import { manifest } from "../manifest";
import { clearSavedGame, loadSavedGame, saveGame } from "../saved-game";
import { loadGuessWhoSettings } from "../settings";
import { type Answer, countdownLeft } from "../turn";
import { GuessWhoRules } from "./guess-who-rules";
import { HandoffPhase } from "./handoff-phase";
import { requestMotionPermission, useArrowKeys, useClock, useTilt } from "./motion";
import { ResultsPhase } from "./results-phase";
import { SummaryPhase } from "./summary-phase";
import { type Flash, TurnPhase } from "./turn-phase";

/** One persisted bag for the game: changing the themes never brings words back early. */
const bag = gameBag(manifest.id, { universe: allWordIds, legacyId: legacyWordId });

/** The game: for each player, hand-off → 3-2-1 → timed turn → summary; then the results. */
export function GuessWhoPlayScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [list, actions] = usePlayers(manifest.id);
  const settings = useMemo(loadGuessWhoSettings, []);
  const ids = useMemo(() => deckIds(settings.themes), [settings]);
  const draw = useCallback(() => bag.draw(ids), [ids]);
  const playerIds = list.players.map((p) => p.id);
  const [game, dispatch] = useReducer(
    gameReducer,
    null,
    () => loadSavedGame(playerIds) ?? newGame(playerIds, settings.seconds),
  );
  const [flash, setFlash] = useState<Flash | null>(null);
  const [sensorDenied, setSensorDenied] = useState(false);
  const { finish, restart } = usePlayTracking(manifest.id);
  useWakeLock(game.phase !== "results");
  useSessionMirror(manifest.id);

  const inTurn = game.phase === "turn";
  const tick = useCallback((now: number) => dispatch({ type: "tick", now }), []);
  const now = useClock(inTurn, tick);
  const turn = game.turn;
  const playing = inTurn && turn?.status === "playing";

  const answer = (a: Answer) => {
    if (!turn || !playing) return;
    const at = Date.now();
    dispatch({ type: "answer", answer: a, word: turn.word, next: draw(), now: at });
    const sfx = a === "acertou" ? "success" : "drink";
    playSfx(sfx, prefs.sound);
    vibrate(sfx, prefs.vibration);
    setFlash((f) => ({ answer: a, n: (f?.n ?? 0) + 1 }));
  };
  const tiltLive = useTilt(inTurn && settings.tilt && !sensorDenied, answer);

  useArrowKeys(playing, answer);

  // Side effects of phase changes (not on mount: a resumed game replays no buzzer).
  const shownPhase = useRef(game.phase);
  useEffect(() => {
    if (shownPhase.current === game.phase) return;
    shownPhase.current = game.phase;
    if (game.phase === "summary") {
      playSfx("fail", prefs.sound);
      vibrate("fail", prefs.vibration);
      actions.replace(withScores(list, game, Date.now()));
    }
    if (game.phase === "results") void finish({ victory: true });
    setFlash(null);
    window.scrollTo({ top: 0 });
  });
  useEffect(() => {
    if (game.phase === "results") clearSavedGame();
    else saveGame(game);
  }, [game]);

  if (list.players.length < manifest.minPlayers) {
    return <Navigate to="/guess-who/players" replace />;
  }

  const nameOf = (id: string | null) => list.players.find((p) => p.id === id)?.name ?? "Jogador";
  const name = nameOf(currentPlayerId(game));
  const tallyOf = (i: number) => game.tallies[i] ?? { guessed: [], passed: [] };
  const losers = fewestGuessed(game).map(nameOf);
  const verdict = drinkVerdict(losers, game.playerIds.length, prefs.drinkMode);
  const announcement =
    game.phase === "handoff"
      ? `Vez de ${name}. Passe o celular para ${name}.`
      : game.phase === "summary"
        ? `Tempo esgotado! ${name} acertou ${turn?.guessed.length ?? 0}.`
        : game.phase === "results"
          ? verdict
          : turn?.status === "countdown"
            ? String(countdownLeft(turn, now) || "")
            : flash && turn
              ? `${flash.answer === "acertou" ? "Acertou" : "Passou"}! ${turn.guessed.length} acertadas, ${turn.passed.length} passadas.`
              : "Valendo!";

  function ready() {
    if (settings.tilt) {
      // Asked right inside the tap: iOS only shows its prompt from a user gesture.
      void requestMotionPermission().then((r) => setSensorDenied(r === "denied"));
    }
    dispatch({ type: "start-turn", now: Date.now(), word: draw() });
  }

  function playAgain() {
    actions.resetPoints();
    actions.setFirst();
    restart();
    dispatch({ type: "new-game", playerIds, seconds: settings.seconds });
  }

  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-5 py-6">
      {/* The turn covers the screen: its header would only be a hidden tab stop. */}
      {!inTurn && (
        <GameHeader title={manifest.name} back="/guess-who/theme" rules={<GuessWhoRules />} />
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {game.phase === "handoff" && (
        <HandoffPhase
          name={name}
          turn={game.current + 1}
          total={game.playerIds.length}
          seconds={game.durationMs / 1000}
          tilt={settings.tilt}
          sensorDenied={sensorDenied}
          scores={game.playerIds.map((id, i) => ({
            id,
            name: nameOf(id),
            guessed: tallyOf(i).guessed.length,
            played: i < game.current,
            current: i === game.current,
          }))}
          onReady={ready}
        />
      )}
      {inTurn && turn && (
        <TurnPhase
          name={name}
          turn={turn}
          now={now}
          word={wordText(turn.word)}
          themeName={wordById(turn.word)?.theme.name ?? ""}
          flash={flash}
          tiltLive={tiltLive}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onAnswer={answer}
        />
      )}
      {game.phase === "summary" && turn && (
        <SummaryPhase
          name={name}
          guessed={turn.guessed.map(wordText)}
          passed={turn.passed.map(wordText)}
          lastWord={wordText(turn.word)}
          nextName={isLastPlayer(game) ? null : nameOf(game.playerIds[game.current + 1] ?? null)}
          onNext={() => dispatch({ type: "next" })}
        />
      )}
      {game.phase === "results" && (
        <ResultsPhase
          ranking={ranking(game, nameOf)}
          verdict={verdict}
          drinkMode={prefs.drinkMode}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={playAgain}
          onExit={() => navigate("/game-modes")}
        />
      )}
    </main>
  );
}
