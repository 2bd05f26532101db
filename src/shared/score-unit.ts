/** What a game's score counts, in both forms: { one: "ponto", other: "pontos" }. */
export interface ScoreUnit {
  one: string;
  other: string;
}

export const POINTS: ScoreUnit = { one: "ponto", other: "pontos" };

/** Portuguese takes the singular for exactly one (and minus one); zero is plural: "0 pontos". */
export function unitFor(n: number, unit: ScoreUnit): string {
  return Math.abs(n) === 1 ? unit.one : unit.other;
}

/**
 * "1 ponto", "3 acertos"; with a total, "1 de 3 dedos" (the noun then agrees with the total, as
 * in the game's own tiles).
 */
export function formatScore(n: number, unit: ScoreUnit, outOf?: number): string {
  if (outOf !== undefined) return `${n} de ${outOf} ${unitFor(outOf, unit)}`;
  return `${n} ${unitFor(n, unit)}`;
}
