import { describe, expect, it } from "vitest";
import {
  type Action,
  alive,
  cardsSeen,
  clampLives,
  currentCard,
  dropCards,
  type EuNuncaState,
  finalRanking,
  instruction,
  isDecided,
  LIVES,
  newGame,
  reduce,
  sip,
  winners,
  withPlayers,
} from "./logic";

const DECK = ["classico:0", "classico:1", "classico:2", "classico:3", "classico:4"];
const people = (...names: string[]) => names.map((name) => ({ id: name.toLowerCase(), name }));

function game(names: string[], lives = 3, deck = DECK): EuNuncaState {
  return newGame({ categories: ["classico"], deck, players: people(...names), lives });
}

const play = (s: EuNuncaState, ...actions: Action[]) => actions.reduce(reduce, s);
/** Marks these players on the card on the table, confirms, and (unless told) moves on. */
function card(s: EuNuncaState, ids: string[], moveOn = true): EuNuncaState {
  const marked = play(s, ...ids.map((id): Action => ({ type: "toggle", id })), { type: "confirm" });
  return moveOn ? reduce(marked, { type: "next" }) : marked;
}
const livesOf = (s: EuNuncaState) => Object.fromEntries(s.players.map((p) => [p.id, p.lives]));

describe("Eu Nunca: lives setting", () => {
  it("defaults to 5 fingers, from 3 to 10", () => {
    expect(LIVES).toEqual({ min: 3, max: 10, default: 5 });
  });

  it("clamps and rounds the number of fingers", () => {
    expect(clampLives(1)).toBe(3);
    expect(clampLives(42)).toBe(10);
    expect(clampLives(6.6)).toBe(7);
    expect(clampLives(Number.NaN)).toBe(5);
  });
});

describe("Eu Nunca: a new game", () => {
  it("gives every player the same number of fingers", () => {
    const s = game(["Ana", "Bia", "Caio"], 4);
    expect(livesOf(s)).toEqual({ ana: 4, bia: 4, caio: 4 });
    expect(s.players.every((p) => p.outOn === null)).toBe(true);
  });

  it("clamps the fingers it is given", () => {
    expect(game(["Ana", "Bia"], 99).maxLives).toBe(10);
  });

  it("starts on the first card of the deck, marking", () => {
    const s = game(["Ana", "Bia"]);
    expect(currentCard(s)).toBe("classico:0");
    expect(s.phase).toBe("marking");
    expect(cardsSeen(s)).toBe(1);
  });

  it("is over at once with an empty deck", () => {
    expect(game(["Ana", "Bia"], 3, []).phase).toBe("over");
  });

  it("without players is the plain card flow", () => {
    const s = game([]);
    expect(withPlayers(s)).toBe(false);
    expect(isDecided(s)).toBe(false);
  });
});

describe("Eu Nunca: marking who has done it", () => {
  it("toggles a player on and off", () => {
    const s = game(["Ana", "Bia"]);
    expect(play(s, { type: "toggle", id: "ana" }).marked).toEqual(["ana"]);
    expect(play(s, { type: "toggle", id: "ana" }, { type: "toggle", id: "ana" }).marked).toEqual(
      [],
    );
  });

  it("ignores unknown players and players already out", () => {
    let s = game(["Ana", "Bia", "Caio"], 3);
    expect(reduce(s, { type: "toggle", id: "zeca" })).toBe(s);
    for (const _ of [1, 2, 3]) s = card(s, ["ana"]);
    expect(reduce(s, { type: "toggle", id: "ana" })).toBe(s);
  });

  it("cannot mark after confirming", () => {
    const s = card(game(["Ana", "Bia"]), ["ana"], false);
    expect(reduce(s, { type: "toggle", id: "bia" })).toBe(s);
  });

  it("needs a confirmation before the next card", () => {
    const s = play(game(["Ana", "Bia"]), { type: "toggle", id: "ana" });
    expect(reduce(s, { type: "next" })).toBe(s);
  });
});

