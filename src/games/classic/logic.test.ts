import { describe, expect, it } from "vitest";
import { addPlayer, emptyList } from "../../shared/players";
import { seededRng } from "../../shared/random";
import { challengeCategories } from "./content";
import {
  allChallengeIds,
  CHALLENGE_POINTS,
  challengeById,
  DRINK_POINTS,
  deckIds,
  legacyChallengeId,
  resolveTurn,
} from "./logic";

const three = () =>
  ["Ana", "Bia", "Caio"].reduce((l, n) => addPlayer(l, n, seededRng(n.length)), emptyList(0));

describe("Modo Clássico", () => {
  it("builds the deck from the chosen categories with the spec's sizes", () => {
    expect(deckIds(["classic"], false)).toHaveLength(40);
    expect(deckIds(["drinking"], false)).toHaveLength(38);
    expect(deckIds(["family"], false)).toHaveLength(40);
    expect(deckIds(["classic", "family"], false)).toHaveLength(80);
  });

  it("hides Picante unless the 18+ setting is on", () => {
    expect(deckIds(["spicy"], false)).toEqual([]);
    expect(deckIds(["spicy"], true)).toHaveLength(15);
  });

  it("finds every challenge of the deck by id", () => {
    for (const id of deckIds(["classic", "drinking", "family", "spicy"], true)) {
      expect(challengeById(id)?.challenge.text).toBeTruthy();
    }
    expect(challengeById("nope:1")).toBeNull();
    expect(challengeById("classic:0")).toBeNull();
  });

  it("names challenges by their text, not their position: unique ids, stable when the list changes", () => {
    const total = challengeCategories.reduce((n, c) => n + c.challenges.length, 0);
    expect(new Set(allChallengeIds).size).toBe(total);
    for (const id of allChallengeIds)
      expect(id).toMatch(/^(classic|drinking|family|spicy)\.[0-9a-z]{7}$/);
    expect(deckIds(["family"], false)).toEqual(
      deckIds(["classic", "family"], false).filter((id) => id.startsWith("family.")),
    );
  });

  it("reads the old positional ids of stored bags as today's ids", () => {
    expect(legacyChallengeId("drinking:0")).toBe(deckIds(["drinking"], false)[0]);
    expect(legacyChallengeId("spicy:14")).toBe(deckIds(["spicy"], true)[14]);
    expect(legacyChallengeId("drinking:999")).toBeNull();
    expect(legacyChallengeId("nope:1")).toBeNull();
    expect(legacyChallengeId(allChallengeIds[0] as string)).toBeNull();
  });

  it("'Cumpriu' adds challenge points and a completed challenge, then passes the turn", () => {
    const { list, winner } = resolveTurn(three(), "cumpriu", 100);
    expect(winner).toBeNull();
    expect(list.players[0]).toMatchObject({
      points: CHALLENGE_POINTS,
      challengesCompleted: 1,
      isActive: false,
    });
    expect(list.currentPlayerIndex).toBe(1);
  });

  it("'Bebeu' adds drink points and a completed drink", () => {
    const { list } = resolveTurn(three(), "bebeu", 100);
    expect(list.players[0]).toMatchObject({
      points: DRINK_POINTS,
      drinksCompleted: 1,
      challengesCompleted: 0,
    });
  });

  it("the turn wraps from the last player to the first", () => {
    let l = three();
    for (let i = 0; i < 3; i++) l = resolveTurn(l, "bebeu", 100).list;
    expect(l.currentPlayerIndex).toBe(0);
    expect(l.players.map((p) => p.points)).toEqual([5, 5, 5]);
  });

  it("ends the game when a player reaches the target points, and the winner keeps the turn", () => {
    let l = three();
    let winner = null;
    for (let turn = 0; turn < 10 && !winner; turn++)
      ({ list: l, winner } = resolveTurn(l, "cumpriu", 20));
    expect(winner?.name).toBe("Ana");
    expect(winner?.points).toBe(20);
    expect(l.currentPlayerIndex).toBe(0);
  });
});
