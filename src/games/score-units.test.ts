import { describe, expect, it } from "vitest";
import { formatScore, POINTS } from "../shared/score-unit";
import { catalogue } from "./catalogue";
import { extraGames } from "./extras";

const acertos = { one: "acerto", other: "acertos" };
const goles = { one: "gole", other: "goles" };

describe("score units", () => {
  it("use the singular for one and the plural for anything else", () => {
    expect(formatScore(1, POINTS)).toBe("1 ponto");
    expect(formatScore(2, POINTS)).toBe("2 pontos");
    expect(formatScore(0, acertos)).toBe("0 acertos");
    expect(formatScore(1, acertos)).toBe("1 acerto");
    expect(formatScore(-1, goles)).toBe("-1 gole");
    expect(formatScore(12, goles)).toBe("12 goles");
  });

  it("agree with the total when one is given", () => {
    const dedos = { one: "dedo", other: "dedos" };
    expect(formatScore(1, dedos, 3)).toBe("1 de 3 dedos");
    expect(formatScore(0, dedos, 1)).toBe("0 de 1 dedo");
  });

  it("are declared by every game, singular and plural told apart", () => {
    for (const game of [...catalogue, ...extraGames]) {
      expect(game.scoreUnit.one, game.id).toMatch(/^\p{L}+$/u);
      expect(game.scoreUnit.other, game.id).not.toBe(game.scoreUnit.one);
    }
  });
});
