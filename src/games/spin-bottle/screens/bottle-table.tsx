import { RotateCw } from "lucide-react";
import { type MouseEvent, useId } from "react";
import { Button } from "../../../ui/button";
import { seatAngle, sectorOf } from "../physics";
import { BottleShadowSvg, BottleSvg } from "./bottle-svg";
import { type BottleRest, useBottleSpin } from "./use-bottle-spin";

/** Names sit on this fraction of the table's radius. */
const NAME_RADIUS = 0.78;

function wedge(i: number, n: number): string {
  if (n === 1) return "M0 -99 A99 99 0 1 1 -0.01 -99 Z";
  const { start, end } = sectorOf(i, n);
  const point = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    return `${(99 * Math.sin(a)).toFixed(2)} ${(-99 * Math.cos(a)).toFixed(2)}`;
  };
  const large = 360 / n > 180 ? 1 : 0;
  return `M0 0 L${point(start)} A99 99 0 ${large} 1 ${point(end)} Z`;
}

/**
 * The round table: one sector per player, names around it and the bottle in the middle.
 * Drag the bottle around and let go to flick it, tap it, or use the button: the game draws
 * where it stops, the flick only turns it one way or the other.
 */
export function BottleTable({
  players,
  landed,
  enabled,
  reducedMotion,
  rest,
  animate,
  onRelease,
  onTick,
  onLanded,
}: {
  players: readonly { id: string; name: string }[];
  /** The seat the bottle points at once it stopped; null while spinning or waiting. */
  landed: number | null;
  enabled: boolean;
  reducedMotion: boolean;
  rest: BottleRest;
  animate: boolean;
  onRelease(direction: 1 | -1): boolean;
  onTick(): void;
  onLanded(): void;
}) {
  const hint = useId();
  const n = players.length;
  const spin = useBottleSpin({
    seats: n,
    enabled,
    reducedMotion,
    rest,
    animate,
    onRelease,
    onTick,
    onLanded,
  });

  // A keyboard press (detail 0) spins; pointer presses are handled as taps or flicks above.
  const onClick = (e: MouseEvent) => {
    if (e.detail === 0) spin.spinRandom();
  };
  const small = n > 8;

  return (
    <div className="grid justify-items-center gap-3">
      {/* The button lies over the table, not around it: a button holding the names would have
          to be named by them all (WCAG 2.5.3). */}
      <div className="relative aspect-square w-full max-w-80 short:max-w-64">
        <svg viewBox="-100 -100 200 200" className="absolute inset-0 size-full" aria-hidden>
          <circle r={99.5} fill="#241646" stroke="#4a3582" strokeWidth={1} />
          {players.map((p, i) => (
            <path
              key={p.id}
              d={wedge(i, n)}
              fill={i === landed ? "#fbbf24" : i % 2 ? "#33215f" : "#2b1b52"}
              fillOpacity={i === landed ? 0.45 : 1}
              stroke="#160d2b"
              strokeWidth={0.8}
            />
          ))}
          <circle r={30} fill="#160d2b" opacity={0.6} />
        </svg>
        {players.map((p, i) => {
          const a = (seatAngle(i, n) * Math.PI) / 180;
          return (
            <span
              key={p.id}
              aria-hidden
              data-seat={i}
              data-landed={i === landed || undefined}
              style={{
                left: `${50 + 50 * NAME_RADIUS * Math.sin(a)}%`,
                top: `${50 - 50 * NAME_RADIUS * Math.cos(a)}%`,
              }}
              className={`absolute -translate-x-1/2 -translate-y-1/2 truncate rounded-full px-2 py-0.5 font-bold shadow ${small ? "max-w-16 text-[0.7rem]" : "max-w-24 text-sm"} ${i === landed ? "bg-brand text-brand-ink" : "bg-night/85 text-ink"}`}
            >
              {p.name}
            </span>
          );
        })}
        <div ref={spin.shadow} aria-hidden className="absolute inset-[22%] will-change-transform">
          <BottleShadowSvg />
        </div>
        <div
          ref={spin.bottle}
          data-testid="bottle"
          className="absolute inset-[22%] will-change-transform"
        >
          <BottleSvg />
        </div>
        <button
          type="button"
          aria-label="Girar a garrafa"
          aria-describedby={enabled ? hint : undefined}
          aria-disabled={!enabled}
          onClick={onClick}
          {...spin.handlers}
          data-testid="bottle-table"
          className={`absolute inset-0 touch-none select-none rounded-full ${enabled ? "cursor-grab active:cursor-grabbing" : "cursor-default"}`}
        />
      </div>
      {enabled && (
        <>
          <p id={hint} className="text-center text-sm text-muted">
            Arraste a garrafa em círculo e solte para girar, ou só toque nela.
          </p>
          <Button className="min-h-14 w-full max-w-80 text-lg" onClick={spin.spinRandom}>
            <RotateCw aria-hidden className="size-5" /> Girar
          </Button>
        </>
      )}
    </div>
  );
}
