import { describe, expect, it } from "vitest";
import { type Rng, seededRng } from "./random";
import {
  type BagMemory,
  dealOrder,
  drawFromBag,
  EMPTY_BAG,
  markSeen,
  parseBagMemory,
  recordDealt,
} from "./shuffle-bag";

const DECK = ["a", "b", "c", "d", "e", "f", "g"];
const sorted = (ids: readonly string[]) => [...ids].sort();

function drawMany(
  ids: readonly string[],
  count: number,
  rng: Rng,
  start: BagMemory | null,
  universe?: readonly string[],
) {
  let memory = start;
  const drawn: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const result = drawFromBag(memory, ids, rng, universe);
    drawn.push(result.id);
    memory = result.memory;
  }
  return { drawn, memory: memory as BagMemory };
}

describe("drawFromBag: one selection", () => {
  it("draws every id once before repeating any, over several rounds", () => {
    const { drawn } = drawMany(DECK, DECK.length * 5, seededRng(21), null);
    for (let round = 0; round < 5; round += 1) {
      const slice = drawn.slice(round * DECK.length, (round + 1) * DECK.length);
      expect(sorted(slice)).toEqual(sorted(DECK));
    }
  });

  it("never repeats the last id of a round as the first of the next", () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const { drawn } = drawMany(["x", "y", "z"], 3 * 6, seededRng(seed), null);
      for (let i = 1; i < drawn.length; i += 1) expect(drawn[i]).not.toBe(drawn[i - 1]);
    }
  });

  it("still avoids the immediate repeat with a two-id selection", () => {
    const { drawn } = drawMany(["x", "y"], 40, seededRng(8), null);
    for (let i = 1; i < drawn.length; i += 1) expect(drawn[i]).not.toBe(drawn[i - 1]);
  });

  it("keeps returning the only id of a one-id selection", () => {
    const { drawn } = drawMany(["solo"], 4, seededRng(1), null);
    expect(drawn).toEqual(["solo", "solo", "solo", "solo"]);
  });

  it("is deterministic with a seeded rng", () => {
    expect(drawMany(DECK, 20, seededRng(99), null).drawn).toEqual(
      drawMany(DECK, 20, seededRng(99), null).drawn,
    );
  });

  it("puts every id first about equally often", () => {
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 7000; seed += 1) {
      const { id } = drawFromBag(null, DECK, seededRng(seed));
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const id of DECK) expect(counts.get(id)).toBeGreaterThan(850);
  });

  it("does not modify the given memory and returns plain serialisable data", () => {
    const first = drawFromBag(null, DECK, seededRng(2));
    const snapshot = JSON.parse(JSON.stringify(first.memory)) as BagMemory;
    drawFromBag(first.memory, DECK, seededRng(3));
    expect(first.memory).toEqual(snapshot);
    const next = drawFromBag(snapshot, DECK, seededRng(3));
    expect(JSON.parse(JSON.stringify(next.memory))).toEqual(next.memory);
  });

  it("goes on with the round from a memory read back from storage", () => {
    const rng = seededRng(31);
    const { drawn: before, memory } = drawMany(DECK, 3, rng, null);
    const restored = parseBagMemory(JSON.parse(JSON.stringify(memory)));
    const { drawn: after } = drawMany(DECK, 4, rng, restored);
    expect(sorted([...before, ...after])).toEqual(sorted(DECK));
  });

  it("keeps ids only: the memory holds the seen ids and the last one", () => {
    const { drawn, memory } = drawMany(DECK, 3, seededRng(5), null);
    expect(sorted(memory.seen)).toEqual(sorted(drawn));
    expect(memory.last).toBe(drawn[2]);
  });

  it("ignores repeated ids in the selection", () => {
    const { drawn } = drawMany(["a", "a", "b"], 2, seededRng(17), null);
    expect(sorted(drawn)).toEqual(["a", "b"]);
  });

  it("throws on an empty selection", () => {
    expect(() => drawFromBag(null, [], seededRng(1))).toThrow(RangeError);
  });
});

