import { describe, expect, it } from "vitest";
import { anyOf, array, int, nullable, number, object, oneOf, optional, string } from "./shape";

describe("a stored game's shape checks", () => {
  it("objects name the keys they need and let others through, as zod's did", () => {
    const check = object({ id: string(1), note: optional(string()), last: nullable(int(0)) });
    expect(check({ id: "a", last: null, extra: 1 })).toBe(true);
    expect(check({ id: "a", last: 2, note: "x" })).toBe(true);
    // Missing is not null: a nullable key must be there.
    expect(check({ id: "a" })).toBe(false);
    expect(check({ id: "", last: null })).toBe(false);
    expect(check([{ id: "a", last: null }])).toBe(false);
    expect(check(null)).toBe(false);
  });

  it("numbers are finite, whole where asked, within their bounds", () => {
    expect(number(0)(0.5)).toBe(true);
    expect(number(0)(-0.5)).toBe(false);
    expect(number()(Number.NaN)).toBe(false);
    expect(number()(Number.POSITIVE_INFINITY)).toBe(false);
    expect(int(0, 3)(3)).toBe(true);
    expect(int(0, 3)(4)).toBe(false);
    expect(int(0)(1.5)).toBe(false);
    expect(int(0)("1")).toBe(false);
  });

  it("lists check every item and their length; choices and alternatives", () => {
    expect(array(int(0), { minLength: 1 })([0, 1])).toBe(true);
    expect(array(int(0), { minLength: 1 })([])).toBe(false);
    expect(array(int(0))([0, -1])).toBe(false);
    expect(array(int(0), { length: 2 })([0, 1, 2])).toBe(false);
    expect(oneOf(["pen", "eraser"])("pen")).toBe(true);
    expect(oneOf(["pen", "eraser"])("brush")).toBe(false);
    const step = anyOf(object({ kind: oneOf(["add"]) }), object({ kind: oneOf(["clear"]) }));
    expect(step({ kind: "clear" })).toBe(true);
    expect(step({ kind: "undo" })).toBe(false);
  });
});
