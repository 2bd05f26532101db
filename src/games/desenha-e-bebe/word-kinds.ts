/** Desenha e Bebe's word categories and difficulties: what the setup screen offers, without the words. */

export type CategoryId = "pessoa" | "lugar" | "objeto" | "acao" | "expressao" | "bebida";
/** What the group picks: one category, or 'aleatorio' to draw from all of them. */
export type CategoryChoice = CategoryId | "aleatorio";
export type Difficulty = "facil" | "medio" | "dificil";

export interface Word {
  /** Stable id made from the text (accents and punctuation stripped), used by the shuffle bags. */
  id: string;
  text: string;
  category: CategoryId;
  difficulty: Difficulty;
}

export const CATEGORIES: readonly CategoryId[] = [
  "pessoa",
  "lugar",
  "objeto",
  "acao",
  "expressao",
  "bebida",
];
export const CATEGORY_CHOICES: readonly CategoryChoice[] = [...CATEGORIES, "aleatorio"];
export const DIFFICULTIES: readonly Difficulty[] = ["facil", "medio", "dificil"];

export const CATEGORY_LABELS: Record<CategoryChoice, string> = {
  pessoa: "Pessoa/Animal",
  lugar: "Lugar",
  objeto: "Objeto",
  acao: "Ação",
  expressao: "Expressão",
  bebida: "Bebida",
  aleatorio: "Aleatório",
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  facil: "Fácil",
  medio: "Médio",
  dificil: "Difícil",
};
