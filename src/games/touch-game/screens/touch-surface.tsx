import { RotateCcw } from "lucide-react";
import { type PointerEvent, useEffect, useId, useRef, useState } from "react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { Button } from "../../../ui/button";
import { type ChooserState, canPlayAgain, fingerAt, teamLabel } from "../logic";
import { chosenLabel, headline } from "../text";
import { FingerSpot, SPOT_RADIUS, type SpotLook } from "./finger-spot";
import type { Dispatch } from "./touch-game-screen";

const INTERACTIVE = "button, a, input, select, textarea, [role=dialog]";
const isStartKey = (key: string) => key === " " || key === "Enter";

/** Chwazi's suspense: the spots pulse faster as the countdown nears the pick. */
function pulseFor(state: ChooserState): number {
  if (state.phase !== "countdown") return 1000;
  return state.remaining >= 3 ? 600 : state.remaining === 2 ? 400 : 250;
}

/**
 * The touch area: every finger (pointer) becomes a spot that follows it. With a mouse, a click
 * places a spot and a click on a spot removes it; Space or Enter starts the countdown right away.
 */
export function TouchSurface({
  state,
  dispatch,
  drinkMode,
  finePointer,
  onPlayAgain,
}: {
  state: ChooserState;
  dispatch: Dispatch;
  drinkMode: DrinkMode;
  /** A mouse or trackpad is around: explain the click fallback. */
  finePointer: boolean;
  onPlayAgain(): void;
}) {
  const surface = useRef<HTMLElement>(null);
  const rect = useRef<DOMRect | null>(null);
  const spotCount = useRef(0);
  // Moves are coalesced to one update per frame: a handful of fingers at 120 Hz would otherwise
  // render the screen hundreds of times a second.
  const moves = useRef(new Map<string, { x: number; y: number }>());
  const moveFrame = useRef(0);
  // Where the fingers are now: a drag in progress is drawn here; the game gets where it lifted.
  const [live, setLive] = useState<Record<string, { x: number; y: number }>>({});
  useEffect(() => () => cancelAnimationFrame(moveFrame.current), []);
  const hintId = useId();
  const [{ width, height }, setSize] = useState({ width: 360, height: 420 });
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);

  useEffect(() => {
    const el = surface.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(
      ([entry]) =>
        entry && setSize({ width: entry.contentRect.width, height: entry.contentRect.height }),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Native listeners: iOS needs preventDefault on touchstart to skip its callouts and zoom, and a
  // touchcancel that ends every touch is how the system says the finger limit was passed.
  useEffect(() => {
    const el = surface.current;
    if (!el) return;
    const prevent = (e: TouchEvent) => {
      if (!(e.target instanceof Element && e.target.closest("button"))) e.preventDefault();
    };
    const onCancel = (e: TouchEvent) => {
      if (e.touches.length === 0) dispatch({ type: "cancelAll" }, { instant: true });
    };
    el.addEventListener("touchstart", prevent, { passive: false });
    el.addEventListener("touchmove", prevent, { passive: false });
    el.addEventListener("touchcancel", onCancel);
    return () => {
      el.removeEventListener("touchstart", prevent);
      el.removeEventListener("touchmove", prevent);
      el.removeEventListener("touchcancel", onCancel);
    };
  }, [dispatch]);

  // Space/Enter from anywhere that is not a control: start now, or play again after a result.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isStartKey(e.key) || e.repeat) return;
      if (e.target instanceof Element && e.target.closest(INTERACTIVE)) return;
      e.preventDefault();
      if (canPlayAgain(latest.current)) onPlayAgain();
      else dispatch({ type: "start" });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [dispatch, onPlayAgain]);

  const point = (e: PointerEvent<HTMLElement>) => {
    const r = rect.current ?? e.currentTarget.getBoundingClientRect();
    return { x: Math.round(e.clientX - r.left), y: Math.round(e.clientY - r.top) };
  };

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.target instanceof Element && e.target.closest("button")) return;
    rect.current = e.currentTarget.getBoundingClientRect();
    const { x, y } = point(e);
    const instant = { instant: true };
    if (e.pointerType !== "mouse") {
      dispatch({ type: "fingerDown", id: `p${e.pointerId}`, x, y, kind: "touch" }, instant);
      return;
    }
    if (e.button !== 0 || state.phase === "chosen") return;
    const hit = fingerAt(state.fingers, x, y, SPOT_RADIUS);
    if (hit?.startsWith("s")) dispatch({ type: "fingerUp", id: hit }, instant);
    else {
      // Ids not used by a spot kept from the last round.
      do spotCount.current += 1;
      while (state.fingers[`s${spotCount.current}`]);
      dispatch({ type: "fingerDown", id: `s${spotCount.current}`, x, y, kind: "spot" }, instant);
    }
  };
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === "mouse") return;
    moves.current.set(`p${e.pointerId}`, point(e));
    if (moveFrame.current) return;
    moveFrame.current = requestAnimationFrame(() => {
      moveFrame.current = 0;
      const moved = Object.fromEntries(moves.current);
      moves.current.clear();
      setLive((was) => ({ ...was, ...moved }));
    });
  };
  const onPointerEnd = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === "mouse") return;
    const id = `p${e.pointerId}`;
    moves.current.delete(id);
    setLive(({ [id]: _, ...rest }) => rest);
    if (e.type === "pointercancel") dispatch({ type: "fingerCancel", id }, { instant: true });
    else dispatch({ type: "fingerUp", id, ...point(e) }, { instant: true });
  };

  const chosen = state.phase === "chosen" && state.result !== null;
  const placed = chosen && state.result ? state.result : state.fingers;
  const shown = Object.fromEntries(
    Object.entries(placed).map(([id, f]) => [
      id,
      live[id] && state.fingers[id] ? { ...f, ...live[id] } : f,
    ]),
  );
  const teams = state.mode.kind === "teams";
  const { title, hint } = headline(state);
  const again = canPlayAgain(state);
  // After the pick, the words and 'De novo' sit on the half the chosen spots leave free.
  const picked = chosen ? state.chosen.map((id) => shown[id]).filter((f) => f !== undefined) : [];
  const pickedLow = picked.some((f) => f.y > height / 2);
  const pulseMs = pulseFor(state);

  return (
    <section
      ref={surface}
      aria-label="Área de toque"
      aria-describedby={hintId}
      data-testid="touch-surface"
      data-phase={state.phase}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onContextMenu={(e) => e.preventDefault()}
      className="relative min-h-64 flex-1 touch-none overflow-hidden rounded-3xl border-2 border-dashed border-line bg-[radial-gradient(circle_at_50%_40%,var(--color-surface-2),var(--color-surface))] select-none [-webkit-touch-callout:none]"
    >
      {state.phase === "settling" && (
        <div
          key={state.stillSince}
          aria-hidden
          className="absolute inset-x-0 top-0 h-1.5 origin-left scale-x-100 bg-brand transition-transform duration-[3000ms] ease-linear starting:scale-x-0"
        />
      )}
      <div
        className={`pointer-events-none absolute inset-0 grid gap-2 text-center ${chosen ? `p-4 ${pickedLow ? "content-start" : "content-end"}` : "place-content-center p-6"}`}
        data-testid="touch-words"
      >
        {state.phase === "countdown" ? (
          <p
            aria-hidden
            data-testid="countdown"
            className="text-9xl font-black tabular-nums text-brand drop-shadow-lg"
          >
            {title}
          </p>
        ) : (
          title && <p className="text-2xl font-black text-balance">{title}</p>
        )}
        <p id={hintId} className="text-balance text-muted">
          {chosen && !again ? "Tirem os dedos da tela para jogar de novo." : hint}
          {finePointer && (state.phase === "waiting" || state.phase === "settling") && (
            <span className="mt-2 block text-sm">
              No computador: clique para marcar cada pessoa (clique de novo para tirar) e aperte
              Espaço ou Enter para começar já.
            </span>
          )}
        </p>
        {again && (
          <div className="pointer-events-auto grid justify-center">
            <Button onClick={onPlayAgain} className="min-w-40 shadow-xl">
              <RotateCcw aria-hidden className="size-5" /> De novo
            </Button>
          </div>
        )}
      </div>
      {Object.entries(shown).map(([id, finger]) => {
        const isChosen = chosen && state.chosen.includes(id);
        const look: SpotLook = !chosen ? "live" : teams ? "team" : isChosen ? "chosen" : "faded";
        const label = !chosen
          ? undefined
          : teams
            ? teamLabel(finger.team ?? 0)
            : isChosen
              ? chosenLabel(drinkMode)
              : undefined;
        return (
          <FingerSpot
            key={id}
            finger={finger}
            look={look}
            label={label}
            areaWidth={width}
            pulseMs={pulseMs}
          />
        );
      })}
    </section>
  );
}
