import type { DrinkMode } from "../../../shared/schemas/profile";
import type { DesenhaView } from "../logic";
import { currentDrawer, currentTeam, drinkText } from "../rules";

/** What the live region reads for the phase on screen (never the secret word). */
export function announcementFor(
  view: DesenhaView,
  hurryNote: string,
  drinkMode: DrinkMode,
): string {
  const { game, settings } = view;
  const team = currentTeam(game);
  const verb = settings.mode === "desenho" ? "desenha" : "faz a mímica";
  switch (view.phase) {
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
