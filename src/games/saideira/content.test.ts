import { describe, expect, it } from "vitest";
import { cards } from "../cards/content";
import { checkDeck, normalise } from "../content-check";
import {
  type RoulettePrompt,
  roulettePrompts,
  type SlotKind,
  slotDescriptions,
  slotDescriptionsSemAlcool,
  wheelSlots,
} from "./content";
import { slotDescription, slotLabel } from "./rules";

const SLOT_KINDS: readonly SlotKind[] = [
  "desafio",
  "bebe",
  "todos-bebem",
  "escolha-alguem",
  "passe-a-vez",
  "verdade",
  "dose-dupla",
  "regra",
];

/** Minimum prompts per category, counting only the ones shown when 18+ content is off. */
const MIN_PROMPTS = { desafio: 50, verdade: 40, regra: 20 } as const;

const ALCOHOL =
  /\b(alcool|alcoolica|cerveja|chope|chopp|doses?|shots?|cachaca|vodka|vinho|tequila|whisky|caipirinha|gin|rum)\b/;
const NON_ALCOHOLIC = /\b(agua|refri|refrigerante|suco|prenda)\b/;
const DRINKING = /\b(bebe|beba|bebem|beber|gole|goles|dose|doses)\b/;
const PRESSURE = /\b(vire|virem|virar) (tudo|o copo)\b|\bde uma vez\b|\bcopo inteiro\b/;

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

const placeholders = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]).sort();

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = "#ffffff";
const DARK = "#1f1300";

describe("contrast helper", () => {
  it("matches the WCAG reference values", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrast("#ffffff", "#ffffff")).toBe(1);
  });
});

