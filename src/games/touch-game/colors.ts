/** One colour per finger, far apart on a dark background; names are read to screen readers. */
export const FINGER_COLORS = [
  { hex: "#ef4444", name: "vermelho" },
  { hex: "#3b82f6", name: "azul" },
  { hex: "#22c55e", name: "verde" },
  { hex: "#facc15", name: "amarelo" },
  { hex: "#a855f7", name: "roxo" },
  { hex: "#f97316", name: "laranja" },
  { hex: "#ec4899", name: "rosa" },
  { hex: "#06b6d4", name: "ciano" },
  { hex: "#f8fafc", name: "branco" },
  { hex: "#a3e635", name: "verde-limão" },
] as const;

/** Team colours (Time A to D): in team mode every finger takes its team's colour. */
export const TEAM_COLORS = ["#f43f5e", "#38bdf8", "#4ade80", "#fbbf24"] as const;

export const fingerColor = (color: number) =>
  FINGER_COLORS[color % FINGER_COLORS.length] ?? FINGER_COLORS[0];
export const teamColor = (team: number) => TEAM_COLORS[team % TEAM_COLORS.length] ?? "#f43f5e";
