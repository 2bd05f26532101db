import { describe, expect, it } from "vitest";
import {
  cleanDeckText,
  deckItemKey,
  firstDuplicate,
  mergeDeckEdits,
  parseCustomDeck,
  splitPastedItems,
} from "./custom-deck";

describe("custom deck text", () => {
  it("keeps items plain: controls and bidi overrides out, emoji sequences and RTL in", () => {
    expect(cleanDeckText("  Eu\u0000 nunca\n\n fui\u202e à praia\u200b ")).toBe(
      "Eu nunca fui à praia",
    );
    expect(cleanDeckText("<b>oi</b>")).toBe("<b>oi</b>");
    expect(cleanDeckText("👨‍👩‍👧 família")).toBe("👨‍👩‍👧 família");
    expect(cleanDeckText("مرحبا بالجميع")).toBe("مرحبا بالجميع");
  });

  it("finds repeats that differ in case, accents or punctuation, not distinct emoji", () => {
    expect(deckItemKey("Já fui à PRAIA!")).toBe(deckItemKey("ja fui a praia"));
    expect(deckItemKey("🍺")).not.toBe(deckItemKey("🍷"));
    expect(firstDuplicate([{ text: "🍺" }, { text: "🍷" }])).toBeNull();
    expect(firstDuplicate([{ text: "Praia" }, { text: "Bar" }, { text: "praia!" }])).toBe("praia!");
  });

  it("splits a paste into one item a line", () => {
    expect(splitPastedItems("um\r\n\n dois \rtrês\n")).toEqual(["um", "dois", "três"]);
  });

  it("reads a snapshot only when every rule holds", () => {
    const deck = { id: "d", name: "Turma", game: "eu-nunca", adult: false };
    expect(parseCustomDeck({ ...deck, items: [{ text: "a" }, { text: "b" }] })?.items).toHaveLength(
      2,
    );
    expect(parseCustomDeck({ ...deck, items: [{ text: "a" }] })).toBeNull();
    expect(parseCustomDeck({ ...deck, items: [{ text: "a" }, { text: "A!" }] })).toBeNull();
    expect(parseCustomDeck({ ...deck, items: [{ text: "a" }, { text: " b" }] })).toBeNull();
    expect(
      parseCustomDeck({ ...deck, items: [{ text: "a" }, { text: "b" }] }, "classic"),
    ).toBeNull();
  });
});

describe("mergeDeckEdits", () => {
  const base = {
    name: "Turma",
    adult: false,
    items: [{ text: "a" }, { text: "b" }, { text: "c" }],
  };
  it("keeps both sides' additions and removals, and each side's own field changes", () => {
    const mine = {
      name: "Turma 2",
      adult: false,
      items: [{ text: "a" }, { text: "c" }, { text: "m" }],
    };
    const theirs = {
      name: "Turma",
      adult: true,
      items: [{ text: "a" }, { text: "b" }, { text: "t" }],
    };
    expect(mergeDeckEdits(base, mine, theirs)).toEqual({
      name: "Turma 2",
      adult: true,
      items: [{ text: "a" }, { text: "t" }, { text: "m" }],
    });
  });
});
