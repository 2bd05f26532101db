/**
 * Font size for the word on the forehead: as big as the screen allows, in either orientation.
 * The widest unbreakable piece (lines break at spaces and hyphens) must fit the width, and
 * phrases of several words get a lower height cap so their lines fit the height.
 */
export function wordFontSize(word: string): string {
  const pieces = word.split(/(?<=-)|\s+/).filter(Boolean);
  const longest = Math.max(1, ...pieces.map((p) => Array.from(p).length));
  const words = word.split(/\s+/).filter(Boolean).length;
  const heightCap = words <= 1 ? 30 : words === 2 ? 22 : 15;
  const perChar = (longest * 0.68).toFixed(2);
  return `min(calc((100vw - 2.5rem) / ${perChar}), ${heightCap}vh, 10rem)`;
}
