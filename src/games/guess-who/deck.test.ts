import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import { memoryBag } from "../../shared/shuffle-bag";
import { THEME_IDS, themes } from "./content";
import { allWordIds, deckIds, normaliseThemes, wordById, wordText } from "./deck";

const size = (id: string) => themes.find((t) => t.id === id)?.words.length ?? 0;
const themeOf = (id: string) => wordById(id)?.theme.id;

describe("Quem Sou Eu: decks", () => {
  it("has one id per word of a single theme", () => {
    expect(deckIds(["animais"])).toHaveLength(size("animais"));
  });

  it("mixes several themes into one deck", () => {
    const ids = deckIds(["comidas", "lugares", "famosos"]);
    expect(ids).toHaveLength(size("comidas") + size("lugares") + size("famosos"));
    expect(new Set(ids.map(themeOf))).toEqual(new Set(["comidas", "lugares", "famosos"]));
  });

  it("gives an empty deck when no theme is chosen", () => {
    expect(deckIds([])).toEqual([]);
  });

  it("resolves every id back to its word and theme", () => {
    for (const id of deckIds([...THEME_IDS])) {
      const found = wordById(id);
      expect(found, id).not.toBeNull();
      expect(found?.theme.words).toContain(found?.word);
      expect(wordText(id)).toBe(found?.word);
    }
  });

  it("names words by their slug, never their position: unique ids across every theme", () => {
    const total = themes.reduce((n, t) => n + t.words.length, 0);
    expect(new Set(allWordIds).size).toBe(total);
    for (const id of allWordIds) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const animais = themes.find((t) => t.id === "animais");
    expect(deckIds(["animais"])[0]).toBe(
      (animais?.words[0] ?? "")
        .normalize("NFD")
        .replace(/\p{M}+/gu, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-"),
    );
  });

  it("answers null for unknown ids, the old positional ones included", () => {
    expect(wordById("animais:1")).toBeNull();
    expect(wordById("nada")).toBeNull();
    expect(wordText("lixo")).toBe("");
  });

  it("normalises chosen themes to the picker order without repeats", () => {
    expect(normaliseThemes(["objetos", "famosos", "objetos"])).toEqual(["famosos", "objetos"]);
  });
});

describe("Quem Sou Eu: shuffle bag", () => {
  it("never repeats a word until the mixed deck is exhausted", () => {
    const ids = deckIds(["animais", "objetos"]);
    const draw = memoryBag(seededRng(3), allWordIds);
    const drawn = ids.map(() => draw(ids));
    expect(new Set(drawn).size).toBe(ids.length);
    expect(new Set(drawn)).toEqual(new Set(ids));
  });

  it("starts a new round after the deck runs out, without a back-to-back repeat", () => {
    const ids = deckIds(["comidas"]);
    const draw = memoryBag(seededRng(9), allWordIds);
    const first = ids.map(() => draw(ids));
    const next = draw(ids);
    expect(ids).toContain(next);
    expect(next).not.toBe(first[first.length - 1]);
  });

  it("only draws words of the chosen themes", () => {
    const ids = deckIds(["esportes"]);
    const draw = memoryBag(seededRng(5), allWordIds);
    for (let i = 0; i < 200; i++) expect(themeOf(draw(ids))).toBe("esportes");
  });

  it("changing the themes never brings back a word seen under another mix", () => {
    const draw = memoryBag(seededRng(1), allWordIds);
    const mix = deckIds(["animais", "lugares"]);
    const seen = mix.slice(0, 40).map(() => draw(mix));
    const animais = deckIds(["animais"]);
    const unseen = animais.filter((id) => !seen.includes(id));
    const next = unseen.map(() => draw(animais));
    expect([...next].sort()).toEqual([...unseen].sort());
    // Lugares seen in the mix stay seen after Animais starts over.
    draw(animais);
    const lugares = deckIds(["lugares"]);
    const unseenLugares = lugares.filter((id) => !seen.includes(id));
    const again = unseenLugares.map(() => draw(lugares));
    expect([...again].sort()).toEqual([...unseenLugares].sort());
  });
});
