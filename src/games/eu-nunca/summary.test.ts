import { describe, expect, it } from "vitest";
import type { Contender, Round } from "./logic";
import { lossLine, roundLines } from "./summary";

const p = (name: string, lives: number): Contender => ({
  id: name.toLowerCase(),
  name,
  lives,
  outOn: lives === 0 ? 4 : null,
});
const round = (lost: string[], eliminated: string[] = [], spared = false): Round => ({
  lost,
  eliminated,
  spared,
});

describe("Eu Nunca: what a card did", () => {
  it("counts the fingers left, singular and plural", () => {
    expect(lossLine(p("Ana", 3), round(["ana"]), "alcool")).toBe(
      "Ana bebe um gole e fica com 3 dedos.",
    );
    expect(lossLine(p("Ana", 1), round(["ana"]), "alcool")).toBe(
      "Ana bebe um gole e fica com 1 dedo.",
    );
  });

  it("says when a player is out", () => {
    expect(lossLine(p("Bia", 0), round(["bia"], ["bia"]), "alcool")).toBe(
      "Bia bebe um gole e está fora do jogo!",
    );
  });

  it("uses water in the sem-álcool mode", () => {
    expect(lossLine(p("Ana", 2), round(["ana"]), "sem-alcool")).toBe(
      "Ana toma um gole d'água e fica com 2 dedos.",
    );
  });

  it("keeps the last finger when the tie rule spares the table", () => {
    expect(lossLine(p("Ana", 1), round(["ana", "bia"], [], true), "alcool")).toBe(
      "Ana bebe um gole e segura o último dedo.",
    );
  });

  it("says so when nobody has done it", () => {
    expect(roundLines([p("Ana", 3)], round([]), "alcool").title).toBe("Ninguém fez essa ainda!");
  });

  it("lists only the players who lost a finger", () => {
    const result = roundLines(
      [p("Ana", 2), p("Bia", 3), p("Caio", 1)],
      round(["ana", "caio"]),
      "alcool",
    );
    expect(result.title).toBe("Perderam um dedo");
    expect(result.lines).toEqual([
      "Ana bebe um gole e fica com 2 dedos.",
      "Caio bebe um gole e fica com 1 dedo.",
    ]);
  });

  it("names the last one standing", () => {
    const result = roundLines([p("Ana", 0), p("Bia", 2)], round(["ana"], ["ana"]), "alcool");
    expect(result.title).toBe("Perdeu um dedo");
    expect(result.lines.at(-1)).toBe("Só sobrou Bia!");
  });

  it("explains the tie rule, in the group's drink mode", () => {
    const players = [p("Ana", 1), p("Bia", 1)];
    const result = roundLines(players, round(["ana", "bia"], [], true), "sem-alcool");
    expect(result.title).toBe("Empate no último dedo!");
    expect(result.lines.join(" ")).toContain("ninguém sai: todos tomam um gole d'água");
  });
});
