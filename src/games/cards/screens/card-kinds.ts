import { Beer, Dices, Gavel, type LucideIcon, Vote, Zap } from "lucide-react";
import type { CardKind } from "../content";

export interface KindStyle {
  label: string;
  Icon: LucideIcon;
  /** The kind badge: a light colour with dark text (AA contrast). */
  badge: string;
  /** The card's border and the tint of its gradient. */
  card: string;
  /** Small accents (rule list marker) in the same colour. */
  text: string;
}

/** Each kind has its own colour, so the group can tell the card type from across the table. */
export const kindStyles: Record<CardKind, KindStyle> = {
  desafio: {
    label: "Desafio",
    Icon: Zap,
    badge: "bg-brand text-brand-ink",
    card: "border-brand/70 from-amber-500/25",
    text: "text-brand",
  },
  "mais-provavel": {
    label: "Mais provável",
    Icon: Vote,
    badge: "bg-accent text-night",
    card: "border-accent/70 from-pink-500/25",
    text: "text-accent",
  },
  regra: {
    label: "Regra",
    Icon: Gavel,
    badge: "bg-sky-300 text-sky-950",
    card: "border-sky-300/70 from-sky-500/25",
    text: "text-sky-300",
  },
  "todos-bebem": {
    label: "Todos bebem",
    Icon: Beer,
    badge: "bg-emerald-300 text-emerald-950",
    card: "border-emerald-300/70 from-emerald-500/25",
    text: "text-emerald-300",
  },
  "mini-jogo": {
    label: "Mini-jogo",
    Icon: Dices,
    badge: "bg-violet-300 text-violet-950",
    card: "border-violet-300/70 from-violet-500/25",
    text: "text-violet-300",
  },
};
