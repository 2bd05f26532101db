import { describe, expect, it } from "vitest";
import { checkDeck } from "../content-check";
import { type BottlePrompt, bebes, desafios, verdades } from "./content";

const ALCOHOL = /álcool|alcool|alcoólic|alcoolic|cerveja|\bdoses?\b|\bshots?\b|\bdrinks?\b|vinho/i;
const PUSHY = /vire tudo|virar tudo|beba até|bebe até|de uma vez só|até o fim do copo|dois goles/i;
const DRINK_WORDS = /\bgoles?\b|\bbeb[ae]m?\b|\bbeber\b/i;
const safe = (deck: readonly BottlePrompt[]) => deck.filter((p) => !p.adult);
const adult = (deck: readonly BottlePrompt[]) => deck.filter((p) => p.adult);
const all = [...verdades, ...desafios, ...bebes];

describe("Girar a Garrafa content", () => {
  it("has at least 40 verdades and 40 desafios, plus 20 'bebe' lines, without 18+", () => {
    expect(safe(verdades).length).toBeGreaterThanOrEqual(40);
    expect(safe(desafios).length).toBeGreaterThanOrEqual(40);
    expect(safe(bebes).length).toBeGreaterThanOrEqual(20);
  });

  it("has a few tagged 18+ items in every deck", () => {
    expect(adult(verdades).length).toBeGreaterThanOrEqual(8);
    expect(adult(desafios).length).toBeGreaterThanOrEqual(8);
    expect(adult(bebes).length).toBeGreaterThanOrEqual(3);
  });

  it("asks every verdade as a question", () => {
    for (const { text } of verdades) expect(text).toMatch(/\?$/);
  });

  it("keeps drinking out of verdades and desafios", () => {
    for (const p of [...verdades, ...desafios]) {
      expect(p.drink, p.text).toBeUndefined();
      expect(p.alt, p.text).toBeUndefined();
      expect(p.text).not.toMatch(DRINK_WORDS);
    }
  });

  it("gives every 'bebe' line a sem-álcool alternative", () => {
    for (const p of bebes) {
      expect(p.drink, p.text).toBe(true);
      expect(p.text, p.text).toMatch(DRINK_WORDS);
      expect(p.alt, p.text).toBeTruthy();
      expect(p.alt, p.text).not.toBe(p.text);
      expect(p.alt, p.text).not.toMatch(ALCOHOL);
      expect(p.alt, p.text).not.toMatch(/\bbeb[ae]m?\b/i);
    }
  });

  it("never pushes anyone to drink more than a sip", () => {
    for (const { text, alt } of all) {
      expect(text).not.toMatch(PUSHY);
      if (alt) expect(alt).not.toMatch(PUSHY);
    }
  });

  it("names the chosen player in every 'bebe' line", () => {
    for (const { text, alt } of bebes) {
      expect(text).toContain("{jogador}");
      expect(alt).toContain("{jogador}");
    }
  });

  it("keeps the same placeholders in a line and its alternative", () => {
    const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const { text, alt } of bebes) expect(names(alt ?? ""), text).toEqual(names(text));
  });

  it("asks for consent in 18+ desafios that involve touching someone", () => {
    const touching = /beijo|mão|dance|encare|flerta/i;
    for (const { text } of adult(desafios)) {
      if (touching.test(text)) expect(text, text).toMatch(/topar|toparem/);
    }
  });

  it("passes the deck check per deck, across decks and for the alternatives", () => {
    for (const deck of [verdades, desafios, bebes]) {
      expect(checkDeck(deck.map((p) => p.text))).toEqual([]);
    }
    expect(checkDeck(all.map((p) => p.text))).toEqual([]);
    expect(checkDeck(bebes.flatMap((p) => (p.alt ? [p.alt] : [])))).toEqual([]);
  });
});
