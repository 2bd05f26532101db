/**
 * Modo Clássico's four categories, without their challenges (content.ts): what the start screen
 * shows, so that it does not load the deck.
 */

/** lucide-react icon names a prompt may use. */
export type IconName =
  | "Music"
  | "Mic"
  | "Drama"
  | "Laugh"
  | "Smile"
  | "Hand"
  | "Footprints"
  | "PersonStanding"
  | "Camera"
  | "Phone"
  | "MessageCircle"
  | "Heart"
  | "Flame"
  | "Beer"
  | "Wine"
  | "Martini"
  | "GlassWater"
  | "Coffee"
  | "Pizza"
  | "Star"
  | "Sparkles"
  | "Zap"
  | "Timer"
  | "Dices"
  | "Crown"
  | "Gift"
  | "Ghost"
  | "Cat"
  | "Dog"
  | "Bird"
  | "Fish"
  | "Sun"
  | "Moon"
  | "Eye"
  | "Ear"
  | "Brain"
  | "Puzzle"
  | "Trophy"
  | "Shirt"
  | "Users";

/**
 * Who the card asks: the current player (`desafio`, the default), the whole group (`roda`: no
 * one "cumpriu", the game just moves on), a duel of {jogador} and {outro} (`duelo`: the winner
 * scores), or {outro} alone (`outro`: {outro} does it or drinks, and scores).
 */
export type ChallengeKind = "desafio" | "roda" | "duelo" | "outro";

export interface Challenge {
  text: string;
  icon: IconName;
  kind?: Exclude<ChallengeKind, "desafio">;
  drink?: true;
  alt?: string;
}

/** A category as the start screen shows it, without its challenges. */
export interface CategoryInfo {
  id: "classic" | "drinking" | "family" | "spicy";
  name: string;
  description: string;
  icon: IconName;
  adult: boolean;
}

export interface ChallengeCategory extends CategoryInfo {
  challenges: readonly Challenge[];
}

export const categoryInfos: readonly CategoryInfo[] = [
  {
    id: "classic",
    name: "Clássico",
    description: "Dança, mímica, imitação e cantoria: o palco é seu.",
    icon: "Drama",
    adult: false,
  },
  {
    id: "drinking",
    name: "Bora Beber",
    description: "Joguinhos rápidos que valem um gole, e cada um bebe no seu ritmo.",
    icon: "Beer",
    adult: false,
  },
  {
    id: "family",
    name: "Modo Família",
    description: "Desafios leves e divertidos para jogar com todo mundo, da avó ao primo.",
    icon: "Smile",
    adult: false,
  },
  {
    id: "spicy",
    name: "Picante",
    description: "Flerte e provocação com consentimento, só para maiores de 18.",
    icon: "Flame",
    adult: true,
  },
];