describe("Saideira wheel", () => {
  it("has 8 to 10 slots and every kind at least once", () => {
    expect(wheelSlots.length).toBeGreaterThanOrEqual(8);
    expect(wheelSlots.length).toBeLessThanOrEqual(10);
    for (const kind of SLOT_KINDS) {
      expect(
        wheelSlots.some((s) => s.kind === kind),
        kind,
      ).toBe(true);
    }
  });

  it("keeps labels short enough for a slice (≤ 14 characters)", () => {
    for (const slot of wheelSlots) {
      expect(slot.label.trim(), slot.kind).toBe(slot.label);
      expect(slot.label.length, slot.label).toBeGreaterThan(0);
      expect(Array.from(slot.label).length, slot.label).toBeLessThanOrEqual(14);
    }
  });

  it("gives adjacent slots different colours, including last and first", () => {
    for (const [i, slot] of wheelSlots.entries()) {
      const next = wheelSlots[(i + 1) % wheelSlots.length];
      expect(slot.color.toLowerCase(), `slots ${i} and ${i + 1}`).not.toBe(
        next?.color.toLowerCase(),
      );
    }
  });

  it("uses colours readable with white or #1f1300 text (AA, ≥ 4.5:1)", () => {
    for (const slot of wheelSlots) {
      expect(slot.color, slot.label).toMatch(/^#[0-9a-fA-F]{6}$/);
      const best = Math.max(contrast(slot.color, WHITE), contrast(slot.color, DARK));
      expect(best, `${slot.label} ${slot.color}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("awards whole, non-negative points, with challenges worth the most", () => {
    for (const slot of wheelSlots) {
      expect(Number.isInteger(slot.points), slot.label).toBe(true);
      expect(slot.points, slot.label).toBeGreaterThanOrEqual(0);
    }
    const max = Math.max(...wheelSlots.map((s) => s.points));
    for (const slot of wheelSlots.filter((s) => s.kind === "desafio")) {
      expect(slot.points).toBe(max);
    }
  });
});

describe("Saideira prompts", () => {
  const entries = Object.entries(roulettePrompts) as [
    keyof typeof roulettePrompts,
    readonly RoulettePrompt[],
  ][];
  const all = entries.flatMap(([, list]) => list);

  it("has enough prompts per category even with 18+ content off", () => {
    for (const [kind, list] of entries) {
      expect(list.length, kind).toBeGreaterThanOrEqual(MIN_PROMPTS[kind]);
      expect(list.filter((p) => !p.adult).length, kind).toBeGreaterThanOrEqual(MIN_PROMPTS[kind]);
    }
  });

  it("keeps 18+ prompts to at most a fifth of each category", () => {
    for (const [kind, list] of entries) {
      expect(list.filter((p) => p.adult).length, kind).toBeLessThanOrEqual(list.length / 5);
    }
  });

  it("passes the shared deck checks (placeholders, length, spacing, duplicates)", () => {
    expect(checkDeck(all.map((p) => p.text))).toEqual([]);
    expect(checkDeck(all.flatMap((p) => (p.alt ? [p.alt] : [])))).toEqual([]);
  });

  it("keeps prompts short enough to read aloud (≤ 140 characters)", () => {
    for (const p of all) expect(Array.from(p.text).length, p.text).toBeLessThanOrEqual(140);
  });

  it("uses only {jogador} and {outro}, with balanced braces", () => {
    for (const p of all) {
      for (const text of [p.text, p.alt ?? ""]) {
        expect(text.replace(/\{(jogador|outro)\}/g, ""), p.text).not.toMatch(/[{}]/);
      }
    }
  });

  it("pairs every drinking prompt with a non-alcoholic alternative", () => {
    for (const p of all) {
      if (p.drink) {
        const alt = p.alt ?? "";
        expect(alt, p.text).not.toBe("");
        expect(alt, p.text).not.toBe(p.text);
        expect(normalise(alt), p.text).not.toMatch(ALCOHOL);
        expect(normalise(alt), p.text).toMatch(NON_ALCOHOLIC);
        expect(placeholders(alt), p.text).toEqual(placeholders(p.text));
      } else {
        expect(p.alt, p.text).toBeUndefined();
        expect(normalise(p.text), `${p.text} talks about drinking`).not.toMatch(DRINKING);
      }
      expect(normalise(p.text), p.text).not.toMatch(PRESSURE);
    }
  });

  it("asks truths as questions", () => {
    for (const p of roulettePrompts.verdade) expect(p.text, p.text).toContain("?");
  });

  it("does not repeat any card from the Cartas deck", () => {
    expect(checkDeck([...cards.map((c) => c.text), ...all.map((p) => p.text)])).toEqual([]);
  });

  it("has no near-duplicates, among its prompts or against the Cartas deck", () => {
    const texts = [...all.map((p) => p.text), ...cards.map((c) => c.text)];
    const sets = texts.map(words);
    const clashes: string[] = [];
    for (let i = 0; i < all.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const a = sets[i];
        const b = sets[j];
        if (a && b && similarity(a, b) >= 0.6) clashes.push(`${texts[i]} ~ ${texts[j]}`);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe("Saideira slot descriptions", () => {
  it("explains every slot kind in one short line", () => {
    expect(Object.keys(slotDescriptions).sort()).toEqual([...SLOT_KINDS].sort());
    expect(checkDeck(Object.values(slotDescriptions))).toEqual([]);
    for (const kind of SLOT_KINDS) {
      const text = slotDescriptions[kind];
      expect(text, kind).not.toContain("\n");
      expect(Array.from(text).length, kind).toBeLessThanOrEqual(140);
      expect(text, kind).toContain("{jogador}");
    }
  });

  it("with alcohol, asks for a sip 'do copo' and never names a drink", () => {
    for (const kind of SLOT_KINDS) {
      const text = normalise(slotDescriptions[kind]);
      expect(text, kind).not.toMatch(ALCOHOL);
      if (/\bgoles?\b/.test(text)) expect(text, kind).toMatch(/\bcopo\b/);
    }
  });

  it("sem álcool, names a non-alcoholic drink or a prenda wherever it asks someone to drink", () => {
    expect(Object.keys(slotDescriptionsSemAlcool).sort()).toEqual([...SLOT_KINDS].sort());
    expect(checkDeck(Object.values(slotDescriptionsSemAlcool))).toEqual([]);
    for (const kind of SLOT_KINDS) {
      const shown = slotDescription(kind, "sem-alcool");
      const text = normalise(shown);
      expect(Array.from(shown).length, kind).toBeLessThanOrEqual(140);
      expect(placeholders(shown), kind).toEqual(placeholders(slotDescriptions[kind]));
      expect(text, kind).not.toMatch(ALCOHOL);
      expect(text, kind).not.toMatch(/\bcopo\b/);
      if (DRINKING.test(normalise(slotDescriptions[kind]))) {
        expect(text, kind).toMatch(NON_ALCOHOLIC);
        expect(shown, kind).not.toBe(slotDescriptions[kind]);
      }
    }
    expect(slotDescription("bebe", "alcool")).toBe(slotDescriptions.bebe);
  });

  it("sem álcool, labels no slot after alcohol, and says what to drink when it says 'bebe'", () => {
    for (const slot of wheelSlots) {
      const label = slotLabel(slot, "sem-alcool");
      expect(Array.from(label).length, label).toBeLessThanOrEqual(14);
      expect(normalise(label), label).not.toMatch(ALCOHOL);
      if (/\bbeb/.test(normalise(label))) expect(normalise(label), label).toMatch(NON_ALCOHOLIC);
      expect(slotLabel(slot, "alcool")).toBe(slot.label);
    }
  });
});
