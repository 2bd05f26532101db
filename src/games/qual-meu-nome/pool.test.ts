import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import { memoryBag } from "../../shared/shuffle-bag";
import { famousNames } from "./content";
import {
  buildPool,
  drawFromList,
  entryProblems,
  listKeys,
  NAME_UNAVAILABLE,
  nameKey,
  suggestName,
} from "./pool";

const rng = () => seededRng(7);

describe("names", () => {
  it("are the same name whatever the case, accents or punctuation", () => {
    expect(nameKey("Pelé")).toBe(nameKey("  pele! "));
    expect(nameKey("Saci-Pererê")).toBe(nameKey("saci perere"));
  });
});

describe("a person's secret names", () => {
  it("are fine when filled, new and different", () => {
    expect(entryProblems(["Minha avó", "Xuxa"], ["Pelé"])).toEqual([null, null]);
  });

  it("can't be blank", () => {
    expect(entryProblems(["  ", "Xuxa"], [])).toEqual(["Escreva um nome", null]);
  });

  it("can't repeat on the same screen", () => {
    expect(entryProblems(["Xuxa", "xuxa"], [])[1]).toBe("Você já escreveu esse nome");
  });

  it("can't be already in the pool", () => {
    expect(entryProblems(["pele"], ["Pelé"])[0]).toBe(NAME_UNAVAILABLE);
  });

  it("can't be too long or only punctuation", () => {
    expect(entryProblems(["a".repeat(41), "!!!"], [])).toEqual([
      "No máximo 40 letras",
      "Use letras ou números",
    ]);
  });
});

describe("the built-in list", () => {
  it("draws the number asked, without repeats", () => {
    const drawn = drawFromList(40, [], rng());
    expect(drawn).toHaveLength(40);
    expect(new Set(drawn).size).toBe(40);
  });

  it("never draws a name already in the pool", () => {
    const drawn = drawFromList(5, ["pele", "XUXA"], rng(), ["Pelé", "Xuxa", "Shrek"]);
    expect(drawn).toEqual(["Shrek"]);
  });

  it("draws a different selection with a different seed", () => {
    expect(drawFromList(10, [], seededRng(1))).not.toEqual(drawFromList(10, [], seededRng(2)));
  });

  it("suggests a name nobody wrote, or nothing when the list ran out", () => {
    const all = famousNames.map((n) => n.name);
    const idea = suggestName(all.slice(1), rng());
    expect(idea).toBe(all[0]);
    expect(suggestName(all, rng())).toBeNull();
  });
});

describe("the pool", () => {
  it("keeps typed names first, drops their repeats and adds the drawn ones", () => {
    const pool = buildPool(["Minha avó", " minha  avo ", "Pelé"], 10, rng());
    expect(pool.slice(0, 2)).toEqual(["Minha avó", "Pelé"]);
    expect(pool).toHaveLength(12);
    expect(pool.slice(2).map(nameKey)).not.toContain(nameKey("Pelé"));
  });

  it("can be made of typed names only", () => {
    expect(buildPool(["A1", "B2"], 0, rng())).toEqual(["A1", "B2"]);
  });
});

describe("names across games (the game's shuffle bag)", () => {
  it("a second, third ... game brings names not played yet, until the whole list was used", () => {
    const rng = seededRng(7);
    const draw = memoryBag(rng, listKeys);
    const games = Math.floor(listKeys.length / 20);
    const used = new Set<string>();
    for (let g = 0; g < games; g++) {
      const pool = buildPool(["Minha Vó"], 20, rng, draw);
      expect(pool[0]).toBe("Minha Vó");
      for (const name of pool.slice(1)) {
        expect(used.has(nameKey(name)), `${name} came back in game ${g + 1}`).toBe(false);
        used.add(nameKey(name));
      }
    }
    expect(used.size).toBe(games * 20);
  });

  it("never draws a typed name from the list, with or without the bag", () => {
    const rng = seededRng(3);
    const typed = drawFromList(5, [], rng);
    const pool = buildPool(typed, 50, rng, memoryBag(rng, listKeys));
    expect(new Set(pool.map(nameKey)).size).toBe(pool.length);
    expect(pool).toHaveLength(55);
  });
});
