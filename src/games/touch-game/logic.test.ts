import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import {
  COUNTDOWN_MS,
  chooserReducer,
  fingerAt,
  freeColor,
  initialChooser,
  MAX_FINGERS,
  SETTLE_MS,
} from "./logic";
import { down, END, move, run, threeDown, tick, up } from "./test-kit";

describe("chooser: fingers", () => {
  it("starts waiting with no fingers", () => {
    const s = initialChooser();
    expect(s.phase).toBe("waiting");
    expect(s.fingers).toEqual({});
  });

  it("keeps waiting with a single finger (nobody to choose against)", () => {
    expect(run([down("1")]).phase).toBe("waiting");
  });

  it("starts settling once two fingers are down, timed from the last one", () => {
    const s = run([down("1", 0), down("2", 500)]);
    expect(s.phase).toBe("settling");
    expect(s.stillSince).toBe(500);
  });

  it("gives every finger a distinct colour", () => {
    const ids = Array.from({ length: MAX_FINGERS }, (_, i) => String(i));
    const s = run(ids.map((id) => down(id)));
    const colors = Object.values(s.fingers).map((f) => f.color);
    expect(new Set(colors).size).toBe(MAX_FINGERS);
  });

  it("ignores fingers past the palette size", () => {
    const ids = Array.from({ length: MAX_FINGERS + 1 }, (_, i) => String(i));
    expect(Object.keys(run(ids.map((id) => down(id))).fingers)).toHaveLength(MAX_FINGERS);
  });

  it("reuses the colour of a lifted finger for the next one", () => {
    const s = run([down("1"), down("2"), down("3"), up("2", 10), down("4", 20)]);
    expect(s.fingers["4"]?.color).toBe(1);
    expect(freeColor({})).toBe(0);
  });

  it("follows a moving finger", () => {
    const s = run([down("1"), down("2"), move("1", 150, 250)]);
    expect(s.fingers["1"]).toMatchObject({ x: 150, y: 250 });
  });

  it("treats a repeated down of the same pointer as a move, not a new finger", () => {
    const s = run([down("1"), down("2", 100), down("1", 900, 50, 60)]);
    expect(Object.keys(s.fingers)).toHaveLength(2);
    expect(s.stillSince).toBe(100);
    expect(s.fingers["1"]).toMatchObject({ x: 50, y: 60 });
  });

  it("returns the same state for moves and lifts of unknown pointers", () => {
    const s = threeDown();
    expect(chooserReducer(s, move("9", 1, 1), seededRng(1))).toBe(s);
    expect(chooserReducer(s, up("9", 5), seededRng(1))).toBe(s);
  });

  it("finds the finger under a point, nearest first, within the radius", () => {
    const s = run([down("1", 0, 0, 0), down("2", 0, 30, 0)]);
    expect(fingerAt(s.fingers, 20, 0, 44)).toBe("2");
    expect(fingerAt(s.fingers, 5, 0, 44)).toBe("1");
    expect(fingerAt(s.fingers, 200, 200, 44)).toBeNull();
  });
});

describe("chooser: timing", () => {
  it("stays settling until 3 s pass with no change", () => {
    expect(run([tick(SETTLE_MS - 1)], threeDown()).phase).toBe("settling");
  });

  it("counts down 3, 2, 1 after 3 still seconds", () => {
    const s = threeDown();
    expect(run([tick(SETTLE_MS)], s)).toMatchObject({ phase: "countdown", remaining: 3 });
    expect(run([tick(SETTLE_MS + 1000)], s).remaining).toBe(2);
    expect(run([tick(END - 1)], s).remaining).toBe(1);
  });

  it("chooses when the countdown ends", () => {
    const s = run([tick(SETTLE_MS), tick(END)], threeDown());
    expect(s.phase).toBe("chosen");
    expect(s.chosen).toHaveLength(1);
  });

  it("returns the very same state on ticks that change nothing", () => {
    const s = run([tick(SETTLE_MS)], threeDown());
    expect(chooserReducer(s, tick(SETTLE_MS + 10), seededRng(1))).toBe(s);
    const waiting = run([down("1")]);
    expect(chooserReducer(waiting, tick(99_999), seededRng(1))).toBe(waiting);
  });

  it("copes with a clock that leaps straight past the countdown", () => {
    expect(run([tick(60_000)], threeDown()).phase).toBe("chosen");
  });

  it("Space/Enter skips the wait and starts the countdown at 3", () => {
    const s = run([{ type: "start", now: 100 }], threeDown());
    expect(s).toMatchObject({ phase: "countdown", remaining: 3 });
    expect(run([tick(100 + COUNTDOWN_MS)], s).phase).toBe("chosen");
  });

  it("Space/Enter does nothing without enough fingers", () => {
    const s = run([down("1")]);
    expect(chooserReducer(s, { type: "start", now: 5 }, seededRng(1))).toBe(s);
  });
});

describe("chooser: changes restart the wait, moves do not", () => {
  it("a finger added while settling restarts the wait", () => {
    const s = run([tick(2000), down("4", 2500), tick(SETTLE_MS + 100)], threeDown());
    expect(s).toMatchObject({ phase: "settling", stillSince: 2500 });
  });

  it("a finger added during the countdown goes back to settling", () => {
    const s = run([tick(SETTLE_MS + 500), down("4", SETTLE_MS + 600)], threeDown());
    expect(s).toMatchObject({ phase: "settling", stillSince: SETTLE_MS + 600, remaining: 0 });
  });

  it("a finger lifted while settling restarts the wait", () => {
    const s = run([down("4", 0), up("4", 2000), tick(SETTLE_MS + 100)], threeDown());
    expect(s).toMatchObject({ phase: "settling", stillSince: 2000 });
  });

  it("a finger lifted during the countdown goes back to settling", () => {
    const s = run([tick(SETTLE_MS + 1500), up("2", SETTLE_MS + 1600)], threeDown());
    expect(s).toMatchObject({ phase: "settling", stillSince: SETTLE_MS + 1600 });
    expect(Object.keys(s.fingers)).toEqual(["1", "3"]);
    const later = run([tick(SETTLE_MS + 1600 + END)], s);
    expect(later.phase).toBe("chosen");
    expect(["1", "3"]).toContain(later.chosen[0]);
  });

  it("going below the minimum goes back to waiting", () => {
    const s = run(
      [tick(SETTLE_MS + 100), up("1", SETTLE_MS + 200), up("2", SETTLE_MS + 300)],
      threeDown(),
    );
    expect(s.phase).toBe("waiting");
  });

  it("moves while settling or counting down keep the timer", () => {
    const settling = run([move("1", 40, 40), move("2", 90, 10)], threeDown());
    expect(settling.stillSince).toBe(0);
    const counting = run([tick(SETTLE_MS + 200), move("3", 5, 5)], threeDown());
    expect(counting).toMatchObject({ phase: "countdown", stillSince: 0 });
    expect(run([tick(END)], counting).phase).toBe("chosen");
  });
});
