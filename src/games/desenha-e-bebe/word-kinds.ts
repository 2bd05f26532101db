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
  /**
   * A custom deck's word (issue 27): the deck's name, to show instead of the category (which is
   * then only a stand-in, CUSTOM_WORD_CATEGORY; its difficulty is the middle one).
   */
  deckName?: string;
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
