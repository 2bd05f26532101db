// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { bagKey, loadBagMemory, saveBagMemory } from "./shuffle-bag-store";

describe("device bag memory", () => {
  beforeEach(() => localStorage.clear());

  it("keeps what a game saw for the next game of the same kind", () => {
    saveBagMemory("classic", { seen: ["a", "b"], last: "b" });
    expect(loadBagMemory("classic")).toEqual({ seen: ["a", "b"], last: "b" });
    expect(loadBagMemory("sueca")).toEqual({ seen: [], last: null });
  });

  it("forgets ids no longer in the content and reads garbage as an empty memory", () => {
    saveBagMemory("classic", { seen: ["a", "gone"], last: "gone" });
    expect(loadBagMemory("classic", ["a", "b"])).toEqual({ seen: ["a"], last: null });
    localStorage.setItem(bagKey("classic"), "{not json");
    expect(loadBagMemory("classic")).toEqual({ seen: [], last: null });
  });
});
