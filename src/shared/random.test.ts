import { describe, expect, it } from "vitest";
import { PLAYER_ID_LENGTH } from "./constants";
import {
  cryptoRng,
  pick,
  RANDOM_ID_ALPHABET,
  type Rng,
  randomId,
  seededRng,
  shuffle,
} from "./random";

const DECK = ["a", "b", "c", "d", "e", "f", "g"];

/** Chi-square statistic of `draws` calls of int(sides) against a uniform distribution. */
function chiSquare(rng: Rng, sides: number, draws: number): number {
  const counts = new Array<number>(sides).fill(0);
  for (let i = 0; i < draws; i += 1) {
    const v = rng.int(sides);
    counts[v] = (counts[v] ?? 0) + 1;
  }
  const expected = draws / sides;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe("seededRng", () => {
  it("gives the same sequence for the same seed", () => {
    const a = seededRng(42);
    const b = seededRng(42);
    const seqA = Array.from({ length: 20 }, () => [a.next(), a.int(1000)]);
    const seqB = Array.from({ length: 20 }, () => [b.next(), b.int(1000)]);
    expect(seqA).toEqual(seqB);
  });

  it("gives different sequences for different seeds", () => {
    const a = seededRng(1);
    const b = seededRng(2);
    const seqA = Array.from({ length: 10 }, () => a.int(1_000_000));
    const seqB = Array.from({ length: 10 }, () => b.int(1_000_000));
    expect(seqA).not.toEqual(seqB);
  });

  it("next() stays in [0, 1)", () => {
    const rng = seededRng(7);
    for (let i = 0; i < 10_000; i += 1) {
      const v = rng.next();
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });

  it("int(6) is roughly uniform (chi-square over 60,000 draws)", () => {
    // 5 degrees of freedom: the 99.99th percentile is about 25.7.
    expect(chiSquare(seededRng(123), 6, 60_000)).toBeLessThan(30);
  });
});

describe("cryptoRng", () => {
  it("int(n) stays in range for several bounds", () => {
    const rng = cryptoRng();
    for (const n of [1, 2, 3, 6, 7, 36, 1000, 2 ** 31 + 1, 2 ** 32]) {
      for (let i = 0; i < 500; i += 1) {
        const v = rng.int(n);
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThan(n);
      }
    }
  });

  it("next() stays in [0, 1)", () => {
    const rng = cryptoRng();
    for (let i = 0; i < 5000; i += 1) {
      const v = rng.next();
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });

  it("int(6) is roughly uniform (chi-square over 60,000 draws)", () => {
    expect(chiSquare(cryptoRng(), 6, 60_000)).toBeLessThan(30);
  });

  it("int(1) is always 0", () => {
    const rng = cryptoRng();
    expect(Array.from({ length: 10 }, () => rng.int(1))).toEqual(new Array(10).fill(0));
  });

  it("refuses bounds that are not integers in 1..2^32", () => {
    const rng = cryptoRng();
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 32 + 1]) {
      expect(() => rng.int(bad)).toThrow(RangeError);
    }
  });
});

describe("shuffle", () => {
  it("returns a permutation and leaves the input untouched", () => {
    const input = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const result = shuffle(input, seededRng(5));
    expect(result).not.toBe(input);
    expect([...result].sort((a, b) => a - b)).toEqual([...input]);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("is deterministic with a seeded rng", () => {
    expect(shuffle(DECK, seededRng(9))).toEqual(shuffle(DECK, seededRng(9)));
  });

  it("handles empty and single-item lists", () => {
    expect(shuffle([], seededRng(1))).toEqual([]);
    expect(shuffle(["x"], seededRng(1))).toEqual(["x"]);
  });

  it("puts every item first about equally often", () => {
    const rng = seededRng(77);
    const firsts = new Map<number, number>();
    for (let i = 0; i < 6000; i += 1) {
      const first = shuffle([0, 1, 2], rng)[0] as number;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const value of [0, 1, 2]) {
      expect(firsts.get(value)).toBeGreaterThan(1800);
      expect(firsts.get(value)).toBeLessThan(2200);
    }
  });
});

describe("pick", () => {
  it("returns an item of the list", () => {
    const rng = seededRng(3);
    for (let i = 0; i < 100; i += 1) expect(DECK).toContain(pick(DECK, rng));
  });

  it("throws on an empty list", () => {
    expect(() => pick([], seededRng(3))).toThrow(RangeError);
  });
});

describe("randomId", () => {
  it("defaults to the player id length with lowercase letters and digits", () => {
    for (let i = 0; i < 200; i += 1) {
      const id = randomId();
      expect(id).toHaveLength(PLAYER_ID_LENGTH);
      expect(id).toMatch(/^[a-z0-9]+$/);
    }
  });

  it("honours a custom length and a seeded rng", () => {
    expect(randomId(20, seededRng(4))).toHaveLength(20);
    expect(randomId(12, seededRng(4))).toBe(randomId(12, seededRng(4)));
  });

  it("uses the whole alphabet", () => {
    const rng = seededRng(11);
    const seen = new Set<string>();
    for (let i = 0; i < 300; i += 1) for (const ch of randomId(9, rng)) seen.add(ch);
    expect(seen.size).toBe(RANDOM_ID_ALPHABET.length);
  });

  it("refuses a non-positive length", () => {
    expect(() => randomId(0)).toThrow(RangeError);
  });
});
