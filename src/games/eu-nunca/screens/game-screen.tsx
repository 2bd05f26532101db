import { useEffect, useMemo, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { playSfx, type Sfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { Results } from "../../kit/results";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { usePlayTracking } from "../../kit/use-play-tracking";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import { categoryById, isAdultCard } from "../deck";
import { loadGame, saveGame, startGame } from "../game-store";
import {
  type Action,
  dropCards,
  type EuNuncaState,
  finalRanking,
  reduce,
  withPlayers,
} from "../logic";
import { manifest } from "../manifest";
import { DeckEnd } from "./deck-end";
import { EuNuncaRules } from "./eu-nunca-rules";
import { PlayView } from "./play-view";

/** The game in progress on this device; without one, back to choosing categories. */
export function EuNuncaGameScreen() {
  const initial = useMemo(() => loadGame(), []);
  if (!initial) return <Navigate to="/eu-nunca/categorias" replace />;
  return <EuNuncaGame initial={initial} />;
}

function soundFor(before: EuNuncaState, after: EuNuncaState, action: Action): Sfx {
  if (action.type === "toggle") return "tap";
  if (action.type === "confirm") {
    if (after.round?.eliminated.length) return "fail";
    return after.round?.lost.length ? "drink" : "success";
  }
  return after.cursor !== before.cursor ? "flip" : "tap";
}

function EuNuncaGame({ initial }: { initial: EuNuncaState }) {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [state, setState] = useState(() =>
    prefs.showAdult ? initial : dropCards(initial, isAdultCard),
  );
  const { finish, restart } = usePlayTracking(manifest.id);
  const over = state.phase === "over";
  const hasPlayers = withPlayers(state);
  useWakeLock(!over);
  useSessionMirror(manifest.id);

  useEffect(() => saveGame(state), [state]);
  // The 18+ setting was switched off mid-game: its cards leave the deck.
  useEffect(() => {
    if (!prefs.showAdult) setState((s) => dropCards(s, isAdultCard));
  }, [prefs.showAdult]);
  useEffect(() => {
    if (over) void finish({ victory: hasPlayers });
  }, [over, hasPlayers, finish]);

  function act(action: Action) {
    const next = reduce(state, action);
    if (next === state) return;
    if (next.phase !== "over") {
      const sfx = soundFor(state, next, action);
      playSfx(sfx, prefs.sound);
      vibrate(sfx, prefs.vibration);
    } else window.scrollTo({ top: 0 });
    setState(next);
  }

  function playAgain() {
    restart();
    const { categories, players, maxLives } = state;
    setState(startGame({ categories, showAdult: prefs.showAdult, players, lives: maxLives }));
    window.scrollTo({ top: 0 });
  }

  const exit = () => navigate("/game-modes");
  const ranking = finalRanking(state);

  return (
    <main
      className={`mx-auto grid w-full max-w-xl grid-cols-1 content-start gap-5 px-5 pt-6 ${over ? "pb-6" : ""}`}
    >
      <GameHeader title={manifest.name} back="/eu-nunca/jogadores" rules={<EuNuncaRules />} />
      {!over && <PlayView state={state} drinkMode={prefs.drinkMode} onAction={act} />}
      {over && !hasPlayers && (
        <DeckEnd
          played={state.cursor}
          total={state.deck.length}
          categoryNames={new Intl.ListFormat("pt-BR").format(
            state.categories.map((c) => categoryById(c)?.name ?? c),
          )}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onRestart={playAgain}
          onCategories={() => navigate("/eu-nunca/categorias")}
          onExit={exit}
        />
      )}
      {over && hasPlayers && (
        <Results
          gameName={manifest.name}
          ranking={ranking}
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
