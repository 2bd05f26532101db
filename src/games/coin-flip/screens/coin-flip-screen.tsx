import { Coins, Flag } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { usePlayers, useStoredSettings } from "../../../client/players-store";
import { currentPlayer, nextPlayer } from "../../../shared/players";
import { cryptoRng } from "../../../shared/random";
import { Button, buttonClass } from "../../../ui/button";
import { playSfx, type Sfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { joinNames } from "../../kit/names";
import { Results } from "../../kit/results";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { usePlayTracking } from "../../kit/use-play-tracking";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import {
  type Calls,
  type CoinState,
  callsAfterFlip,
  drinkLine,
  effectiveMode,
  emptyCoinState,
  FACE_LABELS,
  type Face,
  finalRanking,
  flipCoin,
  keepCalls,
  missingCalls,
  planFlip,
  recordFlip,
  scoreFlip,
  toggleCall,
  whoDrinks,
} from "../logic";
import { manifest } from "../manifest";
import { loadCoinFlipSettings, saveCoinFlipSettings } from "../settings";
import { CallChips } from "./call-chips";
import { Coin } from "./coin";
import { CoinFlipRules } from "./coin-flip-rules";
import { FlipOutcome } from "./flip-outcome";
import { SetupPhase } from "./setup-phase";
import { StatsPanel } from "./stats-panel";

const rng = cryptoRng();
const reducedMotion = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Cara ou Coroa on one route: setup → calls and flips (with history) → results. */
export function CoinFlipScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [list, actions] = usePlayers(manifest.id);
  const [settings, setSettings] = useStoredSettings(manifest.id, loadCoinFlipSettings);
  const [phase, setPhase] = useState<"setup" | "play" | "results">("setup");
  const [calls, setCalls] = useState<Calls>({});
  const [coin, setCoin] = useState<CoinState>(emptyCoinState);
  const [rotation, setRotation] = useState(0);
  /** The decided result while the coin is in the air, with the calls it settles. */
  const [flight, setFlight] = useState<{ result: Face; calls: Calls } | null>(null);
  const [last, setLast] = useState<{ result: Face; drinkers: string[] } | null>(null);
  const { finish, restart } = usePlayTracking(manifest.id);
  useWakeLock(phase === "play");
  useSessionMirror(manifest.id);

  const ids = list.players.map((p) => p.id);
  const mode = effectiveMode(settings.mode, ids.length);
  const callerId = mode === "duelo" ? (currentPlayer(list)?.id ?? null) : null;
  const missing = missingCalls(ids, calls);
  const noAlcohol = prefs.drinkMode === "sem-alcool";
  const nameOf = (id: string) => list.players.find((p) => p.id === id)?.name ?? "";
  const feedback = (kind: Sfx) => {
    playSfx(kind, prefs.sound);
    vibrate(kind, prefs.vibration);
  };

  // Players removed elsewhere mid-game (another tab, the server's copy): back to the setup.
  useEffect(() => {
    if (phase === "play" && ids.length < manifest.minPlayers) setPhase("setup");
  }, [phase, ids.length]);

  function start() {
    saveCoinFlipSettings(settings);
    actions.resetPoints();
    actions.setFirst();
    if (phase === "results") restart();
    setCalls((c) => keepCalls(c, ids));
    setCoin(emptyCoinState);
    setLast(null);
    setFlight(null);
    setPhase("play");
  }

  function flip() {
    if (flight || missing.length > 0) return;
    const result = flipCoin(rng); // decided before the coin leaves the hand
    setFlight({ result, calls: keepCalls(calls, ids) });
    setRotation((r) => planFlip(r, result));
    feedback("flip");
  }

  function landed() {
    if (!flight) return;
    const { result } = flight;
    const drinkers = whoDrinks(list.players, flight.calls, result).map((p) => p.name);
    const scored = scoreFlip(list, flight.calls, result);
    actions.replace(mode === "duelo" ? nextPlayer(scored) : scored);
    setCoin((c) => recordFlip(c, result, drinkers));
    setCalls(callsAfterFlip(flight.calls, mode, ids));
    setLast({ result, drinkers });
    setFlight(null);
    feedback(drinkers.length ? "drink" : "success");
  }

  const announcement = flight
    ? "A moeda está no ar…"
    : last
      ? `Deu ${FACE_LABELS[last.result]}! ${drinkLine(last.drinkers, noAlcohol)}`
      : "";

  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-5 overflow-x-clip px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
      <GameHeader title={manifest.name} back="/game-modes" rules={<CoinFlipRules />} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {phase === "setup" && (
        <SetupPhase settings={settings} onChange={setSettings} onStart={start} />
      )}
      {phase === "play" && (
        <>
          <Coin rotation={rotation} reducedMotion={reducedMotion()} onLanded={landed} />
          <FlipOutcome
            inFlight={flight !== null}
            last={last}
            callerName={callerId ? nameOf(callerId) : null}
            noAlcohol={noAlcohol}
          />
          <CallChips
            players={list.players}
            calls={calls}
            callerId={callerId}
            busy={flight !== null}
            onToggle={(id) => {
              setCalls((c) => toggleCall(c, id, ids, mode));
              feedback("tap");
            }}
          />
          <div className="grid gap-1">
            <button
              type="button"
              data-testid="flip"
              aria-disabled={flight !== null || missing.length > 0 || undefined}
              onClick={flip}
              className={buttonClass("primary", "min-h-16 text-xl aria-disabled:opacity-60")}
            >
              <Coins aria-hidden className="size-6" />
              {flight ? "No ar…" : "Jogar a moeda"}
            </button>
            {missing.length > 0 && (
              <p className="text-center text-sm text-muted">
                Falta o palpite de {joinNames(missing.map(nameOf))}.
              </p>
            )}
          </div>
          <StatsPanel state={coin} noAlcohol={noAlcohol} />
          <Button
            variant="ghost"
            disabled={coin.flips === 0 || flight !== null}
            onClick={() => {
              setPhase("results");
              void finish({ victory: true });
            }}
          >
            <Flag aria-hidden className="size-4" /> Encerrar e ver o placar
          </Button>
        </>
      )}
      {phase === "results" && (
        <Results
          gameName={manifest.name}
          unit={manifest.scoreUnit}
          ranking={finalRanking(list)}
          sound={prefs.sound}
          vibration={prefs.vibration}
          onPlayAgain={start}
          onExit={() => navigate("/game-modes")}
        />
      )}
    </main>
  );
}
