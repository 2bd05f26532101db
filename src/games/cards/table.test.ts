import { describe, expect, it } from "vitest";
import { addPlayer, completeChallenge, completeDrink, emptyList } from "../../shared/players";
import { seededRng } from "../../shared/random";
import type { PlayerList } from "../../shared/schemas/player";
import { type CardKind, cards, type PromptCard } from "./content";
import { cardInstruction, finalRanking, outcomesFor, scoreTurn } from "./logic";
import {
  allCardIds,
  type CardsState,
  cardById,
  deckFor,
  isGameOver,
  newGame,
  reduce,
} from "./table";

const first = (kind: CardKind, where: (c: PromptCard) => boolean = () => true) => {
  const card = cards.find((c) => c.kind === kind && where(c));
  if (!card) throw new Error(`no ${kind} card in the deck`);
  return card;
};
const desafio = first("desafio", (c) => !c.adult);
const group = first("todos-bebem", (c) => !c.adult);
const rule3 = first("regra", (c) => c.turns === 3);
const rule4 = first("regra", (c) => c.turns === 4);
const rule5 = first("regra", (c) => c.turns === 5);
const adultCard = first("desafio", (c) => !!c.adult);

const game = () => newGame(deckFor(true));
const draw = (s: CardsState, cardId: string, ownerId: string | null = "ana") =>
  reduce(s, { type: "draw", cardId, ownerId });
const done = (s: CardsState) => reduce(s, { type: "done" });
/** Plays one whole turn: the card is drawn, then resolved. */
const play = (s: CardsState, cardId = desafio.id) => done(draw(s, cardId));

const three = (): PlayerList =>
  ["Ana", "Bia", "Caio"].reduce((l, n) => addPlayer(l, n, seededRng(n.length), 0), emptyList(0));

describe("Cartas: deck", () => {
  it("holds every card when 18+ is on", () => {
    expect(deckFor(true)).toHaveLength(cards.length);
  });

  it("leaves adult cards out when 18+ is off", () => {
    const deck = deckFor(false);
    expect(deck).not.toContain(adultCard.id);
    expect(deck).toHaveLength(cards.filter((c) => !c.adult).length);
    expect(deck.every((id) => !cardById(id)?.adult)).toBe(true);
  });

  it("names every card of the game in the shuffle bag's universe", () => {
    expect(allCardIds).toEqual(deckFor(true));
    expect(new Set(allCardIds).size).toBe(cards.length);
  });

  it("finds every card by id, and nothing for unknown ids", () => {
    for (const id of deckFor(true)) expect(cardById(id)?.id).toBe(id);
    expect(cardById("nope")).toBeNull();
    expect(cardById(null)).toBeNull();
  });

  it("starts with an empty table, no rules and nothing played", () => {
    expect(newGame(["a"])).toEqual({
      deckIds: ["a"],
      cardId: null,
      activeRules: [],
      turn: 0,
      cardsPlayed: 0,
    });
  });
});

describe("Cartas: draw", () => {
  it("puts the chosen card on the table", () => {
    expect(draw(game(), desafio.id).cardId).toBe(desafio.id);
  });

  it("ignores cards outside this game's deck (an adult card without 18+)", () => {
    const s = newGame(deckFor(false));
    expect(draw(s, adultCard.id)).toBe(s);
    expect(draw(s, "nope")).toBe(s);
  });

  it("does not replace a card already on the table (that is 'skip')", () => {
    const s = draw(game(), desafio.id);
    expect(draw(s, group.id)).toBe(s);
  });

  it("turns a 'regra' card into an active rule lasting its turns, owned by who drew it", () => {
    const s = reduce(game(), { type: "draw", cardId: rule4.id, ownerId: "ana", otherId: "bia" });
    expect(s.activeRules).toEqual([
      { cardId: rule4.id, ownerId: "ana", otherId: "bia", turnsLeft: 4 },
    ]);
  });

  it("adds no rule for the other kinds", () => {
    for (const kind of ["desafio", "mais-provavel", "todos-bebem", "mini-jogo"] as const)
      expect(draw(game(), first(kind).id).activeRules).toEqual([]);
  });

  it("restarts a rule drawn again while in force, without listing it twice", () => {
    let s = play(game(), rule4.id);
    s = play(s);
    s = draw(s, rule4.id, "bia");
    expect(s.activeRules).toEqual([
      { cardId: rule4.id, ownerId: "bia", otherId: null, turnsLeft: 4 },
    ]);
  });
});