describe("drawFromBag: switching selections", () => {
  const classic = ["c1", "c2", "c3", "c4"];
  const family = ["f1", "f2", "f3", "f4"];

  it("does not bring back ids seen under a bigger selection (Clássico+Família, then Clássico)", () => {
    const rng = seededRng(40);
    const { drawn: mixed, memory } = drawMany([...classic, ...family], 5, rng, null);
    const seenClassic = mixed.filter((id) => classic.includes(id));
    const unseenClassic = classic.filter((id) => !seenClassic.includes(id));
    const { drawn } = drawMany(classic, unseenClassic.length, rng, memory);
    expect(sorted(drawn)).toEqual(sorted(unseenClassic));
  });

  it("does not bring back ids seen under a smaller selection (Clássico, then Clássico+Família)", () => {
    const rng = seededRng(41);
    const { drawn: first, memory } = drawMany(classic, 2, rng, null);
    const { drawn } = drawMany([...classic, ...family], 6, rng, memory);
    expect(sorted([...first, ...drawn])).toEqual(sorted([...classic, ...family]));
  });

  it("starts a selection over forgetting only its own ids", () => {
    const rng = seededRng(42);
    const { memory: afterMix } = drawMany([...classic, ...family], 6, rng, null);
    const { memory } = drawMany(classic, 5, rng, afterMix);
    // Clássico ran out and started over: one of its ids is seen in the new round...
    expect(memory.seen.filter((id) => classic.includes(id))).toHaveLength(1);
    // ...while Família's seen ids are untouched.
    expect(sorted(memory.seen.filter((id) => family.includes(id)))).toEqual(
      sorted(afterMix.seen.filter((id) => family.includes(id))),
    );
  });

  it("back to the mix after a restart: unseen Família ids come before any repeat", () => {
    const rng = seededRng(43);
    const { memory: afterMix } = drawMany([...classic, ...family], 6, rng, null);
    const unseenFamily = family.filter((id) => !afterMix.seen.includes(id));
    const { memory: afterClassic } = drawMany(classic, 4, rng, afterMix);
    const unseenAll = [...classic, ...family].filter((id) => !afterClassic.seen.includes(id));
    const { drawn } = drawMany([...classic, ...family], unseenAll.length, rng, afterClassic);
    expect(sorted(drawn)).toEqual(sorted(unseenAll));
    for (const id of unseenFamily) expect(drawn).toContain(id);
  });

  it("two selections sharing no ids never disturb each other (truths and dares)", () => {
    const rng = seededRng(44);
    let memory: BagMemory | null = null;
    const truths: string[] = [];
    const dares: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const t = drawFromBag(memory, ["t1", "t2", "t3", "t4"], rng);
      truths.push(t.id);
      const d = drawFromBag(t.memory, ["d1", "d2"], rng);
      dares.push(d.id);
      memory = d.memory;
    }
    expect(sorted(truths.slice(0, 4))).toEqual(["t1", "t2", "t3", "t4"]);
    expect(sorted(truths.slice(4))).toEqual(["t1", "t2", "t3", "t4"]);
    for (let i = 0; i < 8; i += 2) expect(sorted(dares.slice(i, i + 2))).toEqual(["d1", "d2"]);
  });

  it("18+ off then on: adult ids seen before stay seen, unseen ones come first", () => {
    const safe = ["s1", "s2", "s3"];
    const adult = ["x1", "x2", "x3"];
    const rng = seededRng(45);
    const { drawn: withAdult, memory: on } = drawMany([...safe, ...adult], 4, rng, null);
    const { memory: off } = drawMany(safe, 3, rng, on);
    expect(off.seen.filter((id) => adult.includes(id))).toEqual(
      on.seen.filter((id) => adult.includes(id)),
    );
    const unseen = [...safe, ...adult].filter((id) => !off.seen.includes(id));
    const { drawn } = drawMany([...safe, ...adult], unseen.length, rng, off);
    expect(sorted(drawn)).toEqual(sorted(unseen));
    for (const id of withAdult.filter((i) => adult.includes(i))) expect(drawn).not.toContain(id);
  });

  it("18+ on then off: the safe part of the selection is what runs out and starts over", () => {
    const safe = ["s1", "s2"];
    const adult = ["x1", "x2"];
    const rng = seededRng(46);
    const { memory } = drawMany([...safe, ...adult], 4, rng, null);
    const { drawn, memory: after } = drawMany(safe, 2, rng, memory);
    expect(sorted(drawn)).toEqual(safe);
    expect(sorted(after.seen)).toEqual(sorted([...adult, ...safe]));
    expect(drawn[0]).not.toBe(memory.last);
  });
});

