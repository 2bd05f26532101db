import { describe, expect, it } from "vitest";
import { seededRng } from "../../shared/random";
import { cardIds, type Deck, type DeckCount, parseCard, type Rank, shuffledDeck } from "./cards";
import {
  isRoundOver,
  isSuecaState,
  mentionsDrinking,
  newGame,
  pendingEffect,
  reduce,
  ruleOf,
  ruleText,
  type SuecaState,
  soberText,
  summary,
} from "./logic";
import { presetById } from "./presets";

const rules = presetById("classica").rules;
const paulista = presetById("paulista").rules;

/** A pile whose first cards are these ranks (hearts, deck 1), then the rest of one deck. */
function stacked(ranks: Rank[], decks: DeckCount = 1): Deck {
  const first = ranks.map((r, i) => `${r}-${["copas", "espadas", "ouros", "paus"][i % 4]}-1`);
  return { order: [...first, ...cardIds(decks).filter((id) => !first.includes(id))], cursor: 0 };
}
const draw = (s: SuecaState, drawerId: string | null = "ana", set = rules) =>
  reduce(s, { type: "draw", drawerId, rules: set });
const game = (ranks: Rank[] = []) => newGame(stacked(ranks));

function playAll(s: SuecaState): SuecaState {
  let state = s;
  const players = ["ana", "bia", "caio"];
  for (let i = 0; !isRoundOver(state); i++) state = draw(state, players[i % 3] ?? null);
  return state;
}

describe("Sueca: drawing", () => {
  it("starts with the whole pile face down and nothing in force", () => {
    const s = newGame(shuffledDeck(1, seededRng(1)));
    expect(s).toMatchObject({ cardId: null, drawerId: null, rulesCreated: 0, round: 1 });
    expect(summary(s)).toEqual({ cardsDrawn: 0, cardsLeft: 52, rulesCreated: 0 });
  });

  it("turns the top card for the drawer", () => {
    const s = draw(game(["7"]), "bia");
    expect(parseCard(s.cardId)?.rank).toBe("7");
    expect(s.drawerId).toBe("bia");
    expect(summary(s).cardsLeft).toBe(51);
  });

  it.each([1, 2] as DeckCount[])("never repeats a card in a round (%i deck)", (decks) => {
    let s = newGame(shuffledDeck(decks, seededRng(decks * 7)));
    const seen: string[] = [];
    while (!isRoundOver(s)) {
      s = draw(s);
      seen.push(s.cardId ?? "");
    }
    expect(seen).toHaveLength(52 * decks);
    expect(new Set(seen).size).toBe(52 * decks);
  });

  it("knows the round is over only when the last card is face up", () => {
    let s = game();
    expect(isRoundOver(s)).toBe(false);
    for (let i = 0; i < 51; i++) s = draw(s);
    expect(isRoundOver(s)).toBe(false);
    s = draw(s);
    expect(isRoundOver(s)).toBe(true);
    expect(draw(s)).toBe(s);
  });

  it("finds the rule of the card's rank", () => {
    expect(ruleOf("K-ouros-2", rules)?.title).toBe("Saúde!");
    expect(ruleOf(null, rules)).toBeNull();
    expect(ruleOf("X", rules)).toBeNull();
  });
});

