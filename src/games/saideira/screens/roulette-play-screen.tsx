import { useMemo, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { usePlayers } from "../../../client/players-store";
import { cryptoRng } from "../../../shared/random";
import type { Player } from "../../../shared/schemas/player";
import { Button } from "../../../ui/button";
import { adultInPlay } from "../../kit/category-choice";
import { playSfx, vibrate } from "../../kit/feedback";
import { GameHeader } from "../../kit/game-header";
import { fillPlaceholders, pickOther, promptText } from "../../kit/prompt";
import { gameBag } from "../../kit/shuffle-bag-store";
import { TurnBar } from "../../kit/turn-bar";
import { useGamePrefs } from "../../kit/use-game-prefs";
import { usePlayTracking } from "../../kit/use-play-tracking";
import { useSessionMirror } from "../../kit/use-session-mirror";
import { useWakeLock } from "../../kit/use-wake-lock";
import { wheelSlots } from "../content";
import {
  type ActiveRule,
  allPromptIds,
  chooseSlot,
  legacyPromptId,
  type Outcome,
  type PromptKind,
  planSpin,
  promptById,
  promptIds,
  type RouletteRound,
  resolveSpin,
  ruleAfterTurn,
  ruleTurnsLabel,
  slotDescription,
  withDrinkUnit,
} from "../logic";
import { manifest } from "../manifest";
import { loadRouletteSettings } from "../settings";
import { RouletteRules } from "./roulette-rules";
import { SlotPanel } from "./slot-panel";
import { Wheel } from "./wheel";

const rng = cryptoRng();
/** One persisted bag for the roulette: turning 18+ on or off never brings prompts back early. */
const bag = gameBag(manifest.id, { universe: allPromptIds, legacyId: legacyPromptId, rng });

const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export function RoulettePlayScreen() {
  const navigate = useNavigate();
  const prefs = useGamePrefs();
  const settings = useMemo(loadRouletteSettings, []);
  const [list, actions] = usePlayers(manifest.id);
  const [rotation, setRotation] = useState(0);
  const [phase, setPhase] = useState<"ready" | "spinning" | "result">("ready");
  const [slotIndex, setSlotIndex] = useState<number | null>(null);
  const [prompt, setPrompt] = useState<string | null>(null);
  const [other, setOther] = useState<Player | null>(null);
  const [rule, setRule] = useState<ActiveRule | null>(null);
  const round = useRef<RouletteRound>({ refusals: {} });
  const { finish } = usePlayTracking(manifest.id);
  useWakeLock();
  useSessionMirror(manifest.id);
  const duration = reducedMotion() ? 600 : 4800;

  if (list.players.length < manifest.minPlayers) return <Navigate to="/roulette/players" replace />;
  const current =
    list.currentPlayerIndex === null ? null : (list.players[list.currentPlayerIndex] ?? null);
  const adult = adultInPlay(settings.adult, prefs.showAdult);
  const unit = prefs.drinkMode === "sem-alcool" ? "goles" : settings.drinkUnit;
  const names = (o: Player | null) => ({ jogador: current?.name ?? "", outro: o?.name });

  function spin() {
    if (phase !== "ready") return;
    const choice = chooseSlot(rng); // decided before the animation starts
    setSlotIndex(choice.slot);
    setRotation((r) => planSpin(r, choice.slot, choice.offset01, choice.extraTurns));
    setPhase("spinning");
    playSfx("spin-tick", prefs.sound);
    vibrate("tap", prefs.vibration);
  }

  function settle() {
    const slot = slotIndex === null ? undefined : wheelSlots[slotIndex];
    if (!slot || phase !== "spinning") return;
    const o = pickOther(list.players, current?.id ?? null, rng);
    setOther(o);
    if (slot.kind === "desafio" || slot.kind === "verdade" || slot.kind === "regra") {
      const kind: PromptKind = slot.kind;
      const ids = promptIds(kind, adult);
      const p = promptById(bag.draw(ids));
      const text = p
        ? withDrinkUnit(fillPlaceholders(promptText(p, prefs.drinkMode), names(o)), unit)
        : null;
      setPrompt(text);
    } else setPrompt(null);
    setPhase("result");
    playSfx("success", prefs.sound);
    vibrate("success", prefs.vibration);
  }

  function answer(outcome: Outcome) {
    if (slotIndex === null) return;
    const r = resolveSpin(list, round.current, slotIndex, outcome, settings.maxPoints);
    round.current = r.round;
    actions.replace(r.list);
    const drawn = wheelSlots[slotIndex]?.kind === "regra" ? prompt : null;
    setRule(ruleAfterTurn(rule, drawn, list.players.length));
    playSfx(outcome === "recusou" ? "fail" : "tap", prefs.sound);
    vibrate(outcome === "recusou" ? "fail" : "tap", prefs.vibration);
    if (r.winner) {
      void finish({ victory: true });
      navigate("/roulette/winner", { replace: true });
      return;
    }
    setPhase("ready");
    setSlotIndex(null);
  }

  const slot = slotIndex === null ? undefined : wheelSlots[slotIndex];
  return (
    <main className="mx-auto grid w-full grid-cols-1 max-w-xl gap-5 px-5 py-6">
      <GameHeader title="Saideira" back="/roulette/start" rules={<RouletteRules />} />
      <TurnBar list={list} />
      {rule && (
        <p
          className="rounded-2xl border border-line bg-surface px-4 py-2 text-sm"
          data-testid="active-rule"
        >
          <strong className="text-brand">Regra em vigor ({ruleTurnsLabel(rule.turnsLeft)}):</strong>{" "}
          {rule.text}
        </p>
      )}
      <Wheel
        rotation={rotation}
        durationMs={duration}
        onSettled={settle}
        onTap={spin}
        disabled={phase !== "ready"}
        drinkMode={prefs.drinkMode}
      />
      {phase === "result" && slot ? (
        <SlotPanel
          slot={slot}
          prompt={prompt}
          description={withDrinkUnit(
            fillPlaceholders(slotDescription(slot.kind, prefs.drinkMode), names(other)),
            unit,
          )}
          drinkUnit={unit}
          drinkMode={prefs.drinkMode}
          refusals={current ? (round.current.refusals[current.id] ?? 0) : 0}
          onAnswer={answer}
        />
      ) : (
        <Button className="min-h-16 text-xl" onClick={spin} disabled={phase !== "ready"}>
          {phase === "spinning" ? "Girando…" : `Girar, ${current?.name ?? ""}!`}
        </Button>
      )}
      <p className="text-center text-sm text-muted">Meta: {settings.maxPoints} pontos</p>
    </main>
  );
}
