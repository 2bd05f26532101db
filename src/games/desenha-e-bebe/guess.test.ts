import { describe, expect, it } from "vitest";
import { guessMatches, wordShape } from "./guess";

describe("guessMatches", () => {
  it("ignores case, accents and the spaces around and between words", () => {
    expect(guessMatches("pao de queijo", "Pão de Queijo")).toBe(true);
    expect(guessMatches("  PÃO   DE queijo ", "pão de queijo")).toBe(true);
    expect(guessMatches("jacare", "jacaré")).toBe(true);
    expect(guessMatches("Coração", "coracao")).toBe(true);
    expect(guessMatches("cavalo marinho", "cavalo-marinho")).toBe(true);
  });

  it("refuses another word, a part of it and an empty guess", () => {
    expect(guessMatches("pao de queijos", "pão de queijo")).toBe(false);
    expect(guessMatches("pao", "pão de queijo")).toBe(false);
    expect(guessMatches("paodequeijo", "pão de queijo")).toBe(false);
    expect(guessMatches("   ", "pão de queijo")).toBe(false);
    expect(guessMatches("!!", "!!")).toBe(false);
  });
});

describe("wordShape", () => {
  it("shows a blank per letter and keeps spaces and hyphens", () => {
    expect(wordShape("pão de queijo")).toBe("___ __ ______");
    expect(wordShape("cavalo-marinho")).toBe("______-_______");
  });
});
