/**
 * Stable ids for content (prompts, words): made from the text, never from a position, so adding,
 * removing or reordering items of a list never changes what an id stored on a phone points to.
 */

/** "Pão de Açúcar!" → "pao-de-acucar": lower case, accents dropped, words joined by hyphens. */
export function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** FNV-1a (32 bits) of an ASCII string, as 7 base-36 digits. */
function hash36(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36).padStart(7, "0");
}

/**
 * A short id for a long text ("festa.0x1k9az"): the prefix (its deck or kind) and a hash of the
 * text's slug, so fixing case, accents or punctuation keeps the id, and rewording makes a new
 * prompt. Content tests check that the ids of a game are unique.
 */
export function textId(prefix: string, text: string): string {
  return `${prefix}.${hash36(slug(text))}`;
}
