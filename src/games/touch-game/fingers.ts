/** The fingers on the screen: where they are and which colour each one got. */

/** Distinct finger colours; more fingers than this are ignored (no phone tracks more anyway). */
export const MAX_FINGERS = 10;

/** A real finger, or a spot placed with the mouse (it stays until clicked again). */
export type FingerKind = "touch" | "spot";

export interface Finger {
  x: number;
  y: number;
  /** Index into the finger palette, unique among the fingers present. */
  color: number;
  kind: FingerKind;
  /** 0-based team, in team mode once the teams are drawn. */
  team?: number;
}

export type Fingers = Readonly<Record<string, Finger>>;

/** The lowest palette colour no present finger uses. */
export function freeColor(fingers: Fingers): number {
  const used = new Set(Object.values(fingers).map((f) => f.color));
  for (let c = 0; c < MAX_FINGERS; c++) if (!used.has(c)) return c;
  return used.size % MAX_FINGERS;
}

/** The finger or spot under a point, nearest first, within `radius`. */
export function fingerAt(fingers: Fingers, x: number, y: number, radius: number): string | null {
  let best: string | null = null;
  let bestDistance = radius;
  for (const [id, f] of Object.entries(fingers)) {
    const d = Math.hypot(f.x - x, f.y - y);
    if (d <= bestDistance) {
      best = id;
      bestDistance = d;
    }
  }
  return best;
}
