import { describe, expect, it } from "vitest";
import { themes } from "../content";
import { breakPieces, fitWord, type Measure100, wordFontSize } from "./word-size";

/**
 * Glyph widths at 100 px of the app's font at weight 900 as Chromium draws it on Debian (DejaVu
 * Sans Bold, wider than the Roboto or San Francisco of phones): a measurer on the wide side.
 */
const GLYPHS: Record<string, number> = {
  "2": 69.6,
  "6": 69.6,
  " ": 34.8,
  "-": 41.5,
  ".": 38,
  "?": 58,
  A: 77.4,
  B: 76.2,
  C: 73.4,
  D: 83,
  E: 68.3,
  F: 68.3,
  G: 82.1,
  H: 83.7,
  I: 37.2,
  J: 37.2,
  K: 77.5,
  L: 63.7,
  M: 99.5,
  N: 83.7,
  O: 85,
  P: 73.3,
  Q: 85,
  R: 77,
  S: 72,
  T: 68.2,
  U: 81.2,
  V: 77.4,
  W: 110.3,
  X: 77.1,
  Y: 72.4,
  Z: 72.5,
  a: 67.5,
  b: 71.6,
  c: 59.3,
  d: 71.6,
  e: 67.8,
  f: 43.5,
  g: 71.6,
  h: 71.2,
  i: 34.3,
  j: 34.3,
  k: 66.5,
  l: 34.3,
  m: 104.2,
  n: 71.2,
  o: 68.7,
  p: 71.6,
  q: 71.6,
  r: 49.3,
  s: 59.5,
  t: 47.8,
  u: 71.2,
  v: 65.2,
  w: 92.4,
  x: 64.5,
  y: 65.2,
  z: 58.2,
  Á: 77.4,
  É: 68.3,
  Ó: 85,
  á: 67.5,
  â: 67.5,
  ã: 67.5,
  ç: 59.3,
  é: 67.8,
  ê: 67.8,
  í: 34.3,
  ó: 68.7,
  ô: 68.7,
  õ: 68.7,
  ú: 71.2,
  ü: 71.2,
  "…": 100,
};
const measure: Measure100 = (text) => {
  let w = 0;
  for (const ch of text) w += GLYPHS[ch] ?? 110;
  return w;
};

/** The word's area on a 360 px phone (the turn screen's padding, top row, bar and buttons taken). */
const PORTRAIT = { width: 360 - 32, height: 640 - 172 };
const LANDSCAPE = { width: 640 - 32, height: 360 - 172 };

const allWords = themes.flatMap((t) => t.words.map((w) => ({ theme: t.id, word: w })));
/** Each theme's widest words: by their widest unbreakable piece, and by their whole length. */
const widest = themes.flatMap((t) => {
  const byPiece = [...t.words].sort(
    (a, b) => Math.max(...breakPieces(b).map(measure)) - Math.max(...breakPieces(a).map(measure)),
  );
  const byLength = [...t.words].sort((a, b) => measure(b) - measure(a));
  return [...new Set([...byPiece.slice(0, 3), ...byLength.slice(0, 2)])];
});

describe("Quem Sou Eu: the word fits its screen without breaking inside a word", () => {
  it.each([
    ["portrait", PORTRAIT],
    ["landscape", LANDSCAPE],
  ] as const)("every word of every theme at 360 px %s", (_, box) => {
    expect(allWords.length).toBeGreaterThan(100);
    for (const { theme, word } of allWords) {
      const { size, lines } = fitWord(word, box, measure);
      const where = `${theme}: ${word} at ${size}px`;
      // The lines hold the word's pieces whole and in order: no break inside a word.
      expect(lines.flatMap(breakPieces), where).toEqual(breakPieces(word));
      for (const line of lines)
        expect((measure(line) * size) / 100, where).toBeLessThanOrEqual(box.width);
      expect(lines.length * size * 1.05, where).toBeLessThanOrEqual(box.height);
      expect(size, where).toBeGreaterThanOrEqual(28);
    }
  });

  it("the widest words of each theme stay big enough to read from across the room", () => {
    expect(widest.length).toBeGreaterThanOrEqual(themes.length * 3);
    for (const word of widest) {
      expect(fitWord(word, PORTRAIT, measure).size, word).toBeGreaterThanOrEqual(36);
      expect(fitWord(word, LANDSCAPE, measure).size, word).toBeGreaterThanOrEqual(36);
    }
  });

  it("the words once split mid-letter now keep every letter on one line", () => {
    for (const word of ["Pamonha", "Fenômeno", "Santos Dumont"]) {
      const { size, lines } = fitWord(word, PORTRAIT, measure);
      expect(lines.flatMap(breakPieces)).toEqual(breakPieces(word));
      expect(Math.max(...lines.map((l) => (measure(l) * size) / 100))).toBeLessThanOrEqual(
        PORTRAIT.width,
      );
    }
  });

  it("breaks only at spaces and after hyphens, the hyphen ending the line", () => {
    expect(breakPieces("Mico-leão-dourado")).toEqual(["Mico-", "leão-", "dourado"]);
    expect(
      fitWord("Mico-leão-dourado", { width: 200, height: 400 }, measure).lines.every(
        (l, i, a) => i === a.length - 1 || l.endsWith("-"),
      ),
    ).toBe(true);
    const gato = fitWord("Gato", PORTRAIT, measure);
    expect((measure("Gato") * (gato.size + 1)) / 100).toBeGreaterThan(PORTRAIT.width); // as big as fits
    expect(fitWord("Oi", { width: 2000, height: 2000 }, measure).size).toBe(160); // capped
  });

  it("a first CSS guess exists for before the font is measured", () => {
    expect(wordFontSize("Lençóis Maranhenses")).toContain("22vh");
  });
});
