import { useCallback, useEffect, useRef, useState } from "react";
import type { PlayerList } from "../../shared/schemas/player";
import { formatScore, POINTS, type ScoreUnit } from "../../shared/score-unit";

/** Fades the strip's right edge while chips hide past it, so a cut chip reads as "scroll on". */
const FADE = "linear-gradient(to right, black calc(100% - 3rem), transparent)";

/** Whose turn it is (announced to screen readers) and the scoreboard, always visible. */
export function TurnBar({ list, unit = POINTS }: { list: PlayerList; unit?: ScoreUnit }) {
  const current = list.currentPlayerIndex === null ? null : list.players[list.currentPlayerIndex];
  const strip = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const el = strip.current;
    if (el) setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
  }, []);
  useEffect(() => {
    const el = strip.current;
    measure();
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  // The current player's chip is brought into the strip's view when the turn passes.
  const currentId = current?.id;
  const count = list.players.length;
  useEffect(() => {
    const el = strip.current;
    const chip = count > 0 ? el?.querySelector<HTMLElement>(`[data-id="${currentId}"]`) : null;
    if (el && chip && typeof el.scrollTo === "function")
      el.scrollTo({ left: Math.max(0, chip.offsetLeft - el.offsetLeft - 16) });
    measure();
  }, [currentId, count, measure]);
  return (
    <div className="grid gap-3 short:gap-2">
      <p
        className="flex flex-col items-center text-center short:flex-row short:items-baseline short:justify-center short:gap-2"
        aria-live="polite"
        data-testid="turn"
      >
        <span className="shrink-0 text-sm text-muted">Vez de</span>
        <span className="max-w-full min-w-0 truncate text-3xl font-black text-brand short:text-2xl">
          {current?.name ?? "—"}
        </span>
      </p>
      {/* A long scoreboard scrolls sideways: it takes the keyboard's focus so arrow keys reach it. */}
      <ul
        ref={strip}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="flex gap-2 overflow-x-auto pb-1"
        aria-label="Placar"
        data-more={more}
        onScroll={measure}
        style={more ? { maskImage: FADE, WebkitMaskImage: FADE } : undefined}
      >
        {list.players.map((p) => (
          <li
            key={p.id}
            data-id={p.id}
            className={`flex shrink-0 items-center gap-2 rounded-full px-3 py-1.5 text-sm ${p.id === current?.id ? "bg-brand font-bold text-brand-ink" : "bg-surface-2"}`}
          >
            <span className="max-w-28 truncate">{p.name}</span>
            <span className="tabular-nums" data-testid={`score-${p.name}`}>
              {formatScore(p.points, unit)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
