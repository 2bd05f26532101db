import { describe, expect, it } from "vitest";
import { categories } from "./content";
import {
  allowedCategories,
  allStatementIds,
  CATEGORY_IDS,
  categoryById,
  deckIds,
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
    expect(new Set(ids.map((id) => statementById(id)?.category.id))).toEqual(
      new Set(["classico", "viagem", "trabalho"]),
    );
  });

  it("leaves the picante cards out without the 18+ setting", () => {
    expect(deckIds(["picante"], false)).toEqual([]);
    expect(deckIds(["picante"], true)).toHaveLength(total(["picante"]));
  });

  it("names statements by category and text, not position: unique ids across the game", () => {
    expect(new Set(allStatementIds).size).toBe(total([...CATEGORY_IDS]));
    for (const id of deckIds(["festa"], false)) expect(id).toMatch(/^festa\.[0-9a-z]{7}$/);
    expect(deckIds(["viagem"], false)).toEqual(
      deckIds(["festa", "viagem"], false).filter((id) => id.startsWith("viagem.")),
    );
  });

  it("reads a statement back from its id", () => {
    const first = categories[0]?.statements[0];
    const id = deckIds(["classico"], false)[0] ?? "";
    expect(statementById(id)).toMatchObject({ text: first });
    expect(statementById(id)?.category.id).toBe("classico");
  });

  it("returns null for unknown ids, the old positional ones included", () => {
    for (const id of ["classico:0", "nada.0000000", "", "festa"]) {
      expect(statementById(id)).toBeNull();
    }
  });

  it("tells the 18+ cards apart", () => {
    expect(isAdultCard(deckIds(["picante"], true)[0] ?? "")).toBe(true);
    expect(isAdultCard(deckIds(["festa"], false)[0] ?? "")).toBe(false);
    expect(isAdultCard("nada:0")).toBe(false);
  });
});
