import { describe, expect, it } from "vitest";
import { checkDeck } from "../content-check";
import {
  CATEGORIES,
  CATEGORY_CHOICES,
  CATEGORY_LABELS,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  displayWord,
  wordById,
  wordId,
  words,
} from "./words";

/** Names of people, places and drinks that are written with capitals. */
const PROPER_NOUNS = [
  "Papai Noel",
  "Saci-Pererê",
  "Curupira",
  "Iara",
  "DJ",
  "Pão de Açúcar",
  "Lençóis Maranhenses",
  "Cataratas do Iguaçu",
  "Congresso Nacional",
  "Pantanal",
  "Amazônia",
  "Fernando de Noronha",
  "Maracanã",
  "Chapada Diamantina",
];

const count = (pred: (w: (typeof words)[number]) => boolean) => words.filter(pred).length;

describe("Desenha e Bebe words", () => {
  it("has at least 320 words", () => {
    expect(words.length).toBeGreaterThanOrEqual(320);
  });

  it("has no duplicates, even ignoring accents, case and punctuation", () => {
    expect(checkDeck(words.map((w) => w.text))).toEqual([]);
  });

  it("gives every word a unique id made from its text", () => {
    expect(new Set(words.map((w) => w.id)).size).toBe(words.length);
    for (const w of words) expect(w.id, w.text).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("only uses the six categories and three difficulties", () => {
    for (const w of words) {
      expect(CATEGORIES, w.text).toContain(w.category);
      expect(DIFFICULTIES, w.text).toContain(w.difficulty);
    }
  });

  it.each(CATEGORIES)("has at least 40 words in %s", (category) => {
    expect(count((w) => w.category === category)).toBeGreaterThanOrEqual(40);
  });

  it.each(DIFFICULTIES)("has at least 90 words at %s", (difficulty) => {
    expect(count((w) => w.difficulty === difficulty)).toBeGreaterThanOrEqual(90);
  });

  it("has at least 15 words in every category and difficulty pair", () => {
    for (const category of CATEGORIES) {
      for (const difficulty of DIFFICULTIES) {
        const n = count((w) => w.category === category && w.difficulty === difficulty);
        expect(n, `${category}/${difficulty}`).toBeGreaterThanOrEqual(15);
      }
    }
  });

  it("keeps words short, trimmed and free of placeholders or final punctuation", () => {
    for (const { text } of words) {
      expect(text).toBe(text.trim());
      expect(text.length, text).toBeLessThanOrEqual(50);
      expect(text, text).not.toMatch(/[{}.!?;:]$|[{}]/);
      expect(text, text).not.toMatch(/\s{2,}/);
    }
  });

  it("writes common words in lower case (only proper nouns start with a capital)", () => {
    const capitalised = words.filter((w) => /^\p{Lu}/u.test(w.text)).map((w) => w.text);
    expect(capitalised.sort()).toEqual(PROPER_NOUNS.slice().sort());
  });

  it("labels every category choice (Aleatório included) and difficulty in Portuguese", () => {
    expect(CATEGORY_CHOICES).toContain("aleatorio");
    expect(CATEGORY_LABELS.aleatorio).toBe("Aleatório");
    expect(CATEGORY_LABELS.pessoa).toBe("Pessoa/Animal");
    expect(Object.values(DIFFICULTY_LABELS)).toEqual(["Fácil", "Médio", "Difícil"]);
  });

  it("makes ids without accents or punctuation", () => {
    expect(wordId("Pão de Açúcar")).toBe("pao-de-acucar");
    expect(wordId("fazer tempestade em copo d'água")).toBe("fazer-tempestade-em-copo-d-agua");
  });

  it("finds a word by its id, and nothing for an unknown id", () => {
    const first = words[0];
    expect(first && wordById(first.id)).toEqual(first);
    expect(wordById("nao-existe")).toBeNull();
  });

  it("shows words with a capital first letter", () => {
    expect(displayWord("água de coco")).toBe("Água de coco");
    expect(displayWord("DJ")).toBe("DJ");
  });
});
