import { describe, expect, it } from "vitest";
import { checkDeck } from "../content-check";
import { dares, type Level, type TruthOrDarePrompt, truths } from "./content";

const MINIMUMS: Record<Level, number> = { leve: 30, medio: 30, picante: 40 };
const ALCOHOL = /álcool|alcool|alcoólic|alcoolic|cerveja|\bdoses?\b|\bshots?\b|\bdrinks?\b|vinho/i;
const PUSHY = /vire tudo|virar tudo|beba até|bebe até|de uma vez só|até o fim do copo/i;

const count = (deck: readonly TruthOrDarePrompt[], level: Level) =>
  deck.filter((p) => p.level === level).length;

describe("Verdade ou Desafio content", () => {
  it.each([
    ["truths", truths],
    ["dares", dares],
  ] as const)("%s meet the per-level minimums", (_name, deck) => {
    expect(deck.length).toBeGreaterThanOrEqual(72);
    for (const level of Object.keys(MINIMUMS) as Level[]) {
      expect(count(deck, level), level).toBeGreaterThanOrEqual(MINIMUMS[level]);
    }
  });

  it("only uses the three levels", () => {
    for (const prompt of [...truths, ...dares]) {
      expect(Object.keys(MINIMUMS), prompt.text).toContain(prompt.level);
    }
  });

  it("asks every truth as a question", () => {
    for (const { text } of truths) expect(text).toMatch(/\?$/);
  });

  it("keeps drinking out of truths", () => {
    for (const truth of truths) {
      expect(truth.drink, truth.text).toBeUndefined();
      expect(truth.alt, truth.text).toBeUndefined();
    }
  });

  it("has a few drinking dares, each with a non-alcoholic alt", () => {
    const drinking = dares.filter((d) => d.drink);
    expect(drinking.length).toBeGreaterThanOrEqual(3);
    for (const dare of dares) {
      const mentionsDrink = /\bgole\b|\bdose\b|\bbeb[ae]\b/i.test(dare.text);
      expect(Boolean(dare.drink), dare.text).toBe(mentionsDrink);
      if (!dare.drink) {
        expect(dare.alt, dare.text).toBeUndefined();
        continue;
      }
      expect(dare.alt, dare.text).toBeTruthy();
      expect(dare.alt, dare.text).not.toBe(dare.text);
      expect(dare.alt, dare.text).not.toMatch(ALCOHOL);
    }
  });

  it("never pushes anyone to drink more than a sip", () => {
    for (const { text, alt } of [...truths, ...dares]) {
      expect(text).not.toMatch(PUSHY);
      if (alt) expect(alt).not.toMatch(PUSHY);
      expect(text).not.toMatch(/\b(doses?|shots?)\b/i);
    }
  });

  it("names players in at least a third of the dares", () => {
    const named = dares.filter((d) => /\{(jogador|outro)\}/.test(d.text)).length;
    expect(named * 3).toBeGreaterThanOrEqual(dares.length);
  });

  it("passes the deck check per deck, across both decks and for the alts", () => {
    expect(checkDeck(truths.map((p) => p.text))).toEqual([]);
    expect(checkDeck(dares.map((p) => p.text))).toEqual([]);
    expect(checkDeck([...truths, ...dares].map((p) => p.text))).toEqual([]);
    expect(checkDeck(dares.flatMap((p) => (p.alt ? [p.alt] : [])))).toEqual([]);
  });
});
