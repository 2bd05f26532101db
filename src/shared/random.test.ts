import { describe, expect, it } from "vitest";
import { PLAYER_ID_LENGTH } from "./constants";
import {
  cryptoRng,
  drawFromBag,
  isShuffleBagState,
  pick,
  RANDOM_ID_ALPHABET,
  type Rng,
  randomId,
  type ShuffleBagState,
  seededRng,
  shuffle,
} from "./random";

const DECK = ["a", "b", "c", "d", "e", "f", "g"];

function drawMany(ids: readonly string[], count: number, rng: Rng, start: ShuffleBagState | null) {
  let state = start;
  const drawn: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const result = drawFromBag(state, ids, rng);
    drawn.push(result.id);
    state = result.state;
  }
  return { drawn, state };
}

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

describe("drawFromBag", () => {
  it("draws every id once before repeating any, over several rounds", () => {
    const { drawn } = drawMany(DECK, DECK.length * 5, seededRng(21), null);
    for (let round = 0; round < 5; round += 1) {
      const slice = drawn.slice(round * DECK.length, (round + 1) * DECK.length);
      expect([...slice].sort()).toEqual([...DECK].sort());
    }
  });

  it("never repeats the last id of a round as the first of the next", () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { drawn } = drawMany(["x", "y", "z"], 3 * 6, seededRng(seed), null);
      for (let i = 1; i < drawn.length; i += 1) expect(drawn[i]).not.toBe(drawn[i - 1]);
    }
  });

  it("still avoids the immediate repeat with a two-id deck", () => {
    const { drawn } = drawMany(["x", "y"], 40, seededRng(8), null);
    for (let i = 1; i < drawn.length; i += 1) expect(drawn[i]).not.toBe(drawn[i - 1]);
  });

  it("keeps returning the only id of a one-id deck", () => {
    const { drawn } = drawMany(["solo"], 5, seededRng(1), null);
    expect(drawn).toEqual(["solo", "solo", "solo", "solo", "solo"]);
  });

  it("is deterministic with a seeded rng", () => {
    expect(drawMany(DECK, 20, seededRng(99), null).drawn).toEqual(
      drawMany(DECK, 20, seededRng(99), null).drawn,
    );
  });

  it("does not modify the given state and returns plain serialisable data", () => {
    const first = drawFromBag(null, DECK, seededRng(2));
    const snapshot = JSON.parse(JSON.stringify(first.state)) as ShuffleBagState;
    drawFromBag(first.state, DECK, seededRng(3));
    expect(first.state).toEqual(snapshot);
    const next = drawFromBag(snapshot, DECK, seededRng(3));
    expect(JSON.parse(JSON.stringify(next.state))).toEqual(next.state);
    expect(isShuffleBagState(next.state)).toBe(true);
  });

  it("continues the round from a state read back from storage", () => {
    const rng = seededRng(31);
    const { drawn: before, state } = drawMany(DECK, 3, rng, null);
    const restored = JSON.parse(JSON.stringify(state)) as ShuffleBagState;
    const { drawn: after } = drawMany(DECK, 4, rng, restored);
    expect([...before, ...after].sort()).toEqual([...DECK].sort());
  });

  it("never draws an id removed from the deck", () => {
    const rng = seededRng(12);
    const { state } = drawMany(DECK, 2, rng, null);
    const smaller = DECK.filter((id) => id !== "c" && id !== "f");
    const { drawn } = drawMany(smaller, 20, rng, state);
    expect(drawn).not.toContain("c");
    expect(drawn).not.toContain("f");
  });

  it("finishes the round with the remaining ids after a removal", () => {
    const rng = seededRng(13);
    const { drawn: before, state } = drawMany(DECK, 3, rng, null);
    const removed = DECK.find((id) => !before.includes(id)) as string;
    const smaller = DECK.filter((id) => id !== removed);
    const { drawn: after } = drawMany(smaller, smaller.length - 3, rng, state);
    expect([...before, ...after].sort()).toEqual([...smaller].sort());
  });

  it("puts added ids among the not-yet-drawn part of the round", () => {
    const rng = seededRng(14);
    const { drawn: before, state } = drawMany(DECK, 4, rng, null);
    const bigger = [...DECK, "h", "i"];
    const { drawn: after, state: end } = drawMany(bigger, bigger.length - 4, rng, state);
    expect([...before, ...after].sort()).toEqual([...bigger].sort());
    expect(end?.cursor).toBe(end?.order.length);
  });

  it("draws ids added after a finished round before reshuffling", () => {
    const rng = seededRng(15);
    const { state } = drawMany(["a", "b"], 2, rng, null);
    const { drawn } = drawMany(["a", "b", "c"], 1, rng, state);
    expect(drawn).toEqual(["c"]);
  });

  it("spreads added ids over random positions", () => {
    const positions = new Set<number>();
    for (let seed = 0; seed < 100; seed += 1) {
      const rng = seededRng(seed);
      const { state } = drawMany(DECK, 1, rng, null);
      const { drawn } = drawMany([...DECK, "new"], DECK.length, rng, state);
      positions.add(drawn.indexOf("new"));
    }
    expect(positions.size).toBeGreaterThan(3);
  });

  it("starts a fresh round from a corrupt state", () => {
    const corrupt = { order: ["a", "a"], cursor: 9 } as ShuffleBagState;
    const { drawn } = drawMany(DECK, DECK.length, seededRng(16), corrupt);
    expect([...drawn].sort()).toEqual([...DECK].sort());
  });

  it("ignores duplicate ids in the deck", () => {
    const { drawn } = drawMany(["a", "a", "b"], 2, seededRng(17), null);
    expect([...drawn].sort()).toEqual(["a", "b"]);
  });

  it("throws on an empty deck", () => {
    expect(() => drawFromBag(null, [], seededRng(1))).toThrow(RangeError);
  });
});

describe("isShuffleBagState", () => {
  it("accepts valid states and rejects foreign data", () => {
    expect(isShuffleBagState({ order: ["a", "b"], cursor: 2 })).toBe(true);
    expect(isShuffleBagState({ order: [], cursor: 0 })).toBe(true);
    expect(isShuffleBagState(null)).toBe(false);
    expect(isShuffleBagState("x")).toBe(false);
    expect(isShuffleBagState({ order: ["a"], cursor: 2 })).toBe(false);
    expect(isShuffleBagState({ order: ["a"], cursor: -1 })).toBe(false);
    expect(isShuffleBagState({ order: ["a"], cursor: 0.5 })).toBe(false);
    expect(isShuffleBagState({ order: [1], cursor: 0 })).toBe(false);
    expect(isShuffleBagState({ order: ["a", "a"], cursor: 0 })).toBe(false);
  });
});
