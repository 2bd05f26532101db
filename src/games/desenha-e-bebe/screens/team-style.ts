import type { TeamColor } from "../teams";

/** Each team's colour on the dark theme: a solid badge and a tinted border (AA contrast). */
export const teamStyle: Record<TeamColor, { badge: string; border: string; dot: string }> = {
  amarelo: { badge: "bg-brand text-brand-ink", border: "border-brand", dot: "bg-brand" },
  rosa: { badge: "bg-accent text-night", border: "border-accent", dot: "bg-accent" },
  azul: { badge: "bg-cyan-300 text-night", border: "border-cyan-300", dot: "bg-cyan-300" },
  verde: { badge: "bg-lime-300 text-night", border: "border-lime-300", dot: "bg-lime-300" },
};
