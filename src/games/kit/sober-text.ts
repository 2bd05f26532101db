/**
 * The rule every text shown in 'sem álcool' follows: a sentence may speak of drinking only when it
 * names a drink without alcohol (água, refri, suco). Returns the sentences that break it; the games'
 * tests hold their screens and content to it.
 */
const DRINKING = /\b(beb\w*|gole\w*|doses?|drinks?|cervej\w*|shots?|birita\w*|álcool)\b/i;
const SOBER_DRINK = /água|refri|suco|sem álcool/i;

export function drinkingSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => DRINKING.test(s) && !SOBER_DRINK.test(s));
}
