import { useEffect, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { playSfx, type Sfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { Results } from "../../kit/lazy-results";
import { DOUBLE_TAP_GUARD_MS, useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useWakeLock } from "../../kit/use-wake-lock";
import { type MaisProvavelMove, maisProvavelGame } from "../logic";
import { manifest } from "../manifest";
import { RevealView } from "./reveal-view";
import { MaisProvavelRules } from "./rules";
import { VotingView } from "./voting-view";
import "../styles.css";

/**
 * Which voter has the phone (UI state only, so a reload goes back to the hand-off and shows no
 * names). `since` guards the names like the engine guards moves: the second half of a double tap
 * on 'Sou eu' must not land on a name.
 */
interface Holding {
  version: number;
  voter: string;
  since: number;
}

/** The game in progress on this phone; without one, back to the setup. */
export function MaisProvavelGameScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const game = useGame(maisProvavelGame);
  const { view, dispatch } = game;
  const version = game.state?.version ?? -1;
  const [holding, setHolding] = useState<Holding | null>(null);
  const [armedSince, setArmedSince] = useState<number | null>(null);
  useWakeLock(view !== null && view.phase !== "over");

  // The profile's 18+ went off mid-game: its questions leave the game.
  const adultOn = game.state?.data.settings.showAdult === true;
  useEffect(() => {
    if (!prefs.showAdult && adultOn) dispatch({ type: "hideAdult" }, { instant: true });
  }, [prefs.showAdult, adultOn, dispatch]);

  // The counts come out: a sound and a buzz once per round.
  const revealedRound = view?.phase === "revealed" ? view.round : null;
  useEffect(() => {
    if (revealedRound === null) return;
    playSfx("drink", prefs.sound);
    vibrate("drink", prefs.vibration);
  }, [revealedRound, prefs.sound, prefs.vibration]);

  const holdingNow =
    holding !== null && holding.version === version && holding.voter === view?.next;
  const since = holdingNow ? holding.since : null;
  useEffect(() => {
    if (since === null) return;
    const timer = setTimeout(() => setArmedSince(since), DOUBLE_TAP_GUARD_MS);
    return () => clearTimeout(timer);
  }, [since]);
  const namesArmed = since !== null && armedSince === since;

  if (!view) return <Navigate to="/mais-provavel" replace />;

  function act(move: MaisProvavelMove, sfx: Sfx) {
    if (dispatch(move) !== null) return;
    if (sfx !== "drink") {
      playSfx(sfx, prefs.sound);
      vibrate(sfx, prefs.vibration);
    }
    if (move.type === "next") window.scrollTo({ top: 0 });
  }

  const exit = () => {
    game.quit();
    navigate("/game-modes");
  };

  const armed = game.armed && (since === null || namesArmed);
  return (
    <main
      className="mx-auto grid min-h-dvh w-full max-w-xl grid-cols-1 content-start gap-5 px-5 pt-6 pb-6"
      data-armed={armed}
      data-version={game.state?.version}
    >
      <GameHeader title={manifest.name} back="/mais-provavel" rules={<MaisProvavelRules />} />
      {view.phase === "voting" && (
        <VotingView
          view={view}
          holding={holdingNow}
          onHold={() => {
            // Taps count once the turn has been on screen a moment (a double tap's second half).
            if (!game.armed || !view.next) return;
            setHolding({ version, voter: view.next, since: performance.now() });
            playSfx("tap", prefs.sound);
          }}
          onVote={(target) => {
            if (!namesArmed || !view.next) return;
            act({ type: "voteFor", voter: view.next, target }, "tap");
          }}
          onReveal={() => act({ type: "reveal" }, "drink")}
        />
      )}
      {view.phase === "revealed" && (
        <RevealView
          key={view.round}
          view={view}
          drinkMode={prefs.drinkMode}
          onNext={() => act({ type: "next" }, "flip")}
        />
      )}
      {view.phase === "over" && (
        <Results
          gameName={manifest.name}
          unit={manifest.scoreUnit}
          ranking={[...view.players]
            .sort((a, b) => b.votes - a.votes)
            .map((p) => ({ name: p.name, points: p.votes }))}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={() => {
            game.playAgain();
            window.scrollTo({ top: 0 });
          }}
          onExit={exit}
        />
      )}
    </main>
  );
}