describe("drawFromBag: the content changed between sessions", () => {
  it("never draws an id that left the content, and forgets it", () => {
    const rng = seededRng(12);
    const { memory } = drawMany(DECK, 3, rng, null);
    const smaller = DECK.filter((id) => id !== memory.seen[0] && id !== "g");
    const { drawn, memory: after } = drawMany(smaller, 12, rng, memory, smaller);
    expect(drawn).not.toContain("g");
    expect(drawn).not.toContain(memory.seen[0]);
    expect(after.seen.every((id) => smaller.includes(id))).toBe(true);
  });

  it("finishes the round with the remaining ids after a removal", () => {
    const rng = seededRng(13);
    const { drawn: before, memory } = drawMany(DECK, 3, rng, null);
    const removed = DECK.find((id) => !before.includes(id)) as string;
    const smaller = DECK.filter((id) => id !== removed);
    const { drawn: after } = drawMany(smaller, smaller.length - 3, rng, memory, smaller);
    expect(sorted([...before, ...after])).toEqual(sorted(smaller));
  });

  it("draws added ids before anything repeats", () => {
    const rng = seededRng(14);
    const { drawn: before, memory } = drawMany(DECK, 4, rng, null);
    const bigger = [...DECK, "h", "i"];
    const { drawn: after } = drawMany(bigger, bigger.length - 4, rng, memory, bigger);
    expect(sorted([...before, ...after])).toEqual(sorted(bigger));
  });

  it("draws ids added after a finished round before starting over", () => {
    const rng = seededRng(15);
    const { memory } = drawMany(["a", "b"], 2, rng, null);
    expect(drawMany(["a", "b", "c"], 1, rng, memory).drawn).toEqual(["c"]);
  });

  it("spreads added ids over random positions of the round", () => {
    const positions = new Set<number>();
    for (let seed = 0; seed < 100; seed += 1) {
      const rng = seededRng(seed);
      const { memory } = drawMany(DECK, 1, rng, null);
      const { drawn } = drawMany([...DECK, "new"], DECK.length, rng, memory);
      positions.add(drawn.indexOf("new"));
    }
    expect(positions.size).toBeGreaterThan(3);
  });

  it("forgets a removed last id, so it never blocks the new round", () => {
    const { id } = drawFromBag(
      { seen: ["a", "b", "gone"], last: "gone" },
      ["a", "b"],
      seededRng(3),
      ["a", "b"],
    );
    expect(["a", "b"]).toContain(id);
    const memory = drawFromBag({ seen: ["a", "gone"], last: "gone" }, ["a", "b"], seededRng(3), [
      "a",
      "b",
    ]).memory;
    expect(memory).toEqual({ seen: ["a", "b"], last: "b" });
  });

  it("without a universe, ids of other selections are kept as they are", () => {
    const { memory } = drawFromBag({ seen: ["elsewhere"], last: null }, ["a"], seededRng(1));
    expect(memory.seen).toEqual(["elsewhere", "a"]);
  });
});