describe("Eu Nunca: losing fingers", () => {
  it("takes one finger from each marked player only", () => {
    const s = card(game(["Ana", "Bia", "Caio"], 3), ["ana", "caio"], false);
    expect(livesOf(s)).toEqual({ ana: 2, bia: 3, caio: 2 });
    expect(s.phase).toBe("revealed");
    expect(s.round).toEqual({ lost: ["ana", "caio"], eliminated: [], spared: false });
  });

  it("lists the losers in table order, whatever the tapping order", () => {
    const s = card(game(["Ana", "Bia", "Caio"]), ["caio", "ana"], false);
    expect(s.round?.lost).toEqual(["ana", "caio"]);
  });

  it("confirms nobody when nobody has done it", () => {
    const s = card(game(["Ana", "Bia"]), [], false);
    expect(livesOf(s)).toEqual({ ana: 3, bia: 3 });
    expect(s.round).toEqual({ lost: [], eliminated: [], spared: false });
  });

  it("moves to the next card and clears the marks after 'Próxima'", () => {
    const s = card(game(["Ana", "Bia"]), ["ana"]);
    expect(currentCard(s)).toBe("classico:1");
    expect(s.marked).toEqual([]);
    expect(s.round).toBeNull();
    expect(s.phase).toBe("marking");
  });

  it("skipping a card costs nobody a finger", () => {
    const s = play(game(["Ana", "Bia"]), { type: "toggle", id: "ana" }, { type: "skip" });
    expect(livesOf(s)).toEqual({ ana: 3, bia: 3 });
    expect(currentCard(s)).toBe("classico:1");
    expect(s.marked).toEqual([]);
  });
});

describe("Eu Nunca: elimination and the winner", () => {
  it("eliminates a player who loses the last finger, noting the card", () => {
    let s = game(["Ana", "Bia", "Caio"], 3);
    s = card(card(s, ["ana"]), ["ana"]);
    s = card(s, ["ana"], false);
    expect(s.round?.eliminated).toEqual(["ana"]);
    expect(s.players.find((p) => p.id === "ana")).toMatchObject({ lives: 0, outOn: 3 });
    expect(alive(s).map((p) => p.id)).toEqual(["bia", "caio"]);
  });

  it("goes on while two or more players are standing", () => {
    let s = game(["Ana", "Bia", "Caio"], 3);
    for (const _ of [1, 2, 3]) s = card(s, ["ana"]);
    expect(s.phase).toBe("marking");
    expect(isDecided(s)).toBe(false);
  });

  it("crowns the last one standing", () => {
    let s = game(["Ana", "Bia", "Caio"], 3);
    s = card(s, ["ana", "bia"]);
    s = card(s, ["ana", "bia"]);
    s = card(s, ["ana", "bia"], false);
    expect(isDecided(s)).toBe(true);
    expect(s.phase).toBe("revealed");
    s = reduce(s, { type: "next" });
    expect(s.phase).toBe("over");
    expect(winners(s).map((p) => p.name)).toEqual(["Caio"]);
  });

  it("a winner can have lost fingers too", () => {
    let s = game(["Ana", "Bia"], 3);
    s = card(s, ["bia"]);
    for (const _ of [1, 2, 3]) s = card(s, ["ana"]);
    expect(s.phase).toBe("over");
    expect(winners(s)).toMatchObject([{ name: "Bia", lives: 2 }]);
  });

  it("has no winner before the game is over, nor without players", () => {
    expect(winners(game(["Ana", "Bia"]))).toEqual([]);
    expect(winners(play(game([]), { type: "end" }))).toEqual([]);
  });

  it("ignores everything once the game is over", () => {
    const s = play(game(["Ana", "Bia"]), { type: "end" });
    for (const action of [{ type: "next" }, { type: "toggle", id: "ana" }] as Action[]) {
      expect(reduce(s, action)).toBe(s);
    }
  });
});

