/**
 * How many names the game's list holds, for the setup screen's 'Sorteados entre N famosos': the
 * list itself (content.ts) loads with the rules, after that screen's first render.
 * content.test.ts checks it against the list.
 */
export const FAMOUS_NAME_COUNT = 277;
