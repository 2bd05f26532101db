import { useEffect, useRef, useState } from "react";
import {
  type Clock,
  type Countdown,
  fractionLeft,
  isExpired,
  isPaused,
  secondsLeft,
} from "../timer";

/**
 * Runs a countdown on requestAnimationFrame: the bar element's scaleX is written straight to the
 * DOM every frame (no React render), while React only re-renders when the whole second changes.
 * onExpire fires once when the time is up; onSecond on every new second.
 */
export function useCountdown(
  countdown: Countdown | null,
  clock: Clock,
  onExpire: () => void,
  onSecond?: (seconds: number) => void,
) {
  const barRef = useRef<HTMLDivElement>(null);
  const [seconds, setSeconds] = useState(() => (countdown ? secondsLeft(countdown, clock()) : 0));
  const handlers = useRef({ onExpire, onSecond });
  useEffect(() => {
    handlers.current = { onExpire, onSecond };
  });

  useEffect(() => {
    if (!countdown) return;
    let frame = 0;
    let shown = -1;
    let expired = false;
    const tick = () => {
      const now = clock();
      const s = secondsLeft(countdown, now);
      if (barRef.current)
        barRef.current.style.transform = `scaleX(${fractionLeft(countdown, now)})`;
      if (s !== shown) {
        shown = s;
        setSeconds(s);
        handlers.current.onSecond?.(s);
      }
      if (isExpired(countdown, now)) {
        if (!expired) {
          expired = true;
          handlers.current.onExpire();
        }
        return;
      }
      if (!isPaused(countdown)) frame = requestAnimationFrame(tick);
    };
    tick();
    return () => cancelAnimationFrame(frame);
  }, [countdown, clock]);

  return { seconds, barRef };
}
