import { describe, expect, it } from "vitest";
import {
  detectTilt,
  initialTilt,
  type OrientationSample,
  screenPitch,
  TILT,
  type TiltEvent,
  type TiltState,
} from "./tilt";

/** Landscape on the forehead: vertical is |gamma| = 90; face up keeps beta ≈ 0, face down ≈ 180. */
const upright: OrientationSample = { beta: 0, gamma: -89 };
const faceDown = (deg: number): OrientationSample => ({ beta: 180, gamma: 90 - deg });
const faceUp = (deg: number): OrientationSample => ({ beta: 0, gamma: -(90 - deg) });

/** Feeds samples in order and lists the gestures detected. */
function run(samples: OrientationSample[], start: TiltState = initialTilt): TiltEvent[] {
  const events: TiltEvent[] = [];
  let state = start;
  for (const sample of samples) {
    const r = detectTilt(state, sample);
    state = r.state;
    if (r.event) events.push(r.event);
  }
  return events;
}

describe("Quem Sou Eu tilt: screen pitch", () => {
  it("reads about 0 when the phone stands upright, in either landscape or in portrait", () => {
    expect(Math.abs(screenPitch({ beta: 0, gamma: -90 }) ?? 99)).toBeLessThan(0.001);
    expect(Math.abs(screenPitch({ beta: 180, gamma: 90 }) ?? 99)).toBeLessThan(0.001);
    expect(Math.abs(screenPitch({ beta: 90, gamma: 0 }) ?? 99)).toBeLessThan(0.001);
  });

  it("is negative with the screen towards the floor and positive towards the ceiling", () => {
    expect(screenPitch(faceDown(50))).toBeCloseTo(-50, 0);
    expect(screenPitch(faceUp(50))).toBeCloseTo(50, 0);
    // The other landscape side mirrors gamma and gives the same answer.
    expect(screenPitch({ beta: 178, gamma: -40 })).toBeCloseTo(-50, 0);
    expect(screenPitch({ beta: -2, gamma: 40 })).toBeCloseTo(50, 0);
  });

  it("works in portrait too (beta past 90 = screen down)", () => {
    expect(screenPitch({ beta: 140, gamma: 0 })).toBeCloseTo(-50, 5);
    expect(screenPitch({ beta: 40, gamma: 0 })).toBeCloseTo(50, 5);
  });

  it("is +90 for a phone lying face up on the table", () => {
    expect(screenPitch({ beta: 0, gamma: 0 })).toBeCloseTo(90, 5);
  });

  it("gives null without sensor data (desktop browsers send nulls)", () => {
    expect(screenPitch({ beta: null, gamma: null })).toBeNull();
    expect(screenPitch({ beta: Number.NaN, gamma: 3 })).toBeNull();
  });
});

describe("Quem Sou Eu tilt: gestures", () => {
  it("detects tilting down past the threshold as 'acertou', once", () => {
    expect(run([upright, faceDown(45), faceDown(60), faceDown(70), faceDown(55)])).toEqual([
      "acertou",
    ]);
  });

  it("detects tilting up past the threshold as 'passou'", () => {
    expect(run([upright, faceUp(50)])).toEqual(["passou"]);
  });

  it("needs the phone back in the neutral zone before the next gesture", () => {
    expect(run([upright, faceDown(50), faceUp(50), faceDown(50)])).toEqual(["acertou"]);
    expect(run([upright, faceDown(50), upright, faceUp(50), upright, faceDown(50)])).toEqual([
      "acertou",
      "passou",
      "acertou",
    ]);
  });

  it("does not re-arm in the hysteresis band between neutral and trigger", () => {
    const band = (TILT.neutral + TILT.trigger) / 2;
    expect(run([upright, faceDown(50), faceDown(band), faceDown(50)])).toEqual(["acertou"]);
  });

  it("does not fire while the tilt stays short of the trigger", () => {
    expect(run([upright, faceDown(TILT.trigger - 1), faceUp(TILT.trigger - 1), upright])).toEqual(
      [],
    );
  });

  it("does not double count when the sensor jitters around the trigger", () => {
    const t = TILT.trigger;
    const jitter = [faceDown(t + 1), faceDown(t - 1), faceDown(t + 2), faceDown(t - 2)];
    expect(run([upright, ...jitter, ...jitter])).toEqual(["acertou"]);
  });

  it("ignores a phone lying on the table until it has been upright once", () => {
    const onTable = { beta: 0, gamma: 0 };
    expect(run([onTable, onTable, faceDown(60)])).toEqual([]);
    expect(run([onTable, upright, faceDown(60)])).toEqual(["acertou"]);
  });

  it("ignores samples without data and keeps the same state object", () => {
    const armed = { armed: true };
    const r = detectTilt(armed, { beta: null, gamma: null });
    expect(r.event).toBeNull();
    expect(r.state).toBe(armed);
  });

  it("arms at exactly the neutral limit and fires at exactly the trigger", () => {
    expect(detectTilt(initialTilt, faceDown(TILT.neutral - 0.01)).state.armed).toBe(true);
    expect(detectTilt({ armed: true }, faceDown(TILT.trigger + 0.01)).event).toBe("acertou");
  });
});
