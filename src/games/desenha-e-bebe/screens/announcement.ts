import type { DrinkMode } from "../../../shared/schemas/profile";
import type { Flow } from "../flow";
import { currentDrawer, currentTeam, drinkText } from "../logic";
import type { DesenhaSettings } from "../settings";

/** What the live region reads for the phase on screen (never the secret word). */
export function announcementFor(
  flow: Flow,
  settings: Pick<DesenhaSettings, "mode" | "seconds">,
  hurryNote: string,
  drinkMode: DrinkMode,
): string {
  const game = flow.game;
  if (!game) return "";
  const team = currentTeam(game);
  const verb = settings.mode === "desenho" ? "desenha" : "faz a mímica";
  switch (flow.phase) {
    case "handoff":
      return team ? `Vez do ${team.name}. ${currentDrawer(game)} ${verb}.` : "";
    case "play":
      return hurryNote || `Valendo! ${settings.seconds} segundos.`;
    case "outcome": {
      const last = game.last;
      const played = game.teams.find((t) => t.id === last?.teamId);
      if (!last || !played) return "";
      if (last.points > 0)
        return `Acertaram! ${played.name} tem ${played.points} de ${game.target}.`;
      const head = last.outcome === "tempo" ? "Tempo esgotado!" : "Não acertaram.";
      return `${head} ${played.name} bebe ${drinkText(last.sips, drinkMode)}.`;
    }
    default:
      return "";
  }
}
