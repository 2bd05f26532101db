/**
 * Sizing the word on the forehead: as big as the screen allows, in either orientation, without
 * ever breaking inside a word. Lines break only at spaces and after hyphens ("Mico-/leão-/dourado").
 */

/** Width of `text` drawn at 100 px in the word's font (canvas measureText, or a stand-in in tests). */
export type Measure100 = (text: string) => number;

export interface WordFit {
  /** Font size in px. */
  size: number;
  lines: string[];
}

/** The pieces a line may break between: words, and a hyphenated word after each hyphen. */
export function breakPieces(word: string): string[] {
  return word
    .trim()
    .split(/\s+/)
    .flatMap((w) => w.split(/(?<=-)/))
    .filter(Boolean);
}

/** The pieces laid into lines no wider than `width` at `size` px; null when a piece alone is wider. */
function wrap(
  pieces: readonly string[],
  measure: Measure100,
  size: number,
  width: number,
): string[] | null {
  const fits = (t: string) => (measure(t) * size) / 100 <= width;
  const lines: string[] = [];
  let line = "";
  for (const piece of pieces) {
    if (!fits(piece)) return null;
    const candidate = line === "" ? piece : line.endsWith("-") ? line + piece : `${line} ${piece}`;
    if (line === "" || fits(candidate)) line = candidate;
    else {
      lines.push(line);
      line = piece;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The largest whole-pixel size (at most `max`) at which the word's lines fit `width` x `height`,
 * with `lineHeight` as in CSS. Below `min` it stays at `min` (a word always shows).
 */
export function fitWord(
  word: string,
  box: { width: number; height: number },
  measure: Measure100,
  { min = 16, max = 160, lineHeight = 1.05 } = {},
): WordFit {
  const pieces = breakPieces(word);
  const ok = (size: number) => {
    const lines = wrap(pieces, measure, size, box.width);
    return lines && lines.length * size * lineHeight <= box.height ? lines : null;
  };
  let lo = min;
  let hi = max;
  if (ok(hi)) lo = hi;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid;
  }
  return {
    size: lo,
    lines: ok(lo) ?? wrap(pieces, measure, lo, Number.POSITIVE_INFINITY) ?? [word],
  };
}

/**
 * A first guess in CSS for before the font is measured (first paint, no canvas): the widest piece
 * by its letter count.
 */
export function wordFontSize(word: string): string {
  const pieces = breakPieces(word);
  const longest = Math.max(1, ...pieces.map((p) => Array.from(p).length));
  const words = word.split(/\s+/).filter(Boolean).length;
  const heightCap = words <= 1 ? 30 : words === 2 ? 22 : 15;
  const perChar = (longest * 0.8).toFixed(2);
  return `min(calc((100vw - 2.5rem) / ${perChar}), ${heightCap}vh, 10rem)`;
}
