import { useEffect } from "react";
import { type SoundFile, soundFiles } from "./sound-files";

/**
 * Sound effects and vibration, each optional. The wheel, reveal, win and countdown sounds are
 * small files fetched on first use; until one has loaded (or if it cannot), a Web Audio synth
 * plays instead, as do the short taps that never had a file.
 */
export type Sfx =
  | "tap"
  | "success"
  | "drink"
  | "spin-tick"
  | "win"
  | "fail"
  | "flip"
  | "reveal"
  | "countdown";

const fileFor: Partial<Record<Sfx, SoundFile>> = {
  "spin-tick": "tick",
  reveal: "reveal",
  win: "fanfare",
  countdown: "beep",
};

type Note = [freq: number, start: number, duration: number, type?: OscillatorType];
const synth: Record<Sfx, Note[]> = {
  tap: [[660, 0, 0.05, "triangle"]],
  "spin-tick": [[1200, 0, 0.02, "square"]],
  countdown: [[988, 0, 0.1]],
  success: [
    [523, 0, 0.1],
    [659, 0.1, 0.1],
    [784, 0.2, 0.18],
  ],
  reveal: [
    [784, 0, 0.09, "square"],
    [1175, 0.09, 0.35, "square"],
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
const loading = new Map<SoundFile, Promise<void>>();
const loaded = new Map<SoundFile, AudioBuffer>();

function audio(): AudioContext | null {
  if (typeof window === "undefined" || !("AudioContext" in window)) return null;
  ctx ??= new AudioContext();
  return ctx;
}

/** Fetches and decodes a file once; a failure leaves the synth in its place. */
function load(file: SoundFile): Promise<void> {
  const started = loading.get(file);
  if (started) return started;
  const job = (async () => {
    const ac = audio();
    if (!ac || typeof fetch !== "function") return;
    const res = await fetch(soundFiles[file].url);
    if (!res.ok) throw new Error(`sound ${file}: ${res.status}`);
    loaded.set(file, await ac.decodeAudioData(await res.arrayBuffer()));
  })().catch(() => {
    /* the synth plays instead */
  });
  loading.set(file, job);
  return job;
}

/** Starts fetching the files behind these effects (a game screen calls it when sound is on). */
export function preloadSfx(kinds: readonly Sfx[], enabled: boolean): Promise<void> {
  if (!enabled) return Promise.resolve();
  const files = kinds.map((k) => fileFor[k]).filter((f): f is SoundFile => f !== undefined);
  return Promise.all(files.map(load)).then(() => undefined);
}

/** Fetches a screen's sound files once it shows with sound on (not at app start). */
export function useSfxPreload(kinds: readonly Sfx[], enabled: boolean): void {
  const key = kinds.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's text is its identity
  useEffect(() => {
    void preloadSfx(kinds, enabled);
  }, [key, enabled]);
}

/** Plays `kind` at each offset (ms from now); returns a function that silences what has not played. */
export function scheduleSfx(kind: Sfx, offsetsMs: readonly number[], enabled: boolean): () => void {
  const nodes: AudioScheduledSourceNode[] = [];
  const cancel = () => {
    for (const n of nodes) {
      try {
        n.stop();
      } catch {
        /* already stopped */
      }
    }
  };
  if (!enabled || offsetsMs.length === 0) return cancel;
  try {
    const ac = audio();
    if (!ac) return cancel;
    if (ac.state === "suspended") void ac.resume();
    const file = fileFor[kind];
    const buffer = file && loaded.get(file);
    if (file && !buffer) void load(file);
    for (const offset of offsetsMs) {
      const t0 = ac.currentTime + offset / 1000;
      if (buffer) {
        const src = ac.createBufferSource();
        src.buffer = buffer;
        src.connect(ac.destination);
        src.start(t0);
        nodes.push(src);
      } else nodes.push(...synthAt(ac, kind, t0));
    }
  } catch {
    /* audio is a nicety: never break the game */
  }
  return cancel;
}

/** How long a one-off sound waits for its file on first use (not after) before the synth plays. */
const FIRST_LOAD_WAIT_MS = 250;

export function playSfx(kind: Sfx, enabled: boolean): void {
  const file = fileFor[kind];
  if (!enabled || !file || loading.has(file) || !audio()) {
    scheduleSfx(kind, [0], enabled);
    return;
  }
  let played = false;
  const once = () => {
    if (played) return;
    played = true;
    scheduleSfx(kind, [0], true);
  };
  const timer = setTimeout(once, FIRST_LOAD_WAIT_MS);
  void load(file).then(() => {
    clearTimeout(timer);
    once();
  });
}

function synthAt(ac: AudioContext, kind: Sfx, t0: number): OscillatorNode[] {
  return synth[kind].map(([freq, start, duration, type = "sine"]) => {
    const osc = ac.createOscillator();
    const gain = ac.createGain();
    osc.type = type;
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, t0 + start);
    gain.gain.exponentialRampToValueAtTime(0.18, t0 + start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + start + duration);
    osc.connect(gain).connect(ac.destination);
    osc.start(t0 + start);
    osc.stop(t0 + start + duration + 0.02);
    return osc;
  });
}

const patterns: Partial<Record<Sfx, number | number[]>> = {
  tap: 10,
  success: [30, 40, 30],
  reveal: [30, 40, 30],
  drink: 80,
  fail: [120, 60, 120],
  win: [60, 40, 60, 40, 200],
  flip: 15,
  "spin-tick": 5,
  countdown: 20,
};

export function vibrate(kind: Sfx, enabled: boolean): void {
  if (!enabled || typeof navigator === "undefined" || !("vibrate" in navigator)) return;
  const pattern = patterns[kind];
  if (pattern !== undefined) navigator.vibrate(pattern);
}
