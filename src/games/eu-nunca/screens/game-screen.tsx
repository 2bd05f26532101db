import { useEffect } from "react";
import { Navigate, useNavigate } from "react-router";
import { playSfx, type Sfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { Results } from "../../kit/lazy-results";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import { categoryById } from "../deck";
import {
  type Action,
  type EuNuncaState,
  euNuncaGame,
  finalRanking,
  reduce,
  withPlayers,
} from "../logic";
import { manifest } from "../manifest";
import { DeckEnd } from "./deck-end";
import { EuNuncaRules } from "./eu-nunca-rules";
import { PlayView } from "./play-view";
import "../styles.css";

function soundFor(before: EuNuncaState, after: EuNuncaState, action: Action): Sfx {
  if (action.type === "toggle") return "tap";
  if (action.type === "confirm") {
    if (after.round?.eliminated.length) return "fail";
    return after.round?.lost.length ? "drink" : "success";
  }
  return after.cursor !== before.cursor ? "flip" : "tap";
}

/** The game in progress on this device (the engine's state); without one, back to the categories. */
export function EuNuncaGameScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const game = useGame(euNuncaGame);
  const state = game.view;
  const over = state?.phase === "over";
  useWakeLock(state !== null && !over);
  useSessionMirror(manifest.id);

  // The profile's 18+ went off mid-game: the definition takes its cards out of the deck.
  const version = game.state?.version;
  const { dispatch } = game;
  useEffect(() => {
    if (!prefs.showAdult && version !== undefined)
      dispatch({ type: "hideAdult" }, { instant: true });
  }, [prefs.showAdult, version, dispatch]);

  if (!state) return <Navigate to="/eu-nunca/categorias" replace />;
  const hasPlayers = withPlayers(state);

  function act(action: Action) {
    if (!state) return;
    const next = reduce(state, action);
    // Marking players is many quick taps by many hands: each one counts.
    if (game.dispatch(action, { instant: action.type === "toggle" }) !== null) return;
    if (next.phase !== "over") {
      const sfx = soundFor(state, next, action);
      playSfx(sfx, prefs.sound);
      vibrate(sfx, prefs.vibration);
    } else window.scrollTo({ top: 0 });
  }

  function playAgain() {
    game.playAgain();
    window.scrollTo({ top: 0 });
  }

  const exit = () => {
    game.quit();
    navigate("/game-modes");
  };

  return (
    <main
      className={`mx-auto grid w-full max-w-xl grid-cols-1 content-start gap-5 px-5 pt-6 short:gap-3 short:pt-3 ${over ? "pb-6" : ""}`}
      data-armed={game.armed}
      data-version={game.state?.version}
    >
      <GameHeader title={manifest.name} back="/eu-nunca/jogadores" rules={<EuNuncaRules />} />
      {!over && <PlayView state={state} drinkMode={prefs.drinkMode} onAction={act} />}
      {over && !hasPlayers && (
        <DeckEnd
          played={state.cursor}
          total={state.deck.length}
          categoryNames={new Intl.ListFormat("pt-BR").format([
            ...state.categories.map((c) => categoryById(c)?.name ?? c),
            ...(state.deckName ? [state.deckName] : []),
          ])}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onRestart={playAgain}
          onCategories={() => {
            game.quit();
            navigate("/eu-nunca/categorias");
          }}
          onExit={exit}
        />
      )}
      {over && hasPlayers && (
        <Results
          gameName={manifest.name}
          ranking={finalRanking(state)}
          unit={manifest.scoreUnit}
          outOf={state.maxLives}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={playAgain}
          onExit={exit}
        />
      )}
    </main>
  );
}
