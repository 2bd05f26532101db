import { describe, expect, it } from "vitest";
import { checkDeck, normalise } from "../content-check";
import { THEME_IDS, themes } from "./content";

const allWords = themes.flatMap((t) => t.words);

describe("Quem Sou Eu content: themes", () => {
  it("has at least 8 themes, including the ones the issue asks for", () => {
    expect(themes.length).toBeGreaterThanOrEqual(8);
    const names = themes.map((t) => t.name);
    for (const name of [
      "Famosos brasileiros",
      "Personagens",
      "Animais",
      "Filmes e séries",
      "Profissões",
      "Objetos",
      "Comidas",
      "Lugares",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("lists the themes in the order of THEME_IDS, each id once", () => {
    expect(themes.map((t) => t.id)).toEqual([...THEME_IDS]);
  });

  it("gives every theme at least 45 words", () => {
    for (const theme of themes) expect(theme.words.length, theme.id).toBeGreaterThanOrEqual(45);
  });

  it("gives every theme a name and a one-line description", () => {
    for (const theme of themes) {
      expect(theme.name.trim(), theme.id).toBe(theme.name);
      expect(theme.description.length, theme.id).toBeGreaterThan(15);
      expect(theme.description, theme.id).toMatch(/\.$/);
      expect(theme.description, theme.id).not.toMatch(/\n/);
    }
  });
});

describe("Quem Sou Eu content: words", () => {
  it("passes the deck check inside each theme", () => {
    for (const theme of themes) expect(checkDeck(theme.words), theme.id).toEqual([]);
  });

  it("never repeats a word across themes, so a mixed game cannot show it twice", () => {
    expect(checkDeck(allWords)).toEqual([]);
    expect(new Set(allWords.map(normalise)).size).toBe(allWords.length);
  });

  it("keeps words short enough to read huge on a forehead", () => {
    for (const word of allWords) {
      expect(Array.from(word).length, word).toBeLessThanOrEqual(32);
      expect(word.split(" ").length, word).toBeLessThanOrEqual(5);
      // Lines break at spaces and hyphens, so no piece between them may be too wide.
      for (const piece of word.split(/[ -]/)) expect(piece.length, word).toBeLessThanOrEqual(14);
    }
  });

  it("starts every word with a capital letter or a digit and has no placeholders", () => {
    for (const word of allWords) {
      expect(word, word).toMatch(/^[\p{Lu}\d]/u);
      expect(word, word).not.toMatch(/[{}]/);
    }
  });

  it("keeps every card free of drinking, so the sem-álcool mode needs no alternative", () => {
    for (const word of allWords) {
      expect(word, word).not.toMatch(/cerveja|cacha[çc]a|caipirinha|vinho|vodka|dose|bêbad/i);
    }
  });
});
