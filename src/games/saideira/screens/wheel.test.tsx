import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { wheelSlots } from "../content";
import { SLOT_DEGREES } from "../rules";
import { labelAngle, labelTurn, Wheel } from "./wheel";

afterEach(cleanup);

const centres = wheelSlots.map((_, i) => (i + 0.5) * SLOT_DEGREES);
const rad = (deg: number) => (deg * Math.PI) / 180;
/** Where the slot's centre points from the wheel's centre, in SVG coordinates (y down). */
const outward = (centre: number) => ({ x: Math.sin(rad(centre)), y: -Math.cos(rad(centre)) });
/** Where a label reads towards: its baseline's direction. */
const reading = (centre: number) => ({
  x: Math.cos(rad(labelAngle(centre))),
  y: Math.sin(rad(labelAngle(centre))),
});

describe("Saideira wheel labels", () => {
  it.each(centres)("the label of the slot at %s° reads left to right, never upside down", (c) => {
    expect(reading(c).x).toBeGreaterThan(0);
  });

  it.each(centres.filter((c) => c < 180))(
    "on the right half (%s°) the label reads from the centre outwards",
    (c) => {
      expect(labelTurn(c)).toBe(-90);
      const r = reading(c);
      const o = outward(c);
      expect(r.x).toBeCloseTo(o.x, 6);
      expect(r.y).toBeCloseTo(o.y, 6);
    },
  );

  it.each(centres.filter((c) => c > 180))(
    "on the left half (%s°) the label reads from the rim inwards",
    (c) => {
      expect(labelTurn(c)).toBe(90);
      const r = reading(c);
      const o = outward(c);
      expect(r.x).toBeCloseTo(-o.x, 6);
      expect(r.y).toBeCloseTo(-o.y, 6);
    },
  );

  it("has slots on both halves and turns each label by its slot", () => {
    expect(centres.some((c) => c < 180) && centres.some((c) => c > 180)).toBe(true);
    const { container } = render(
      <Wheel
        rotation={0}
        durationMs={0}
        onSettled={() => {}}
        onTap={() => {}}
        disabled={false}
        drinkMode="alcool"
      />,
    );
    const transforms = [...container.querySelectorAll("text")].map((t) =>
      t.getAttribute("transform"),
    );
    expect(transforms).toEqual(
      centres.map((c) => `rotate(${c}) translate(0 -62) rotate(${labelTurn(c)})`),
    );
    expect(transforms.filter((t) => t?.endsWith("rotate(-90)"))).toHaveLength(
      centres.filter((c) => c < 180).length,
    );
  });
});
