import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import type { Player } from "../../shared/schemas/player";
import { fillPlaceholders, pickOther, promptText } from "./prompt";

const player = (id: string, name: string): Player => ({
  id,
  name,
  points: 0,
  isActive: false,
  challengesCompleted: 0,
  drinksCompleted: 0,
});

describe("prompts", () => {
  it("fills {jogador} and {outro} with real names, every occurrence", () => {
    expect(
      fillPlaceholders("{jogador} imita {outro}; {outro} julga", { jogador: "Ana", outro: "Bia" }),
    ).toBe("Ana imita Bia; Bia julga");
  });

  it("reads 'alguém' when there is no other player", () => {
    expect(fillPlaceholders("Dance com {outro}", { jogador: "Ana" })).toBe("Dance com alguém");
  });

  it("swaps a drink for its alternative in 'sem álcool' mode only", () => {
    const p = { text: "Beba um gole", drink: true as const, alt: "Beba um gole d'água" };
    expect(promptText(p, "alcool")).toBe("Beba um gole");
    expect(promptText(p, "sem-alcool")).toBe("Beba um gole d'água");
    expect(promptText({ text: "Cante" }, "sem-alcool")).toBe("Cante");
  });

  it("never picks the current player as the other one", () => {
    const players = [player("a", "Ana"), player("b", "Bia"), player("c", "Caio")];
    const rng = seededRng(7);
    for (let i = 0; i < 200; i++) expect(pickOther(players, "b", rng)?.id).not.toBe("b");
    expect(pickOther([player("a", "Ana")], "a", rng)).toBeNull();
  });
});