describe("Sueca: card effects", () => {
  it("an 8 moves the bathroom pass to the latest drawer", () => {
    let s = draw(game(["8", "3", "8"]), "ana");
    expect(s.tracker.bathroomPassId).toBe("ana");
    s = draw(s, "bia");
    expect(s.tracker.bathroomPassId).toBe("ana");
    s = draw(s, "caio");
    expect(s.tracker.bathroomPassId).toBe("caio");
  });

  it("asks for a rule on a 10, a 9 and (Paulista) a 5; nothing on the others", () => {
    expect(pendingEffect(draw(game(["10"])), rules)).toBe("regra-geral");
    expect(pendingEffect(draw(game(["9"])), rules)).toBe("regra-pessoal");
    expect(pendingEffect(draw(game(["5"]), "ana", paulista), paulista)).toBe("palavra-proibida");
    for (const rank of ["A", "5", "8", "K"] as Rank[])
      expect(pendingEffect(draw(game([rank])), rules), rank).toBeNull();
  });

  it("a 10 creates a general rule owned by the drawer, once", () => {
    let s = draw(game(["10"]), "bia");
    s = reduce(s, { type: "general-rule", text: "Sem nomes" });
    expect(s.tracker.general).toMatchObject([{ text: "Sem nomes", ownerId: "bia" }]);
    expect(s.rulesCreated).toBe(1);
    expect(pendingEffect(s, rules)).toBeNull();
  });

  it("a third general rule drops the one chosen", () => {
    let s = draw(game(["10", "10", "10"]));
    s = reduce(s, { type: "general-rule", text: "Um" });
    s = reduce(draw(s), { type: "general-rule", text: "Dois" });
    const dropId = s.tracker.general[1]?.id;
    s = reduce(draw(s), { type: "general-rule", text: "Três", dropId });
    expect(s.tracker.general.map((r) => r.text)).toEqual(["Um", "Três"]);
    expect(s.rulesCreated).toBe(3);
  });

  it("a 9 sets the drawer's personal rule, replacing their previous one", () => {
    let s = reduce(draw(game(["9", "9"]), "ana"), { type: "personal-rule", text: "Rimas" });
    s = reduce(draw(s, "ana"), { type: "personal-rule", text: "Sotaque" });
    expect(s.tracker.personal).toMatchObject([{ ownerId: "ana", text: "Sotaque" }]);
  });

  it("a forbidden word counts as a rule; clearing it does not", () => {
    let s = draw(game(["5"]), "ana", paulista);
    s = reduce(s, { type: "forbidden-word", word: "mano", fromCard: true });
    expect(s.tracker.forbiddenWord).toBe("mano");
    expect(s.rulesCreated).toBe(1);
    expect(pendingEffect(s, paulista)).toBeNull();
    s = reduce(s, { type: "clear-forbidden-word" });
    expect(s.tracker.forbiddenWord).toBeNull();
    expect(s.rulesCreated).toBe(1);
  });

  it("a word set by hand in the tracker leaves the card's own input open", () => {
    const s = reduce(draw(game(["10"])), { type: "forbidden-word", word: "tipo" });
    expect(s.tracker.forbiddenWord).toBe("tipo");
    expect(pendingEffect(s, rules)).toBe("regra-geral");
  });

  it("an empty rule or word changes nothing", () => {
    const s = draw(game(["10"]));
    expect(reduce(s, { type: "general-rule", text: " " })).toBe(s);
    expect(reduce(s, { type: "forbidden-word", word: "" })).toBe(s);
  });

  it("the table may skip creating the rule", () => {
    const s = reduce(draw(game(["10"])), { type: "skip-card-action" });
    expect(pendingEffect(s, rules)).toBeNull();
    expect(s.rulesCreated).toBe(0);
  });

  it("the next card asks again", () => {
    let s = reduce(draw(game(["10", "10"])), { type: "skip-card-action" });
    s = draw(s);
    expect(pendingEffect(s, rules)).toBe("regra-geral");
  });

  it("removes rules, spends the pass and forgets players who left", () => {
    let s = reduce(draw(game(["9", "8", "10"]), "ana"), { type: "personal-rule", text: "Rimas" });
    s = draw(s, "bia");
    s = reduce(draw(s, "caio"), { type: "general-rule", text: "Sem nomes" });
    s = reduce(s, { type: "remove-general", id: s.tracker.general[0]?.id ?? "" });
    expect(s.tracker.general).toEqual([]);
    s = reduce(s, { type: "spend-pass" });
    expect(s.tracker.bathroomPassId).toBeNull();
    s = reduce(s, { type: "forget-players", playerIds: ["bia", "caio"] });
    expect(s.tracker.personal).toEqual([]);
    expect(reduce(s, { type: "remove-personal", ownerId: "ana" })).toBe(s);
  });
});

