import { Flag } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { usePlayers, useStoredSettings } from "../../../client/players-store";
import { currentPlayer } from "../../../shared/players";
import { cryptoRng } from "../../../shared/random";
import { Button } from "../../../ui/button";
import { playSfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { Results } from "../../kit/results";
import { gameBag } from "../../kit/shuffle-bag-store";
import { TurnBar } from "../../kit/turn-bar";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { usePlayTracking } from "../../kit/use-play-tracking";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import { playerAtAngle } from "../logic";
import { manifest } from "../manifest";
import {
  allPromptIds,
  type BottleAction,
  type BottleGame,
  type Card,
  type Draw,
  drawPrompt,
  finalRanking,
  legacyPromptId,
  newGame,
  type Outcome,
  otherFor,
  type PromptKind,
  randomKind,
  reduce,
  resolvePrompt,
} from "../rules";
import { loadSpinBottleSettings, saveSpinBottleSettings } from "../settings";
import { BottleTable } from "./bottle-table";
import { cardView } from "./card-view";
import { ChoosePanel } from "./choose-panel";
import { PromptPanel } from "./prompt-panel";
import { SetupPhase } from "./setup-phase";
import { SpinBottleRules } from "./spin-bottle-rules";

const rng = cryptoRng();
/** One persisted bag for the game: turning 18+ on or off never brings prompts back early. */
const bag = gameBag(manifest.id, { universe: allPromptIds, legacyId: legacyPromptId, rng });
const draw: Draw = (ids) => bag.draw(ids);
const reducedMotion = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;
/** Tick sounds closer together than this blur into noise. */
const TICK_GAP_MS = 45;

/** Girar a Garrafa on one route: setup → spin → (choose) → prompt → … → results. */
export function SpinBottleScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const [list, actions] = usePlayers(manifest.id);
  const [settings, setSettings] = useStoredSettings(manifest.id, loadSpinBottleSettings);
  const [game, setGame] = useState<BottleGame | null>(null);
  const [landed, setLanded] = useState<number | null>(null);
  const lastTick = useRef(0);
  const { finish, restart } = usePlayTracking(manifest.id);
  const phase = game?.phase ?? "setup";
  const playing = phase !== "setup" && phase !== "results";
  useWakeLock(playing);
  useSessionMirror(manifest.id);

  const adult = settings.adult && prefs.showAdult;
  const enough = list.players.length >= manifest.minPlayers;
  const spinner = currentPlayer(list);
  const feedback = (kind: Parameters<typeof playSfx>[0]) => {
    playSfx(kind, prefs.sound);
    vibrate(kind, prefs.vibration);
  };

  // Players removed elsewhere mid-game (another tab, the server's copy): back to the setup.
  useEffect(() => {
    if (playing && !enough) setGame(null);
  }, [playing, enough]);

  const apply = (action: BottleAction) => {
    if (!game) return game;
    const next = reduce(game, action);
    setGame(next);
    if (next.phase === "results" && game.phase !== "results") void finish({ victory: true });
    return next;
  };

  function start() {
    saveSpinBottleSettings(settings);
    actions.resetPoints();
    actions.setFirst();
    if (phase === "results") restart();
    setLanded(null);
    setGame(newGame(settings.rounds));
  }

  const cardFor = (kind: PromptKind, pickedId: string): Card => ({
    kind,
    promptId: drawPrompt(kind, adult, draw),
    otherId: otherFor(list.players, spinner?.id ?? null, pickedId, rng),
  });

  function onLanded(finalAngle: number) {
    const seat = playerAtAngle(finalAngle, list.players.length);
    const p = list.players[seat];
    if (!p) return;
    setLanded(seat);
    feedback("success");
    const card = settings.kindMode === "sorteio" ? cardFor(randomKind(rng), p.id) : null;
    apply({ type: "landed", pickedId: p.id, card });
  }

  function answer(outcome: Outcome) {
    if (!game?.pickedId) return;
    actions.replace(resolvePrompt(list, game.pickedId, outcome));
    feedback(outcome === "cumpriu" ? "tap" : "drink");
    setLanded(null);
    apply({ type: "answered" });
  }

  const { picked, found, text, announcement } = cardView(game, list, spinner, prefs.drinkMode);

  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-5 overflow-x-clip px-5 pt-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))]">
      <GameHeader title={manifest.name} back="/game-modes" rules={<SpinBottleRules />} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {phase === "setup" && (
        <SetupPhase
          settings={settings}
          showAdult={prefs.showAdult}
          onChange={setSettings}
          onStart={start}
        />
      )}
      {game && playing && (
        <>
          <TurnBar list={list} />
          <p className="-mt-2 text-center text-sm text-muted" data-testid="spin-count">
            Giro {Math.min(game.spins + 1, game.rounds)} de {game.rounds}
          </p>
          <BottleTable
            players={list.players}
            landed={landed}
            enabled={phase === "spin"}
            reducedMotion={reducedMotion()}
            rng={rng}
            onLaunch={() => {
              setLanded(null);
              feedback("flip");
              apply({ type: "spin" });
            }}
            onTick={() => {
              const now = performance.now();
              if (now - lastTick.current < TICK_GAP_MS) return;
              lastTick.current = now;
              playSfx("spin-tick", prefs.sound);
            }}
            onLanded={onLanded}
          />
          {phase === "choose" && picked && (
            <ChoosePanel
              pickedName={picked.name}
              onChoose={(kind) => apply({ type: "deal", card: cardFor(kind, picked.id) })}
            />
          )}
          {phase === "prompt" && picked && found && (
            <PromptPanel
              key={game.card?.promptId}
              pickedName={picked.name}
              kind={found.kind}
              text={text}
              adult={Boolean(found.prompt.adult)}
              drinkMode={prefs.drinkMode}
              onAnswer={answer}
            />
          )}
          {phase === "spin" && (
            <Button variant="ghost" className="text-sm" onClick={() => apply({ type: "end" })}>
              <Flag aria-hidden className="size-4" /> Encerrar e ver o placar
            </Button>
          )}
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
