import { describe, expect, it } from "vitest";
import { ReadCache } from "./read-cache";

describe("ReadCache", () => {
  it("keeps what a read stored until the key is written", () => {
    const cache = new ReadCache<string>();
    cache.set("a", "v1", cache.ticket("a"));
    expect(cache.get("a")).toBe("v1");
    cache.forget("a");
    expect(cache.get("a")).toBeUndefined();
  });

  it("never stores a read that started before a write to its key", () => {
    const cache = new ReadCache<string>();
    const before = cache.ticket("a"); // a read starts, the row is not cached yet
    cache.forget("a"); // a write commits meanwhile
    cache.set("a", "old", before);
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", "new", cache.ticket("a"));
    expect(cache.get("a")).toBe("new");

    const racing = cache.ticket("a");
    cache.update("a", (v) => `${v}+1`); // an increment puts its result in
    expect(cache.get("a")).toBe("new+1");
    cache.set("a", "stale", racing);
    expect(cache.get("a")).toBe("new+1");
  });

  it("forgets a user's keys by prefix, including reads of them still in flight", () => {
    const cache = new ReadCache<string>();
    cache.set("u1_classic", "x", cache.ticket("u1_classic"));
    cache.set("u2_classic", "y", cache.ticket("u2_classic"));
    const inFlight = cache.ticket("u1_sueca");
    cache.forgetPrefix("u1_");
    cache.set("u1_sueca", "old", inFlight);
    expect([cache.get("u1_classic"), cache.get("u1_sueca"), cache.get("u2_classic")]).toEqual([
      undefined,
      undefined,
      "y",
    ]);
  });

  it("drops the oldest keys past its size, and a dropped key's read in flight does not store", () => {
    const cache = new ReadCache<number>(2);
    const late = cache.ticket("c");
    cache.set("a", 1, cache.ticket("a"));
    cache.set("b", 2, cache.ticket("b"));
    cache.set("d", 4, cache.ticket("d"));
    expect([cache.get("a"), cache.get("b"), cache.get("d"), cache.size]).toEqual([
      undefined,
      2,
      4,
      2,
    ]);
    cache.set("c", 3, late);
    expect(cache.get("c")).toBeUndefined();
  });
});