describe("Eu Nunca: ties on the last finger", () => {
  it("nobody leaves when every player standing would go out on the same card", () => {
    let s = game(["Ana", "Bia"], 3);
    s = card(card(s, ["ana", "bia"]), ["ana", "bia"]);
    s = card(s, ["ana", "bia"], false);
    expect(s.round).toEqual({ lost: ["ana", "bia"], eliminated: [], spared: true });
    expect(livesOf(s)).toEqual({ ana: 1, bia: 1 });
    expect(isDecided(s)).toBe(false);
    expect(reduce(s, { type: "next" }).phase).toBe("marking");
  });

  it("also spares the last two of a bigger table, the ones already out stay out", () => {
    const long = Array.from({ length: 10 }, (_, i) => `festa:${i}`);
    let s = game(["Ana", "Bia", "Caio"], 3, long);
    for (const _ of [1, 2, 3]) s = card(s, ["caio"]);
    s = card(card(s, ["ana", "bia"]), ["ana", "bia"]);
    s = card(s, ["ana", "bia"], false);
    expect(s.round?.spared).toBe(true);
    expect(livesOf(s)).toEqual({ ana: 1, bia: 1, caio: 0 });
  });

  it("does not spare anyone when a player standing still has fingers left", () => {
    let s = game(["Ana", "Bia", "Caio"], 3);
    s = card(card(s, ["ana", "bia"]), ["ana", "bia"]);
    s = card(s, ["ana", "bia"], false);
    expect(s.round).toEqual({ lost: ["ana", "bia"], eliminated: ["ana", "bia"], spared: false });
    expect(winners(reduce(s, { type: "next" })).map((p) => p.name)).toEqual(["Caio"]);
  });

  it("does not spare when someone standing was not marked, even with one finger", () => {
    let s = game(["Ana", "Bia"], 3);
    s = card(card(s, ["ana", "bia"]), ["ana", "bia"]);
    s = card(s, ["ana"]);
    expect(s.phase).toBe("over");
    expect(winners(s).map((p) => p.name)).toEqual(["Bia"]);
  });

  it("the one with more fingers survives when the others go out together", () => {
    let s = game(["Ana", "Bia", "Caio"], 3);
    s = card(card(s, ["ana", "bia"]), ["ana", "bia"]);
    s = card(s, ["ana", "bia", "caio"]);
    expect(s.phase).toBe("over");
    expect(winners(s)).toMatchObject([{ name: "Caio", lives: 2 }]);
  });
});

describe("Eu Nunca: the deck running out", () => {
  it("ends the plain card flow after the last card", () => {
    let s = game([], 3, DECK.slice(0, 2));
    s = reduce(s, { type: "next" });
    expect(currentCard(s)).toBe("classico:1");
    s = reduce(s, { type: "next" });
    expect(s.phase).toBe("over");
    expect(cardsSeen(s)).toBe(2);
  });

  it("'Confirmar' does nothing without players", () => {
    const s = game([]);
    expect(reduce(s, { type: "confirm" })).toBe(s);
  });

  it("with players, the most fingers wins when the cards run out", () => {
    let s = game(["Ana", "Bia", "Caio"], 3, DECK.slice(0, 2));
    s = card(card(s, ["ana", "bia"]), ["ana"]);
    expect(s.phase).toBe("over");
    expect(winners(s).map((p) => p.name)).toEqual(["Caio"]);
  });

  it("a tie on the most fingers is a shared victory", () => {
    let s = game(["Ana", "Bia", "Caio"], 3, DECK.slice(0, 1));
    s = card(s, ["caio"]);
    expect(s.phase).toBe("over");
    expect(winners(s).map((p) => p.name)).toEqual(["Ana", "Bia"]);
  });

  it("skipping the last card ends the game too", () => {
    const s = reduce(game(["Ana", "Bia"], 3, DECK.slice(0, 1)), { type: "skip" });
    expect(s.phase).toBe("over");
  });

  it("'Encerrar' ends early, counting the card on the table as seen", () => {
    const s = play(game([]), { type: "next" }, { type: "end" });
    expect(s.phase).toBe("over");
    expect(cardsSeen(s)).toBe(2);
  });
});

