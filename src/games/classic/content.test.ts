import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import { checkDeck, normalise } from "../content-check";
import { type Challenge, challengeCategories, type IconName } from "./content";

/** The icon names the spec allows, kept here independently of the type in content.ts. */
const ALLOWED_ICONS: readonly IconName[] = [
  "Music",
  "Mic",
  "Drama",
  "Laugh",
  "Smile",
  "Hand",
  "Footprints",
  "PersonStanding",
  "Camera",
  "Phone",
  "MessageCircle",
  "Heart",
  "Flame",
  "Beer",
  "Wine",
  "Martini",
  "GlassWater",
  "Coffee",
  "Pizza",
  "Star",
  "Sparkles",
  "Zap",
  "Timer",
  "Dices",
  "Crown",
  "Gift",
  "Ghost",
  "Cat",
  "Dog",
  "Bird",
  "Fish",
  "Sun",
  "Moon",
  "Eye",
  "Ear",
  "Brain",
  "Puzzle",
  "Trophy",
  "Shirt",
  "Users",
];

const ALCOHOL = /álcool|alcool|alcoólic|alcoolic|cerveja|\bdoses?\b|\bshots?\b|\bdrinks?\b|vinho/i;
const PUSHY = /vire tudo|virar tudo|beba até|bebe até|de uma vez só|até o fim do copo/i;
const PLACEHOLDER = /\{(jogador|outro)\}/;
const lucideExports = new Set(Object.keys(lucide));

const byId = (id: string) => {
  const category = challengeCategories.find((c) => c.id === id);
  if (!category) throw new Error(`missing category ${id}`);
  return category;
};
const all: readonly Challenge[] = challengeCategories.flatMap((c) => c.challenges);

describe("Modo Clássico content", () => {
  it("has the four categories with the spec's exact sizes", () => {
    expect(challengeCategories.map((c) => [c.id, c.name, c.challenges.length])).toEqual([
      ["classic", "Clássico", 40],
      ["drinking", "Bora Beber", 38],
      ["family", "Modo Família", 40],
      // The spec's 15 Picante cards and 43 more for the Picante mode (adult-decks.test.ts).
      ["spicy", "Picante", 58],
    ]);
  });

  it("marks only the spicy category as adult", () => {
    for (const category of challengeCategories) {
      expect(category.adult, category.id).toBe(category.id === "spicy");
    }
  });

  it("gives every category a one-line description", () => {
    for (const category of challengeCategories) {
      expect(category.description.trim().length, category.id).toBeGreaterThan(10);
      expect(category.description, category.id).not.toMatch(/\n/);
    }
  });

  it("uses only allowed icons, each a real lucide-react export", () => {
    const icons = [...challengeCategories.map((c) => c.icon), ...all.map((c) => c.icon)];
    for (const icon of icons) {
      expect(ALLOWED_ICONS, icon).toContain(icon);
      expect(lucideExports.has(icon), icon).toBe(true);
    }
  });

  it("flags every drinking dare with drink and a non-alcoholic alt", () => {
    for (const challenge of byId("drinking").challenges) {
      expect(challenge.drink, challenge.text).toBe(true);
      expect(challenge.alt, challenge.text).toBeTruthy();
      expect(challenge.alt, challenge.text).not.toBe(challenge.text);
      expect(challenge.alt, challenge.text).not.toMatch(ALCOHOL);
      expect(challenge.text, challenge.text).toMatch(/\bgole\b|\bbeb/i);
    }
  });

  it("keeps drinks out of the other categories and alcohol out of Modo Família", () => {
    for (const category of challengeCategories.filter((c) => c.id !== "drinking")) {
      for (const challenge of category.challenges) {
        expect(challenge.drink, challenge.text).toBeUndefined();
        expect(challenge.alt, challenge.text).toBeUndefined();
      }
    }
    for (const { text } of byId("family").challenges) {
      expect(text).not.toMatch(ALCOHOL);
      expect(text).not.toMatch(/\bgole|\bbeb[ae]|\bbrind|\bcopo/i);
    }
  });

  it("never pushes anyone to drink more than a sip", () => {
    for (const { text, alt } of all) {
      expect(text).not.toMatch(PUSHY);
      if (alt) expect(alt).not.toMatch(PUSHY);
    }
  });

  it("asks Bora Beber for sips, never a shot, as its 'cada um no seu ritmo' promises", () => {
    expect(byId("drinking").description).toContain("cada um bebe no seu ritmo");
    for (const { text } of byId("drinking").challenges) {
      expect(text).not.toMatch(/\b(doses?|shots?)\b/i);
    }
  });

  it("asks for consent whenever a spicy dare involves {outro}", () => {
    for (const { text } of byId("spicy").challenges) {
      if (text.includes("{outro}")) expect(text).toMatch(/se \{outro\} topar/i);
    }
  });

  it("names players in at least a third of the dares", () => {
    const named = all.filter((c) => PLACEHOLDER.test(c.text)).length;
    expect(named * 3).toBeGreaterThanOrEqual(all.length);
  });

  it("passes the deck check per category, across categories and for the alts", () => {
    for (const category of challengeCategories) {
      expect(checkDeck(category.challenges.map((c) => c.text)), category.id).toEqual([]);
    }
    expect(checkDeck(all.map((c) => c.text))).toEqual([]);
    expect(checkDeck(all.flatMap((c) => (c.alt ? [c.alt] : [])))).toEqual([]);
  });
});

describe("checkDeck", () => {
  it("accepts a clean deck", () => {
    expect(checkDeck(["{jogador}, dance.", "Imite {outro}."])).toEqual([]);
  });

  it("reports each kind of problem", () => {
    const problems = checkDeck([
      "Beba um gole!",
      "beba um  gole",
      " Dance ",
      "",
      "Imite {alguem}.",
      "Imite {outro.",
      "Imite outro}.",
      "x".repeat(161),
    ]);
    expect(problems.join("\n")).toMatch(/#2 .*duplicates #1/);
    expect(problems.join("\n")).toMatch(/#2 .*double space/);
    expect(problems.join("\n")).toMatch(/#3 .*leading or trailing/);
    expect(problems.join("\n")).toMatch(/#4 .*empty/);
    expect(problems.join("\n")).toMatch(/#5 .*unknown placeholder \{alguem\}/);
    expect(problems.join("\n")).toMatch(/#6 .*unbalanced braces/);
    expect(problems.join("\n")).toMatch(/#7 .*unbalanced braces/);
    expect(problems.join("\n")).toMatch(/#8 .*161 characters/);
  });

  it("compares without case, accents or punctuation", () => {
    expect(normalise("  Você É o MÁXIMO, {jogador}!! ")).toBe("voce e o maximo jogador");
    expect(checkDeck(["Cante já!", "cante ja"])).toHaveLength(1);
  });
});
