import { describe, expect, it } from "vitest";
import { checkDeck, normalise } from "../content-check";
import { type CardKind, cards } from "./content";

const KINDS: readonly CardKind[] = [
  "desafio",
  "mais-provavel",
  "regra",
  "todos-bebem",
  "mini-jogo",
];

/** Minimum number of cards of each kind (the brief asks for about these many). */
const MIN_PER_KIND: Record<CardKind, number> = {
  desafio: 40,
  "mais-provavel": 30,
  regra: 20,
  "todos-bebem": 20,
  "mini-jogo": 20,
};

/** Words that must never appear in the "sem álcool" text. */
const ALCOHOL =
  /\b(alcool|alcoolica|cerveja|chope|chopp|doses?|shots?|cachaca|vodka|vinho|tequila|whisky|caipirinha|gin|rum)\b/;
/** Non-alcoholic swaps the alternative text may use. */
const NON_ALCOHOLIC = /\b(agua|refri|refrigerante|suco|prenda)\b/;
/** Mentions of drinking in a prompt. */
const DRINKING = /\b(bebe|beba|bebem|beber|gole|goles|dose|doses)\b/;
/** Pressure to drink more than someone chooses. */
const PRESSURE =
  /\b(vire|virem|virar) (tudo|o copo)\b|\bde uma vez\b|\bate o fim do copo\b|\bcopo inteiro\b/;

/** A standing rule that makes someone drink because someone else did. */
const CHAINED = /\bquando (um|uma|alguem) (bebe|beber)\b(?!.*\bse quiser\b)/;

const placeholders = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]).sort();

/** Words that carry meaning, for near-duplicate detection. */
const STOP = new Set(
  (
    "a o e de da do das dos que um uma uns umas para com em no na nos nas os as se por pra " +
    "ou ao aos sua seu suas seus voce te mais ja num numa quem essa esse dessa desse desta deste " +
    "jogador outro bebe beba bebem gole todo mundo pessoa roda faca fale diga conte ou ate vez"
  ).split(" "),
);
const words = (text: string) =>
  new Set(
    normalise(text)
      .split(" ")
      .filter((w) => w.length > 1 && !STOP.has(w)),
  );
function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared || 1);
}

describe("Cartas deck", () => {
  it("has at least 130 cards with every kind well represented", () => {
    expect(cards.length).toBeGreaterThanOrEqual(130);
    for (const kind of KINDS) {
      const count = cards.filter((c) => c.kind === kind).length;
      expect(count, kind).toBeGreaterThanOrEqual(MIN_PER_KIND[kind]);
    }
    expect(cards.every((c) => KINDS.includes(c.kind))).toBe(true);
  });

  it("has unique, stable kebab-case ids prefixed by their kind", () => {
    const ids = cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const card of cards) {
      expect(card.id, card.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(card.id.startsWith(`${card.kind}-`), card.id).toBe(true);
    }
  });

  it("gives every rule 3 to 6 turns, and only rules have turns", () => {
    for (const card of cards) {
      if (card.kind === "regra") {
        expect(Number.isInteger(card.turns), card.id).toBe(true);
        expect(card.turns, card.id).toBeGreaterThanOrEqual(3);
        expect(card.turns, card.id).toBeLessThanOrEqual(6);
      } else {
        expect(card.turns, card.id).toBeUndefined();
      }
    }
  });

  it("keeps at most 15 adult cards and enough for a family-friendly game", () => {
    const adult = cards.filter((c) => c.adult);
    expect(adult.length).toBeLessThanOrEqual(15);
    const clean = cards.filter((c) => !c.adult);
    expect(clean.length).toBeGreaterThanOrEqual(120);
  });

  it("passes the shared deck checks (placeholders, length, spacing, duplicates)", () => {
    expect(checkDeck(cards.map((c) => c.text))).toEqual([]);
    expect(checkDeck(cards.flatMap((c) => (c.alt ? [c.alt] : [])))).toEqual([]);
  });

  it("keeps prompts short enough to read aloud (≤ 140 characters)", () => {
    for (const card of cards)
      expect(Array.from(card.text).length, card.id).toBeLessThanOrEqual(140);
  });

  it("uses only {jogador} and {outro}, with balanced braces", () => {
    for (const card of cards) {
      for (const text of [card.text, card.alt ?? ""]) {
        expect(text.replace(/\{(jogador|outro)\}/g, ""), card.id).not.toMatch(/[{}]/);
      }
    }
  });

  it("pairs every drinking card with a non-alcoholic alternative", () => {
    for (const card of cards) {
      const text = normalise(card.text);
      if (card.drink) {
        expect(card.alt, card.id).toBeTruthy();
        const alt = card.alt ?? "";
        expect(alt, card.id).not.toBe(card.text);
        expect(normalise(alt), card.id).not.toMatch(ALCOHOL);
        expect(normalise(alt), card.id).toMatch(NON_ALCOHOLIC);
        expect(placeholders(alt), card.id).toEqual(placeholders(card.text));
      } else {
        expect(card.alt, card.id).toBeUndefined();
        expect(text, `${card.id} talks about drinking but has no drink flag`).not.toMatch(DRINKING);
      }
    }
  });

  it("never pressures anyone to drink more than a sip", () => {
    for (const card of cards) {
      expect(normalise(card.text), card.id).not.toMatch(PRESSURE);
      expect(normalise(card.text), card.id).not.toMatch(/\b(dois|duas|tres|varios) goles\b/);
    }
  });

  it("never makes a rule where one person drinks whenever another does", () => {
    for (const card of cards.filter((c) => c.kind === "regra")) {
      for (const text of [card.text, card.alt ?? ""]) {
        expect(normalise(text), card.id).not.toMatch(CHAINED);
      }
    }
  });

  it("phrases 'mais provável' cards as a single question", () => {
    for (const card of cards.filter((c) => c.kind === "mais-provavel")) {
      expect(card.text, card.id).toMatch(/^Quem é mais provável de .+\?$/);
      expect(card.drink, card.id).toBeUndefined();
    }
  });

  it("makes every 'todos-bebem', 'regra' and 'mini-jogo' card a drinking card", () => {
    const drinking = cards.filter(
      (c) => c.kind === "todos-bebem" || c.kind === "regra" || c.kind === "mini-jogo",
    );
    for (const card of drinking) expect(card.drink, card.id).toBe(true);
  });

  it("has no near-duplicates", () => {
    const sets = cards.map((c) => words(c.text));
    const clashes: string[] = [];
    for (let i = 0; i < cards.length; i++) {
      for (let j = i + 1; j < cards.length; j++) {
        const a = sets[i];
        const b = sets[j];
        if (a && b && similarity(a, b) >= 0.6) clashes.push(`${cards[i]?.id} ~ ${cards[j]?.id}`);
      }
    }
    expect(clashes).toEqual([]);
  });
});
