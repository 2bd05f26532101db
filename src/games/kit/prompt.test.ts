import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import type { Player } from "../../shared/schemas/player";
import { drinkCountLabel, drinkDoneLabel, fillPlaceholders, pickOther, promptText } from "./prompt";

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

describe("the 'took the penalty' wording", () => {
  it("says 'Bebeu' with alcohol", () => {
    expect(drinkDoneLabel("Não topou? Beba um gole.", "alcool", "prenda")).toBe("Bebeu");
  });

  it("without alcohol, follows what the prompt asks: a forfeit or a sip", () => {
    expect(drinkDoneLabel("Não topou? Pague uma prenda.", "sem-alcool", "gole")).toBe(
      "Pagou a prenda",
    );
    expect(drinkDoneLabel("Travou? Beba um gole de refri.", "sem-alcool", "prenda")).toBe(
      "Tomou um gole",
    );
  });

  it("without alcohol, falls back to the game's rule when the prompt says neither", () => {
    expect(drinkDoneLabel("Imite um pinguim.", "sem-alcool", "prenda")).toBe("Pagou a prenda");
    expect(drinkDoneLabel("Imite um pinguim.", "sem-alcool", "gole")).toBe("Tomou um gole");
  });

  it("counts penalties in the drink mode's words", () => {
    expect(drinkCountLabel(1, "alcool")).toBe("1 gole");
    expect(drinkCountLabel(2, "alcool")).toBe("2 goles");
    expect(drinkCountLabel(1, "sem-alcool")).toBe("1 gole ou prenda");
    expect(drinkCountLabel(0, "sem-alcool")).toBe("0 goles ou prendas");
  });
});