describe("Eu Nunca: ranking", () => {
  it("ranks by fingers left, then by who went out later", () => {
    let s = game(["Ana", "Bia", "Caio", "Dani"], 3);
    for (const _ of [1, 2, 3]) s = card(s, ["bia"]);
    s = card(card(s, ["ana", "caio"]), ["ana"]);
    expect(s.phase).toBe("over");
    expect(finalRanking(s).map(({ playerId: _, ...e }) => e)).toEqual([
      { name: "Dani", points: 3, place: 1 },
      { name: "Caio", points: 2, place: 2 },
      { name: "Ana", points: 1, place: 3 },
      { name: "Bia", points: 0, place: 4 },
    ]);
  });

  it("keeps the table order for players out on the same card", () => {
    let s = game(["Ana", "Bia", "Caio"], 3);
    for (const _ of [1, 2, 3]) s = card(s, ["bia", "ana"]);
    expect(finalRanking(s).map((e) => e.name)).toEqual(["Caio", "Ana", "Bia"]);
    expect(finalRanking(s).map((e) => e.place)).toEqual([1, 2, 2]);
  });

  it("the players tied on the most fingers when the deck runs out share first place", () => {
    let s = game(["Ana", "Bia", "Caio"], 3);
    s = card(card(s, ["caio"]), ["caio"]);
    for (const _ of [1, 2, 3]) s = card(s, []);
    expect(s.phase).toBe("over");
    expect(finalRanking(s).map(({ playerId: _, ...e }) => e)).toEqual([
      { name: "Ana", points: 3, place: 1 },
      { name: "Bia", points: 3, place: 1 },
      { name: "Caio", points: 1, place: 3 },
    ]);
  });
});

describe("Eu Nunca: cards leaving the deck mid-game", () => {
  const isOdd = (id: string) => Number(id.split(":")[1]) % 2 === 1;

  it("drops matching cards still to come", () => {
    const s = dropCards(game(["Ana", "Bia"]), isOdd);
    expect(s.deck).toEqual(["classico:0", "classico:2", "classico:4"]);
  });

  it("replaces the card on the table while nobody confirmed it", () => {
    const s = dropCards(play(game([]), { type: "next" }), isOdd);
    expect(currentCard(s)).toBe("classico:2");
  });

  it("keeps a card already confirmed on the table", () => {
    const s = card(play(game(["Ana", "Bia"]), { type: "skip" }), ["ana"], false);
    expect(currentCard(dropCards(s, isOdd))).toBe("classico:1");
  });

  it("ends the game when no card is left", () => {
    const s = dropCards(game([], 3, ["classico:1", "classico:3"]), isOdd);
    expect(s.phase).toBe("over");
  });

  it("returns the same state when nothing matches", () => {
    const s = game(["Ana", "Bia"]);
    expect(dropCards(s, () => false)).toBe(s);
  });
});

describe("Eu Nunca: drink wording", () => {
  it("says 'bebe um gole' with alcohol and 'toma um gole d'água' without", () => {
    expect(sip("alcool")).toBe("bebe um gole");
    expect(sip("sem-alcool")).toBe("toma um gole d'água");
    expect(sip("alcool", true)).toBe("bebem um gole");
    expect(sip("sem-alcool", true)).toBe("tomam um gole d'água");
  });

  it("tells players who has done it loses a finger", () => {
    expect(instruction("alcool", true)).toBe(
      "Quem já fez toca no próprio nome: perde um dedo e bebe um gole.",
    );
    expect(instruction("sem-alcool", true)).toContain("perde um dedo e toma um gole d'água");
  });

  it("has no fingers in the plain card flow", () => {
    expect(instruction("alcool", false)).toBe("Quem já fez bebe um gole.");
    expect(instruction("sem-alcool", false)).toBe("Quem já fez toma um gole d'água.");
  });
});