describe("parseBagMemory: corrupt stored state", () => {
  it("reads garbage as an empty memory", () => {
    for (const junk of [null, undefined, 42, "texto", true, [], ["a"], () => 1]) {
      expect(parseBagMemory(junk)).toEqual(EMPTY_BAG);
    }
  });

  it("keeps what is usable and drops the rest", () => {
    expect(
      parseBagMemory({ seen: ["a", 1, null, "a", "", "b", "x".repeat(201)], last: 7 }),
    ).toEqual({ seen: ["a", "b"], last: null });
    expect(parseBagMemory({ seen: "a", last: "b" })).toEqual({ seen: [], last: "b" });
  });

  it("reads an old bag ({order, cursor}) as empty: those are migrated, not parsed", () => {
    expect(parseBagMemory({ order: ["a"], cursor: 1 })).toEqual(EMPTY_BAG);
  });

  it("is not fooled by prototype keys", () => {
    const hostile = JSON.parse('{"__proto__":{"seen":["a"]},"constructor":{"prototype":{}}}');
    expect(parseBagMemory(hostile)).toEqual(EMPTY_BAG);
  });

  it("draws normally from a corrupt memory", () => {
    const corrupt = { seen: [1, "a", "a"], last: {} } as unknown as BagMemory;
    const { drawn } = drawMany(DECK, DECK.length - 1, seededRng(16), corrupt);
    expect(sorted(drawn)).toEqual(sorted(DECK.filter((id) => id !== "a")));
  });

  it("a memory where the whole selection is seen starts it over", () => {
    const { drawn } = drawMany(["a", "b"], 2, seededRng(3), { seen: ["a", "b"], last: "a" });
    expect(drawn).toEqual(["b", "a"]);
  });
});

describe("markSeen", () => {
  it("adds an unseen id and makes it the last one", () => {
    expect(markSeen(EMPTY_BAG, "a", ["a", "b"])).toEqual({ seen: ["a"], last: "a" });
  });

  it("a seen id after the whole selection was seen starts the selection over", () => {
    const memory = { seen: ["z", "a", "b"], last: "b" };
    expect(markSeen(memory, "a", ["a", "b"])).toEqual({ seen: ["z", "a"], last: "a" });
  });

  it("a seen id while the selection is not finished only moves the last id", () => {
    expect(markSeen({ seen: ["a"], last: "a" }, "a", ["a", "b"])).toEqual({
      seen: ["a"],
      last: "a",
    });
  });
});

describe("dealOrder and recordDealt (a deck laid out at the start)", () => {
  const S = ["a", "b", "c", "d", "e"];

  it("deals the unseen ids first, then the seen ones", () => {
    const deal = dealOrder({ seen: ["b", "d", "other"], last: "d" }, S, seededRng(2));
    expect(sorted(deal.slice(0, 3))).toEqual(["a", "c", "e"]);
    expect(sorted(deal.slice(3))).toEqual(["b", "d"]);
  });

  it("never starts with the last id shown when everything was seen", () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const deal = dealOrder({ seen: [...S], last: "c" }, S, seededRng(seed));
      expect(deal[0]).not.toBe("c");
      expect(sorted(deal)).toEqual(sorted(S));
    }
  });

  it("recording the same part twice changes nothing", () => {
    const deal = dealOrder(null, S, seededRng(4));
    const once = recordDealt(null, deal.slice(0, 3), S);
    expect(recordDealt(once, deal.slice(0, 3), S)).toEqual(once);
    expect(sorted(once.seen)).toEqual(sorted(deal.slice(0, 3)));
  });

  it("recording a longer part adds only the new ids, even across a restart", () => {
    const memory: BagMemory = { seen: ["a", "b", "c"], last: "c" };
    const deal = dealOrder(memory, S, seededRng(5));
    let m = memory;
    for (let k = 1; k <= deal.length; k += 1) {
      m = recordDealt(m, deal.slice(0, k), S);
      m = recordDealt(m, deal.slice(0, k), S); // saved twice: no harm
    }
    // d and e were new; then a, b, c came out again as the selection's next round.
    expect(sorted(m.seen)).toEqual(["a", "b", "c"]);
    expect(m.last).toBe(deal[4]);
  });

  it("a second game goes on where the first one stopped", () => {
    const rng = seededRng(6);
    const first = dealOrder(null, S, rng);
    const afterFirst = recordDealt(null, first.slice(0, 2), S);
    const second = dealOrder(afterFirst, S, rng);
    expect(sorted(second.slice(0, 3))).toEqual(
      sorted(S.filter((id) => !first.slice(0, 2).includes(id))),
    );
  });

  it("records ids that left the content as nothing", () => {
    const m = recordDealt(null, ["a", "gone", "b"], ["a", "b", "gone"], ["a", "b"]);
    expect(m.seen).toEqual(["a", "b"]);
  });

  it("throws on an empty selection", () => {
    expect(() => dealOrder(null, [], seededRng(1))).toThrow(RangeError);
  });
});
