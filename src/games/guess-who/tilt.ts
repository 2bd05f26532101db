/**
 * Tilt gestures for the phone held on the forehead, as a pure function over orientation samples
 * (DeviceOrientationEvent beta/gamma). Screen to the floor = 'acertou', screen to the ceiling =
 * 'passou'. After a gesture the phone must come back near vertical before the next one counts.
 */

export interface OrientationSample {
  /** Degrees, -180..180 (front-back); null when the device has no sensor. */
  beta: number | null;
  /** Degrees, -90..90 (left-right); null when the device has no sensor. */
  gamma: number | null;
}

export interface TiltConfig {
  /** Degrees away from vertical that count as a gesture. */
  trigger: number;
  /** Degrees from vertical that count as back on the forehead (re-arms the detector). */
  neutral: number;
}

/** A deliberate nod is needed; a laughing head stays well inside the neutral band. */
export const TILT: TiltConfig = { trigger: 40, neutral: 20 };

export type TiltEvent = "acertou" | "passou";

export interface TiltState {
  /** True once the phone was seen near vertical since the last gesture (or since the start). */
  armed: boolean;
}

/** Not armed: a phone still lying on the table must first go up to the forehead. */
export const initialTilt: TiltState = { armed: false };

const RAD = Math.PI / 180;

/**
 * Elevation of the screen's normal, in degrees: 0 upright, +90 facing the ceiling, -90 facing the
 * floor. From cos(beta)·cos(gamma), so it reads the same in landscape (either side) and portrait.
 */
export function screenPitch(sample: OrientationSample): number | null {
  const { beta, gamma } = sample;
  if (beta === null || gamma === null || !Number.isFinite(beta) || !Number.isFinite(gamma)) {
    return null;
  }
  const up = Math.cos(beta * RAD) * Math.cos(gamma * RAD);
  return Math.asin(Math.min(1, Math.max(-1, up))) / RAD;
}

/** Feeds one sample; returns the new state and the gesture it completed, if any. */
export function detectTilt(
  state: TiltState,
  sample: OrientationSample,
  config: TiltConfig = TILT,
): { state: TiltState; event: TiltEvent | null } {
  const pitch = screenPitch(sample);
  if (pitch === null) return { state, event: null };
  const away = Math.abs(pitch);
  if (away <= config.neutral) return { state: state.armed ? state : { armed: true }, event: null };
  // Between the two thresholds nothing changes: that gap is the hysteresis.
  if (!state.armed || away < config.trigger) return { state, event: null };
  return { state: { armed: false }, event: pitch < 0 ? "acertou" : "passou" };
}
