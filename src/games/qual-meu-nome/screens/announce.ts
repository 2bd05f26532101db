import type { RoundsView } from "../logic";
import { explainer } from "../play";
import { ROUNDS } from "../rounds";
import { winnerLine } from "../standings";
import { teamLabel } from "../teams";

/**
 * What the live region reads on each screen. Never the name being explained: a screen reader
 * would say it out loud to the team that has to guess it.
 */
export function announce(s: RoundsView): string {
  const team = teamLabel(s.teams[s.team]?.name ?? "");
  const round = `Rodada ${s.round + 1}: ${ROUNDS[s.round]?.title ?? ""}`;
  switch (s.phase) {
    case "round-intro":
      return round;
    case "ready":
      return `Vez do ${team}: quem explica é ${explainer(s)}`;
    case "turn":
      return "";
    case "turn-over":
      return `Tempo esgotado! ${team} acertou ${s.turnGuessed.length}`;
    case "round-over":
      return `Fim da rodada ${s.round + 1}`;
    case "game-over":
      return `Fim de jogo. ${winnerLine(s)}`;
  }
}
