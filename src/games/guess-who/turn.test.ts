import { describe, expect, it } from "vitest";
import {
  COUNTDOWN_MS,
  countdownLeft,
  isTurnSeconds,
  secondsLeft,
  startTurn,
  TURN_SECONDS,
  type TurnState,
  timeLeftMs,
  turnReducer,
} from "./turn";

const T0 = 1_000_000;
const START = T0 + COUNTDOWN_MS;
const tick = (turn: TurnState, now: number) => turnReducer(turn, { type: "tick", now });
const answer = (turn: TurnState, a: "acertou" | "passou", now: number, next: string) =>
  turnReducer(turn, { type: "answer", answer: a, word: turn.word, next, now });

describe("Quem Sou Eu turn: countdown", () => {
  it("opens with a 3-2-1 countdown and the clock full", () => {
    const turn = startTurn(T0, 60_000, "w1");
    expect(turn.status).toBe("countdown");
    expect(turn.startedAt).toBe(START);
    expect(countdownLeft(turn, T0)).toBe(3);
    expect(countdownLeft(turn, T0 + 1000)).toBe(2);
    expect(countdownLeft(turn, T0 + 2500)).toBe(1);
    expect(timeLeftMs(turn, T0 + 2500)).toBe(60_000);
  });

  it("starts playing exactly when the countdown ends", () => {
    const turn = startTurn(T0, 60_000, "w1");
    expect(tick(turn, START - 1).status).toBe("countdown");
    expect(tick(turn, START).status).toBe("playing");
    expect(countdownLeft(tick(turn, START), START)).toBe(0);
  });

  it("ignores answers during the countdown", () => {
    const turn = startTurn(T0, 60_000, "w1");
    const after = answer(turn, "acertou", T0 + 500, "w2");
    expect(after.guessed).toEqual([]);
    expect(after.word).toBe("w1");
  });
});

describe("Quem Sou Eu turn: clock", () => {
  it("computes time left from startedAt and now", () => {
    const turn = tick(startTurn(T0, 30_000, "w1"), START);
    expect(timeLeftMs(turn, START + 12_345)).toBe(17_655);
    expect(secondsLeft(turn, START + 12_345)).toBe(18);
  });

  it("ends at exactly the configured time, for every allowed length", () => {
    for (const seconds of TURN_SECONDS) {
      const turn = tick(startTurn(T0, seconds * 1000, "w1"), START);
      const end = START + seconds * 1000;
      expect(tick(turn, end - 1).status, `${seconds}s`).toBe("playing");
      expect(timeLeftMs(turn, end - 1)).toBe(1);
      expect(secondsLeft(turn, end - 1)).toBe(1);
      expect(tick(turn, end).status, `${seconds}s`).toBe("over");
      expect(timeLeftMs(tick(turn, end), end)).toBe(0);
    }
  });

  it("never shows negative time", () => {
    const turn = tick(startTurn(T0, 30_000, "w1"), START);
    expect(timeLeftMs(turn, START + 99_000)).toBe(0);
  });

  it("goes straight from countdown to over when a tick comes very late", () => {
    const turn = startTurn(T0, 30_000, "w1");
    expect(tick(turn, START + 40_000).status).toBe("over");
  });

  it("never goes back when the clock does", () => {
    const over = tick(tick(startTurn(T0, 30_000, "w1"), START), START + 30_000);
    expect(tick(over, START).status).toBe("over");
    expect(tick(over, T0).status).toBe("over");
  });

  it("returns the same state when a tick changes nothing", () => {
    const turn = tick(startTurn(T0, 30_000, "w1"), START);
    expect(tick(turn, START + 10)).toBe(turn);
  });

  it("accepts only 30, 45, 60 and 90 seconds", () => {
    expect(TURN_SECONDS).toEqual([30, 45, 60, 90]);
    expect(isTurnSeconds(45)).toBe(true);
    expect(isTurnSeconds(50)).toBe(false);
    expect(isTurnSeconds("60")).toBe(false);
  });
});

describe("Quem Sou Eu turn: answers", () => {
  const playing = () => tick(startTurn(T0, 60_000, "w1"), START);

  it("counts a guessed word and shows the next", () => {
    const turn = answer(playing(), "acertou", START + 1000, "w2");
    expect(turn.guessed).toEqual(["w1"]);
    expect(turn.passed).toEqual([]);
    expect(turn.word).toBe("w2");
  });

  it("counts a passed word and shows the next", () => {
    const turn = answer(playing(), "passou", START + 1000, "w2");
    expect(turn.passed).toEqual(["w1"]);
    expect(turn.guessed).toEqual([]);
    expect(turn.word).toBe("w2");
  });

  it("keeps guessed and passed counts over a whole turn", () => {
    let turn = playing();
    const moves = ["acertou", "passou", "acertou", "acertou", "passou"] as const;
    moves.forEach((a, i) => {
      turn = answer(turn, a, START + (i + 1) * 2000, `w${i + 2}`);
    });
    expect(turn.guessed).toEqual(["w1", "w3", "w4"]);
    expect(turn.passed).toEqual(["w2", "w5"]);
    expect(turn.word).toBe("w6");
  });

  it("ignores a second answer about the same word (no double count)", () => {
    const once = answer(playing(), "acertou", START + 1000, "w2");
    const twice = turnReducer(once, {
      type: "answer",
      answer: "acertou",
      word: "w1",
      next: "w3",
      now: START + 1010,
    });
    expect(twice.guessed).toEqual(["w1"]);
    expect(twice.word).toBe("w2");
  });

  it("ignores answers once the time is up, and ends the turn", () => {
    const turn = answer(playing(), "acertou", START + 60_000, "w2");
    expect(turn.status).toBe("over");
    expect(turn.guessed).toEqual([]);
    expect(turn.word).toBe("w1");
  });

  it("still counts an answer one millisecond before the end", () => {
    const turn = answer(playing(), "acertou", START + 59_999, "w2");
    expect(turn.status).toBe("playing");
    expect(turn.guessed).toEqual(["w1"]);
  });
});