describe("Cartas: done and rule ageing", () => {
  it("clears the table, counts the card and advances the turn", () => {
    const s = play(game());
    expect(s).toMatchObject({ cardId: null, turn: 1, cardsPlayed: 1 });
  });

  it("does nothing with an empty table", () => {
    const s = game();
    expect(done(s)).toBe(s);
  });

  it("a rule lasts exactly its turns, counting the one it was drawn in", () => {
    let s = draw(game(), rule3.id);
    const shown: number[] = [];
    for (let turn = 0; turn < 5; turn++) {
      if (turn > 0) s = draw(s, desafio.id);
      shown.push(s.activeRules.length);
      s = done(s);
    }
    expect(shown).toEqual([1, 1, 1, 0, 0]);
  });

  it("counts the rule's turns down at each new turn, and it is listed until it ends", () => {
    let s = play(game(), rule4.id);
    const left: number[] = [];
    while (s.activeRules.length) {
      s = draw(s, desafio.id);
      left.push(s.activeRules[0]?.turnsLeft ?? 0);
      s = done(s);
    }
    expect(left).toEqual([3, 2, 1]);
  });

  it("keeps several rules at once, each ending on its own turn", () => {
    let s = play(game(), rule5.id);
    s = play(s, rule3.id);
    expect(s.activeRules.map((r) => [r.cardId, r.turnsLeft])).toEqual([
      [rule5.id, 3],
      [rule3.id, 2],
    ]);
    s = play(play(s));
    expect(s.activeRules.map((r) => [r.cardId, r.turnsLeft])).toEqual([[rule5.id, 1]]);
    s = play(s);
    expect(s.activeRules).toEqual([]);
  });

  it("never changes the state it is given", () => {
    const s = draw(game(), rule4.id);
    const copy = structuredClone(s);
    done(s);
    reduce(s, { type: "skip", cardId: desafio.id });
    expect(s).toEqual(copy);
  });
});

describe("Cartas: skip", () => {
  it("shows a new card for the same player: no turn change, nothing counted", () => {
    const s = play(game());
    const skipped = reduce(draw(s, desafio.id), { type: "skip", cardId: group.id });
    expect(skipped).toMatchObject({ cardId: group.id, turn: 1, cardsPlayed: 1 });
  });

  it("does not age the rules in force", () => {
    const s = draw(play(game(), rule4.id), desafio.id);
    const skipped = reduce(s, { type: "skip", cardId: group.id });
    expect(skipped.activeRules).toEqual(s.activeRules);
    expect(skipped.activeRules[0]?.turnsLeft).toBe(3);
  });

  it("withdraws a rule card that is skipped", () => {
    const s = reduce(draw(game(), rule4.id), { type: "skip", cardId: desafio.id });
    expect(s.activeRules).toEqual([]);
    expect(s.cardId).toBe(desafio.id);
  });

  it("activates a rule card that comes out of a skip, for the same player", () => {
    const s = reduce(draw(game(), desafio.id), { type: "skip", cardId: rule3.id, ownerId: "ana" });
    expect(s.activeRules).toEqual([
      { cardId: rule3.id, ownerId: "ana", otherId: null, turnsLeft: 3 },
    ]);
  });

  it("does nothing with an empty table or an unknown card", () => {
    const empty = game();
    expect(reduce(empty, { type: "skip", cardId: desafio.id })).toBe(empty);
    const s = draw(game(), rule4.id);
    expect(reduce(s, { type: "skip", cardId: "nope" })).toBe(s);
  });
});

describe("Cartas: end of the game", () => {
  it("ends after the chosen number of cards", () => {
    let s = game();
    for (let i = 0; i < 19; i++) s = play(s);
    expect(isGameOver(s, 20)).toBe(false);
    s = play(s);
    expect(isGameOver(s, 20)).toBe(true);
    expect(isGameOver(s, 30)).toBe(false);
  });

  it("does not count skipped cards towards the end", () => {
    let s = draw(game(), desafio.id);
    for (let i = 0; i < 5; i++) s = reduce(s, { type: "skip", cardId: group.id });
    expect(isGameOver(s, 1)).toBe(false);
    expect(isGameOver(done(s), 1)).toBe(true);
  });
});

