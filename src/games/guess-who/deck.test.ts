import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import { THEME_IDS, themes } from "./content";
import { deckIds, deckKey, memoryDraw, normaliseThemes, wordById, wordText } from "./deck";

const size = (id: string) => themes.find((t) => t.id === id)?.words.length ?? 0;

describe("Quem Sou Eu: decks", () => {
  it("has one id per word of a single theme", () => {
    expect(deckIds(["animais"])).toHaveLength(size("animais"));
  });

  it("mixes several themes into one deck", () => {
    const ids = deckIds(["comidas", "lugares", "famosos"]);
    expect(ids).toHaveLength(size("comidas") + size("lugares") + size("famosos"));
    expect(new Set(ids.map((id) => id.split(":")[0]))).toEqual(
      new Set(["comidas", "lugares", "famosos"]),
    );
  });

  it("gives an empty deck when no theme is chosen", () => {
    expect(deckIds([])).toEqual([]);
  });

  it("resolves every id back to its word and theme", () => {
    for (const id of deckIds([...THEME_IDS])) {
      const found = wordById(id);
      expect(found, id).not.toBeNull();
      expect(id.startsWith(`${found?.theme.id}:`)).toBe(true);
      expect(wordText(id)).toBe(found?.word);
    }
  });

  it("answers null for unknown ids", () => {
    expect(wordById("animais:999")).toBeNull();
    expect(wordById("nada:0")).toBeNull();
    expect(wordText("lixo")).toBe("");
  });

  it("names a mix the same whatever the picking order", () => {
    expect(deckKey(["lugares", "animais"])).toBe("animais+lugares");
    expect(deckKey(["animais", "lugares"])).toBe("animais+lugares");
  });

  it("normalises chosen themes to the picker order without repeats", () => {
    expect(normaliseThemes(["objetos", "famosos", "objetos"])).toEqual(["famosos", "objetos"]);
  });
});

describe("Quem Sou Eu: shuffle bag", () => {
  it("never repeats a word until the mixed deck is exhausted", () => {
    const chosen = ["animais", "objetos"] as const;
    const ids = deckIds(chosen);
    const draw = memoryDraw(seededRng(3));
    const drawn = ids.map(() => draw(deckKey(chosen), ids));
    expect(new Set(drawn).size).toBe(ids.length);
    expect(new Set(drawn)).toEqual(new Set(ids));
  });

  it("starts a new round after the deck runs out, without a back-to-back repeat", () => {
    const ids = deckIds(["comidas"]);
    const draw = memoryDraw(seededRng(9));
    const first = ids.map(() => draw("comidas", ids));
    const next = draw("comidas", ids);
    expect(ids).toContain(next);
    expect(next).not.toBe(first[first.length - 1]);
  });

  it("only draws words of the chosen themes", () => {
    const ids = deckIds(["esportes"]);
    const draw = memoryDraw(seededRng(5));
    for (let i = 0; i < 200; i++) expect(draw("esportes", ids).startsWith("esportes:")).toBe(true);
  });

  it("keeps separate bags per mix of themes", () => {
    const draw = memoryDraw(seededRng(1));
    const a = deckIds(["animais"]);
    const b = deckIds(["lugares"]);
    const fromA = a.map((_, i) => (i % 2 ? draw("lugares", b) : draw("animais", a)));
    const onlyA = fromA.filter((id) => id.startsWith("animais:"));
    expect(new Set(onlyA).size).toBe(onlyA.length);
  });
});
