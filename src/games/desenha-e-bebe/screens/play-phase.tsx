import type { Drawing } from "../drawing";
import type { Mode } from "../rules";
import { type Clock, type Countdown, isPaused } from "../timer";
import type { DrawMove } from "./draw-board";
import { DrawBoard } from "./draw-board";
import { GuessButtons } from "./guess-buttons";
import { MimeBoard } from "./mime-board";
import { PeekWord } from "./peek-word";
import { RoundTimer } from "./round-timer";
import { useCountdown } from "./use-countdown";
import "../styles.css";

/**
 * The round against the clock, full screen: the drawing board or the mime screen. On a phone
 * held sideways the board takes the whole height and the clock and tools stand beside it.
 */
export function PlayPhase({
  mode,
  label,
  word,
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
  /** The secret word, for the drawer's press-and-hold peek (null where this phone must not see it). */
  word: string | null;
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
      className="fixed inset-0 z-40 touch-none overscroll-none bg-night pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)] select-none"
    >
      <div
        data-testid="play-layout"
        className="mx-auto grid h-full w-full max-w-2xl grid-rows-[auto_minmax(0,1fr)_auto_auto] [grid-template-areas:'timer'_'board'_'tools'_'guess'] [@media(orientation:landscape)_and_(max-height:32rem)]:max-w-none [@media(orientation:landscape)_and_(max-height:32rem)]:grid-cols-[minmax(0,1fr)_20rem] [@media(orientation:landscape)_and_(max-height:32rem)]:grid-rows-[auto_auto_minmax(0,1fr)] [@media(orientation:landscape)_and_(max-height:32rem)]:[grid-template-areas:'board_timer'_'board_tools'_'board_guess']"
      >
        <RoundTimer
          seconds={seconds}
          barRef={barRef}
          paused={paused}
          label={label}
          big={mode === "mimica"}
          onPause={onPause}
          peek={word ? <PeekWord word={word} disabled={paused} /> : null}
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
