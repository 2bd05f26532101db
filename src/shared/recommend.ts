import type { GameKind, GameManifest } from "./game-manifest";

export interface RecommendationInput {
  games: readonly GameManifest[];
  playerCount: number;
  /** Game ids, newest first (the profile's recentGames). */
  recentGameIds: readonly string[];
  favoriteKinds: readonly GameKind[];
  hour: number;
}

export interface Recommendation {
  gameId: string;
  score: number;
  /** One Portuguese sentence that explains the pick ("Vocês são 6 e ainda não jogaram Sueca"). */
  reason: string;
}

const kindNames: Record<GameKind, string> = {
  cartas: "jogos de cartas",
  desafios: "desafios",
  sorte: "jogos de sorte",
  desenho: "desenho",
};

const isLateNight = (hour: number) => hour >= 23 || hour < 5;

/** A rule-based recommender that explains itself; games that do not fit the group are left out. */
export function recommendGames(input: RecommendationInput): Recommendation[] {
  const { playerCount, recentGameIds, favoriteKinds, hour } = input;
  const recent = recentGameIds.slice(0, 10);
  const out: Recommendation[] = [];
  for (const game of input.games) {
    if (playerCount < game.minPlayers || playerCount > game.maxPlayers) continue;
    const reasons: string[] = [`Vocês são ${playerCount}`];
    let score = 1;
    const timesRecently = recent.filter((id) => id === game.id).length;
    if (timesRecently === 0) {
      score += 3;
      reasons.push(`ainda não jogaram ${game.name}`);
    } else if (recent[0] === game.id) {
      score -= 2;
    } else if (timesRecently >= 3) {
      score -= 1;
    }
    const liked = game.kinds.find((k) => favoriteKinds.includes(k));
    if (liked) {
      score += 2;
      reasons.push(`curtem ${kindNames[liked]}`);
    }
    if (isLateNight(hour) && game.kinds.includes("sorte")) {
      score += 1;
      reasons.push("madrugada pede jogo rápido");
    } else if (
      !isLateNight(hour) &&
      hour >= 18 &&
      game.kinds.some((k) => k === "desafios" || k === "desenho")
    ) {
      score += 1;
      reasons.push("o começo da noite pede aquecimento");
    }
    if (timesRecently > 0 && reasons.length === 1) reasons.push(`${game.name} é sucesso garantido`);
    out.push({ gameId: game.id, score, reason: joinReasons(reasons) });
  }
  return out.sort((a, b) => b.score - a.score || a.gameId.localeCompare(b.gameId));
}

function joinReasons(parts: string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)}`;
}
