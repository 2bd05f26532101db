import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import {
  CARDS_PER_DECK,
  cardIds,
  cardLabel,
  cardsLeft,
  type Deck,
  type DeckCount,
  drawCard,
  isDeck,
  isDeckOver,
  ofRank,
  parseCard,
  RANKS,
  SUITS,
  shuffledDeck,
} from "./cards";

/** Turns every card of the pile, in order. */
function drawAll(deck: Deck): string[] {
  const seen: string[] = [];
  let d: Deck = deck;
  for (;;) {
    const next = drawCard(d);
    if (!next) return seen;
    seen.push(next.cardId);
    d = next.deck;
  }
}

describe("Sueca: the cards", () => {
  it("has 13 ranks and 4 suits: 52 cards a deck", () => {
    expect(RANKS).toHaveLength(13);
    expect(SUITS).toHaveLength(4);
    expect(CARDS_PER_DECK).toBe(52);
  });

  it("makes 52 unique ids for one deck and 104 for two", () => {
    expect(new Set(cardIds(1)).size).toBe(52);
    expect(new Set(cardIds(2)).size).toBe(104);
  });

  it("has every rank four times a deck, eight times with two", () => {
    for (const decks of [1, 2] as const) {
      for (const rank of RANKS) {
        const n = cardIds(decks).filter((id) => parseCard(id)?.rank === rank).length;
        expect(n, `${rank} x${decks}`).toBe(4 * decks);
      }
    }
  });

  it("reads back every id it makes", () => {
    for (const id of cardIds(2)) expect(parseCard(id)?.id).toBe(id);
    expect(parseCard("Q-copas-2")).toEqual({ id: "Q-copas-2", rank: "Q", suit: "copas", copy: 2 });
  });

  it("rejects ids that are not cards", () => {
    for (const bad of ["", "Z-copas-1", "A-corações-1", "A-copas-3", "A-copas", "A-copas-1-x"])
      expect(parseCard(bad), bad).toBeNull();
    expect(parseCard(null)).toBeNull();
  });

  it("names cards in Portuguese", () => {
    expect(cardLabel({ id: "Q-copas-1", rank: "Q", suit: "copas", copy: 1 })).toBe("Dama de copas");
    expect(cardLabel({ id: "A-paus-1", rank: "A", suit: "paus", copy: 1 })).toBe("Ás de paus");
    expect(ofRank("Q")).toBe("da dama");
    expect(ofRank("A")).toBe("do ás");
  });
});

describe("Sueca: the pile", () => {
  it.each([1, 2] as DeckCount[])("never repeats a card before the end (%i deck)", (decks) => {
    const seen = drawAll(shuffledDeck(decks, seededRng(decks)));
    expect(seen).toHaveLength(52 * decks);
    expect(new Set(seen).size).toBe(52 * decks);
    expect([...seen].sort()).toEqual([...cardIds(decks)].sort());
  });

  it("holds every card before the first draw, shuffled", () => {
    const deck = shuffledDeck(1, seededRng(3));
    expect(deck.cursor).toBe(0);
    expect(cardsLeft(deck)).toBe(52);
    expect(deck.order).not.toEqual(cardIds(1));
  });

  it("counts the cards left down by one per draw", () => {
    let deck = shuffledDeck(1, seededRng(4));
    for (let left = 51; left >= 0; left--) {
      const next = drawCard(deck);
      if (!next) throw new Error("pile over too early");
      deck = next.deck;
      expect(cardsLeft(deck)).toBe(left);
    }
  });

  it("gives nothing once the pile is over", () => {
    let deck = shuffledDeck(1, seededRng(5));
    expect(isDeckOver(deck)).toBe(false);
    deck = { ...deck, cursor: 52 };
    expect(isDeckOver(deck)).toBe(true);
    expect(drawCard(deck)).toBeNull();
  });

  it("never changes the pile it is given", () => {
    const deck = shuffledDeck(1, seededRng(6));
    const copy = structuredClone(deck);
    drawCard(deck);
    expect(deck).toEqual(copy);
  });

  it.each([1, 2] as DeckCount[])("reshuffles into a whole new pile (%i deck)", (decks) => {
    const rng = seededRng(10 + decks);
    const first = drawAll(shuffledDeck(decks, rng));
    const again = shuffledDeck(decks, rng);
    expect(cardsLeft(again)).toBe(52 * decks);
    const second = drawAll(again);
    expect(new Set(second).size).toBe(52 * decks);
    expect([...second].sort()).toEqual([...first].sort());
    expect(second).not.toEqual(first);
  });

  it("trusts only whole, unrepeated piles from storage", () => {
    const deck = shuffledDeck(2, seededRng(7));
    expect(isDeck(deck)).toBe(true);
    expect(isDeck({ ...deck, cursor: 105 })).toBe(false);
    expect(isDeck({ ...deck, order: deck.order.slice(1) })).toBe(false);
    const repeated = [...deck.order.slice(0, 103), deck.order[0]];
    expect(isDeck({ ...deck, order: repeated })).toBe(false);
    expect(isDeck(null)).toBe(false);
  });
});
