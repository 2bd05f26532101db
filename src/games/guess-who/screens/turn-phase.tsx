import { ArrowDown, ArrowUp, Check, SkipForward, Smartphone, Timer } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../ui/button";
import { playSfx, vibrate } from "../../kit/feedback";
import type { TurnView } from "../logic";
import { type Answer, countdownLeft, secondsLeft, timeLeftMs } from "../turn";
import { useWordFit } from "./use-word-fit";
import { wordFontSize } from "./word-size";

export interface Flash {
  answer: Answer;
  /** Grows with every answer, so the same answer twice still flashes twice. */
  n: number;
}

/** The turn itself, full screen so it reads from across the room: 3-2-1, then the word. */
export function TurnPhase({
  name,
  turn,
  now,
  word,
  themeName,
  custom = false,
  flash,
  tiltLive,
  sound,
  vibration,
  onAnswer,
}: {
  name: string;
  turn: TurnView;
  now: number;
  word: string;
  themeName: string;
  /** A custom deck's word: it may be one long run of letters, so it may break anywhere. */
  custom?: boolean;
  flash: Flash | null;
  tiltLive: boolean;
  sound: boolean;
  vibration: boolean;
  onAnswer(answer: Answer): void;
}) {
  const counting = turn.status === "countdown";
  const digit = countdownLeft(turn, now);
  const secs = secondsLeft(turn, now);
  const fit = useWordFit(word, !counting);
  useEffect(() => {
    const sfx = counting ? "tap" : "flip";
    if (counting && digit === 0) return;
    playSfx(sfx, sound);
    vibrate(sfx, vibration);
  }, [counting, digit, sound, vibration]);
  useEffect(() => {
    if (!counting && secs > 0 && secs <= 5) playSfx("countdown", sound);
  }, [counting, secs, sound]);

  return (
    <section
      aria-label={`Vez de ${name}`}
      className="fixed inset-0 z-40 flex flex-col gap-3 overflow-hidden bg-night px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      {counting ? (
        <div className="grid flex-1 place-items-center content-center gap-2 text-center">
          <p className="text-xl font-bold text-muted">Na testa, {name}!</p>
          <p
            key={digit}
            data-testid="countdown"
            className="card-in text-[min(45vw,45vh)] leading-none font-black text-brand tabular-nums"
          >
            {digit}
          </p>
          <p className="flex items-center gap-2 text-muted">
            <Smartphone aria-hidden className="size-5 rotate-90" /> Tela virada para a galera
          </p>
        </div>
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <span className="truncate rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold text-brand">
              {themeName}
            </span>
            <span className="flex shrink-0 items-center gap-3 text-sm font-semibold text-muted tabular-nums">
              <span
                className="flex items-center gap-1"
                title="Acertadas"
                data-testid="guessed-count"
              >
                <Check aria-hidden className="size-4 text-ok" /> {turn.guessed.length}
              </span>
              <span className="flex items-center gap-1" title="Passadas">
                <SkipForward aria-hidden className="size-4" /> {turn.passed.length}
              </span>
              {tiltLive && <Smartphone aria-label="Sensor ligado" className="size-4 text-ok" />}
            </span>
            <span
              data-testid="clock"
              className={`flex shrink-0 items-center gap-1 text-3xl font-black tabular-nums ${secs <= 5 ? "text-danger" : "text-ink"}`}
            >
              <Timer aria-hidden className="size-6" /> {secs}
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-surface-2">
            <div
              className="h-full origin-left bg-brand transition-transform duration-200 ease-linear"
              style={{ transform: `scaleX(${timeLeftMs(turn, now) / turn.durationMs})` }}
            />
          </div>
          <div ref={fit.box} className="relative grid min-h-0 flex-1 place-items-center">
            {/* Lines break at spaces and hyphens only: never inside a word ("Pamonh/a"). */}
            <p
              lang="pt-BR"
              data-testid="word"
              className={`max-w-full text-center leading-[1.05] font-black text-balance hyphens-none text-ink ${custom ? "[overflow-wrap:anywhere]" : "[overflow-wrap:normal] [word-break:keep-all]"}`}
              style={{ fontSize: fit.size ? `${fit.size}px` : wordFontSize(word) }}
            >
              {word}
            </p>
            {flash && <AnswerFlash key={flash.n} answer={flash.answer} />}
          </div>
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="secondary"
              aria-keyshortcuts="ArrowUp"
              className="min-h-16 text-xl"
              onClick={() => onAnswer("passou")}
            >
              <ArrowUp aria-hidden className="size-6" /> Passou
            </Button>
            <button
              type="button"
              aria-keyshortcuts="ArrowDown"
              className="inline-flex min-h-16 items-center justify-center gap-2 rounded-2xl bg-ok px-5 text-xl font-semibold text-night transition hover:brightness-110 active:scale-[0.98]"
              onClick={() => onAnswer("acertou")}
            >
              <ArrowDown aria-hidden className="size-6" /> Acertou
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** How long the answer covers the next word: time to tilt back before reading it. */
const FLASH_MS = 450;

/** A solid colour card over the word for a moment after each answer (no motion needed). */
function AnswerFlash({ answer }: { answer: Answer }) {
  const [on, setOn] = useState(true);
  useEffect(() => {
    const id = setTimeout(() => setOn(false), FLASH_MS);
    return () => clearTimeout(id);
  }, []);
  if (!on) return null;
  const hit = answer === "acertou";
  return (
    <div
      aria-hidden
      data-testid="answer-flash"
      className={`pointer-events-none absolute inset-0 grid place-items-center rounded-3xl ${hit ? "bg-ok text-night" : "bg-brand text-brand-ink"}`}
    >
      <span className="text-[min(15vw,20vh)] font-black">{hit ? "Acertou!" : "Passou!"}</span>
    </div>
  );
}
