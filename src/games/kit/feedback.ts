/** Sound effects synthesised with Web Audio (no files to download) and vibration, each optional. */
export type Sfx = "tap" | "success" | "drink" | "spin-tick" | "win" | "fail" | "flip";

type Note = [freq: number, start: number, duration: number, type?: OscillatorType];
const sounds: Record<Sfx, Note[]> = {
  tap: [[660, 0, 0.05, "triangle"]],
  "spin-tick": [[1200, 0, 0.02, "square"]],
  success: [
    [523, 0, 0.1],
    [659, 0.1, 0.1],
    [784, 0.2, 0.18],
  ],
  drink: [
    [330, 0, 0.12, "sine"],
    [262, 0.12, 0.2, "sine"],
  ],
  fail: [
    [311, 0, 0.15, "sawtooth"],
    [233, 0.15, 0.25, "sawtooth"],
  ],
  flip: [[880, 0, 0.08, "triangle"]],
  win: [
    [523, 0, 0.12],
    [659, 0.12, 0.12],
    [784, 0.24, 0.12],
    [1047, 0.36, 0.35],
  ],
};

let ctx: AudioContext | null = null;

export function playSfx(kind: Sfx, enabled: boolean): void {
  if (!enabled || typeof window === "undefined" || !("AudioContext" in window)) return;
  try {
    ctx ??= new AudioContext();
    if (ctx.state === "suspended") void ctx.resume();
    const t0 = ctx.currentTime;
    for (const [freq, start, duration, type = "sine"] of sounds[kind]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = type;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t0 + start);
      gain.gain.exponentialRampToValueAtTime(0.18, t0 + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + start + duration);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + start);
      osc.stop(t0 + start + duration + 0.02);
    }
  } catch {
    /* audio is a nicety: never break the game */
  }
}

const patterns: Partial<Record<Sfx, number | number[]>> = {
  tap: 10,
  success: [30, 40, 30],
  drink: 80,
  fail: [120, 60, 120],
  win: [60, 40, 60, 40, 200],
  flip: 15,
  "spin-tick": 5,
};

export function vibrate(kind: Sfx, enabled: boolean): void {
  if (!enabled || typeof navigator === "undefined" || !("vibrate" in navigator)) return;
  const pattern = patterns[kind];
  if (pattern !== undefined) navigator.vibrate(pattern);
}
