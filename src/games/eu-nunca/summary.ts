import type { DrinkMode } from "../../shared/schemas/profile";
import { type Contender, type Round, sip } from "./logic";

/** One player's line after 'Confirmar'. */
export function lossLine(p: Contender, round: Round, drinkMode: DrinkMode): string {
  if (round.spared) return `${p.name} ${sip(drinkMode)} e segura o último dedo.`;
  if (p.lives === 0) return `${p.name} ${sip(drinkMode)} e está fora do jogo!`;
  return `${p.name} ${sip(drinkMode)} e fica com ${p.lives} ${p.lives === 1 ? "dedo" : "dedos"}.`;
}

/** What the last 'Confirmar' did, as a title and sentences (shown and announced). */
export function roundLines(
  players: readonly Contender[],
  round: Round,
  drinkMode: DrinkMode,
): { title: string; lines: string[] } {
  const lost = players.filter((p) => round.lost.includes(p.id));
  if (lost.length === 0)
    return { title: "Ninguém fez essa ainda!", lines: ["Ninguém perde dedo nem bebe."] };
  if (round.spared)
    return {
      title: "Empate no último dedo!",
      lines: [
        `Todo mundo que restava ia sair nesta carta, então ninguém sai: todos ${sip(drinkMode, true)} e o jogo continua.`,
      ],
    };
  const lines = lost.map((p) => lossLine(p, round, drinkMode));
  const standing = players.filter((p) => p.lives > 0);
  if (standing.length === 1 && standing[0]) lines.push(`Só sobrou ${standing[0].name}!`);
  return { title: lost.length === 1 ? "Perdeu um dedo" : "Perderam um dedo", lines };
}
