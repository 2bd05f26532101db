import { useEffect, useRef } from "react";
import type { DrinkMode } from "../../../shared/schemas/profile";
import { type Bezier, crossingTimes, cssBezier } from "../../kit/easing";
import { scheduleSfx } from "../../kit/feedback";
import { wheelSlots } from "../content";
import { SLOT_DEGREES, slotLabel } from "../rules";

const R = 100;
/** The wheel's ease-out: the animation and the tick sounds both follow it. */
export const WHEEL_EASE: Bezier = [0.12, 0.72, 0.1, 1];
/** Ticks closer than this blur into noise. */
const TICK_GAP_MS = 45;
const DARK_TEXT = "#1f1300";
const LIGHT_ON = new Set(["#7c3aed"]); // violet needs white text for AA contrast

function wedge(i: number): string {
  const a0 = ((i * SLOT_DEGREES - 90) * Math.PI) / 180;
  const a1 = (((i + 1) * SLOT_DEGREES - 90) * Math.PI) / 180;
  const [x0, y0, x1, y1] = [R * Math.cos(a0), R * Math.sin(a0), R * Math.cos(a1), R * Math.sin(a1)];
  return `M0 0 L${x0.toFixed(2)} ${y0.toFixed(2)} A${R} ${R} 0 0 1 ${x1.toFixed(2)} ${y1.toFixed(2)} Z`;
}

/**
 * How a slot's label turns, for the slot's centre at `centre` degrees clockwise from the top: on
 * the right half it reads from the centre outwards, on the left half from the rim inwards, so
 * every label reads left to right with the wheel at rest (never upside down).
 */
export function labelTurn(centre: number): 90 | -90 {
  const a = ((centre % 360) + 360) % 360;
  return a < 180 ? -90 : 90;
}

/** The label's reading direction in SVG degrees (0 = to the right, clockwise), 0 to 360. */
export function labelAngle(centre: number): number {
  return (((centre + labelTurn(centre)) % 360) + 360) % 360;
}

/**
 * The Saideira wheel: turns to `rotation` with an ease-out, ticking at each slot edge that passes
 * the pointer (so the ticks slow with the wheel), then calls onSettled once.
 */
export function Wheel({
  rotation,
  durationMs,
  onSettled,
  onTap,
  disabled,
  drinkMode,
  sound,
}: {
  rotation: number;
  durationMs: number;
  onSettled(): void;
  onTap(): void;
  disabled: boolean;
  drinkMode: DrinkMode;
  sound: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const done = (e: TransitionEvent) => {
      if (e.propertyName === "transform") settled.current();
    };
    el.addEventListener("transitionend", done);
    return () => el.removeEventListener("transitionend", done);
  }, []);

  const shown = useRef(rotation);
  const soundOn = useRef(sound);
  soundOn.current = sound;
  useEffect(() => {
    const from = shown.current;
    shown.current = rotation;
    if (from === rotation) return;
    const times = crossingTimes(from, rotation, SLOT_DEGREES, durationMs, WHEEL_EASE, TICK_GAP_MS);
    return scheduleSfx("spin-tick", times, soundOn.current);
  }, [rotation, durationMs]);

  return (
    <div className="relative mx-auto aspect-square w-full max-w-80 short:max-w-64">
      <svg
        viewBox="-12 -14 24 24"
        aria-hidden
        className="absolute top-0 left-1/2 z-10 w-8 -translate-x-1/2 -translate-y-2 drop-shadow"
      >
        <path d="M0 8 L-7 -8 L7 -8 Z" fill="#f8f5ff" stroke="#160d2b" strokeWidth="1.5" />
      </svg>
      {/* Drawing only: turned, its square corners reach past the circle (over the 'Girar' button
          at 45°), so it takes no taps; the button laid over the wheel does. */}
      <div className="pointer-events-none size-full">
        <div
          ref={ref}
          data-testid="wheel"
          data-rotation={rotation}
          className="size-full rounded-full shadow-[0_0_40px_rgba(251,191,36,0.25)] will-change-transform"
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: `transform ${durationMs}ms ${cssBezier(WHEEL_EASE)}`,
          }}
        >
          <svg viewBox="-104 -104 208 208" className="size-full" aria-hidden>
            <circle r={103} fill="#160d2b" />
            {wheelSlots.map((s, i) => {
              const label = slotLabel(s, drinkMode);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: slots are a fixed list; the index is the slot's identity
                <g key={i}>
                  <path d={wedge(i)} fill={s.color} stroke="#160d2b" strokeWidth={1.5} />
                  <text
                    transform={`rotate(${(i + 0.5) * SLOT_DEGREES}) translate(0 -62) rotate(${labelTurn((i + 0.5) * SLOT_DEGREES)})`}
                    textAnchor="middle"
                    dominantBaseline="middle"
                    fontSize={label.length > 10 ? 8.5 : 10}
                    fontWeight={800}
                    fill={LIGHT_ON.has(s.color) ? "#ffffff" : DARK_TEXT}
                  >
                    {label}
                  </text>
                </g>
              );
            })}
            <circle r={16} fill="#160d2b" stroke="#fbbf24" strokeWidth={3} />
          </svg>
        </div>
      </div>
      {/* Over the wheel, not around it: a button holding the slots' words must be named by them all (WCAG 2.5.3). */}
      <button
        type="button"
        onClick={onTap}
        disabled={disabled}
        aria-label="Girar a roleta"
        className="absolute inset-0 rounded-full disabled:cursor-default"
      />
    </div>
  );
}
