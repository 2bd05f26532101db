import { fingerColor, teamColor } from "../colors";
import type { Finger } from "../logic";

/** Half the spot's size (88 px): a fingertip plus a visible rim around it. */
export const SPOT_RADIUS = 44;
/** Below this height the label would leave the screen, so it goes under the spot instead. */
const LABEL_ROOM = 140;
/** About half the widest label ("Bebe água!"): labels are kept this far from the side edges. */
const LABEL_HALF = 72;

export type SpotLook = "live" | "chosen" | "faded" | "team";

/**
 * One finger's circle: follows the finger with a GPU transform (no layout), pulses while waiting,
 * grows when chosen and fades when not. Decorative for screen readers (the live region speaks).
 */
export function FingerSpot({
  finger,
  look,
  label,
  areaWidth,
  pulseMs = 1000,
}: {
  finger: Finger;
  look: SpotLook;
  label?: string;
  /** The touch area's width, to keep labels of fingers near the edges on screen. */
  areaWidth: number;
  /** How long one pulse takes: shorter as the pick nears. */
  pulseMs?: number;
}) {
  const color = look === "team" ? teamColor(finger.team ?? 0) : fingerColor(finger.color).hex;
  const emphasis =
    look === "chosen" ? "scale-150" : look === "faded" ? "scale-75 opacity-25" : "scale-100";
  // A team's name sits on its spot (all spots are labelled, so a label beside one would touch
  // the next); the one chosen gets its word above or below.
  const onSpot = look === "team";
  const labelPlace = onSpot
    ? "top-1/2 text-base"
    : finger.y < LABEL_ROOM
      ? "top-full mt-9 text-xl"
      : "bottom-full mb-9 text-xl";
  const labelX = onSpot
    ? finger.x
    : Math.min(Math.max(finger.x, LABEL_HALF), Math.max(LABEL_HALF, areaWidth - LABEL_HALF));
  return (
    <div
      aria-hidden
      data-testid="finger"
      data-chosen={look === "chosen"}
      data-team={finger.team}
      className="pointer-events-none absolute top-0 left-0 will-change-transform"
      style={{
        transform: `translate3d(${finger.x - SPOT_RADIUS}px, ${finger.y - SPOT_RADIUS}px, 0)`,
        zIndex: look === "chosen" ? 2 : 1,
      }}
    >
      <div
        className={`relative size-22 rounded-full transition-[scale,opacity,background-color] duration-500 ease-out ${emphasis}`}
        style={{ backgroundColor: color, boxShadow: `0 0 28px ${color}` }}
      >
        {(look === "live" || look === "chosen") && (
          <span
            className="absolute -inset-1.5 rounded-full border-4 motion-safe:animate-ping"
            style={{ borderColor: color, animationDuration: `${pulseMs}ms` }}
          />
        )}
      </div>
      {label && (
        <span
          className={`absolute left-1/2 whitespace-nowrap rounded-full px-4 py-1 font-black text-brand-ink shadow-lg ${labelPlace}`}
          style={{
            backgroundColor: color,
            transform: `translate(calc(-50% + ${labelX - finger.x}px), ${onSpot ? "-50%" : "0"})`,
          }}
        >
          {label}
        </span>
      )}
    </div>
  );
}
