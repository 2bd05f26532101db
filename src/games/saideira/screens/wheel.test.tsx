import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { crossingTimes } from "../../kit/easing";
import { scheduleSfx } from "../../kit/feedback";
import { wheelSlots } from "../content";
import { SLOT_DEGREES } from "../rules";
import { labelAngle, labelTurn, WHEEL_EASE, Wheel } from "./wheel";

vi.mock("../../kit/feedback", () => ({ scheduleSfx: vi.fn(() => () => {}) }));

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
        sound
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

describe("Saideira wheel ticks", () => {
  const wheel = (rotation: number, sound: boolean) => (
    <Wheel
      rotation={rotation}
      durationMs={4800}
      onSettled={() => {}}
      onTap={() => {}}
      disabled={false}
      drinkMode="alcool"
      sound={sound}
    />
  );

  it("a spin ticks once per slot edge passed, at the moments the eased turn passes them", () => {
    vi.mocked(scheduleSfx).mockClear();
    const { rerender } = render(wheel(40, true));
    expect(scheduleSfx).not.toHaveBeenCalled(); // a restored wheel does not tick
    rerender(wheel(40 + 5 * 360 + 100, true));
    expect(scheduleSfx).toHaveBeenCalledTimes(1);
    const [kind, times, enabled] = vi.mocked(scheduleSfx).mock.calls[0] ?? [];
    expect(kind).toBe("spin-tick");
    expect(enabled).toBe(true);
    expect(times).toEqual(
      crossingTimes(40, 40 + 5 * 360 + 100, SLOT_DEGREES, 4800, WHEEL_EASE, 45),
    );
    // Early ticks come fast, the last ones slowly, and the last is before the wheel stops.
    const t = times as number[];
    expect(t.length).toBeGreaterThan(20);
    expect((t.at(-1) as number) - (t.at(-2) as number)).toBeGreaterThan(
      5 * ((t[1] as number) - (t[0] as number)),
    );
    expect(t.at(-1) as number).toBeLessThanOrEqual(4800);
  });

  it("with Som off the ticks are not played", () => {
    vi.mocked(scheduleSfx).mockClear();
    const { rerender } = render(wheel(0, false));
    rerender(wheel(720, false));
    expect(vi.mocked(scheduleSfx).mock.calls[0]?.[2]).toBe(false);
  });
});
