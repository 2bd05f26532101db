import { PLAYER_ID_LENGTH } from "./constants";

/**
 * The one source of randomness of the app: nothing else calls Math.random. Production code uses
 * cryptoRng(); tests pass seededRng(seed) to get the same sequence on every run.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, maxExclusive), unbiased. maxExclusive is an integer in 1..2^32. */
  int(maxExclusive: number): number;
}

const TWO_POW_32 = 0x1_0000_0000;
const TWO_POW_53 = 2 ** 53;

function assertIntBound(maxExclusive: number): void {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
    throw new RangeError(`int(maxExclusive) needs an integer in 1..2^32, got ${maxExclusive}`);
  }
}

/** Builds an Rng over a source of uniform unsigned 32-bit integers. */
function rngFromUint32(nextUint32: () => number): Rng {
  return {
    next() {
      // 53 random bits, so every double in [0, 1) on the 2^-53 grid is equally likely.
      const high = nextUint32() >>> 5; // 27 bits
      const low = nextUint32() >>> 6; // 26 bits
      return (high * 0x400_0000 + low) / TWO_POW_53;
    },
    int(maxExclusive) {
      assertIntBound(maxExclusive);
      if (maxExclusive === 1) return 0;
      // Rejection sampling: only accept draws below the largest multiple of maxExclusive, so
      // every remainder is equally likely (no modulo bias).
      const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
      for (;;) {
        const x = nextUint32();
        if (x < limit) return x % maxExclusive;
      }
    },
  };
}

const CRYPTO_BATCH = 256;

/** Randomness from crypto.getRandomValues (browsers and Node 20+), read in small batches. */
export function cryptoRng(): Rng {
  const webCrypto = globalThis.crypto;
  if (!webCrypto || typeof webCrypto.getRandomValues !== "function") {
    throw new Error("crypto.getRandomValues is not available in this environment");
  }
  const buffer = new Uint32Array(CRYPTO_BATCH);
  let position = CRYPTO_BATCH;
  return rngFromUint32(() => {
    if (position >= CRYPTO_BATCH) {
      webCrypto.getRandomValues(buffer);
      position = 0;
    }
    const value = buffer[position] ?? 0;
    position += 1;
    return value;
  });
}

/**
 * A deterministic generator for tests (mulberry32): the same seed gives the same sequence.
 * The seed is taken as a 32-bit integer. Not for anything security related.
 */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return rngFromUint32(() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  });
}

/** A uniformly shuffled copy (Fisher–Yates); the input is left untouched. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    const a = result[i] as T;
    result[i] = result[j] as T;
    result[j] = a;
  }
  return result;
}

/** One item chosen uniformly. Throws on an empty list. */
export function pick<T>(items: readonly T[], rng: Rng): T {
  if (items.length === 0) throw new RangeError("pick() needs at least one item");
  return items[rng.int(items.length)] as T;
}

export const RANDOM_ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A random id of lowercase letters and digits (player ids are 9 characters long). */
export function randomId(length: number = PLAYER_ID_LENGTH, rng: Rng = cryptoRng()): string {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`randomId() needs a positive integer length, got ${length}`);
  }
  let id = "";
  for (let i = 0; i < length; i += 1) {
    id += RANDOM_ID_ALPHABET[rng.int(RANDOM_ID_ALPHABET.length)];
  }
  return id;
}
