import { describe, expect, it } from "vitest";
import type { GameManifest } from "./game-manifest";
import { recommendGames } from "./recommend";

const game = (
  id: string,
  name: string,
  min: number,
  max: number,
  kinds: GameManifest["kinds"],
): GameManifest => ({
  id,
  name,
  description: "",
  icon: "",
  banner: "",
  route: `/${id}`,
  minPlayers: min,
  maxPlayers: max,
  kinds,
  available: true,
  scoreUnit: { one: "ponto", other: "pontos" },
});
const games = [
  game("sueca", "Sueca", 3, 12, ["cartas"]),
  game("coin-flip", "Cara ou Coroa", 2, 12, ["sorte"]),
  game("desenha", "Desenha e Bebe", 4, 16, ["desenho"]),
  game("duo", "Só Dois", 2, 2, ["desafios"]),
];
const base = { games, playerCount: 6, recentGameIds: [], favoriteKinds: [], hour: 15 } as const;

describe("recommendGames", () => {
  it("leaves out games that do not fit the number of players", () => {
    const ids = recommendGames(base).map((r) => r.gameId);
    expect(ids).not.toContain("duo");
    expect(recommendGames({ ...base, playerCount: 3 }).map((r) => r.gameId)).not.toContain(
      "desenha",
    );
  });

  it("explains a game not played yet with the group size", () => {
    const sueca = recommendGames({ ...base, recentGameIds: ["coin-flip"] }).find(
      (r) => r.gameId === "sueca",
    );
    expect(sueca?.reason).toBe("Vocês são 6 e ainda não jogaram Sueca");
  });

  it("ranks favourite kinds first and says so", () => {
    const [top] = recommendGames({ ...base, favoriteKinds: ["desenho"] });
    expect(top?.gameId).toBe("desenha");
    expect(top?.reason).toContain("curtem desenho");
  });

  it("pushes down the game just played", () => {
    const ranked = recommendGames({ ...base, recentGameIds: ["sueca"] }).map((r) => r.gameId);
    expect(ranked.at(-1)).toBe("sueca");
  });

  it("prefers quick luck games late at night", () => {
    const [top] = recommendGames({ ...base, hour: 1, recentGameIds: ["sueca", "desenha"] });
    expect(top?.gameId).toBe("coin-flip");
    expect(top?.reason).toContain("madrugada");
  });

  it("returns nothing when no game fits", () => {
    expect(recommendGames({ ...base, playerCount: 40 })).toEqual([]);
  });
});
