import { describe, expect, it } from "vitest";
import { checkDeck } from "../content-check";
import { famousNames, type NameKind } from "./content";
import { FAMOUS_NAME_COUNT } from "./famous-count";
import { MAX_ENTRY_LENGTH, nameKey } from "./pool";

const count = (kind: NameKind) => famousNames.filter((n) => n.kind === kind).length;

describe("Qual Meu Nome names", () => {
  it("has at least 160 names", () => {
    expect(famousNames.length).toBeGreaterThanOrEqual(160);
    // What the setup screen says without loading the list.
    expect(FAMOUS_NAME_COUNT).toBe(famousNames.length);
  });

  it("mixes Brazilians, international stars, characters and history", () => {
    for (const kind of ["brasil", "mundo", "personagem", "historia"] as const)
      expect(count(kind), kind).toBeGreaterThanOrEqual(30);
  });

  it("has no repeats, stray spaces or braces", () => {
    expect(checkDeck(famousNames.map((n) => n.name))).toEqual([]);
    expect(new Set(famousNames.map((n) => nameKey(n.name))).size).toBe(famousNames.length);
  });

  it("fits the big card and what people may type", () => {
    for (const { name } of famousNames) {
      expect(name.length, name).toBeLessThanOrEqual(MAX_ENTRY_LENGTH);
      expect(name, name).toMatch(/^[\p{Lu}\d]/u);
    }
  });
});
