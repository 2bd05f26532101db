import { useEffect, useState } from "react";
import { Navigate } from "react-router";
import { Button } from "../../../ui/button";
import { playSfx, useSfxPreload, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { fillPlaceholders, promptText } from "../../kit/prompt";
import { prefersReducedMotion } from "../../kit/reduced-motion";
import { TurnBar } from "../../kit/turn-bar";
import { useGame } from "../../kit/use-game";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import { type SaideiraMove, type SaideiraState, saideiraGame } from "../logic";
import { manifest } from "../manifest";
import { type Outcome, ruleTurnsLabel, slotDescription, withDrinkUnit } from "../rules";
import { RouletteRules } from "./roulette-rules";
import { SlotPanel } from "./slot-panel";
import { Wheel } from "./wheel";
import "../styles.css";

const roster = (state: SaideiraState) => state.list;

export function RoulettePlayScreen() {
  const prefs = useGamePrefs();
  const game = useGame(saideiraGame, { roster });
  const { view } = game;
  // UI only: the wheel is turning toward the result the spin move already decided.
  const [spinning, setSpinning] = useState(false);
  const duration = prefersReducedMotion() ? 600 : 4800;
  useWakeLock(view !== null && !view.over);
  useSessionMirror(manifest.id);
  useSfxPreload(["spin-tick", "reveal"], prefs.sound);
  // A transition that never ends (hidden tab) must not hide the result for good.
  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(() => setSpinning(false), duration + 500);
    return () => clearTimeout(timer);
  }, [spinning, duration]);

  if (!view) return <Navigate to="/roulette/players" replace />;
  if (view.over) return <Navigate to="/roulette/winner" replace />;

  const unit = prefs.drinkMode === "sem-alcool" ? "goles" : view.settings.drinkUnit;
  const spin = view.spin;
  const names = { jogador: view.current?.name ?? "", outro: spin?.other?.name };
  const render = (text: string, n: { jogador: string; outro?: string | null }) =>
    withDrinkUnit(fillPlaceholders(text, n), unit);

  function spinWheel() {
    if (game.dispatch({ type: "spin" }) !== null) return;
    setSpinning(true);
    vibrate("tap", prefs.vibration);
  }

  function settle() {
    if (!spinning) return;
    setSpinning(false);
    playSfx("reveal", prefs.sound);
    vibrate("success", prefs.vibration);
  }

  function answer(outcome: Outcome, drinkerId?: string) {
    const move: SaideiraMove = drinkerId
      ? { type: "answer", outcome, drinkerId }
      : { type: "answer", outcome };
    if (game.dispatch(move) !== null) return;
    playSfx(outcome === "recusou" ? "fail" : "tap", prefs.sound);
    vibrate(outcome === "recusou" ? "fail" : "tap", prefs.vibration);
  }

  return (
    <main
      className="mx-auto grid w-full grid-cols-1 max-w-xl gap-5 px-5 py-6 short:gap-3 short:py-3"
      data-armed={game.armed}
      data-version={game.state?.version}
    >
      <GameHeader title="Saideira" back="/roulette/start" rules={<RouletteRules />} />
      <TurnBar list={view.list} />
      {view.rule && (
        <p
          className="rounded-2xl border border-line bg-surface px-4 py-2 text-sm"
          data-testid="active-rule"
        >
          <strong className="text-brand">
            Regra em vigor ({ruleTurnsLabel(view.rule.turnsLeft)}):
          </strong>{" "}
          {render(promptText(view.rule.prompt, prefs.drinkMode), view.rule.names)}
        </p>
      )}
      <Wheel
        rotation={view.rotation}
        durationMs={duration}
        onSettled={settle}
        onTap={spinWheel}
        disabled={spin !== null}
        drinkMode={prefs.drinkMode}
        sound={prefs.sound}
      />
      {spin && !spinning ? (
        <SlotPanel
          slot={spin.slot}
          prompt={spin.prompt ? render(promptText(spin.prompt, prefs.drinkMode), names) : null}
          description={render(slotDescription(spin.slot.kind, prefs.drinkMode), names)}
          drinkUnit={unit}
          drinkMode={prefs.drinkMode}
          refusals={spin.refusals}
          others={view.list.players.filter((p) => p.id !== view.current?.id)}
          suggestedId={spin.other?.id ?? null}
          onAnswer={answer}
        />
      ) : (
        <Button className="min-h-16 text-xl" onClick={spinWheel} disabled={spin !== null}>
          {spin ? "Girando…" : `Girar, ${view.current?.name ?? ""}!`}
        </Button>
      )}
      <p className="text-center text-sm text-muted">
        {view.finalRound
          ? "Última rodada: a vez vai até o último da lista"
          : `Meta: ${view.settings.maxPoints} pontos`}
      </p>
    </main>
  );
}