describe("Sueca: end of the pile and reshuffle", () => {
  it("sums up the round: cards drawn and rules created", () => {
    let s = reduce(draw(game(["10", "9"]), "ana"), { type: "general-rule", text: "Sem nomes" });
    s = reduce(draw(s, "bia"), { type: "personal-rule", text: "Rimas" });
    s = playAll(s);
    expect(summary(s)).toEqual({ cardsDrawn: 52, cardsLeft: 0, rulesCreated: 2 });
  });

  it("reshuffles only a finished pile", () => {
    const s = draw(game());
    expect(reduce(s, { type: "reshuffle", deck: shuffledDeck(1, seededRng(2)) })).toBe(s);
  });

  it("reshuffling starts a new round with a full pile, keeping what is in force", () => {
    let s = reduce(draw(game(["10"])), { type: "general-rule", text: "Sem nomes" });
    s = playAll(s);
    const next = reduce(s, { type: "reshuffle", deck: shuffledDeck(1, seededRng(9)) });
    expect(next).toMatchObject({ cardId: null, round: 2, rulesCreated: 0 });
    expect(summary(next)).toEqual({ cardsDrawn: 0, cardsLeft: 52, rulesCreated: 0 });
    expect(next.tracker.general.map((r) => r.text)).toEqual(["Sem nomes"]);
    const seen = new Set<string>();
    let t = next;
    while (!isRoundOver(t)) {
      t = draw(t);
      seen.add(t.cardId ?? "");
    }
    expect(seen.size).toBe(52);
  });

  it("reshuffles two decks into 104 cards", () => {
    let s = newGame(shuffledDeck(2, seededRng(3)));
    s = playAll(s);
    const next = reduce(s, { type: "reshuffle", deck: shuffledDeck(2, seededRng(4)) });
    expect(summary(next).cardsLeft).toBe(104);
  });

  it("never changes the state it is given", () => {
    const s = draw(game(["10"]));
    const copy = structuredClone(s);
    reduce(s, { type: "general-rule", text: "Sem nomes" });
    draw(s);
    expect(s).toEqual(copy);
  });
});

describe("Sueca: drink mode", () => {
  it("turns every sip into a sip of water without alcohol", () => {
    expect(soberText("Quem errar bebe um gole.")).toBe("Quem errar toma um gole de água.");
    expect(soberText("para beber um gole")).toBe("para tomar um gole de água");
    expect(soberText("as duas bebem um gole")).toBe("as duas tomam um gole de água");
  });

  it("keeps the text as is with alcohol", () => {
    const rule = rules.A;
    expect(ruleText(rule, "alcool")).toBe(rule.text);
    expect(ruleText(rule, "sem-alcool")).not.toMatch(/beb/);
  });

  it("spots custom texts that still talk about drinking", () => {
    expect(mentionsDrinking("Quem perder bebe dois dedos")).toBe(true);
    expect(mentionsDrinking("Quem perder paga uma prenda")).toBe(false);
  });
});

describe("Sueca: stored state", () => {
  it("accepts a real state and refuses broken ones", () => {
    const s = reduce(draw(game(["10"])), { type: "general-rule", text: "Sem nomes" });
    expect(isSuecaState(JSON.parse(JSON.stringify(s)))).toBe(true);
    expect(isSuecaState({ ...s, cardId: "nope" })).toBe(false);
    expect(isSuecaState({ ...s, deck: { order: [], cursor: 0 } })).toBe(false);
    expect(isSuecaState({ ...s, round: -1 })).toBe(false);
    expect(isSuecaState(null)).toBe(false);
  });
});
