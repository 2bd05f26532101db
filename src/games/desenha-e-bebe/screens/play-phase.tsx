import type { Drawing } from "../drawing";
import type { Mode } from "../rules";
import { type Clock, type Countdown, isPaused } from "../timer";
import type { DrawMove } from "./draw-board";
import { DrawBoard } from "./draw-board";
import { GuessButtons } from "./guess-buttons";
import { MimeBoard } from "./mime-board";
import { RoundTimer } from "./round-timer";
import { useCountdown } from "./use-countdown";

/** The round against the clock, full screen: the drawing board or the mime screen. */
export function PlayPhase({
  mode,
  label,
  countdown,
  clock,
  drawing,
  onDraw,
  onSecond,
  onTimeUp,
  onPause,
  onResume,
  onGuessed,
  onMissed,
}: {
  mode: Mode;
  label: string;
  countdown: Countdown;
  clock: Clock;
  drawing: Drawing;
  onDraw(move: DrawMove): void;
  onSecond(seconds: number): void;
  onTimeUp(): void;
  onPause(): void;
  onResume(): void;
  onGuessed(): void;
  onMissed(): void;
}) {
  const { seconds, barRef } = useCountdown(countdown, clock, onTimeUp, onSecond);
  const paused = isPaused(countdown);
  return (
    <section
      aria-label={mode === "desenho" ? "Desenho" : "Mímica"}
      className="fixed inset-0 z-40 touch-none overscroll-none bg-night pt-[env(safe-area-inset-top)] select-none"
    >
      <div className="mx-auto flex h-full w-full max-w-2xl flex-col">
        <RoundTimer
          seconds={seconds}
          barRef={barRef}
          paused={paused}
          label={label}
          big={mode === "mimica"}
          onPause={onPause}
        />
        {mode === "desenho" ? (
          <DrawBoard drawing={drawing} paused={paused} onDraw={onDraw} onResume={onResume} />
        ) : (
          <MimeBoard seconds={seconds} paused={paused} onResume={onResume} />
        )}
        <GuessButtons paused={paused} onGuessed={onGuessed} onMissed={onMissed} />
      </div>
    </section>
  );
}
