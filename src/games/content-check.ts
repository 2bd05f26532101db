/**
 * Pure checks for prompt decks (challenges, truths, dares…), shared by the content tests.
 * Problems are returned as readable strings so a failing test shows exactly what to fix.
 */

/** The only placeholders the games fill in: the current player and another player. */
export const ALLOWED_PLACEHOLDERS: readonly string[] = ["jogador", "outro"];

/** Longest prompt, in characters, that still reads comfortably aloud from a phone. */
export const MAX_PROMPT_LENGTH = 160;

/**
 * The form used to compare prompts: lower case, accents stripped, punctuation and braces turned
 * into single spaces. "Beba um gole!" and "beba  um gole" normalise to the same text.
 */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function braceProblem(text: string): string | null {
  let open = false;
  for (const ch of text) {
    if (ch === "{") {
      if (open) return "nested '{'";
      open = true;
    } else if (ch === "}") {
      if (!open) return "'}' without '{'";
      open = false;
    }
  }
  return open ? "'{' never closed" : null;
}

/** Every problem found in a deck; an empty list means the deck is clean. */
export function checkDeck(texts: readonly string[]): string[] {
  const problems: string[] = [];
  const firstSeen = new Map<string, number>();

  texts.forEach((text, index) => {
    const label = `#${index + 1} ${JSON.stringify(text)}`;

    if (text.trim() === "") {
      problems.push(`${label}: empty text`);
      return;
    }
    if (text !== text.trim()) problems.push(`${label}: leading or trailing whitespace`);
    if (/\s{2,}/.test(text)) problems.push(`${label}: double space`);

    const length = Array.from(text).length;
    if (length > MAX_PROMPT_LENGTH) {
      problems.push(`${label}: ${length} characters (max ${MAX_PROMPT_LENGTH})`);
    }

    const braces = braceProblem(text);
    if (braces) {
      problems.push(`${label}: unbalanced braces (${braces})`);
    } else {
      for (const match of text.matchAll(/\{([^{}]*)\}/g)) {
        const name = match[1] ?? "";
        if (!ALLOWED_PLACEHOLDERS.includes(name)) {
          problems.push(`${label}: unknown placeholder {${name}}`);
        }
      }
    }

    const key = normalise(text);
    const earlier = firstSeen.get(key);
    if (earlier === undefined) firstSeen.set(key, index);
    else problems.push(`${label}: duplicates #${earlier + 1}`);
  });

  return problems;
}
