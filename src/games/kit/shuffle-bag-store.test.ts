// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seededRng } from "../../shared/random";
import { bagKey, gameBag } from "./shuffle-bag-store";

const UNIVERSE = ["a.1", "a.2", "a.3", "b.1", "b.2"];
const A = ["a.1", "a.2", "a.3"];
const stored = (game = "jogo") => JSON.parse(localStorage.getItem(bagKey(game)) ?? "null");
const bag = (seed = 1, extra = {}) =>
  gameBag("jogo", { universe: UNIVERSE, rng: seededRng(seed), ...extra });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("gameBag: one memory per game in localStorage", () => {
  it("keeps the seen ids (ids only) under one key per game", () => {
    const id = bag().draw(A);
    expect(stored()).toEqual({ seen: [id], last: id });
  });

  it("goes on after a reload (a new bag over the same storage)", () => {
    const first = [bag(1).draw(A), bag(2).draw(A)];
    const third = bag(3).draw(A);
    expect([...first, third].sort()).toEqual(A);
  });

  it("shares the memory between selections", () => {
    const b = bag(4);
    const mixed = [b.draw(UNIVERSE), b.draw(UNIVERSE), b.draw(UNIVERSE)];
    const unseenA = A.filter((id) => !mixed.includes(id));
    const next = unseenA.map(() => b.draw(A));
    expect(next.sort()).toEqual(unseenA.sort());
  });

  it("treats garbage under its key as an empty memory", () => {
    for (const junk of ["{não é json", "42", "[]", '{"seen":"x","last":9}', "null"]) {
      localStorage.setItem(bagKey("jogo"), junk);
      expect(A).toContain(bag().draw(A));
    }
  });

  it("still draws when storage refuses writes", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const b = bag(5);
    expect(A).toContain(b.draw(A));
  });

  it("forgets ids that left the content", () => {
    localStorage.setItem(bagKey("jogo"), JSON.stringify({ seen: ["a.1", "velho"], last: "velho" }));
    bag().draw(A);
    expect(stored().seen).not.toContain("velho");
    expect(stored().seen).toContain("a.1");
  });
});

describe("gameBag: the old per-selection bags", () => {
  const legacyId = (old: string) => (/^a:\d$/.test(old) ? `a.${Number(old[2]) + 1}` : null);

  it("moves what they had drawn into the game's memory and removes them", () => {
    localStorage.setItem(
      "saideira_bag_jogo_a+b",
      JSON.stringify({ order: ["a:0", "b:0"], cursor: 1 }),
    );
    localStorage.setItem(
      "saideira_bag_jogo_a+18",
      JSON.stringify({ order: ["a:1", "a:2"], cursor: 1 }),
    );
    const id = bag(6, { legacyId }).draw(A);
    expect(id).toBe("a.3");
    expect(localStorage.getItem("saideira_bag_jogo_a+b")).toBeNull();
    expect(localStorage.getItem("saideira_bag_jogo_a+18")).toBeNull();
    expect(stored().seen.sort()).toEqual(["a.1", "a.2", "a.3"]);
  });

  it("reads extra prefixes, skips unreadable bags and leaves other games alone", () => {
    localStorage.setItem("antigo_a", JSON.stringify({ order: ["a:0"], cursor: 1 }));
    localStorage.setItem("saideira_bag_jogo_x", "{lixo");
    localStorage.setItem("saideira_bag_jogo-2_a", JSON.stringify({ order: ["a:1"], cursor: 1 }));
    const b = bag(7, { legacyId, legacyPrefixes: ["antigo_"] });
    expect(b.deal(A).at(-1)).toBe("a.1");
    expect(localStorage.getItem("antigo_a")).toBeNull();
    expect(localStorage.getItem("saideira_bag_jogo_x")).toBeNull();
    expect(localStorage.getItem("saideira_bag_jogo-2_a")).not.toBeNull();
  });

  it("keeps ids as they are by default (games whose ids were always stable)", () => {
    localStorage.setItem(
      "saideira_bag_jogo_all",
      JSON.stringify({ order: ["a.2", "a.1"], cursor: 2 }),
    );
    expect(bag(8).draw(A)).toBe("a.3");
  });

  it("only migrates once: a memory already there wins over leftovers", () => {
    localStorage.setItem(bagKey("jogo"), JSON.stringify({ seen: [], last: null }));
    localStorage.setItem(
      "saideira_bag_jogo_a",
      JSON.stringify({ order: ["a.1", "a.2"], cursor: 2 }),
    );
    bag(9).draw(["a.1"]);
    expect(localStorage.getItem("saideira_bag_jogo_a")).toBeNull();
    expect(stored()).toEqual({ seen: ["a.1"], last: "a.1" });
  });
});

describe("gameBag: a deck laid out at the start (deal and record)", () => {
  it("records what came out, and the next deal starts with the rest", () => {
    const b = bag(10);
    const deal = b.deal(A);
    b.record(deal.slice(0, 1), deal);
    b.record(deal.slice(0, 2), deal);
    b.record(deal.slice(0, 2), deal);
    expect(stored().seen.sort()).toEqual(deal.slice(0, 2).sort());
    expect(bag(11).deal(A)[0]).toBe(deal[2]);
  });

  it("writes nothing while nothing new came out", () => {
    const b = bag(12);
    b.record([], A);
    expect(localStorage.getItem(bagKey("jogo"))).toBeNull();
  });
});
