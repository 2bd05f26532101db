import { describe, expect, it } from "vitest";
import { textId } from "../../shared/content-id";
import { checkDeck } from "../content-check";
import { levels } from "./content";

const all = levels.flatMap((l) => l.prompts);
const count = (id: string) => levels.find((l) => l.id === id)?.prompts.length ?? 0;
const RISKY = /dirig|volante|droga|maconha|polícia|roub|furt|menor de idade|escola|colégio/i;
const EXPLICIT = /\bsexo\b|transar|trans[ae]|pelad[oa]|\bnudes?\b|pornô|porn/i;

describe("Quem é Mais Provável? content", () => {
  it("has the three levels in order, only Picante marked 18+", () => {
    expect(levels.map((l) => [l.id, l.name, l.adult])).toEqual([
      ["leve", "Leve", false],
      ["festa", "Festa", false],
      ["picante", "Picante", true],
    ]);
    for (const l of levels) expect(l.description.trim().length, l.id).toBeGreaterThan(10);
  });

  it("has at least 150 questions: about 50 leve, 60 festa and 40 picante", () => {
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(count("leve")).toBeGreaterThanOrEqual(50);
    expect(count("festa")).toBeGreaterThanOrEqual(60);
    expect(count("picante")).toBeGreaterThanOrEqual(40);
  });

  it("asks every question the same way: “Quem é mais provável de …?”", () => {
    for (const text of all) expect(text).toMatch(/^Quem é mais provável de [a-zà-ú].*\?$/);
    for (const text of all) expect(text.slice(0, -1), text).not.toMatch(/\?/);
  });

  it("passes the deck check per level and across levels (no repeats anywhere)", () => {
    for (const l of levels) expect(checkDeck(l.prompts), l.id).toEqual([]);
    expect(checkDeck(all)).toEqual([]);
  });

  it("gives every question its own stable id", () => {
    const ids = levels.flatMap((l) => l.prompts.map((t) => textId(l.id, t)));
    expect(new Set(ids).size).toBe(all.length);
  });

  it("names nobody and fills no placeholder: the votes do that", () => {
    for (const text of all) expect(text).not.toMatch(/[{}]/);
  });

  it("uses typographic quotes, each closed", () => {
    for (const text of all) {
      expect((text.match(/“/g) ?? []).length, text).toBe((text.match(/”/g) ?? []).length);
      expect(text, text).not.toMatch(/"/);
    }
  });

  it("never involves driving, drugs, the law or school, and keeps the 18+ level suggestive, not explicit", () => {
    for (const text of all) expect(text).not.toMatch(RISKY);
    for (const text of all) expect(text).not.toMatch(EXPLICIT);
  });

  it("keeps questions short enough to read aloud on a phone", () => {
    for (const text of all) expect(Array.from(text).length, text).toBeLessThanOrEqual(110);
  });

  it("keeps drinking and nightlife out of Leve, so any group can play it", () => {
    const party = /bebe|bêbad|ressaca|balada|\bbar\b|drink|copo|cerveja|vinho|festa|motel|beij/i;
    for (const text of levels[0]?.prompts ?? []) expect(text).not.toMatch(party);
  });
});
