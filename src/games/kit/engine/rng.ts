import type { Rng } from "../../../shared/random";

/**
 * The game's random generator as plain data: a mulberry32 state (one uint32) lives inside the
 * game state, so a saved game or a room row resumes the very same sequence. Same algorithm as
 * seededRng, with its state exposed.
 */
export function rngFromState(initial: number): { rng: Rng; state: () => number } {
  let state = initial >>> 0;
  const nextUint32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const rng: Rng = {
    next() {
      const high = nextUint32() >>> 5;
      const low = nextUint32() >>> 6;
      return (high * 0x400_0000 + low) / 2 ** 53;
    },
    int(maxExclusive) {
      // Games never ask for an empty range; a bad bound answers 0 rather than throw (totality).
      if (!Number.isInteger(maxExclusive) || maxExclusive <= 1) return 0;
      const bound = Math.min(maxExclusive, 0x1_0000_0000);
      const limit = 0x1_0000_0000 - (0x1_0000_0000 % bound);
      for (;;) {
        const x = nextUint32();
        if (x < limit) return x % bound;
      }
    },
  };
  return { rng, state: () => state };
}