describe("Cartas: scoring", () => {
  it("offers 'Cumpriu' and 'Bebeu' on a desafio, just 'Próxima' on the others", () => {
    expect(outcomesFor("desafio")).toEqual(["cumpriu", "bebeu"]);
    for (const kind of ["mais-provavel", "regra", "todos-bebem", "mini-jogo"] as const)
      expect(outcomesFor(kind)).toEqual(["proxima"]);
  });

  it("'Cumpriu' on a desafio earns two points and a challenge, then passes the turn", () => {
    const list = scoreTurn(three(), "desafio", "cumpriu", 0);
    expect(list.players[0]).toMatchObject({ points: 2, challengesCompleted: 1, isActive: false });
    expect(list.currentPlayerIndex).toBe(1);
  });

  it("a mini-jogo with a loser: the loser's drink counts, everyone else earns a point", () => {
    const start = three();
    const loser = start.players[1]?.id ?? "";
    const list = scoreTurn(start, "mini-jogo", "proxima", 0, loser);
    expect(list.players.map((p) => p.points)).toEqual([1, 0, 1]);
    expect(list.players[1]?.drinksCompleted).toBe(1);
    expect(list.currentPlayerIndex).toBe(1);
    // Without a loser (nobody lost, or the group did not say), nobody scores.
    expect(scoreTurn(start, "mini-jogo", "proxima", 0).players.map((p) => p.points)).toEqual([
      0, 0, 0,
    ]);
  });

  it("'Bebeu' counts a drink for no points", () => {
    const list = scoreTurn(three(), "desafio", "bebeu", 0);
    expect(list.players[0]).toMatchObject({ points: 0, drinksCompleted: 1 });
    expect(list.currentPlayerIndex).toBe(1);
  });

  it("group cards score nothing and pass the turn, wrapping to the first player", () => {
    let list = three();
    for (let i = 0; i < 3; i++) list = scoreTurn(list, "todos-bebem", "proxima", 0);
    expect(list.currentPlayerIndex).toBe(0);
    expect(list.players.every((p) => p.points === 0 && p.drinksCompleted === 0)).toBe(true);
    expect(scoreTurn(three(), "regra", "cumpriu", 0).players[0]?.points).toBe(0);
  });

  it("ranks by points, then by drinks, then by the order of the list", () => {
    let list = three();
    const [ana, bia, caio] = list.players.map((p) => p.id) as [string, string, string];
    list = completeDrink(list, ana, 0, 0);
    list = completeChallenge(list, bia, 1, 0);
    list = completeChallenge(list, caio, 1, 0);
    list = completeDrink(list, caio, 0, 0);
    expect(finalRanking(list)).toEqual([
      { name: "Caio", points: 1, drinks: 1, place: 1 },
      { name: "Bia", points: 1, drinks: 0, place: 2 },
      { name: "Ana", points: 0, drinks: 1, place: 3 },
    ]);
    expect(finalRanking(three()).map((e) => e.name)).toEqual(["Ana", "Bia", "Caio"]);
    expect(finalRanking(three()).map((e) => e.place)).toEqual([1, 1, 1]);
  });
});

describe("Cartas: instructions", () => {
  const mostLikely = first("mais-provavel");

  it("tells the group how to vote on 'mais provável' cards", () => {
    expect(cardInstruction(mostLikely, "alcool")).toBe(
      "Contem até 3 e apontem: o mais votado bebe um gole.",
    );
    expect(cardInstruction(mostLikely, "sem-alcool")).toBe(
      "Contem até 3 e apontem: o mais votado paga uma prenda.",
    );
  });

  it("says how long a new rule lasts", () => {
    expect(cardInstruction(rule4, "alcool")).toContain("4 jogadas");
  });

  it("never mentions alcohol in 'sem álcool' mode", () => {
    for (const card of cards)
      expect(cardInstruction(card, "sem-alcool")).not.toMatch(/bebe um gole\.|cerveja/);
  });
});
