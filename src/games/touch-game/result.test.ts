import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import {
  type ChooserAction,
  type ChooserState,
  canPlayAgain,
  chooserEvent,
  chooserReducer,
  initialChooser,
  SETTLE_MS,
} from "./logic";
import { cancel, down, END, move, run, threeDown, tick, up } from "./test-kit";

describe("chooser: the result", () => {
  it("picks only among the fingers present, never one already lifted", () => {
    for (let seed = 0; seed < 2000; seed++) {
      const s = run(
        [down("1"), down("2"), down("3"), down("4"), up("3", 1), tick(1 + END)],
        initialChooser(),
        seededRng(seed),
      );
      expect(s.chosen).toHaveLength(1);
      expect(["1", "2", "4"]).toContain(s.chosen[0]);
    }
  });

  it("ignores new fingers once the result is out", () => {
    const s = run([tick(END)], threeDown());
    expect(chooserReducer(s, down("9", END + 5), seededRng(1))).toBe(s);
  });

  it("keeps the result on screen while the fingers are lifted", () => {
    const s = run(
      [tick(END), up("1", END + 10), up("2", END + 20), up("3", END + 30)],
      threeDown(),
    );
    expect(s.phase).toBe("chosen");
    expect(Object.keys(s.result ?? {})).toEqual(["1", "2", "3"]);
    expect(s.fingers).toEqual({});
  });

  it("offers 'De novo' only after every finger is lifted", () => {
    const chosen = run([tick(END)], threeDown());
    expect(canPlayAgain(chosen)).toBe(false);
    expect(canPlayAgain(run([up("1", 1), up("2", 2)], chosen))).toBe(false);
    expect(canPlayAgain(run([up("1", 1), up("2", 2), up("3", 3)], chosen))).toBe(true);
    expect(canPlayAgain(threeDown())).toBe(false);
  });

  it("a moving chosen finger drags its result spot along", () => {
    const s = run([tick(END), move("2", 77, 88)], threeDown());
    expect(s.result?.["2"]).toMatchObject({ x: 77, y: 88 });
  });

  it("reset clears the result and keeps the mouse spots for another round", () => {
    const spot = (id: string): ChooserAction => ({ ...down(id), kind: "spot" }) as ChooserAction;
    const chosen = run([spot("s1"), spot("s2"), tick(END)]);
    expect(canPlayAgain(chosen)).toBe(true);
    const again = run([{ type: "reset", now: 9000 }], chosen);
    expect(again).toMatchObject({ phase: "settling", stillSince: 9000, chosen: [], result: null });
    expect(Object.keys(again.fingers)).toEqual(["s1", "s2"]);
  });

  it("reset with nobody on the screen goes back to waiting", () => {
    const s = run(
      [tick(END), up("1", 1), up("2", 2), up("3", 3), { type: "reset", now: 4 }],
      threeDown(),
    );
    expect(s.phase).toBe("waiting");
    expect(s.result).toBeNull();
  });
});

describe("chooser: the device's touch limit", () => {
  it("flags the limit when the system cancels every finger", () => {
    const s = run(
      [
        down("4"),
        down("5"),
        cancel("1", 5),
        cancel("2", 5),
        cancel("3", 5),
        cancel("4", 5),
        cancel("5", 5),
      ],
      threeDown(),
    );
    expect(s.touchLimit).toBe(true);
    expect(s.phase).toBe("waiting");
  });

  it("does not flag it when only some fingers are cancelled", () => {
    expect(run([cancel("1", 5)], threeDown()).touchLimit).toBe(false);
    expect(run([cancel("1", 5), up("2", 6), up("3", 7)], threeDown()).touchLimit).toBe(false);
  });

  it("flags it on a touchcancel that ends five touches at once (iOS past its 5 fingers)", () => {
    const s = run([down("4"), down("5"), { type: "cancelAll", now: 5 }], threeDown());
    expect(s).toMatchObject({ touchLimit: true, phase: "waiting", fingers: {} });
  });

  it("does not blame the limit when the system takes fewer fingers at once (a call, the shade)", () => {
    const s = run([{ type: "cancelAll", now: 5 }], threeDown());
    expect(s).toMatchObject({ touchLimit: false, phase: "waiting", fingers: {} });
    const again = run([down("1"), down("2"), { type: "cancelAll", now: 9 }], s);
    expect(again.touchLimit).toBe(false);
  });

  it("does not flag it on cancels after the result", () => {
    const s = run([tick(END), cancel("1", 1), cancel("2", 1), cancel("3", 1)], threeDown());
    expect(s.touchLimit).toBe(false);
  });

  it("the message can be dismissed", () => {
    const limit = run([down("4"), down("5"), { type: "cancelAll", now: 5 }], threeDown());
    expect(limit.touchLimit).toBe(true);
    expect(run([{ type: "dismissLimit" }], limit).touchLimit).toBe(false);
  });
});

describe("chooser: events for sound and vibration", () => {
  const at = (actions: ChooserAction[], from: ChooserState) =>
    chooserEvent(from, run(actions, from));
  it("names what happened between two states", () => {
    const s = threeDown();
    expect(at([down("4", 1)], s)).toBe("added");
    expect(at([up("1", 1)], s)).toBe("removed");
    expect(at([tick(SETTLE_MS)], s)).toBe("countdown");
    expect(at([tick(END)], s)).toBe("chosen");
    expect(at([move("1", 3, 3)], s)).toBeNull();
    expect(chooserEvent(s, s)).toBeNull();
  });
});
