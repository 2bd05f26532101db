import { useEffect, useRef, useState } from "react";
import { type Countdown, isRunning, remainingMs } from "../timer";

/**
 * The game's clock is wall time (moves carry Date.now()), so a reload reads the same seconds. In
 * a room that is the server's time: `now` is then the server's clock as the phone estimates it.
 */
const deviceNow = () => Date.now();

/**
 * Drives the turn's countdown on screen: the bar is moved straight on the DOM (transform only,
 * once per frame) and React re-renders only when the whole second changes. `onUp` fires once,
 * on the first frame after the time is up.
 */
export function useTurnClock({
  clock,
  onUp,
  onSecond,
  now = deviceNow,
}: {
  clock: Countdown;
  onUp(): void;
  onSecond?(seconds: number): void;
  now?: () => number;
}) {
  const [seconds, setSeconds] = useState(() => Math.ceil(remainingMs(clock, now()) / 1000));
  const bar = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onUp, onSecond });
  handlers.current = { onUp, onSecond };

  useEffect(() => {
    let frame = 0;
    let shown = -1;
    const draw = () => {
      const t = now();
      const left = remainingMs(clock, t);
      const ratio = clock.durationMs > 0 ? left / clock.durationMs : 0;
      if (bar.current) bar.current.style.transform = `scaleX(${ratio})`;
      const s = Math.ceil(left / 1000);
      if (s !== shown) {
        if (shown !== -1) handlers.current.onSecond?.(s);
        shown = s;
        setSeconds(s);
      }
      if (!isRunning(clock)) return;
      if (left <= 0) return handlers.current.onUp();
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [clock, now]);

  return { seconds, bar };
}
