import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import { categories } from "./content";
import {
  allowedCategories,
  buildDeck,
  CATEGORY_IDS,
  categoryById,
  deckIds,
  deckKey,
  isAdultCard,
  isCategoryId,
  statementById,
} from "./deck";

const total = (ids: readonly string[]) =>
  categories.filter((c) => ids.includes(c.id)).reduce((n, c) => n + c.statements.length, 0);

describe("Eu Nunca: categories", () => {
  it("has the six themes, in catalogue order", () => {
    expect(CATEGORY_IDS).toEqual([
      "classico",
      "festa",
      "viagem",
      "trabalho",
      "relacionamentos",
      "picante",
    ]);
  });

  it("recognises only known category ids", () => {
    expect(isCategoryId("festa")).toBe(true);
    expect(isCategoryId("hardcore")).toBe(false);
    expect(isCategoryId(3)).toBe(false);
  });

  it("finds a category by id", () => {
    expect(categoryById("trabalho")?.name).toBe("Trabalho e Faculdade");
  });

  it("keeps the chosen categories once each, in catalogue order", () => {
    expect(allowedCategories(["viagem", "classico", "viagem"], false)).toEqual([
      "classico",
      "viagem",
    ]);
  });

  it("drops the 18+ category while the profile's 18+ setting is off", () => {
    expect(allowedCategories(["festa", "picante"], false)).toEqual(["festa"]);
    expect(allowedCategories(["festa", "picante"], true)).toEqual(["festa", "picante"]);
  });
});

describe("Eu Nunca: decks", () => {
  it("has one id per statement of a category", () => {
    expect(deckIds(["festa"], false)).toHaveLength(total(["festa"]));
  });

  it("mixes several categories", () => {
    const ids = deckIds(["classico", "viagem", "trabalho"], false);
    expect(ids).toHaveLength(total(["classico", "viagem", "trabalho"]));
    expect(new Set(ids.map((id) => id.split(":")[0]))).toEqual(
      new Set(["classico", "viagem", "trabalho"]),
    );
  });

  it("leaves the picante cards out without the 18+ setting", () => {
    expect(deckIds(["picante"], false)).toEqual([]);
    expect(deckIds(["picante"], true)).toHaveLength(total(["picante"]));
  });

  it("names a mix the same whatever the order it was picked in", () => {
    expect(deckKey(["viagem", "classico"])).toBe("classico+viagem");
    expect(deckKey(["classico", "viagem", "classico"])).toBe("classico+viagem");
  });

  it("reads a statement back from its id", () => {
    const first = categories[0]?.statements[0];
    expect(statementById("classico:0")).toMatchObject({ text: first });
    expect(statementById("classico:0")?.category.id).toBe("classico");
  });

  it("returns null for unknown ids", () => {
    for (const id of ["classico:999", "nada:0", "", "festa"]) expect(statementById(id)).toBeNull();
  });

  it("tells the 18+ cards apart", () => {
    expect(isAdultCard("picante:0")).toBe(true);
    expect(isAdultCard("festa:0")).toBe(false);
    expect(isAdultCard("nada:0")).toBe(false);
  });
});

describe("Eu Nunca: deck order across games", () => {
  const ids = deckIds(["festa"], false);

  it("shuffles every card once when there is no earlier game", () => {
    const deck = buildDeck(null, ids, seededRng(1));
    expect([...deck].sort()).toEqual([...ids].sort());
    expect(deck).not.toEqual(ids);
  });

  it("is the same for the same seed", () => {
    expect(buildDeck(null, ids, seededRng(7))).toEqual(buildDeck(null, ids, seededRng(7)));
  });

  it("puts the cards not seen in the last game first", () => {
    const previous = { order: ids, cursor: 10 };
    const deck = buildDeck(previous, ids, seededRng(2));
    expect(new Set(deck.slice(0, ids.length - 10))).toEqual(new Set(ids.slice(10)));
    expect(new Set(deck.slice(ids.length - 10))).toEqual(new Set(ids.slice(0, 10)));
  });

  it("reshuffles everything once every card was seen", () => {
    const deck = buildDeck({ order: ids, cursor: ids.length }, ids, seededRng(3));
    expect([...deck].sort()).toEqual([...ids].sort());
  });

  it("drops cards no longer in the mix and counts new ones as unseen", () => {
    const festa = deckIds(["festa"], false);
    const both = deckIds(["festa", "viagem"], false);
    const deck = buildDeck({ order: festa, cursor: festa.length }, both, seededRng(4));
    expect(deck).toHaveLength(both.length);
    const viagem = both.length - festa.length;
    expect(deck.slice(0, viagem).every((id) => id.startsWith("viagem:"))).toBe(true);
  });

  it("three games in a row see no card twice until every card was seen", () => {
    const perGame = Math.floor(ids.length / 3);
    expect(perGame).toBeGreaterThan(0);
    let previous: { order: string[]; cursor: number } | null = null;
    const seen: string[] = [];
    for (let game = 0; game < 4; game += 1) {
      const deck = buildDeck(previous, ids, seededRng(10 + game));
      const take = Math.min(perGame, ids.length - seen.length);
      if (take === 0) break;
      seen.push(...deck.slice(0, take));
      previous = { order: deck, cursor: take };
    }
    expect(seen).toHaveLength(ids.length);
    expect(new Set(seen).size).toBe(ids.length);
  });

  it("keeps the order of the cards not seen yet", () => {
    const deck = buildDeck({ order: ids, cursor: 4 }, ids, seededRng(6));
    expect(deck.slice(0, ids.length - 4)).toEqual(ids.slice(4));
  });

  it("never repeats a card inside one deck", () => {
    const deck = buildDeck(
      { order: [...ids, ...ids.slice(0, 3)], cursor: 5 },
      [...ids, ...ids],
      seededRng(5),
    );
    expect(new Set(deck).size).toBe(deck.length);
  });
});
