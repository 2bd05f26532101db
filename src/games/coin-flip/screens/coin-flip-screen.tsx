import { Coins, Flag } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { loadPlayers, useStoredSettings } from "../../../client/players-store";
import type { PlayerList } from "../../../shared/schemas/player";
import { Button, buttonClass } from "../../../ui/button";
import { playSfx, type Sfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { useTopOnChange } from "../../kit/in-view";
import { Results } from "../../kit/lazy-results";
import { joinNames } from "../../kit/names";
import { prefersReducedMotion } from "../../kit/reduced-motion";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import { type CoinFlipState, coinFlipGame } from "../logic";
import { manifest } from "../manifest";
import { drinkLine, FACE_LABELS, finalRanking } from "../rules";
import { loadCoinFlipSettings, saveCoinFlipSettings } from "../settings";
import { CallChips } from "./call-chips";
import { Coin } from "./coin";
import { CoinFlipRules } from "./coin-flip-rules";
import { FlipOutcome } from "./flip-outcome";
import { SetupPhase } from "./setup-phase";
import { StatsPanel } from "./stats-panel";
import "../styles.css";

const roster = (state: CoinFlipState) => state.list;

/** Cara ou Coroa on one route: setup → calls and flips (with history) → results. */
export function CoinFlipScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [settings, setSettings] = useStoredSettings(manifest.id, loadCoinFlipSettings);
  const game = useGame(coinFlipGame, { roster });
  const { view } = game;
  /** UI only: the coin is in the air; the scores shown are still the ones before the flip. */
  const [flying, setFlying] = useState<PlayerList | null>(null);
  const playing = view !== null && !view.over;
  useWakeLock(playing);
  useSessionMirror(manifest.id);
  useTopOnChange(view === null ? "setup" : playing ? "play" : "results");

  const noAlcohol = prefs.drinkMode === "sem-alcool";
  const feedback = (kind: Sfx) => {
    playSfx(kind, prefs.sound);
    vibrate(kind, prefs.vibration);
  };

  function start() {
    saveCoinFlipSettings(settings);
    const players = loadPlayers(manifest.id).players.map(({ id, name }) => ({ id, name }));
    setFlying(null);
    game.start(players, settings);
  }

  function flip() {
    if (!view || flying) return;
    const before = view.list;
    if (game.dispatch({ type: "flip" }) !== null) return;
    setFlying(before);
    feedback("flip");
  }

  function landed() {
    if (!flying) return;
    setFlying(null);
    feedback(view?.last?.drinkers.length ? "drink" : "success");
  }

  const last = flying ? null : (view?.last ?? null);
  const announcement = flying
    ? "A moeda está no ar…"
    : last
      ? `Deu ${FACE_LABELS[last.result]}! ${drinkLine(last.drinkers, noAlcohol)}`
      : "";
  const missing = view?.missing ?? [];

  return (
    <main
      className="mx-auto grid w-full max-w-xl grid-cols-1 gap-5 overflow-x-clip px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] short:gap-3 short:pt-3"
      data-armed={game.armed}
      data-version={game.state?.version}
    >
      <GameHeader title={manifest.name} back="/game-modes" rules={<CoinFlipRules />} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {!view && <SetupPhase settings={settings} onChange={setSettings} onStart={start} />}
      {view && playing && (
        <>
          <Coin rotation={view.rotation} reducedMotion={prefersReducedMotion()} onLanded={landed} />
          <FlipOutcome
            inFlight={flying !== null}
            last={last}
            callerName={view.caller?.name ?? null}
            noAlcohol={noAlcohol}
          />
          <CallChips
            players={(flying ?? view.list).players}
            calls={view.calls}
            callerId={view.caller?.id ?? null}
            busy={flying !== null}
            onToggle={(playerId) => {
              // Each player taps their own chip, one after another: no double-tap guard here.
              if (game.dispatch({ type: "call", playerId }, { instant: true }) === null)
                feedback("tap");
            }}
          />
          <div className="grid gap-1">
            <button
              type="button"
              data-testid="flip"
              aria-disabled={flying !== null || missing.length > 0 || undefined}
              onClick={flip}
              className={buttonClass("primary", "min-h-16 text-xl aria-disabled:opacity-60")}
            >
              <Coins aria-hidden className="size-6" />
              {flying ? "No ar…" : "Jogar a moeda"}
            </button>
            {missing.length > 0 && (
              <p className="text-center text-sm text-muted">
                Falta o palpite de {joinNames(missing.map((p) => p.name))}.
              </p>
            )}
          </div>
          {!flying && <StatsPanel state={view.coin} noAlcohol={noAlcohol} />}
          <Button
            variant="ghost"
            disabled={view.coin.flips === 0 || flying !== null}
            onClick={() => game.dispatch({ type: "end" })}
          >
            <Flag aria-hidden className="size-4" /> Encerrar e ver o placar
          </Button>
        </>
      )}
      {view?.over && (
        <Results
          gameName={manifest.name}
          unit={manifest.scoreUnit}
          ranking={finalRanking(view.list)}
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
