import { describe, expect, it } from "vitest";
import { checkDeck } from "../content-check";
import { categories } from "./content";

const all = categories.flatMap((c) => c.statements);
const ALCOHOL =
  /álcool|alcool|bêbad|bebad|porre|ressaca|cerveja|vinho|cacha[çc]a|\bdoses?\b|\bshots?\b|\bdrinks?\b|\bbebi\b/i;
const DRIVING = /dirigi|volante|\bcarro\b|\bmoto\b|habilita[çc][ãa]o|multa/i;
const RISKY = /droga|maconha|roubei|furtei|pulei a catraca|polícia|briga de rua/i;

describe("Eu Nunca content", () => {
  it("has at least six categories, each with a name and a description", () => {
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const c of categories) {
      expect(c.name.trim(), c.id).not.toBe("");
      expect(c.description.trim(), c.id).not.toBe("");
    }
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    expect(new Set(categories.map((c) => c.name)).size).toBe(categories.length);
  });

  it.each(categories.map((c) => [c.name, c.statements.length] as const))(
    "%s has at least 42 statements",
    (_name, count) => {
      expect(count).toBeGreaterThanOrEqual(42);
    },
  );

  it("starts every statement with “Eu nunca” and ends it with a full stop", () => {
    for (const text of all) expect(text).toMatch(/^Eu nunca [a-zà-ú].*[.!]$/);
  });

  it("passes the deck check per category and across all of them (no repeats anywhere)", () => {
    for (const c of categories) expect(checkDeck(c.statements), c.id).toEqual([]);
    expect(checkDeck(all)).toEqual([]);
  });

  it("has no placeholders: statements speak for whoever reads them", () => {
    for (const text of all) expect(text).not.toMatch(/[{}]/);
  });

  it("closes every quotation it opens", () => {
    for (const text of all) {
      expect((text.match(/“/g) ?? []).length, text).toBe((text.match(/”/g) ?? []).length);
      expect(text, text).not.toMatch(/"/);
    }
  });

  it("keeps alcohol out of the cards, so the sem-álcool mode needs no other deck", () => {
    for (const text of all) expect(text).not.toMatch(ALCOHOL);
  });

  it("never involves driving, drugs or anything illegal", () => {
    for (const text of all) {
      expect(text).not.toMatch(DRIVING);
      expect(text).not.toMatch(RISKY);
    }
  });

  it("marks only the picante category as 18+", () => {
    expect(categories.filter((c) => c.adult).map((c) => c.id)).toEqual(["picante"]);
  });

  it("keeps cards short enough to read aloud on a phone", () => {
    for (const text of all) expect(Array.from(text).length, text).toBeLessThanOrEqual(100);
  });
});
